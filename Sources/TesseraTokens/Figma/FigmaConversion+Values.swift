import Foundation
import TesseraCore

extension FigmaConversion {
    // MARK: Names and types

    /// A Figma name's `/`-separated parts as DTCG names: `.`, `{` and `}` (which DTCG names
    /// cannot hold) become `_`, and a leading `$` is dropped.
    static func tokenPath(_ name: String) -> (path: [String], changed: Bool) {
        var changed = false
        let path = name.split(separator: "/").compactMap { part -> String? in
            var text = trimmedSpaces(part)
            // Bytes first: a part with no `.`, `{`, `}` or leading `$` byte (almost every one) has no such character.
            let special = text.utf8.contains {
                $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}")
            }
            if special, text.contains(where: { "{}.".contains($0) }) {
                text = String(text.map { "{}.".contains($0) ? "_" : $0 })
                changed = true
            }
            while text.utf8.first == UInt8(ascii: "$"), text.hasPrefix("$") {
                text.removeFirst()
                changed = true
            }
            return text.isEmpty ? nil : text
        }
        return (path, changed)
    }

    /// `part` without the spaces and tabs at either end — what `CharacterSet.whitespaces`
    /// trims (tab and Unicode space separators), without a round trip through Foundation.
    static func trimmedSpaces(_ part: Substring) -> String {
        // Of ASCII, only the space is a space separator.
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? scalar == " " || scalar == "\t" : scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = part.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    mutating func assignPaths() {
        var taken: [[String]: String] = [:]
        var renamed: [String] = []
        var untyped: [String] = []
        var unknownScopes: [String: [String]] = [:]
        // A name used in several collections (one collection per mode, as libraries keep their
        // base colours) names a variable of each: every one is kept, under its collection's name.
        var collectionsByName: [[String]: Set<String>] = [:]
        let tokenPaths = figma.variables.map { Self.tokenPath($0.name) }
        for (variable, tokenPath) in zip(figma.variables, tokenPaths) where collections[variable.collectionID] != nil {
            collectionsByName[tokenPath.path, default: []].insert(root(of: variable.collectionID))
        }
        var shared: [String] = []
        let prefixes = sharedNamePrefixes()
        let families = aliasedFontFamilies()
        for (variable, tokenPath) in zip(figma.variables, tokenPaths) {
            if collections[variable.collectionID] == nil {
                guard variable.remote else {
                    fail(
                        .unresolvedReference,
                        "variable `\(variable.name)` belongs to collection `\(variable.collectionID)`, which is not in the file",
                        at: variable.location)
                    continue
                }
                var remote = FigmaCollection(id: variable.collectionID, name: "Remote", modes: [], defaultModeID: "")
                if let mode = variable.valuesByMode.keys.sorted().first {
                    remote.modes = [FigmaMode(id: mode, name: "Value")]
                    remote.defaultModeID = mode
                }
                collections[remote.id] = remote
                figma.collections.append(remote)
                warn(
                    .missingValue,
                    "remote variable `\(variable.name)` comes from a collection that is not in the file; its first value is used",
                    at: variable.location)
            }
            guard ["COLOR", "FLOAT", "STRING", "BOOLEAN"].contains(variable.resolvedType) else {
                warn(
                    .invalidValue,
                    "variable `\(variable.name)` has resolvedType `\(variable.resolvedType)`, which is not COLOR, FLOAT, STRING or BOOLEAN; it was left out",
                    at: variable.location)
                continue
            }
            for scope in variable.scopes where !FigmaScopes.known.contains(scope) {
                unknownScopes[scope, default: []].append(variable.name)
            }
            guard
                var type = FigmaScopes.tokenType(resolvedType: variable.resolvedType, scopes: variable.scopes)
                    ?? (families.contains(variable.id) ? .fontFamily : nil)
            else {
                untyped.append(variable.name)
                continue
            }
            var mismatched = false
            // In mode order, for the messages; only a variable with something to say is sorted.
            let checked = variable.valuesByMode.values.contains { value in
                if let kind = value.resolvedType, kind != variable.resolvedType { return true }
                if type == .fontWeight, case .number = value { return true }
                return false
            }
            for (mode, value) in checked ? variable.valuesByMode.sorted(by: { $0.key < $1.key }) : [] {
                if let kind = value.resolvedType, kind != variable.resolvedType {
                    fail(
                        .typeMismatch,
                        "variable `\(variable.name)` is \(variable.resolvedType) but its value in mode `\(mode)` is a \(kind)",
                        at: variable.valueLocations[mode] ?? variable.location)
                    mismatched = true
                }
                if type == .fontWeight, case .number(let weight) = value, !(1...1000).contains(weight) {
                    warn(
                        .valueOutOfRange,
                        "variable `\(variable.name)` is scoped to font weights but is \(weight), outside 1…1000; it is written as a number",
                        at: variable.valueLocations[mode] ?? variable.location)
                    type = .number
                }
            }
            if mismatched { continue }
            var (path, changed) = tokenPath
            guard !path.isEmpty else {
                warn(
                    .invalidValue, "variable `\(variable.name)` has no name a token can have; it was left out",
                    at: variable.location)
                continue
            }
            if (collectionsByName[path]?.count ?? 0) > 1, let collection = collections[root(of: variable.collectionID)]
            {
                path.insert(prefixes[collection.id] ?? Self.slug(collection.name), at: 0)
                shared.append("\(variable.name) (\(collection.name))")
            }
            if let other = taken[path] {
                warn(
                    .duplicateKey,
                    "variable `\(variable.name)` has the token name `\(path.joined(separator: "."))` that `\(other)` already has; it was left out",
                    at: variable.location)
                continue
            }
            if changed { renamed.append(variable.name) }
            taken[path] = variable.name
            paths[variable.id] = path
            types[variable.id] = type
        }
        if !shared.isEmpty {
            warn(
                .duplicateKey,
                "\(shared.count) variables share their name with variables of other collections (\(Self.list(shared))); each is kept as a token under its collection's name, aliases following the variable they name"
            )
        }
        if !renamed.isEmpty {
            warn(
                .invalidValue,
                "\(renamed.count) variable name(s) held `.`, `{`, `}` or a leading `$`, which token names cannot; they became `_` (\(Self.list(renamed)))"
            )
        }
        if !untyped.isEmpty {
            warn(
                .invalidValue,
                "\(untyped.count) string or boolean variable(s) have no DTCG type and were left out (\(Self.list(untyped))); only strings scoped to FONT_FAMILY are tokens"
            )
        }
        for (scope, names) in unknownScopes.sorted(by: { $0.key < $1.key }) {
            warn(.unknownKey, "unknown scope `\(scope)` on \(Self.list(names)); it was ignored")
        }
        let all = Set(paths.values)
        for path in all {
            for length in 1..<max(path.count, 1) where all.contains(Array(path.prefix(length))) {
                groupPaths.insert(Array(path.prefix(length)))
            }
        }
    }

    /// The group a variable goes under when its name is shared with another collection's: its
    /// collection's slug, numbered as ``numberedSlugs(_:)`` numbers them.
    func sharedNamePrefixes() -> [String: String] {
        Self.numberedSlugs(figma.collections.filter { !$0.isExtension })
    }

    /// Each collection's slug, numbered when collections share one (a library's local collection
    /// and a subscribed copy of the same name), local collections first so that their tokens and
    /// files keep the plain name: `iconography` for the library's own, `iconography-2` for the copy.
    static func numberedSlugs(_ collections: [FigmaCollection]) -> [String: String] {
        var slugs: [String: String] = [:]
        var taken: Set<String> = []
        for collection in collections.filter({ !$0.remote }) + collections.filter(\.remote) {
            let slug = slug(collection.name)
            var candidate = slug
            var counter = 2
            while !taken.insert(candidate).inserted {
                candidate = "\(slug)-\(counter)"
                counter += 1
            }
            slugs[collection.id] = candidate
        }
        return slugs
    }

    /// String variables without the `FONT_FAMILY` scope that a font-family variable aliases, directly
    /// or along a chain: font families too (libraries keep a platform's family in an unscoped
    /// collection and alias it from a scoped one).
    func aliasedFontFamilies() -> Set<String> {
        var families: Set<String> = []
        var frontier = figma.variables.filter {
            $0.resolvedType == "STRING"
                && FigmaScopes.tokenType(resolvedType: "STRING", scopes: $0.scopes) == .fontFamily
        }
        while !frontier.isEmpty {
            var next: [FigmaVariable] = []
            for variable in frontier {
                for case .alias(let id) in variable.valuesByMode.values {
                    guard let target = variables[id], target.resolvedType == "STRING", families.insert(id).inserted
                    else { continue }
                    next.append(target)
                }
            }
            frontier = next
        }
        return families
    }

    static func list(_ names: [String]) -> String {
        let shown = names.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
        return names.count > 3 ? "\(shown) and \(names.count - 3) more" : shown
    }

    /// Leaves out every variable with an alias to a variable that is not in the file, or that
    /// was itself left out, saying which.
    mutating func dropBroken() {
        // Each variable's alias targets in id order, the same on every pass.
        let targets = figma.variables.map { variable in
            variable.valuesByMode.values.compactMap { value -> String? in
                if case .alias(let id) = value { return id }
                return nil
            }.sorted()
        }
        dropCycles(targets: targets)
        var changed = true
        while changed {
            changed = false
            for index in figma.variables.indices where paths[figma.variables[index].id] != nil {
                for target in targets[index] where paths[target] == nil {
                    let variable = figma.variables[index]
                    let reason =
                        variables[target].map { "`\($0.name)`, which was left out" }
                        ?? "`\(target)`, a variable that is not in this file (a remote library's, not exported with it)"
                    warn(
                        .unresolvedReference, "variable `\(variable.name)` aliases \(reason); it was left out",
                        at: variable.location)
                    paths[variable.id] = nil
                    changed = true
                    break
                }
            }
        }
    }

    /// Leaves out every variable on a cycle of aliases (Figma allows none), saying which.
    /// `targets` holds each variable's alias targets in id order.
    mutating func dropCycles(targets: [[String]]) {
        // The graph by number: one node per written id in the order ids first come, its edges
        // those of the id's last variable (as a map by id keeps them), to written ids only.
        var node: [String: Int] = [:]
        var edges: [[Int]] = []
        for variable in figma.variables where paths[variable.id] != nil && node[variable.id] == nil {
            node[variable.id] = edges.count
            edges.append([])
        }
        for (variable, targets) in zip(figma.variables, targets) {
            guard let from = node[variable.id] else { continue }
            edges[from] = targets.compactMap { node[$0] }
        }
        var state = Array(repeating: 0, count: edges.count)  // 1 on the current path, 2 finished
        var onCycle = Array(repeating: false, count: edges.count)
        for start in edges.indices where state[start] == 0 {
            // The current path, each node with the index of its next edge.
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                guard top.next < edges[top.node].count else {
                    state[top.node] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = edges[top.node][top.next]
                if state[target] == 1, let start = stack.firstIndex(where: { $0.node == target }) {
                    for entry in stack[start...] { onCycle[entry.node] = true }
                } else if state[target] == 0 {
                    state[target] = 1
                    stack.append((target, 0))
                }
            }
        }
        for variable in figma.variables {
            guard let index = node[variable.id], onCycle[index] else { continue }
            warn(
                .referenceCycle, "variable `\(variable.name)` is on a cycle of aliases; it was left out",
                at: variable.location)
            paths[variable.id] = nil
        }
    }

    // MARK: Values

    /// The mode `collection`'s values take in appearance `context` (its default outside one).
    func mode(of collection: String, context: String?) -> String? {
        let base = root(of: collection)
        if case .appearance(let chosen)? = layouts[base], let context, let mode = chosen[context] { return mode }
        return collections[base]?.defaultMode?.id
    }

    /// The literal an alias ends at in `context`, following aliases in the modes they take.
    func literal(of id: String, context: String?, depth: Int = 0) -> FigmaValue? {
        guard depth < 64, let variable = variables[id] else { return nil }
        let value =
            mode(of: variable.collectionID, context: context).flatMap { variable.valuesByMode[$0] }
            ?? firstValue(variable)
        if case .alias(let next)? = value { return literal(of: next, context: context, depth: depth + 1) }
        return value
    }

    /// Names every written variable's token (``names``): its path, `$root` added where the path
    /// is also a group's, and the reference an alias to it writes. Done once ``paths`` are final,
    /// so that no file joins a path again.
    mutating func nameTokens() {
        names.reserveCapacity(paths.count)
        for (id, path) in paths {
            guard let type = types[id] else { continue }
            let written = groupPaths.contains(path) ? path + ["$root"] : path
            names[id] = TokenName(path: written, reference: "{" + written.joined(separator: ".") + "}", type: type)
        }
    }

    /// The token for `variable` with `value`: an alias to a token of the same type, else the
    /// value (an alias to a token of another type — a weight aliasing a plain number — is
    /// written as the value it ends at). `trailing` is the variable's ``trailingMembers(_:)``,
    /// when the caller has them already.
    func token(for variable: FigmaVariable, value: FigmaValue, context: String?, trailing: [JSONNode.Member]? = nil)
        -> JSONNode?
    {
        guard let type = names[variable.id]?.type ?? types[variable.id] else { return nil }
        let written: JSONNode?
        if case .alias(let id) = value {
            if let target = names[id], target.type == type {
                written = .string(target.reference)
            } else {
                written = literal(of: id, context: context).flatMap { Self.value($0, type: type) }
            }
        } else {
            written = Self.value(value, type: type)
        }
        guard let written else { return nil }
        let trailing = trailing ?? Self.trailingMembers(variable)
        var members: [JSONNode.Member] = []
        members.reserveCapacity(2 + trailing.count)
        members.append(.init(key: "$type", value: .string(type.rawValue)))
        members.append(.init(key: "$value", value: written))
        members.append(contentsOf: trailing)
        return JSONNode(.object(members))
    }

    /// The members a variable's token has after `$value`, the same in every mode: its
    /// `$description` and its `$extensions` (scopes, code syntax, hidden from publishing).
    static func trailingMembers(_ variable: FigmaVariable) -> [JSONNode.Member] {
        var members: [JSONNode.Member] = []
        if let description = variable.description, !description.isEmpty {
            members.append(.init(key: "$description", value: .string(description)))
        }
        var vendor: [JSONNode.Member] = []
        if !variable.scopes.isEmpty {
            vendor.append(.init(key: "scopes", value: JSONNode(.array(variable.scopes.map { .string($0) }))))
        }
        if !variable.codeSyntax.isEmpty {
            vendor.append(
                .init(
                    key: "codeSyntax",
                    value: JSONNode(
                        .object(
                            variable.codeSyntax.sorted { $0.key < $1.key }.map {
                                .init(key: $0.key, value: .string($0.value))
                            }))))
        }
        if variable.hiddenFromPublishing {
            vendor.append(.init(key: "hiddenFromPublishing", value: JSONNode(.bool(true))))
        }
        if !vendor.isEmpty {
            members.append(.init(key: "$extensions", value: .object(["com.figma": JSONNode(.object(vendor))])))
        }
        return members
    }

    static func value(_ value: FigmaValue, type: TokenType) -> JSONNode? {
        switch (value, type) {
        case (.color(let red, let green, let blue, let alpha), .color):
            DTCGValues.color(RGBA(red: red, green: green, blue: blue, alpha: alpha))
        case (.number(let number), .dimension):
            DTCGValues.dimension(number)
        case (.number(let number), _):
            .number(number)
        case (.string(let text), .fontFamily):
            .string(text)
        default:
            nil
        }
    }
}
