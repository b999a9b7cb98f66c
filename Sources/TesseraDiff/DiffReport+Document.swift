import TesseraCore

extension DiffReport {
    /// The report `tessera diff --format json` writes and the Studio's `GET /api/diff` answers:
    /// `{"schemaVersion":1,"old","new","summary","roles","renames","audit"}`, members in that order,
    /// each optional member written as `null` rather than left out.
    ///
    /// One type for both, so the file a script reads and the reply the page reads cannot differ.
    public struct Document: Encodable, Sendable, Equatable {
        /// 1; raised when a member changes meaning.
        public var schemaVersion = 1
        /// The old theme's name, as given (`brand.json`, `default`, `git:main:brand.json`).
        public var old: String
        /// The new theme's name, as given.
        public var new: String
        public var summary: Summary
        /// The roles added, removed and changed, sorted (``ThemeDiff/roles``).
        public var roles: [Role]
        /// The roles renamed.
        public var renames: [Rename]
        /// Each audit check whose result changed.
        public var audit: [Check]

        /// The report of `diff` between `old` and `new` (their names).
        public init(_ diff: ThemeDiff, old: String, new: String) {
            self.old = old
            self.new = new
            summary = Summary(
                changed: diff.roles(.changed).count, added: diff.roles(.added).count,
                removed: diff.roles(.removed).count, renamed: diff.renames.count, auditChanges: diff.audit.count,
                regressions: diff.regressions.count)
            roles = diff.roles.map { role in
                Role(
                    kind: role.role.kind.rawValue, name: role.role.name, change: role.change.rawValue,
                    values: role.values.map {
                        Value(contexts: $0.contexts, property: $0.property, old: $0.old, new: $0.new)
                    })
            }
            renames = diff.renames.map { Rename(kind: $0.kind.rawValue, from: $0.from, to: $0.to) }
            audit = diff.audit.map(Check.init)
        }
    }
}

extension DiffReport.Document {
    /// How many roles changed, were added, removed and renamed, and how many checks changed
    /// and regressed.
    public struct Summary: Encodable, Sendable, Equatable {
        public var changed: Int
        public var added: Int
        public var removed: Int
        public var renamed: Int
        public var auditChanges: Int
        public var regressions: Int
    }

    /// A role added, removed or changed, and its values that changed.
    public struct Role: Encodable, Sendable, Equatable {
        /// `color`, `text`, … (``RoleKind``).
        public var kind: String
        public var name: String
        /// `changed`, `added`, `removed`.
        public var change: String
        public var values: [Value]
    }

    /// A value of a role before and after, in the contexts where it changed the same way.
    public struct Value: Encodable, Sendable, Equatable {
        public var contexts: [String]
        /// The role's property (`color` of a text role), empty for the role's own value.
        public var property: String
        /// The value before; `null` where the role had none.
        public var old: String?
        /// The value after; `null` where the role has none.
        public var new: String?

        private enum CodingKeys: String, CodingKey { case contexts, property, old, new }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(contexts, forKey: .contexts)
            try container.encode(property, forKey: .property)
            try container.encode(old, forKey: .old)
            try container.encode(new, forKey: .new)
        }
    }

    /// A role renamed: its kind and both names.
    public struct Rename: Encodable, Sendable, Equatable {
        public var kind: String
        public var from: String
        public var to: String
    }
}
