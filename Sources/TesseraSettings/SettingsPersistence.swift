import Foundation
import TesseraCore

/// How settings are saved: a version number, and migrations from older versions.
///
/// Saved data is `{"version": N, "settings": {…}}`. Migrations run on the JSON of the settings,
/// oldest first, before decoding.
public struct SettingsFormat: Sendable {
    /// The version this app writes.
    public var version: Int
    public var migrations: [SettingsMigration]

    public init(version: Int = 1, migrations: [SettingsMigration] = []) {
        self.version = version
        self.migrations = migrations
    }
}

/// Turns settings saved by version `from` into version `from + 1`.
public struct SettingsMigration: Sendable {
    public var from: Int
    public var migrate: @Sendable (JSONNode) -> JSONNode

    public init(from: Int, migrate: @escaping @Sendable (JSONNode) -> JSONNode) {
        self.from = from
        self.migrate = migrate
    }

    /// Renames a top-level key.
    public static func renaming(_ old: String, to new: String, from version: Int) -> SettingsMigration {
        SettingsMigration(from: version) { node in
            guard let members = node.members else { return node }
            return JSONNode(.object(members.map { $0.key == old ? JSONNode.Member(key: new, value: $0.value) : $0 }))
        }
    }
}

/// Settings read from saved data, with what reading them noticed.
public struct LoadedSettings<Settings: SettingsGroup>: Sendable {
    public var settings: Settings
    public var issues: [SettingsLoadIssue]
    /// Values of keys no setting has, kept for the next save.
    public var preserved: [PreservedValue]
    /// The version the data was saved with.
    public var savedVersion: Int
}

/// Why saved settings could not be read at all (the data is not settings JSON).
public struct SettingsDataError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Encodes and decodes settings in the saved format.
public enum SettingsCodec {
    /// The saved form of `settings`, with `preserved` values put back.
    public static func encode<Settings: SettingsGroup>(
        _ settings: Settings, format: SettingsFormat = SettingsFormat(), preserving preserved: [PreservedValue] = []
    ) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        var tree = try JSONReader().read(try encoder.encode(settings)).root
        for value in preserved { tree = tree.setting(value.value, at: value.path) }
        return JSONWriter.data(from: .object(["version": .number(Double(format.version)), "settings": tree]))
    }

    /// Reads saved settings, migrating older versions; problems with single values become issues.
    public static func decode<Settings: SettingsGroup>(
        _ type: Settings.Type, from data: Data, format: SettingsFormat = SettingsFormat()
    ) throws -> LoadedSettings<Settings> {
        let root: JSONNode
        do {
            root = try JSONReader().read(data).root
        } catch {
            throw SettingsDataError(message: "the saved settings are not JSON: \(error)")
        }
        guard var settings = root["settings"], settings.members != nil else {
            throw SettingsDataError(message: "the saved settings have no \"settings\" object")
        }
        guard let version = root["version"]?.numberValue.flatMap({ Int(exactly: $0) }), version >= 1 else {
            throw SettingsDataError(message: "the saved settings have no whole-number \"version\"")
        }
        var issues: [SettingsLoadIssue] = []
        if version > format.version {
            issues.append(SettingsLoadIssue(
                kind: .unknownKey, path: "version",
                message: "saved by a newer version (\(version)); settings this version does not know are kept"))
        }
        var current = version
        while current < format.version {
            if let migration = format.migrations.first(where: { $0.from == current }) {
                settings = migration.migrate(settings)
            }
            current += 1
        }
        let report = SettingsDecoding.Report()
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let key = SettingsDecoding.reportKey { decoder.userInfo[key] = report }
        let value: Settings
        do {
            value = try decoder.decode(Settings.self, from: JSONWriter.data(from: settings, pretty: false))
        } catch {
            throw SettingsDataError(message: "the saved settings could not be read: \(SettingsDecoding.describe(error))")
        }
        issues += report.issues
        let preserved = report.preserved.map { PreservedValue(path: JSONPath($0.path.map(JSONPath.Component.key)), value: $0.value) }
        return LoadedSettings(settings: value, issues: issues, preserved: preserved, savedVersion: version)
    }
}
