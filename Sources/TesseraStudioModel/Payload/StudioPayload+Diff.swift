import TesseraCore
public import TesseraDiff
public import TesseraGallery

extension StudioPayload {
    /// `diff` in the schema, `GET /api/diff`: what `tessera diff --format json` reports between
    /// the saved file (`old`, the file's name) and the draft (`new`, `draft`) — member for member
    /// the core's `DiffReport.json(_:old:new:extra:)`, which the CLI writes.
    public struct Diff: Encodable, Sendable {
        public var schemaVersion = 1
        public var old: String
        public var new: String
        public var summary: Summary
        /// The roles added, removed and changed, sorted (`ThemeDiff.roles`).
        public var roles: [Role]
        /// The roles renamed.
        public var renames: [Rename]
        /// Each audit check whose result changed.
        public var audit: [Check]

        /// How many roles changed, were added, removed and renamed, and how many checks changed
        /// and regressed.
        public struct Summary: Encodable, Sendable {
            public var changed: Int
            public var added: Int
            public var removed: Int
            public var renamed: Int
            public var auditChanges: Int
            public var regressions: Int
        }

        /// A role added, removed or changed, and its values that changed.
        public struct Role: Encodable, Sendable {
            /// `color`, `text`, … (`RoleKind`).
            public var kind: String
            public var name: String
            /// `changed`, `added`, `removed`.
            public var change: String
            public var values: [Value]
        }

        /// A value of a role before and after, in the contexts where it changed the same way.
        public struct Value: Encodable, Sendable {
            public var contexts: [String]
            /// The role's property (`color` of a text role), empty for the role's own value.
            public var property: String
            @Nullable public var old: String?
            @Nullable public var new: String?
        }

        /// A role renamed: its kind and both names.
        public struct Rename: Encodable, Sendable {
            public var kind: String
            public var from: String
            public var to: String
        }

        /// An audit check whose result changed, and its result before and after.
        public struct Check: Encodable, Sendable {
            public var check: String
            public var role: String
            @Nullable public var against: String?
            /// The colour mode (`dark, increased contrast`), for a contrast check.
            @Nullable public var mode: String?
            @Nullable public var size: String?
            public var regression: Bool
            public var fixed: Bool
            @Nullable public var before: Result?
            @Nullable public var after: Result?
        }

        /// A check's result: the value and its threshold, the APCA Lc of its colours and the
        /// audit's message.
        public struct Result: Encodable, Sendable {
            public var value: Double
            public var threshold: Double
            public var passed: Bool
            @Nullable public var apca: Double?
            @Nullable public var foreground: String?
            @Nullable public var background: String?
            public var message: String
        }
    }
}

extension StudioPayload.Diff {
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
        audit = diff.audit.map { change in
            let finding = change.finding
            return Check(
                check: finding.check.rawValue, role: finding.role, against: finding.against,
                mode: finding.appearance.flatMap { appearance in
                    finding.contrast.map { ColorMode(appearance, $0).description }
                },
                size: finding.size?.rawValue, regression: change.isRegression, fixed: change.isFix,
                before: change.old.map(Result.init), after: change.new.map(Result.init))
        }
    }
}

extension StudioPayload.Diff.Result {
    /// `finding`'s result as the report writes it.
    init(_ finding: AuditFinding) {
        self.init(
            value: finding.value, threshold: finding.threshold, passed: finding.passed,
            apca: AuditChange.apca(finding), foreground: finding.foreground?.hexString,
            background: finding.background?.hexString, message: finding.message)
    }
}
