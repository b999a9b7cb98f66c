import Foundation
import TesseraCore
import TesseraSync

/// A coding key made from any property name.
public struct SettingsCodingKey: CodingKey, Hashable, Sendable {
    public var stringValue: String
    public var intValue: Int? { nil }
    /// The key `name`.
    public init(_ name: String) { stringValue = name }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}

/// What the generated `init(from:)` calls. Under `SettingsPersistence` it records problems and
/// unknown keys; under any other decoder it does the same quietly.
public enum SettingsDecoding {
    /// Where `SettingsCodec` puts its report (the initialiser is failable in name only).
    static let reportKey = CodingUserInfoKey(rawValue: "tessera.settingsReport")

    static func report(in decoder: any Decoder) -> Report? {
        reportKey.flatMap { decoder.userInfo[$0] } as? Report
    }

    /// Collects issues and the raw values of unknown keys while decoding. A decoder's
    /// `userInfo` holds only `Sendable` values, so the report keeps what it collects locked.
    final class Report: Sendable {
        private struct Collected {
            var issues: [LoadIssue] = []
            var preserved: [(path: [String], value: JSONNode)] = []
        }

        private let collected = LockedValue(Collected())

        var issues: [LoadIssue] { collected.withLock(\.issues) }
        var preserved: [(path: [String], value: JSONNode)] { collected.withLock(\.preserved) }

        func add(_ issue: LoadIssue) { collected.withLock { $0.issues.append(issue) } }
        func preserve(_ value: JSONNode, at path: [String]) {
            collected.withLock { $0.preserved.append((path, value)) }
        }
    }

    static func path(_ decoder: any Decoder, _ key: String) -> [String] {
        decoder.codingPath.map(\.stringValue) + [key]
    }

    /// Reads `key` into `value`; keeps the default when the key is missing or its value does not fit.
    public static func read<Value: Decodable>(
        _ value: inout Value, _ key: String, from container: KeyedDecodingContainer<SettingsCodingKey>,
        decoder: any Decoder
    ) {
        let codingKey = SettingsCodingKey(key)
        guard container.contains(codingKey) else { return }
        do {
            value = try container.decode(Value.self, forKey: codingKey)
        } catch {
            report(in: decoder)?.add(
                LoadIssue(
                    kind: .resetToDefault, path: path(decoder, key).joined(separator: "."),
                    message: "the saved value could not be read (\(describe(error))); reset to the default"))
        }
    }

    /// Reports the keys no setting read, keeping their values for the next save.
    public static func finish(
        known: Set<String>, in container: KeyedDecodingContainer<SettingsCodingKey>, decoder: any Decoder
    ) {
        guard let report = report(in: decoder) else { return }
        for key in container.allKeys where !known.contains(key.stringValue) {
            let keyPath = path(decoder, key.stringValue)
            report.add(
                LoadIssue(
                    kind: .unknownKey, path: keyPath.joined(separator: "."),
                    message: "no setting has this key; it is kept when saving"))
            if let raw = try? container.decode(RawJSON.self, forKey: key) {
                report.preserve(raw.node, at: keyPath)
            }
        }
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(let type, _): "expected \(type)"
        case DecodingError.dataCorrupted(let context): context.debugDescription
        case DecodingError.valueNotFound(let type, _): "expected \(type), found null"
        case DecodingError.keyNotFound(let key, _): "missing \(key.stringValue)"
        default: "\(error)"
        }
    }
}

/// Any JSON value, captured as it was saved.
struct RawJSON: Decodable {
    let node: JSONNode

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: SettingsCodingKey.self) {
            var members: [JSONNode.Member] = []
            for key in container.allKeys {
                members.append(
                    JSONNode.Member(key: key.stringValue, value: try container.decode(RawJSON.self, forKey: key).node))
            }
            node = JSONNode(.object(members))
        } else if var container = try? decoder.unkeyedContainer() {
            var elements: [JSONNode] = []
            while !container.isAtEnd { elements.append(try container.decode(RawJSON.self).node) }
            node = JSONNode(.array(elements))
        } else {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                node = .null
            } else if let flag = try? container.decode(Bool.self) {
                node = JSONNode(.bool(flag))
            } else if let number = try? container.decode(Double.self) {
                node = .number(number)
            } else {
                node = .string(try container.decode(String.self))
            }
        }
    }
}
