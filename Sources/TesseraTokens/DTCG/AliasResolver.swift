import Foundation
@_spi(TesseraTools) import TesseraCore

/// Resolves every alias and JSON Pointer in a token set, then settles each token's type and checks
/// its value.
///
/// References are followed in dependency order, found without recursion (a chain of any length
/// cannot overflow the stack). A cycle is reported once, naming its members; tokens that depend on
/// a broken token are not reported again.
struct AliasResolver {
    let tree: TokenTree
    let strictness: Strictness
    let raw: [RawToken]
    var index: [String: Int] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// The leniencies a lenient reading applied.
    var tally = LeniencyTally()

    var resolved: [JSONNode?]
    /// A lenient reading's length that a `number` token aliased and was read as its number in
    /// px: a typography's `lineHeight` aliasing that token takes the length (a line height in
    /// px, as Workday's Canvas writes them), which the importer turns into a multiple.
    var lengthsReadAsNumbers: [Int: JSONNode] = [:]
    var types: [String?]
    var failed: [Bool]
    /// Whether a token's value holds any reference (most do not, and are taken as written).
    private var hasReferences: [Bool]

    init(tokens: [RawToken], tree: TokenTree, strictness: Strictness) {
        self.raw = tokens
        self.tree = tree
        self.strictness = strictness
        resolved = Array(repeating: nil, count: tokens.count)
        types = Array(repeating: nil, count: tokens.count)
        failed = Array(repeating: false, count: tokens.count)
        hasReferences = Array(repeating: false, count: tokens.count)
        index.reserveCapacity(tokens.count)
        for (position, token) in tokens.enumerated() { index[TokenTree.key(token.path)] = position }
    }

    // MARK: Running

    mutating func run() -> [DesignToken] {
        let dependencies = raw.indices.map { findDependencies(of: $0) }
        for position in order(dependencies) { resolve(position) }
        var result: [DesignToken] = []
        result.reserveCapacity(raw.count)
        for (position, token) in raw.enumerated() where !failed[position] {
            guard let value = resolved[position] else { continue }
            let typeName = types[position]
            var made = DesignToken(
                path: token.path, type: typeName.flatMap(TokenType.init(rawValue:)), typeName: typeName, value: value,
                description: token.description, deprecated: token.deprecated, extensions: token.extensions,
                file: token.file, location: token.location)
            made.references = dependencies[position].map { raw[$0].path.joined(separator: ".") }
            result.append(made)
        }
        return result
    }

    /// The dotted names of tokens that did not resolve, after ``run()``.
    var unresolvedNames: Set<String> {
        Set(raw.indices.filter { failed[$0] || resolved[$0] == nil }.map { raw[$0].path.joined(separator: ".") })
    }

    mutating func report(
        _ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ message: String, token: Int,
        subpath: [JSONPath.Component] = [], at location: TextPosition? = nil
    ) {
        let path = raw[token].valuePath
        diagnostics.append(
            Diagnostic(
                severity, code, message, at: JSONPath(path.components + subpath),
                location: location ?? raw[token].location, file: raw[token].file))
    }

    // MARK: Dependencies

    private enum Target {
        /// A token, and the rest of the pointer below it (`["$value", "hex"]`), empty for the whole token.
        case token(Int, rest: [String])
        /// A place in the document outside any token.
        case document(JSONNode)
    }

    /// Where a reference points, or a message saying why it points nowhere.
    private func target(of reference: DTCGReference) -> Result<Target, TokenLookupError> {
        switch reference {
        case .alias(let path):
            if let position = index[TokenTree.key(path)] { return .success(.token(position, rest: [])) }
            if let position = valueSuffixTarget(of: path) { return .success(.token(position, rest: [])) }
            if let position = spacedTarget(of: path) { return .success(.token(position, rest: [])) }
            if let node = tree.root.node(atKeys: path), node.members != nil {
                let hint =
                    node["$root"] != nil ? "; did you mean `{\((path + ["$root"]).joined(separator: "."))}`?" : ""
                return .failure(TokenLookupError("`\(reference)` names a group, not a token\(hint)"))
            }
            return .failure(TokenLookupError("`\(reference)` names no token\(suggestion(for: path))"))
        case .pointer(let segments):
            var length = segments.count
            while length > 0 {
                if let position = index[TokenTree.key(Array(segments[..<length]))] {
                    return .success(.token(position, rest: Array(segments[length...])))
                }
                length -= 1
            }
            if let node = tree.root.node(atKeys: segments) { return .success(.document(node)) }
            return .failure(TokenLookupError("`\(reference)` points to nothing in the document"))
        }
    }

    /// In a lenient reading, the token an alias written with Style Dictionary 3's `.value` suffix
    /// (`{color.gray.500.value}`) means, when the path itself names no token; `nil` otherwise.
    private func valueSuffixTarget(of path: [String]) -> Int? {
        guard strictness == .lenient, path.count > 1, path.last == "value" || path.last == "$value",
            index[TokenTree.key(path)] == nil
        else { return nil }
        return index[TokenTree.key(Array(path.dropLast()))]
    }

    /// In a lenient reading, the token an alias written with spaces inside its braces
    /// (`{ dimension.12 }`, which Style Dictionary trims) means, when the path as written names
    /// no token; `nil` otherwise.
    private func spacedTarget(of path: [String]) -> Int? {
        guard strictness == .lenient, index[TokenTree.key(path)] == nil else { return nil }
        let trimmed = path.map { $0.trimmingCharacters(in: .whitespaces) }
        guard trimmed != path else { return nil }
        return index[TokenTree.key(trimmed)]
    }

    /// In a lenient reading, the path of an alias in Tokens Studio's older form, `$` and a token's
    /// dotted name (`$colors.Slate.Light.10`), when that name is a token's; `nil` otherwise (any
    /// other text that starts with `$` stays text).
    private func dollarAlias(in text: String) -> [String]? {
        guard strictness == .lenient, text.hasPrefix("$"), text.count > 1, !text.contains(" ") else { return nil }
        let path = text.dropFirst().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return index[TokenTree.key(path)] == nil ? nil : path
    }

    private func suggestion(for path: [String]) -> String {
        let name = path.joined(separator: ".")
        let candidates = raw.lazy.map { $0.path.joined(separator: ".") }
        guard let best = Suggestion.closest(to: name, in: candidates) else { return "" }
        return "; did you mean `{\(best)}`?"
    }

    /// The references in a token's value, with the node each was written in.
    private func references(in node: JSONNode, into found: inout [(DTCGReference, JSONNode)]) {
        switch node.value {
        case .string(let text):
            if let path = DTCGReference.alias(in: text) ?? dollarAlias(in: text) {
                found.append((.alias(path), node))
            } else if DTCGReference.containsEmbeddedAlias(text) {
                for embedded in DTCGReference.embeddedAliases(in: text) { found.append((.alias(embedded.path), node)) }
            }
        case .object(let members):
            if let pointer = members.first(where: { $0.key == "$ref" }),
                let text = pointer.value.stringValue, let segments = DTCGReference.pointerSegments(text)
            {
                found.append((.pointer(segments), pointer.value))
            }
            // Members beside `$ref` override parts of what it points to, and may hold references too.
            for member in members where member.key != "$ref" { references(in: member.value, into: &found) }
        case .array(let elements):
            for element in elements { references(in: element, into: &found) }
        default:
            break
        }
    }

    private mutating func findDependencies(of position: Int) -> [Int] {
        var found: [(DTCGReference, JSONNode)] = []
        if let whole = raw[position].wholeReference {
            guard let text = whole.stringValue, let segments = DTCGReference.pointerSegments(text) else {
                report(
                    .error, .invalidValue,
                    "`$ref` must be a JSON Pointer in the same document, like \"#/color/blue\"; found \(whole.description)",
                    token: position, at: whole.location)
                failed[position] = true
                return []
            }
            found.append((.pointer(segments), whole))
        } else if let value = raw[position].value {
            references(in: value, into: &found)
            checkMalformedPointers(in: value, token: position)
        }
        if strictness == .lenient, let modify = studioModifier(of: position) { references(in: modify, into: &found) }
        hasReferences[position] = !found.isEmpty
        var targets: [Int] = []
        for (reference, node) in found {
            if case .alias(let path) = reference, valueSuffixTarget(of: path) != nil {
                tally.record(
                    .valueSuffix, detail: "{\(path.joined(separator: "."))}", at: raw[position].valuePath,
                    location: node.location, file: raw[position].file)
            }
            if case .alias(let path) = reference, node.stringValue.flatMap(dollarAlias(in:)) == path {
                tally.record(
                    .dollarAlias, detail: node.stringValue, at: raw[position].valuePath, location: node.location,
                    file: raw[position].file)
            }
            if case .alias(let path) = reference, spacedTarget(of: path) != nil {
                tally.record(
                    .spacedAlias, detail: "{\(path.joined(separator: "."))}", at: raw[position].valuePath,
                    location: node.location, file: raw[position].file)
            }
            switch target(of: reference) {
            case .success(.token(let target, let rest)):
                if case .pointer(let segments) = reference, rest.isEmpty {
                    report(
                        .error, .unresolvedReference,
                        "`\(reference)` points to the token `\(raw[target].path.joined(separator: "."))`, not its `$value`; write `\(DTCGReference.pointer(segments + ["$value"]))`",
                        token: position, at: node.location)
                    failed[position] = true
                } else if target == position {
                    report(
                        .error, .referenceCycle, "`\(reference)` refers to the token itself", token: position,
                        at: node.location)
                    failed[position] = true
                } else {
                    targets.append(target)
                }
            case .success(.document):
                break
            case .failure(let error):
                report(.error, .unresolvedReference, error.message, token: position, at: node.location)
                failed[position] = true
            }
        }
        return targets
    }

    private mutating func checkMalformedPointers(in node: JSONNode, token: Int) {
        switch node.value {
        case .object(let members):
            if let pointer = members.first(where: { $0.key == "$ref" }) {
                if pointer.value.stringValue.flatMap(DTCGReference.pointerSegments) == nil {
                    report(
                        .error, .invalidValue,
                        "`$ref` must be a JSON Pointer in the same document (`#/group/token/$value`); found \(pointer.value.description)",
                        token: token, at: pointer.value.location)
                    failed[token] = true
                }
            }
            for member in members where member.key != "$ref" { checkMalformedPointers(in: member.value, token: token) }
        case .array(let elements):
            for element in elements { checkMalformedPointers(in: element, token: token) }
        default:
            break
        }
    }

    /// Tokens in an order where each comes after everything it references; cycles are reported
    /// and their members marked failed. Iterative depth-first search.
    private mutating func order(_ dependencies: [[Int]]) -> [Int] {
        var state = [UInt8](repeating: 0, count: raw.count)  // 0 new, 1 on the stack, 2 done
        var result: [Int] = []
        result.reserveCapacity(raw.count)
        var stack: [(node: Int, next: Int)] = []
        for start in raw.indices where state[start] == 0 {
            stack.append((start, 0))
            state[start] = 1
            while let top = stack.last {
                let edges = dependencies[top.node]
                if top.next < edges.count {
                    stack[stack.count - 1].next += 1
                    let target = edges[top.next]
                    switch state[target] {
                    case 0:
                        state[target] = 1
                        stack.append((target, 0))
                    case 1:
                        reportCycle(from: target, stack: stack.map(\.node))
                    default:
                        break
                    }
                } else {
                    state[top.node] = 2
                    result.append(top.node)
                    stack.removeLast()
                }
            }
        }
        return result
    }

    private mutating func reportCycle(from target: Int, stack: [Int]) {
        guard let start = stack.lastIndex(of: target) else { return }
        let members = Array(stack[start...])
        let names = (members + [target]).map { "{\(raw[$0].path.joined(separator: "."))}" }
        let shown = names.count > 12 ? names.prefix(5) + ["… \(names.count - 10) more …"] + names.suffix(5) : names[...]
        for member in members where !failed[member] {
            failed[member] = true
            report(.error, .referenceCycle, "reference cycle: \(shown.joined(separator: " → "))", token: member)
        }
    }

    // MARK: Resolving

    private mutating func resolve(_ position: Int) {
        guard !failed[position] else { return }
        var aliasedType: String?
        let value: JSONNode?
        if let whole = raw[position].wholeReference,
            let segments = whole.stringValue.flatMap(DTCGReference.pointerSegments)
        {
            value = lookUp(.pointer(segments), from: position, at: whole, aliasedType: &aliasedType)
        } else if let written = raw[position].value {
            value = hasReferences[position] ? substitute(written, from: position, aliasedType: &aliasedType) : written
        } else {
            value = nil
        }
        guard let value else {
            failed[position] = true
            return
        }
        resolved[position] = value
        settleType(position, aliasedType: aliasedType)
    }

    /// The value a reference stands for; `aliasedType` is set when it is a whole token's value.
    private mutating func lookUp(
        _ reference: DTCGReference, from position: Int, at node: JSONNode, aliasedType: inout String?
    ) -> JSONNode? {
        guard case .success(let target) = target(of: reference) else { return nil }
        switch target {
        case .document(let found):
            return found
        case .token(let other, let rest):
            guard !failed[other], let value = resolved[other] else { return nil }
            if rest.isEmpty || rest == ["$value"] {
                aliasedType = types[other]
                return JSONNode(value.value, at: node.location)
            }
            let base: JSONNode?
            var remaining = rest[...]
            if rest.first == "$value" {
                base = value
                remaining = rest.dropFirst()
            } else {
                base = tree.root.node(atKeys: raw[other].path)
            }
            guard let found = base.flatMap({ navigate($0, remaining) }) else {
                report(
                    .error, .unresolvedReference,
                    "`\(reference)` points to nothing inside `{\(raw[other].path.joined(separator: "."))}`",
                    token: position, at: node.location)
                return nil
            }
            return found
        }
    }

    private func navigate(_ node: JSONNode, _ segments: ArraySlice<String>) -> JSONNode? {
        var current = node
        for segment in segments {
            if let elements = current.elements {
                guard let index = DTCGReference.arrayIndex(segment), elements.indices.contains(index) else {
                    return nil
                }
                current = elements[index]
            } else if let next = current[segment] {
                current = next
            } else {
                return nil
            }
        }
        return current
    }

    mutating func substitute(_ node: JSONNode, from position: Int, aliasedType: inout String?) -> JSONNode? {
        var ignored: String?
        switch node.value {
        case .string(let text):
            if let path = DTCGReference.alias(in: text) ?? dollarAlias(in: text) {
                return lookUp(.alias(path), from: position, at: node, aliasedType: &aliasedType)
            }
            guard DTCGReference.containsEmbeddedAlias(text) else { return node }
            var result = text
            for embedded in DTCGReference.embeddedAliases(in: text).reversed() {
                guard let value = lookUp(.alias(embedded.path), from: position, at: node, aliasedType: &ignored) else {
                    return nil
                }
                result.replaceSubrange(embedded.range, with: Self.text(of: value))
            }
            if strictness == .lenient {
                tally.record(
                    .embeddedAlias, detail: String(text.prefix(40)), at: raw[position].valuePath,
                    location: node.location,
                    file: raw[position].file)
            } else {
                report(
                    .error, .invalidValue,
                    "an alias must be the whole value (\"{group.token}\"); aliases inside text are not part of the format",
                    token: position,
                    at: node.location)
            }
            return JSONNode(.string(result), at: node.location)
        case .object(let members):
            if let pointer = members.first(where: { $0.key == "$ref" }), let text = pointer.value.stringValue,
                let segments = DTCGReference.pointerSegments(text)
            {
                guard
                    let found = lookUp(.pointer(segments), from: position, at: pointer.value, aliasedType: &aliasedType)
                else { return nil }
                var overrides: [JSONNode.Member] = []
                for member in members where member.key != "$ref" {
                    guard let value = substitute(member.value, from: position, aliasedType: &ignored) else {
                        return nil
                    }
                    overrides.append(JSONNode.Member(key: member.key, keyLocation: member.keyLocation, value: value))
                }
                guard !overrides.isEmpty else { return found }
                return TokenTree.merged(found, JSONNode(.object(overrides), at: node.location))
            }
            var result: [JSONNode.Member] = []
            result.reserveCapacity(members.count)
            for member in members {
                if member.key == "lineHeight" || member.key == "line-height", let text = member.value.stringValue,
                    let path = DTCGReference.alias(in: text),
                    case .success(.token(let other, let rest)) = target(of: .alias(path)), rest.isEmpty, !failed[other],
                    let length = lengthsReadAsNumbers[other]
                {
                    result.append(
                        JSONNode.Member(
                            key: member.key, keyLocation: member.keyLocation,
                            value: JSONNode(length.value, at: member.value.location)))
                    continue
                }
                guard let value = substitute(member.value, from: position, aliasedType: &ignored) else { return nil }
                result.append(JSONNode.Member(key: member.key, keyLocation: member.keyLocation, value: value))
            }
            return JSONNode(.object(result), at: node.location)
        case .array(let elements):
            var result: [JSONNode] = []
            result.reserveCapacity(elements.count)
            for element in elements {
                guard let value = substitute(element, from: position, aliasedType: &ignored) else { return nil }
                result.append(value)
            }
            return JSONNode(.array(result), at: node.location)
        default:
            return node
        }
    }

    /// How an aliased value reads inside text: `16px`, `200ms`, `#3b57d6`, a number or a string.
    static func text(of value: JSONNode) -> String {
        if let text = value.stringValue { return text }
        if let number = value.numberValue { return number.formatted }
        if let number = value["value"]?.numberValue, let unit = value["unit"]?.stringValue {
            return number.formatted + unit
        }
        if let hex = value["hex"]?.stringValue { return hex }
        return value.description
    }
}

struct TokenLookupError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
