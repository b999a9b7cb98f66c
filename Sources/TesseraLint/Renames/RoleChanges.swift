public import Foundation
import TesseraCore

/// The roles a theme change removed or renamed, read from `tessera diff --format json`: what
/// `tessera lint --uses-of` looks for in Swift code and `--renames --fix` rewrites.
///
/// Only roles Swift code names — colour, text, button and surface roles — are kept.
public struct RoleChanges: Sendable, Hashable {
    /// Old name → new name, for renamed roles.
    public var renamed: [String: String] = [:]
    /// Removed roles' names.
    public var removed: Set<String> = []
    /// Each name's kind (`color`), for reports.
    public var kinds: [String: String] = [:]

    static let swiftKinds: Set = ["color", "text", "button", "surface"]

    public init(renamed: [String: String] = [:], removed: Set<String> = [], kinds: [String: String] = [:]) {
        self.renamed = renamed
        self.removed = removed
        self.kinds = kinds
    }

    /// Reads a diff report; throws a message naming the file and what is wrong.
    public static func read(contentsOf url: URL, shownAs file: String) throws(Unreadable) -> RoleChanges {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Unreadable(message: "\(file): cannot read the diff report: no such file, or not readable")
        }
        let root: JSONNode
        do {
            root = try JSONNode(parsing: data)
        } catch {
            throw Unreadable(message: "\(file):\(error.location): \(error.message)")
        }
        guard root["schemaVersion"]?.numberValue == 1, let renames = root["renames"]?.elements,
            let roles = root["roles"]?.elements
        else {
            throw Unreadable(
                message:
                    "\(file): not a `tessera diff --format json` report (expected \"schemaVersion\": 1, \"renames\" and \"roles\")"
            )
        }
        var changes = RoleChanges()
        for rename in renames {
            guard let kind = rename["kind"]?.stringValue, let from = rename["from"]?.stringValue,
                let to = rename["to"]?.stringValue
            else { continue }
            guard swiftKinds.contains(kind) else { continue }
            changes.renamed[from] = to
            changes.kinds[from] = kind
        }
        for role in roles where role["change"]?.stringValue == "removed" {
            guard let kind = role["kind"]?.stringValue, let name = role["name"]?.stringValue, swiftKinds.contains(kind)
            else { continue }
            changes.removed.insert(name)
            changes.kinds[name] = kind
        }
        return changes
    }

    /// Whether nothing was removed or renamed.
    public var isEmpty: Bool { renamed.isEmpty && removed.isEmpty }
}

extension RoleChanges {
    /// Why a diff report could not be read: `FILE: what is wrong`.
    public struct Unreadable: Error, Sendable {
        public var message: String
    }
}
