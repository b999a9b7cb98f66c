public import TesseraCore

extension DiffReport {
    /// `{"schemaVersion":1,"old","new","summary","roles","renames","audit"}` — what
    /// `tessera lint --renames` and `--uses-of` read. `extra` members (such as `sources`) follow.
    public static func json(_ diff: ThemeDiff, old: String, new: String, extra: [JSONNode.Member] = []) -> JSONNode {
        let roles: [JSONNode] = diff.roles.map { role in
            .object([
                "kind": .string(role.role.kind.rawValue),
                "name": .string(role.role.name),
                "change": .string(role.change.rawValue),
                "values": JSONNode(
                    .array(
                        role.values.map { value in
                            .object([
                                "contexts": JSONNode(.array(value.contexts.map(JSONNode.string))),
                                "property": .string(value.property),
                                "old": value.old.map(JSONNode.string) ?? .null,
                                "new": value.new.map(JSONNode.string) ?? .null,
                            ])
                        })),
            ])
        }
        let renames: [JSONNode] = diff.renames.map {
            .object(["kind": .string($0.kind.rawValue), "from": .string($0.from), "to": .string($0.to)])
        }
        let audit: [JSONNode] = diff.audit.map { change in
            let finding = change.finding
            return .object([
                "check": .string(finding.check.rawValue),
                "role": .string(finding.role),
                "against": finding.against.map(JSONNode.string) ?? .null,
                "mode": finding.appearance.flatMap { appearance in
                    finding.contrast.map { .string(ColorMode(appearance, $0).description) }
                } ?? .null,
                "size": finding.size.map { .string($0.rawValue) } ?? .null,
                "regression": JSONNode(.bool(change.isRegression)),
                "fixed": JSONNode(.bool(change.isFix)),
                "before": result(json: change.old),
                "after": result(json: change.new),
            ])
        }
        let summary: JSONNode = .object([
            "changed": .number(Double(diff.roles(.changed).count)),
            "added": .number(Double(diff.roles(.added).count)),
            "removed": .number(Double(diff.roles(.removed).count)),
            "renamed": .number(Double(diff.renames.count)),
            "auditChanges": .number(Double(diff.audit.count)),
            "regressions": .number(Double(diff.regressions.count)),
        ])
        let members: [JSONNode.Member] = [
            .init(key: "schemaVersion", value: .number(1)),
            .init(key: "old", value: .string(old)),
            .init(key: "new", value: .string(new)),
            .init(key: "summary", value: summary),
            .init(key: "roles", value: JSONNode(.array(roles))),
            .init(key: "renames", value: JSONNode(.array(renames))),
            .init(key: "audit", value: JSONNode(.array(audit))),
        ]
        return JSONNode(.object(members + extra))
    }

    static func result(json finding: AuditFinding?) -> JSONNode {
        guard let finding else { return .null }
        return .object([
            "value": .number(finding.value),
            "threshold": .number(finding.threshold),
            "passed": JSONNode(.bool(finding.passed)),
            "apca": AuditChange.apca(finding).map(JSONNode.number) ?? .null,
            "foreground": finding.foreground.map { .string($0.hexString) } ?? .null,
            "background": finding.background.map { .string($0.hexString) } ?? .null,
            "message": .string(finding.message),
        ])
    }
}
