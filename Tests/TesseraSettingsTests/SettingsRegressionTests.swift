import Foundation
import Observation
@_spi(TesseraTools) import TesseraCore
import TesseraSettingsMacros
import TesseraSync
import TesseraTestSupport
import Testing

@testable import TesseraSettings

@MainActor
@Suite("Settings: defects a real client hit", .serialized)
struct SettingsRegressionTests {
    @Test("a secure setting's value is masked in the review and in apply's result, never shown")
    func secureValuesAreMasked() async throws {
        let session = SettingsSession<LedgerSettings>(store: InMemorySettingsStore())
        session[\.password] = "hunter2"
        let change = try #require(session.changes.first)
        #expect(change.before == "••••••" && change.after == "••••••")
        #expect(!"\(session.changes)".contains("hunter2"))
        let result = await session.apply()
        #expect(result.outcome == .applied && !"\(result)".contains("hunter2"))
    }

    @Test(
        "64-bit integers beyond 2^53 survive save and reload exactly",
        arguments: [
            (Int64.max, UInt64.max), (Int64.min, UInt64(1) << 63 + 1),
            (9_007_199_254_740_993, 18_446_744_073_709_551_557),
        ])
    func largeIntegers(account: Int64, checksum: UInt64) async throws {
        let store = InMemorySettingsStore()
        let session = SettingsSession<LedgerSettings>(store: store)
        session[\.accountID] = account
        session[\.checksum] = checksum
        #expect(await session.apply().outcome == .applied)
        let text = String(decoding: try #require(await store.data), as: UTF8.self)
        #expect(text.contains("\(account)") && text.contains("\(checksum)"), "written as digits, not through Double")
        let reopened = SettingsSession<LedgerSettings>(store: store)
        try await reopened.load()
        #expect(reopened.draft.accountID == account && reopened.draft.checksum == checksum)
        #expect(reopened.loadIssues.isEmpty)
    }

    @Test(
        "dates survive save and reload exactly, fractional seconds included",
        arguments: [
            0.0, 1.5, 784_111_777.123_456_789, -3_155_673_600.000_001, 1e-7, 812_345_678.999_999_9, 123.456e-5,
        ])
    func exactDates(interval: Double) async throws {
        var settings = LedgerSettings()
        settings.lastSync = Date(timeIntervalSinceReferenceDate: interval)
        let data = try SettingsCodec.encode(settings)
        let loaded = try SettingsCodec.decode(LedgerSettings.self, from: data)
        #expect(
            loaded.settings.lastSync.timeIntervalSinceReferenceDate == interval,
            "\(String(decoding: data, as: UTF8.self))")
    }

    @Test(
        "dates beyond ISO 8601's years survive a round trip as seconds (found by fuzzing)",
        arguments: [
            44_073_709_551_615.0, -70_000_000_000, 253_000_000_000, 1e15, -1e300,
        ])
    func datesBeyondISOYears(interval: Double) throws {
        var settings = LedgerSettings()
        settings.lastSync = Date(timeIntervalSinceReferenceDate: interval)
        let again = try SettingsCodec.decode(LedgerSettings.self, from: try SettingsCodec.encode(settings))
        #expect(again.settings.lastSync == settings.lastSync && again.issues.isEmpty)
    }

    @Test("dates written by earlier versions (whole seconds, offsets) still read")
    func olderDates() throws {
        for (text, expected) in [
            ("2001-01-01T00:00:00Z", 0.0), ("2001-01-01T01:00:00+01:00", 0.0), ("2000-12-31T23:59:59.5Z", -0.5),
        ] {
            let json = #"{"version": 1, "settings": {"lastSync": "\#(text)"}}"#
            let loaded = try SettingsCodec.decode(LedgerSettings.self, from: Data(json.utf8))
            #expect(loaded.settings.lastSync.timeIntervalSinceReferenceDate == expected, "\(text)")
        }
    }

    @Test("a saved value outside the current range is reported and brought into range; it never blocks saving")
    func outOfRangeOnLoad() async throws {
        let json = #"{"version": 1, "settings": {"historyDays": 100, "server": "a"}}"#
        let store = InMemorySettingsStore(data: Data(json.utf8))
        let session = SettingsSession<LedgerSettings>(store: store)
        try await session.load()
        #expect(session.draft.historyDays == 30)
        #expect(session.loadIssues.map(\.kind) == [.outOfRange] && session.loadIssues.first?.path == "historyDays")
        session[\.server] = "b"
        #expect(await session.apply().outcome == .applied)
    }

    @Test("apply is a transaction: concurrent calls save once and run each side effect once")
    func concurrentApply() async throws {
        let store = InMemorySettingsStore()
        let session = SettingsSession<BetaSettings>(store: store)
        var runs = 0
        // The side effect is held open at a gate until the second apply has been called.
        let gate = SaveGate()
        session.onChange(\.experiments) { _, _ in
            runs += 1
            await gate.pass()
        }
        session[\.experiments] = true
        let first = Task { await session.apply() }
        await gate.waitForSaves(1)
        let second = Task { await session.apply() }
        for _ in 0..<10 { await Task.yield() }
        await gate.open()
        let outcomes = [await first.value.outcome, await second.value.outcome]
        #expect(runs == 1)
        #expect(outcomes.filter { $0 == .applied }.count == 1 && outcomes.filter { $0 == .nothingToApply }.count == 1)
    }

    @Test("apply's result is what it saved: an edit made after apply was called, before its save began, is listed")
    func applyReportsWhatItSaved() async throws {
        let store = GatedSettingsStore()
        let session = SettingsSession<BetaSettings>(store: store)
        var periods: [Int] = []
        session.onChange(\.calculation.timePeriod) { _, new in periods.append(new) }
        session[\.experiments] = true
        let first = Task { await session.apply() }
        await store.gate.waitForSaves(1)
        // The second apply waits for the first, whose save is held; then the draft changes.
        let second = Task { await session.apply() }
        for _ in 0..<10 { await Task.yield() }
        session[\.calculation.timePeriod] = 14
        await store.gate.open()
        let (earlier, later) = (await first.value, await second.value)
        #expect(earlier.outcome == .applied && earlier.changes.map(\.id) == ["experiments"] && !earlier.requiresRestart)
        #expect(later.outcome == .applied && later.changes.map(\.id) == ["calculation.timePeriod"])
        #expect(later.requiresRestart, "the period requires a restart")
        #expect(periods == [14] && session.saved == session.draft && !session.hasUnsavedChanges)
    }
}

@MainActor
@Suite("Settings: what the seed had")
struct SettingsCapabilityTests {
    @Test("choices supplied at run time turn a text setting into a picker, and the change is observed")
    func runtimeChoices() throws {
        let session = SettingsSession<LedgerSettings>()
        let field = try #require(session.schema.field(at: \LedgerSettings.server))
        #expect(session.choices(for: field) == nil)
        let observed = LockedValue(false)
        withObservationTracking {
            _ = session.choices(for: field)
        } onChange: {
            observed.withLock { $0 = true }
        }
        let servers = [
            SettingChoice(value: "eu-1", title: "Frankfurt"), SettingChoice(value: "us-1", title: "Virginia"),
        ]
        session.setChoices(servers, for: \.server)
        #expect(observed.value, "a form reading the choices is told they changed")
        #expect(session.choices(for: field) == servers)
        #expect(session.setValue(.text("eu-1"), of: field))
        #expect(session.draft.server == "eu-1")
    }

    @Test("a list setting is a custom value: tracked, reviewed and undone like any other")
    func customValues() throws {
        let session = SettingsSession<LedgerSettings>()
        session.locale = Locale(identifier: "en_US")
        let field = try #require(session.schema.field(at: \LedgerSettings.servers))
        #expect(field.kind == .custom)
        #expect(session.setValue(.custom(CustomSettingValue(["eu-1", "us-1"])), of: field))
        #expect(session.draft.servers == ["eu-1", "us-1"])
        #expect(!session.setValue(.text("eu-1"), of: field), "a value of another type changes nothing")
        #expect(session.changes.map(\.after) == ["eu-1 and us-1"])
        session.undo()
        #expect(session.draft.servers.isEmpty && session.changes.isEmpty)
    }

    @Test("side effects declared with the type run for every session, once per applied change")
    func typeSideEffects() async throws {
        LedgerEffects.log = []
        let session = SettingsSession<LedgerSettings>(store: InMemorySettingsStore())
        session[\.server] = "eu-1"
        #expect(await session.apply().outcome == .applied)
        #expect(await session.apply().outcome == .nothingToApply)
        #expect(LedgerEffects.log == ["server →eu-1"])
    }

    @Test("settings saved with plain Codable (no version) are read, and a migration from 0 can adapt them")
    func unversionedData() throws {
        struct Plain: Codable {
            var historyDays = 12
            var server = "eu"
            var oldName = "x"
        }
        let data = try JSONEncoder().encode(Plain())
        let loaded = try SettingsCodec.decode(LedgerSettings.self, from: data)
        #expect(loaded.savedVersion == 0 && loaded.settings.historyDays == 12 && loaded.settings.server == "eu")
        #expect(loaded.preserved.map(\.path.description) == ["oldName"])
        let format = SettingsFormat(version: 1, migrations: [.renaming("oldName", to: "password", from: 0)])
        let migrated = try SettingsCodec.decode(LedgerSettings.self, from: data, format: format)
        #expect(migrated.settings.password == "x" && migrated.preserved.isEmpty)
    }

    @Test("resetting by key path resets one setting or a whole group; a typo cannot compile")
    func typedReset() {
        let session = SettingsSession<BetaSettings>()
        session[\.calculation.timePeriod] = 3
        session[\.opacity] = 0.1
        session.reset(\.calculation.timePeriod)
        #expect(session.draft.calculation.timePeriod == 7 && session.draft.opacity == 0.1)
        #expect(session.editing.undoLabel == "Reset Time period")
        session[\.calculation.mode] = .movingAverage
        session.reset(\.calculation)
        #expect(session.draft.calculation == BetaSettings.Calculation())
        #expect(session.editing.undoLabel == "Reset Calculation")
    }
}

@MainActor
@Suite("Settings: secrets")
struct SettingsSecretTests {
    @Test("with a secret store, a secure setting never reaches the file and comes back on load")
    func secretsStayOutOfTheFile() async throws {
        let store = InMemorySettingsStore()
        let secrets = InMemorySecretStore()
        let session = SettingsSession<LedgerSettings>(store: store, secrets: secrets)
        #expect(!session.savesSecretsInPlainText)
        session[\.password] = "hunter2"
        session[\.accountID] = 42
        #expect(await session.apply().outcome == .applied)
        let text = String(decoding: try #require(await store.data), as: UTF8.self)
        #expect(!text.contains("hunter2") && text.contains("42"))
        #expect(await secrets.secret(for: "password") == "hunter2")

        let reopened = SettingsSession<LedgerSettings>(store: store, secrets: secrets)
        try await reopened.load()
        #expect(reopened.draft.password == "hunter2" && !reopened.hasUnsavedChanges)
    }

    @Test("a secret saved in the file before the app had a secret store is kept, then moved on the next save")
    func plainTextSecretsMove() async throws {
        let store = InMemorySettingsStore()
        let plain = SettingsSession<LedgerSettings>(store: store)
        #expect(plain.savesSecretsInPlainText, "the app can tell")
        plain[\.password] = "old-secret"
        _ = await plain.apply()

        let secrets = InMemorySecretStore()
        let session = SettingsSession<LedgerSettings>(store: store, secrets: secrets)
        try await session.load()
        #expect(session.draft.password == "old-secret", "nothing the user saved is lost")
        session[\.accountID] = 42
        _ = await session.apply()
        #expect(!String(decoding: try #require(await store.data), as: UTF8.self).contains("old-secret"))
        #expect(await secrets.secret(for: "password") == "old-secret")
    }

    @Test("a session without a store, or settings without secure values, saves nothing in plain text")
    func plainTextFlag() {
        #expect(!SettingsSession<LedgerSettings>().savesSecretsInPlainText)
        #expect(!SettingsSession<BetaSettingsV2>(store: InMemorySettingsStore()).savesSecretsInPlainText)
    }
}
