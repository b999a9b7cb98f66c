public import TesseraCore

extension DiffReport.Document {
    /// An audit check whose result changed, and its result before and after.
    public struct Check: Encodable, Sendable, Equatable {
        public var check: String
        public var role: String
        /// The role the check measures against (a text role's background), if any.
        public var against: String?
        /// The colour mode (`dark, increased contrast`), for a contrast check.
        public var mode: String?
        /// The Dynamic Type size, for a check at one size.
        public var size: String?
        public var regression: Bool
        public var fixed: Bool
        /// The result before; `null` where the check did not run.
        public var before: Result?
        /// The result after; `null` where the check no longer runs.
        public var after: Result?

        /// `change` as the report writes it.
        public init(_ change: AuditChange) {
            let finding = change.finding
            check = finding.check.rawValue
            role = finding.role
            against = finding.against
            mode = finding.appearance.flatMap { appearance in
                finding.contrast.map { ColorMode(appearance, $0).description }
            }
            size = finding.size?.rawValue
            regression = change.isRegression
            fixed = change.isFix
            before = change.old.map(Result.init)
            after = change.new.map(Result.init)
        }

        private enum CodingKeys: String, CodingKey {
            case check, role, against, mode, size, regression, fixed, before, after
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(check, forKey: .check)
            try container.encode(role, forKey: .role)
            try container.encode(against, forKey: .against)
            try container.encode(mode, forKey: .mode)
            try container.encode(size, forKey: .size)
            try container.encode(regression, forKey: .regression)
            try container.encode(fixed, forKey: .fixed)
            try container.encode(before, forKey: .before)
            try container.encode(after, forKey: .after)
        }
    }

    /// A check's result: the value and its threshold, the APCA Lc of its colours and the
    /// audit's message.
    public struct Result: Encodable, Sendable, Equatable {
        public var value: Double
        public var threshold: Double
        public var passed: Bool
        /// The APCA Lc of the check's colours, where it has both.
        public var apca: Double?
        public var foreground: String?
        public var background: String?
        public var message: String

        /// `finding`'s result as the report writes it.
        public init(_ finding: AuditFinding) {
            value = finding.value
            threshold = finding.threshold
            passed = finding.passed
            apca = AuditChange.apca(finding)
            foreground = finding.foreground?.hexString
            background = finding.background?.hexString
            message = finding.message
        }

        private enum CodingKeys: String, CodingKey {
            case value, threshold, passed, apca, foreground, background, message
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(value, forKey: .value)
            try container.encode(threshold, forKey: .threshold)
            try container.encode(passed, forKey: .passed)
            try container.encode(apca, forKey: .apca)
            try container.encode(foreground, forKey: .foreground)
            try container.encode(background, forKey: .background)
            try container.encode(message, forKey: .message)
        }
    }
}
