import Foundation
@_spi(TesseraTools) import TesseraCore

/// A token as read, before aliases are resolved.
struct RawToken {
    var path: [String]
    /// `$type` written on the token.
    var ownType: String?
    /// `$type` of the nearest enclosing group that has one.
    var groupType: String?
    /// The `$value` (or legacy `value`); `nil` for a whole-token `$ref`.
    var value: JSONNode?
    /// The pointer of a whole-token `{"$ref": "#/…"}`.
    var wholeReference: JSONNode?
    var description: String?
    var deprecated: JSONNode?
    var extensions: JSONNode?
    var file: String?
    var location: TextPosition
    /// A sibling `unit` member (Style Dictionary's habit), read leniently.
    var siblingUnit: String?
    /// A sibling `alpha` member, read leniently.
    var siblingAlpha: Double?

    var valuePath: JSONPath { JSONPath(path.map { .key($0) } + [.key(value == nil ? "$ref" : "$value")]) }
}

/// Walks a merged token tree into tokens in document order, applying group `$type`
/// inheritance and `$deprecated`, and checking names and structure.
struct TokenFlattener {
    let tree: TokenTree
    let strictness: Strictness
    private(set) var tokens: [RawToken] = []
    /// `$extensions` of groups, by the group's dotted path ("" for the document).
    private(set) var groupExtensions: [String: JSONNode] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// The leniencies a lenient reading applied.
    private(set) var tally = LeniencyTally()

    init(tree: TokenTree, strictness: Strictness) {
        self.tree = tree
        self.strictness = strictness
    }

    mutating func run() {
        walkGroup(tree.root, path: [], groupType: nil, deprecated: nil)
    }

    private mutating func report(
        _ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ message: String, path: [String], key: String? = nil,
        at location: TextPosition
    ) {
        var components = path.map { JSONPath.Component.key($0) }
        if let key { components.append(.key(key)) }
        diagnostics.append(
            Diagnostic(severity, code, message, at: JSONPath(components), location: location, file: tree.file(of: path))
        )
    }

    private mutating func walkGroup(_ node: JSONNode, path: [String], groupType: String?, deprecated: JSONNode?) {
        guard let members = node.members else { return }
        var type = groupType
        var groupDeprecated = deprecated
        // Group properties first, so they apply to every child whatever the order in the file.
        for member in members where member.key.hasPrefix("$") {
            switch member.key {
            case "$type":
                if let name = checkedTypeName(member.value, path: path) { type = name }
            case "$deprecated":
                if checkDeprecated(member.value, path: path) { groupDeprecated = member.value }
            case "$description":
                if member.value.stringValue == nil {
                    report(
                        .error, .typeMismatch, "`$description` must be a string; found \(member.value.kindDescription)",
                        path: path, key: member.key, at: member.value.location)
                }
            case "$extensions":
                if member.value.members == nil {
                    report(
                        .error, .typeMismatch, "`$extensions` must be an object; found \(member.value.kindDescription)",
                        path: path, key: member.key, at: member.value.location)
                } else {
                    groupExtensions[path.joined(separator: ".")] = member.value
                }
            case "$root", "$extends":
                break
            case "$schema", "$metadata", "$themes", "$defs":
                // Tokens Studio and JSON Schema write these at the top of a file.
                if !path.isEmpty { fallthrough }
            default:
                report(
                    strictness.toleratedSeverity, .unknownKey,
                    "unknown group property `\(member.key)`; groups may have $type, $description, $deprecated, $extensions, $extends and $root",
                    path: path, key: member.key, at: member.keyLocation)
            }
        }
        walkMembers(members, path: path, type: type, deprecated: groupDeprecated)
    }

    /// Walks the tokens and groups among `members` of the group (or, read leniently, the token) at
    /// `path`, each taking `type` and `deprecated` as a group's children do.
    private mutating func walkMembers(
        _ members: [JSONNode.Member], path: [String], type: String?, deprecated: JSONNode?
    ) {
        let groupDeprecated = deprecated
        for member in members {
            if member.key == "$root" {
                guard member.value.isTokenObject else {
                    report(
                        .error, .typeMismatch, "`$root` must be a token (an object with `$value`)", path: path,
                        key: "$root",
                        at: member.value.location)
                    continue
                }
                walkToken(member.value, path: path + ["$root"], groupType: type, deprecated: groupDeprecated)
                continue
            }
            guard !member.key.hasPrefix("$") else { continue }
            if let problem = TokenName.problem(with: member.key) {
                // Style Dictionary takes `1.5` as a name (Open edX Paragon's `spacer.1.5`); no
                // alias can name it, but it is read.
                if strictness == .lenient, member.key.contains("."),
                    TokenName.problem(with: member.key.replacingOccurrences(of: ".", with: "-")) == nil
                {
                    tally.record(
                        .dottedName, detail: member.key, at: JSONPath((path + [member.key]).map { .key($0) }),
                        location: member.keyLocation, file: tree.file(of: path + [member.key]))
                } else {
                    // A lenient reading leaves the one malformed group out (a real system's file has
                    // `"{global": {…}}` from a broken rename) rather than refuse the document.
                    report(
                        strictness.toleratedSeverity, .invalidValue,
                        "invalid name `\(member.key)`: \(problem)"
                            + (strictness == .lenient ? "; it and what it holds were left out" : ""),
                        path: path + [member.key], at: member.keyLocation)
                    continue
                }
            }
            let child = member.value
            if strictness == .lenient, child.isScalar, tree.isPlainValue(path + [member.key]) {
                tally.record(
                    .plainValue, at: JSONPath((path + [member.key]).map { .key($0) }), location: child.location,
                    file: tree.file(of: path + [member.key]))
                // A file of plain values writes no types: each is taken from the value, not from
                // a group type another file gives the same group.
                walkToken(
                    JSONNode(.object([JSONNode.Member(key: "$value", value: child)]), at: child.location),
                    path: path + [member.key], groupType: nil, deprecated: groupDeprecated)
                continue
            }
            guard child.members != nil else {
                // Real files keep notes beside their tokens (`"_comment": "…"`): a lenient
                // reading says so and goes on.
                report(
                    strictness.toleratedSeverity, .typeMismatch,
                    "`\(member.key)` must be a token (an object with `$value`) or a group (an object); found \(child.kindDescription)"
                        + (strictness == .lenient ? "; it was ignored" : ""),
                    path: path + [member.key], at: child.location)
                continue
            }
            if child.isTokenObject {
                walkToken(child, path: path + [member.key], groupType: type, deprecated: groupDeprecated)
            } else {
                walkGroup(child, path: path + [member.key], groupType: type, deprecated: groupDeprecated)
            }
        }
    }

    private mutating func checkedTypeName(_ node: JSONNode, path: [String]) -> String? {
        guard let name = node.stringValue else {
            report(
                .error, .typeMismatch, "`$type` must be a string; found \(node.kindDescription)", path: path,
                key: "$type", at: node.location)
            return nil
        }
        if strictness == .lenient, TokenType(rawValue: name) == nil {
            let place = JSONPath(path.map { .key($0) } + [.key("$type")])
            if let equivalent = StudioTypes.equivalent(of: name) {
                tally.record(
                    .studioType, detail: "\(name) as \(equivalent.rawValue)", at: place, location: node.location,
                    file: tree.file(of: path))
                return equivalent.rawValue
            }
            tally.record(.foreignType, detail: name, at: place, location: node.location, file: tree.file(of: path))
            return name
        }
        if TokenType(rawValue: name) == nil {
            let known = TokenType.allCases.map(\.rawValue)
            let hint =
                known.first { $0.lowercased() == name.lowercased() }.map { " (type names are case-sensitive: `\($0)`)" }
                ?? ""
            report(
                strictness.toleratedSeverity, .invalidValue,
                "`\(name)` is not a DTCG type\(hint); expected one of \(known.joined(separator: ", "))",
                path: path, key: "$type", at: node.location)
        }
        return name
    }

    private mutating func checkDeprecated(_ node: JSONNode, path: [String]) -> Bool {
        switch node.value {
        case .bool, .string: return true
        default:
            report(
                .error, .typeMismatch, "`$deprecated` must be true, false or a reason; found \(node.kindDescription)",
                path: path, key: "$deprecated", at: node.location)
            return false
        }
    }

    /// Whether `node` holds a token anywhere inside it (an object with `$value`, `value` or `$ref`).
    static func holdsToken(_ node: JSONNode) -> Bool {
        switch node.value {
        case .object(let members):
            members.contains { ["$value", "value", "$ref"].contains($0.key) || holdsToken($0.value) }
        case .array(let elements):
            elements.contains(where: holdsToken)
        default:
            false
        }
    }

    private mutating func walkToken(_ node: JSONNode, path: [String], groupType: String?, deprecated: JSONNode?) {
        let members = node.members ?? []
        let isLegacy = node["$value"] == nil && node["$ref"] == nil
        var token = RawToken(
            path: path, groupType: groupType, deprecated: deprecated, file: tree.file(of: path), location: node.location
        )
        if isLegacy, strictness == .lenient {
            tally.record(.legacyForm, at: JSONPath(path.map { .key($0) }), location: node.location, file: token.file)
        } else if isLegacy {
            report(
                strictness.toleratedSeverity, .unknownKey,
                "token written in the legacy form (`value`/`type` without `$`, as Tokens Studio writes); the format spells them `$value` and `$type`",
                path: path, at: node.location)
        }
        var children: [JSONNode.Member] = []
        for member in members {
            switch (member.key, isLegacy) {
            case ("$value", false), ("value", true):
                token.value = member.value
                token.location = member.value.location
            case ("$ref", false):
                token.wholeReference = member.value
                token.location = member.value.location
            case ("$type", false), ("type", true):
                token.ownType = checkedTypeName(member.value, path: path)
            case ("$description", false), ("description", true):
                if let text = member.value.stringValue {
                    token.description = text
                } else {
                    report(
                        .error, .typeMismatch,
                        "`\(member.key)` must be a string; found \(member.value.kindDescription)",
                        path: path, key: member.key, at: member.value.location)
                }
            case ("$deprecated", false):
                if checkDeprecated(member.value, path: path) { token.deprecated = member.value }
            case ("$extensions", _):
                if member.value.members != nil {
                    token.extensions = member.value
                } else {
                    report(
                        .error, .typeMismatch, "`$extensions` must be an object; found \(member.value.kindDescription)",
                        path: path, key: member.key, at: member.value.location)
                }
            case ("unit", _) where strictness == .lenient && member.value.stringValue != nil:
                token.siblingUnit = member.value.stringValue
                tally.record(
                    .siblingUnit, detail: member.value.stringValue,
                    at: JSONPath(path.map { .key($0) } + [.key("unit")]),
                    location: member.keyLocation, file: token.file)
            case ("alpha", _)
            where strictness == .lenient && member.value.numberValue.map({ (0...1).contains($0) }) == true:
                token.siblingAlpha = member.value.numberValue
                tally.record(
                    .siblingAlpha, at: JSONPath(path.map { .key($0) } + [.key("alpha")]), location: member.keyLocation,
                    file: token.file)
            default:
                if strictness == .lenient, !member.key.hasPrefix("$"), !Self.holdsToken(member.value) {
                    // Style Dictionary keeps any other member of a token as its metadata (`docs`,
                    // `source`, `attributes`); nothing in it is a token, so nothing is lost.
                    tally.record(
                        .tokenMetadata, detail: member.key, at: JSONPath(path.map { .key($0) } + [.key(member.key)]),
                        location: member.keyLocation, file: token.file)
                } else if strictness == .lenient, !member.key.hasPrefix("$"), member.value.members != nil, !isLegacy {
                    // A real system's `form.input.default.text.content` has a `$value` and a child
                    // token `disabled`: both are read, as if the value were the group's `$root`.
                    children.append(member)
                } else if !member.key.hasPrefix("$"), member.value.members != nil, !isLegacy {
                    report(
                        .error, .typeMismatch,
                        "an object with `$value` is a token and cannot also hold `\(member.key)`; move the child into a group, or the value into `$root`",
                        path: path, key: member.key, at: member.keyLocation)
                } else {
                    report(
                        strictness.toleratedSeverity, .unknownKey,
                        "unknown token property `\(member.key)`; tokens may have $value, $type, $description, $deprecated and $extensions",
                        path: path, key: member.key, at: member.keyLocation)
                }
            }
        }
        if token.value != nil, token.wholeReference != nil {
            report(
                .error, .invalidValue, "a token has either `$value` or `$ref`, not both", path: path, key: "$ref",
                at: token.wholeReference?.location ?? node.location)
            token.wholeReference = nil
        }
        tokens.append(token)
        if let first = children.first {
            tally.record(
                .valueAndChildren, detail: path.joined(separator: "."),
                at: JSONPath((path + [first.key]).map { .key($0) }), location: first.keyLocation, file: token.file)
            // A child without a `$type` takes the token's, as a group's child takes the group's.
            walkMembers(children, path: path, type: token.ownType ?? groupType, deprecated: deprecated)
        }
    }
}

extension JSONNode {
    /// Whether this is a string, a number or a Boolean.
    var isScalar: Bool {
        switch value {
        case .string, .number, .bool: true
        default: false
        }
    }
}
