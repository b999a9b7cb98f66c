/// Audit reports as JSON trees: what `tessera audit --format json` prints and `tessera mcp`'s
/// audit tool answers, from one implementation.
@_spi(TesseraTools) extension AuditReport {
    /// One audited theme: `{"theme", ["file",] "passed", "checks", "failures": [...]}`; `file`
    /// only when one is given (a brand's file).
    public func jsonTree(file: String? = nil) -> JSONNode {
        var members: [JSONNode.Member] = [JSONNode.Member(key: "theme", value: .string(themeID))]
        if let file { members.append(JSONNode.Member(key: "file", value: .string(file))) }
        members.append(JSONNode.Member(key: "passed", value: JSONNode(.bool(passed))))
        members.append(JSONNode.Member(key: "checks", value: .number(Double(findings.count))))
        members.append(JSONNode.Member(key: "failures", value: JSONNode(.array(failures.map { $0.jsonTree() }))))
        return JSONNode(.object(members))
    }

    /// The whole report of one run over `themes` (each a ``jsonTree(file:)`` or a theme that did
    /// not compile): `{"schemaVersion": 1, "level", "passed", "themes": [...]}`.
    public static func jsonDocument(level: AuditLevel, passed: Bool, themes: [JSONNode]) -> JSONNode {
        .object([
            "schemaVersion": .number(1),
            "level": .string(level.rawValue),
            "passed": JSONNode(.bool(passed)),
            "themes": JSONNode(.array(themes)),
        ])
    }
}

@_spi(TesseraTools) extension AuditFinding {
    /// One check: what was checked, where, the measured value against its threshold, and the
    /// message the text report prints.
    /// `surface` and `backdrop` (a hex colour) are present only for text on a material or glass
    /// surface.
    public func jsonTree() -> JSONNode {
        var tree = JSONNode.object([
            "check": .string(check.rawValue),
            "role": .string(role),
            "against": against.map(JSONNode.string) ?? .null,
            "appearance": appearance.map { .string($0.rawValue) } ?? .null,
            "contrast": contrast.map { .string($0.rawValue) } ?? .null,
            "size": size.map { .string($0.rawValue) } ?? .null,
            "foreground": foreground.map { .string($0.hexString) } ?? .null,
            "background": background.map { .string($0.hexString) } ?? .null,
            "value": .number(value),
            "threshold": .number(threshold),
            "message": .string(message),
        ])
        if case .object(var members) = tree.value {
            if let surface { members.append(JSONNode.Member(key: "surface", value: .string(surface))) }
            if let backdrop { members.append(JSONNode.Member(key: "backdrop", value: .string(backdrop.hexString))) }
            tree = JSONNode(.object(members))
        }
        return tree
    }
}
