public import Foundation
@_spi(TesseraTools) import TesseraCore

/// How settings are saved: a version number, and migrations from older versions.
///
/// Saved data is `{"version": N, "settings": {…}}`. Migrations run on the JSON of the settings,
/// oldest first, before decoding. Data without that envelope — a settings struct saved with
/// plain `JSONEncoder`, as apps do before adopting Tessera — is read as version 0, so a
/// migration `from: 0` can adapt it (or, when its keys already match, none is needed).
public struct SettingsFormat: Sendable {
    /// The version this app writes.
    public var version: Int
    /// The migrations from older versions, one per version step.
    public var migrations: [SettingsMigration]

    /// A format writing `version`, reading older data through `migrations`.
    public init(version: Int = 1, migrations: [SettingsMigration] = []) {
        self.version = version
        self.migrations = migrations
    }
}

/// Turns settings saved by version `from` into version `from + 1`.
///
/// A migration receives the saved settings as a `JSONNode` — the `settings` object, without
/// the version envelope — and returns them as version `from + 1` writes them. `JSONNode` has
/// what a migration needs to reshape data at any depth: `node(at:)` to read a value,
/// `setting(_:at:)`, `removing(at:)` and `moving(from:to:)` to change one. Each returns the tree
/// unchanged where the path names nothing, so a migration never fails on data it does not
/// expect.
///
/// ```swift
/// let format = SettingsFormat(version: 3, migrations: [
///     // Version 2 renamed a top-level key.
///     .renaming("fontSize", to: "textSize", from: 1),
///     // Version 3 moved a nested key to another section and dropped one.
///     SettingsMigration(from: 2) { saved in
///         saved.moving(from: ["display", "units"], to: ["region", "units"])
///             .removing(at: ["display", "legacyMode"])
///     },
/// ])
/// ```
public struct SettingsMigration: Sendable {
    /// The version this migration reads.
    public var from: Int
    /// Turns the saved tree of version `from` into version `from + 1`.
    public var migrate: @Sendable (JSONNode) -> JSONNode

    /// A migration from version `from` to the next.
    public init(from: Int, migrate: @escaping @Sendable (JSONNode) -> JSONNode) {
        self.from = from
        self.migrate = migrate
    }

    /// Renames a top-level key, keeping its place.
    public static func renaming(_ old: String, to new: String, from version: Int) -> SettingsMigration {
        renaming([old], to: [new], from: version)
    }

    /// Moves the value at `old` to `new` — a rename when both name keys of one object, which
    /// keeps the key's place — creating sections along the way (see `JSONNode.moving(from:to:)`).
    public static func renaming(_ old: JSONPath, to new: JSONPath, from version: Int) -> SettingsMigration {
        SettingsMigration(from: version) { $0.moving(from: old, to: new) }
    }

    /// Removes the value at `path` (a setting this version no longer has, which would otherwise
    /// be kept as an unknown key).
    public static func removing(_ path: JSONPath, from version: Int) -> SettingsMigration {
        SettingsMigration(from: version) { $0.removing(at: path) }
    }
}

/// Settings read from saved data, with what reading them noticed.
public struct LoadedSettings<Settings: SettingsGroup>: Sendable {
    /// The settings read, repaired where needed.
    public var settings: Settings
    /// What reading repaired.
    public var issues: [LoadIssue]
    /// Values of keys no setting has, kept for the next save.
    public var preserved: [PreservedValue]
    /// The version the data was saved with (0 for data without a version).
    public var savedVersion: Int
}

/// Why saved settings could not be read at all (the data is not settings JSON).
public struct SettingsDataError: Error, Sendable, CustomStringConvertible {
    /// Why, in words people read.
    public var message: String
    public var description: String { message }
}

/// Encodes and decodes settings in the saved format.
///
/// Numbers never pass through `Double` on their way to or from disk, so 64-bit integers are
/// kept exactly; dates are written as ISO 8601 text with as many fractional digits as it takes
/// to read back the same instant.
public enum SettingsCodec {
    /// The saved form of `settings`, with `preserved` values put back.
    public static func encode<Settings: SettingsGroup>(
        _ settings: Settings, format: SettingsFormat = SettingsFormat(), preserving preserved: [PreservedValue] = []
    ) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            if let text = ExactDate.string(from: date) {
                try container.encode(text)
            } else {
                // Beyond ISO 8601's years: the exact number of seconds, which reads back as is.
                try container.encode(date.timeIntervalSinceReferenceDate)
            }
        }
        var tree = try JSONNode(parsing: try encoder.encode(settings))
        for value in preserved { tree = tree.setting(value.value, at: value.path) }
        return JSONNode.object(["version": .number(Double(format.version)), "settings": tree]).data()
    }

    /// Reads saved settings, migrating older versions; problems with single values become
    /// issues, values outside a setting's range are brought into it.
    public static func decode<Settings: SettingsGroup>(
        _ type: Settings.Type, from data: Data, format: SettingsFormat = SettingsFormat()
    ) throws -> LoadedSettings<Settings> {
        let root: JSONNode
        do {
            root = try JSONNode(parsing: data)
        } catch {
            throw SettingsDataError(message: "the saved settings are not JSON: \(error)")
        }
        guard root.members != nil else {
            throw SettingsDataError(message: "the saved settings are \(root.kindDescription); expected an object")
        }
        var settings: JSONNode
        let version: Int
        if let envelope = root["settings"], envelope.members != nil, let written = root["version"] {
            guard let number = written.numberValue.flatMap({ Int(exactly: $0) }), number >= 0 else {
                throw SettingsDataError(
                    message: "the saved settings have no whole-number \"version\" (found \(written))")
            }
            settings = envelope
            version = number
        } else {
            // Plain `Codable` data from before the app used Tessera.
            settings = root
            version = 0
        }
        var issues: [LoadIssue] = []
        if version > format.version {
            issues.append(
                LoadIssue(
                    kind: .newerVersion, path: "version",
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
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            if let seconds = try? container.decode(Double.self) { return Date(timeIntervalSinceReferenceDate: seconds) }
            let text = try container.decode(String.self)
            guard let date = ExactDate.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "expected an ISO 8601 date, found \"\(text)\"")
            }
            return date
        }
        if let key = SettingsDecoding.reportKey { decoder.userInfo[key] = report }
        var value: Settings
        do {
            value = try decoder.decode(Settings.self, from: settings.data(pretty: false))
        } catch {
            throw SettingsDataError(
                message: "the saved settings could not be read: \(SettingsDecoding.describe(error))")
        }
        issues += report.issues
        issues += Settings.settingsSchema.bringIntoRange(&value)
        let preserved = report.preserved.map {
            PreservedValue(path: JSONPath($0.path.map(JSONPath.Component.key)), value: $0.value)
        }
        return LoadedSettings(settings: value, issues: issues, preserved: preserved, savedVersion: version)
    }
}

/// Settings as an editing session saves them: encoded in `format` into a `SettingsStore`. The
/// keys no setting has come back from `load()` and are handed to every `save` by the session, so
/// the persistence itself holds nothing that changes.
struct SettingsPersistence<Settings: SettingsGroup>: EditingStore {
    let store: any SettingsStore
    let format: SettingsFormat
    /// Where secure settings go instead of the file, when the app gave a place.
    let secrets: (any SecretStore)?

    init(store: any SettingsStore, format: SettingsFormat, secrets: (any SecretStore)? = nil) {
        self.store = store
        self.format = format
        self.secrets = secrets
    }

    /// The secure settings, which a secret store keeps instead of the file.
    private var secureFields: [SettingsField<Settings>] { Settings.settingsSchema.fields.filter(\.isSecure) }

    func load() async throws -> StoredValue<Settings> {
        let format = self.format
        let stored = try await store.load { data -> (value: LoadedSettings<Settings>, issues: [LoadIssue]) in
            let loaded = try SettingsCodec.decode(Settings.self, from: data, format: format)
            return (loaded, loaded.issues)
        }
        var settings = stored.value?.settings
        if let secrets, var value = settings {
            // A secret the file still holds (saved before the app had a secret store) is kept
            // until the next save moves it to the store.
            for field in secureFields {
                if let secret = try await secrets.secret(for: field.id) { field.set(.text(secret), in: &value) }
            }
            settings = value
        }
        return StoredValue(
            value: settings, issues: stored.issues, recovery: stored.recovery, preserving: stored.value?.preserved ?? []
        )
    }

    func save(_ settings: Settings, preserving preserved: [PreservedValue]) async throws {
        var file = settings
        if let secrets {
            // Secrets first: if the secret store refuses, the file keeps its previous version.
            let defaults = Settings()
            for field in secureFields {
                let secret: String? =
                    if case .text(let text) = field.value(in: settings), !text.isEmpty { text } else { nil }
                try await secrets.setSecret(secret, for: field.id)
                field.reset(&file, to: defaults)
            }
        }
        try await store.save(try SettingsCodec.encode(file, format: format, preserving: preserved))
    }
}
