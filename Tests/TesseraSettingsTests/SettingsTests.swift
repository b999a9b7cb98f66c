import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

@testable import TesseraSettings
@testable import TesseraSettingsMacros

@Suite("Settings schema")
struct SettingsSchemaTests {
    let schema = BetaSettings.settingsSchema

    @Test("every stored property in declaration order, nested structs as sections, with stable ids")
    func order() {
        #expect(
            schema.fields.map(\.id) == [
                "calculation.mode", "calculation.averageMethod", "calculation.timePeriod", "experiments", "opacity",
                "nickname", "apiToken", "notes", "region", "launchCount", "lastSync",
            ])
        #expect(schema.sections.map(\.title) == ["Calculation"])
        #expect(schema.field(id: "calculation.timePeriod")?.sectionPath == ["Calculation"])
    }

    @Test("titles are humanised unless given; annotations carry through")
    func annotations() throws {
        let period = try #require(schema.field(id: "calculation.timePeriod"))
        #expect(period.title == "Time period")
        #expect(period.footnote == "Days of history to use.")
        #expect(period.range == 1...30 && period.step == 1 && period.requiresRestart)
        #expect(schema.field(id: "experiments")?.title == "Experimental features")
        #expect(schema.field(id: "calculation.averageMethod")?.title == "Average method")
        #expect(schema.field(id: "opacity")?.range == 0...1 && schema.field(id: "opacity")?.step == 0.05)
        #expect(schema.field(id: "apiToken")?.isSecure == true && schema.field(id: "notes")?.isMultiline == true)
        #expect(schema.field(id: "launchCount")?.isHidden == true)
        #expect(schema.field(id: "nickname")?.isOptional == true && schema.field(id: "opacity")?.isOptional == false)
    }

    @Test("controls come from protocol conformance")
    func kinds() throws {
        #expect(schema.field(id: "experiments")?.kind == .toggle)
        #expect(schema.field(id: "calculation.timePeriod")?.kind == .stepper)
        #expect(schema.field(id: "opacity")?.kind == .slider)
        #expect(schema.field(id: "nickname")?.kind == .text)
        #expect(schema.field(id: "lastSync")?.kind == .date)
        #expect(
            schema.field(id: "calculation.averageMethod")?.kind
                == .picker([
                    SettingChoice(value: "0", title: "Simple"), SettingChoice(value: "1", title: "Weighted average"),
                    SettingChoice(value: "2", title: "Exponential"),
                ]))
        #expect(
            schema.field(id: "region")?.kind
                == .picker([
                    SettingChoice(value: "Europe", title: "Europe"),
                    SettingChoice(value: "United States", title: "United States"),
                ]))
    }

    @Test("erased values read and write through key paths, refusing values of the wrong type")
    func erasedAccess() throws {
        var settings = BetaSettings()
        let period = try #require(schema.field(id: "calculation.timePeriod"))
        #expect(period.value(in: settings) == .integer(7))
        #expect(period.set(.integer(12), in: &settings))
        #expect(settings.calculation.timePeriod == 12)
        #expect(!period.set(.text("twelve"), in: &settings))
        let nickname = try #require(schema.field(id: "nickname"))
        #expect(nickname.set(.text("Ada"), in: &settings) && settings.nickname == "Ada")
        #expect(nickname.set(.none, in: &settings) && settings.nickname == nil)
        #expect(schema.field(at: \BetaSettings.calculation.timePeriod)?.id == "calculation.timePeriod")
    }

    @Test("titles the macro writes match the runtime's humanising (the two must not drift)")
    func macroTitlesMatchRuntime() {
        for field in schema.fields where field.id != "experiments" {
            let name = String(field.id.split(separator: ".").last ?? "")
            #expect(field.title == SettingsTitle.humanize(name), "\(field.id)")
        }
    }

    @Test(
        "titles humanise identifiers",
        arguments: [
            ("timePeriod", "Time period"), ("URLScheme", "URL scheme"), ("apiToken", "Api token"),
            ("snake_case_name", "Snake case name"),
            ("a", "A"), ("maxHTTPConnections", "Max HTTP connections"),
        ])
    func humanize(identifier: String, title: String) {
        #expect(SettingsTitle.humanize(identifier) == title)
    }
}

@MainActor
@Suite("Settings session")
struct SettingsSessionTests {
    @Test("changes are listed in schema order with section paths and formatted values; a value changed back drops out")
    func orderedChanges() {
        let session = SettingsSession<BetaSettings>()
        session.locale = Locale(identifier: "en_US")
        session[\.opacity] = 0.75
        session[\.calculation.averageMethod] = .exponential
        session[\.calculation.timePeriod] = 14
        #expect(session.changes.map(\.id) == ["calculation.averageMethod", "calculation.timePeriod", "opacity"])
        let method = session.changes[0]
        #expect(method.location == "Calculation › Average method")
        #expect(method.before == "Weighted average" && method.after == "Exponential")
        #expect(session.changes[2].after == "0.75")
        #expect(session.requiresRestart)
        session[\.calculation.timePeriod] = 7
        #expect(session.changes.map(\.id) == ["calculation.averageMethod", "opacity"])
        #expect(!session.requiresRestart)
    }

    @Test("undo, redo, continuous edits and cancel")
    func history() {
        let session = SettingsSession<BetaSettings>()
        for value in stride(from: 0.55, through: 0.9, by: 0.05) { session.set(\.opacity, to: value, continuous: true) }
        session.endContinuousChange()
        session[\.experiments] = true
        session.undo()
        #expect(!session.draft.experiments && abs(session.draft.opacity - 0.9) < 1e-9)
        session.undo()
        #expect(session.draft.opacity == 0.5 && !session.canUndo, "a drag is one undo step")
        session.redo()
        #expect(abs(session.draft.opacity - 0.9) < 1e-9)
        session.cancel()
        #expect(session.draft == BetaSettings() && !session.hasUnsavedChanges, "cancel reverts the draft")
    }

    @Test("validation checks ranges and steps before anything is saved, for Double as well as Int")
    func validation() async throws {
        let store = InMemorySettingsStore()
        let session = SettingsSession<BetaSettings>(store: store)
        session[\.calculation.timePeriod] = 40
        session[\.opacity] = 0.33
        #expect(Set(session.validationIssues.map(\.id)) == ["calculation.timePeriod", "opacity"])
        let result = await session.apply()
        guard case .invalid(let issues) = result.outcome else {
            Issue.record("expected invalid, got \(result.outcome)")
            return
        }
        #expect(issues.count == 2)
        #expect(await store.data == nil, "nothing saved")
        session[\.opacity] = 0.35
        session[\.calculation.timePeriod] = 30
        #expect(session.validationIssues.isEmpty)
    }

    @Test("apply saves, runs side effects in schema order with old and new values, and reports a needed restart")
    func apply() async throws {
        let store = InMemorySettingsStore()
        let session = SettingsSession<BetaSettings>(store: store)
        var log: [String] = []
        session.onChange(\.opacity) { old, new in log.append("opacity \(old)→\(new)") }
        session.onChange(\.calculation.timePeriod) { old, new in log.append("period \(old)→\(new)") }
        session.onChange(\.experiments) { _, _ in log.append("experiments") }
        session[\.opacity] = 0.25
        session[\.calculation.timePeriod] = 10
        let result = await session.apply()
        #expect(result.outcome == .applied)
        #expect(log == ["period 7→10", "opacity 0.5→0.25"], "schema order, only changed settings")
        #expect(result.requiresRestart && result.changes.count == 2)
        #expect(!session.hasUnsavedChanges && session.saved.calculation.timePeriod == 10)
        let saved = try #require(await store.data)
        #expect(try SettingsCodec.decode(BetaSettings.self, from: saved).settings == session.saved)
        #expect(await session.apply().outcome == .nothingToApply)
    }

    @Test("a failing side effect is reported and the saved state kept; a failed save keeps the draft")
    func failures() async throws {
        struct Boom: Error {}
        let store = InMemorySettingsStore()
        let session = SettingsSession<BetaSettings>(store: store)
        session.onChange(\.experiments) { _, _ in throw Boom() }
        session[\.experiments] = true
        let result = await session.apply()
        #expect(result.outcome == .applied && result.sideEffectFailures.map(\.id) == ["experiments"])
        #expect(session.saved.experiments && !session.hasUnsavedChanges)

        await store.failingNextSave()
        session[\.opacity] = 0.2
        let failed = await session.apply()
        guard case .saveFailed = failed.outcome else {
            Issue.record("expected a failed save, got \(failed.outcome)")
            return
        }
        #expect(session.hasUnsavedChanges && session.draft.opacity == 0.2 && session.saved.opacity == 0.5)
        #expect(
            try SettingsCodec.decode(BetaSettings.self, from: try #require(await store.data)).settings.opacity == 0.5)
    }

    @Test("reset a field, a section, or everything")
    func resets() {
        let session = SettingsSession<BetaSettings>()
        session[\.calculation.timePeriod] = 3
        session[\.calculation.mode] = .movingAverage
        session[\.opacity] = 0.1
        session.reset(\.opacity)
        #expect(session.draft.opacity == 0.5 && session.draft.calculation.timePeriod == 3)
        session.reset(\.calculation)
        #expect(session.draft.calculation == BetaSettings.Calculation())
        session[\.experiments] = true
        session.resetAll()
        #expect(session.draft == BetaSettings())
        session.undo()
        #expect(session.draft.experiments)
    }
}

@MainActor
@Suite("Settings persistence")
struct SettingsPersistenceTests {
    @Test("reload after one setting was added and another removed: defaults fill in, unknown keys are kept")
    func upgrade() async throws {
        var old = BetaSettings()
        old.calculation.timePeriod = 21
        old.experiments = true
        old.opacity = 0.8
        let store = InMemorySettingsStore(data: try SettingsCodec.encode(old))
        let session = SettingsSession<BetaSettingsV2>(store: store)
        try await session.load()
        #expect(session.draft.calculation.timePeriod == 21 && session.draft.opacity == 0.8)
        #expect(session.draft.fontScale == 1.0, "a new setting takes its default")
        #expect(session.loadIssues.contains { $0.kind == .unknownKey && $0.path == "experiments" })
        session[\.fontScale] = 1.5
        _ = await session.apply()
        let saved = try JSONNode(parsing: try #require(await store.data))
        #expect(saved["settings"]?["experiments"] == JSONNode(.bool(true)), "the removed setting survives a save")
        #expect(saved["settings"]?["fontScale"]?.numberValue == 1.5)
    }

    @Test("a value of the wrong type resets that setting only, and says so")
    func wrongType() async throws {
        let json =
            #"{"version": 1, "settings": {"opacity": "very", "calculation": {"timePeriod": 9, "mode": "sideways"}, "experiments": true}}"#
        let session = SettingsSession<BetaSettings>(store: InMemorySettingsStore(data: Data(json.utf8)))
        try await session.load()
        #expect(session.draft.opacity == 0.5 && session.draft.calculation.mode == .linearRegression)
        #expect(session.draft.calculation.timePeriod == 9 && session.draft.experiments)
        #expect(
            Set(session.loadIssues.filter { $0.kind == .resetToDefault }.map(\.path)) == [
                "opacity", "calculation.mode",
            ])
    }

    @Test("unreadable data is set aside, never overwritten, and the defaults are used")
    func unreadable() async throws {
        let store = InMemorySettingsStore(data: Data("{not json".utf8))
        let session = SettingsSession<BetaSettings>(store: store)
        try await session.load()
        #expect(session.draft == BetaSettings())
        let recovery = try #require(session.recovery)
        #expect(recovery.setAsideAt == "memory" && !recovery.restoredFromBackup && recovery.reason.contains("not JSON"))
        #expect(await store.setAsideData == [Data("{not json".utf8)])
    }

    @Test("migrations run on older data")
    func migration() throws {
        let json = #"{"version": 1, "settings": {"transparency": 0.3}}"#
        let format = SettingsFormat(version: 2, migrations: [.renaming("transparency", to: "opacity", from: 1)])
        let loaded = try SettingsCodec.decode(BetaSettings.self, from: Data(json.utf8), format: format)
        #expect(loaded.settings.opacity == 0.3 && loaded.savedVersion == 1 && loaded.issues.isEmpty)
        let encoded = try JSONNode(parsing: try SettingsCodec.encode(loaded.settings, format: format))
        #expect(encoded["version"]?.numberValue == 2)
    }

    @Test("the JSON file store writes atomically and sets unreadable files aside")
    func fileStore() async throws {
        let folder = try TemporaryFolder.create("settings")
        defer { TemporaryFolder.remove(folder) }
        let store = JSONFileSettingsStore(url: folder.appendingPathComponent("settings.json"))
        let session = SettingsSession<BetaSettings>(store: store)
        session[\.nickname] = "Ada"
        #expect(await session.apply().outcome == .applied)
        let reopened = SettingsSession<BetaSettings>(store: store)
        try await reopened.load()
        #expect(reopened.draft.nickname == "Ada")
        try Data("garbage".utf8).write(to: folder.appendingPathComponent("settings.json"))
        let third = SettingsSession<BetaSettings>(store: store)
        try await third.load()
        #expect(third.draft == BetaSettings())
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.contains { $0.hasPrefix("settings.json.corrupt-") })
    }

    @Test("the UserDefaults store works here too")
    func userDefaults() async throws {
        let suite = "tessera-tests-\(UUID().uuidString)"
        defer { UserDefaults.standard.removePersistentDomain(forName: suite) }
        let store = UserDefaultsSettingsStore(key: "beta", suiteName: suite)
        let session = SettingsSession<BetaSettings>(store: store)
        session[\.calculation.averageMethod] = .simple
        #expect(await session.apply().outcome == .applied)
        let reopened = SettingsSession<BetaSettings>(store: UserDefaultsSettingsStore(key: "beta", suiteName: suite))
        try await reopened.load()
        #expect(reopened.draft.calculation.averageMethod == .simple)
    }
}
