@_spi(TesseraTools) import TesseraCore

/// Reads the shapes of Figma variables JSON into collections and variables, with a located
/// diagnostic for everything missing or malformed.
struct FigmaReader {
    let file: String?
    var collections: [FigmaCollection] = []
    var variables: [FigmaVariable] = []
    var diagnostics: [Diagnostic] = []
    /// The prefix that keeps the ids of one document of several apart.
    private(set) var prefix = ""

    init(file: String?) {
        self.file = file
    }

    static let expectation = """
        a Figma variables file: the "get local variables" response (`meta.variables` and `meta.variableCollections`), \
        a plugin's export (`variables` and `variableCollections`), a "post variables" body (`variableModeValues`), or an array of these
        """

    mutating func error(_ code: Diagnostic.Code, _ message: String, _ path: JSONPath, _ location: TextPosition) {
        diagnostics.append(Diagnostic(.error, code, message, at: path, location: location, file: file))
    }

    mutating func warning(_ code: Diagnostic.Code, _ message: String, _ path: JSONPath, _ location: TextPosition) {
        diagnostics.append(Diagnostic(.warning, code, message, at: path, location: location, file: file))
    }

    mutating func read(_ root: JSONNode) {
        if let documents = root.elements {
            if documents.isEmpty {
                error(.missingValue, "an empty array; expected \(Self.expectation)", .root, root.location)
            }
            for (index, document) in documents.enumerated() {
                prefix = "\(index)/"
                readDocument(document, path: JSONPath([.index(index)]))
            }
            linkAcrossDocuments()
        } else {
            readDocument(root, path: .root)
        }
    }

    private mutating func readDocument(_ node: JSONNode, path: JSONPath) {
        guard node.members != nil else {
            error(.typeMismatch, "found \(node.kindDescription); expected \(Self.expectation)", path, node.location)
            return
        }
        if let meta = node["meta"] {
            let metaPath = path.appending("meta")
            guard meta.members != nil else {
                error(
                    .typeMismatch,
                    "`meta` must be an object with `variables` and `variableCollections`; found \(meta.kindDescription)",
                    metaPath, meta.location)
                return
            }
            if meta["variableCollections"] == nil {
                error(
                    .missingValue,
                    "`meta` has no `variableCollections`; the \"get local variables\" response has both `variables` and `variableCollections`",
                    metaPath, meta.location)
            }
            if meta["variables"] == nil {
                error(
                    .missingValue,
                    "`meta` has no `variables`; the \"get local variables\" response has both `variables` and `variableCollections`",
                    metaPath, meta.location)
            }
            readStored(meta, path: metaPath)
            return
        }
        if node["variableModeValues"] != nil || node["variableModes"] != nil || isPostBody(node) {
            readPostBody(node, path: path)
            return
        }
        if node["variables"] != nil || node["variableCollections"] != nil || node["collections"] != nil {
            if node["variableCollections"] == nil, node["collections"] == nil {
                error(
                    .missingValue, "there are `variables` but no `variableCollections`; a plugin's export has both",
                    path, node.location)
            }
            if node["variables"] == nil {
                error(
                    .missingValue, "there are `variableCollections` but no `variables`; a plugin's export has both",
                    path, node.location)
            }
            readStored(node, path: path)
            return
        }
        error(.missingValue, "not \(Self.expectation)", path, node.location)
    }

    /// Whether a document's entries carry `action`, as a "post variables" body's do.
    private func isPostBody(_ node: JSONNode) -> Bool {
        let first = node["variables"]?.elements?.first ?? node["variableCollections"]?.elements?.first
        return first?["action"] != nil
    }

    /// The entries of a map of ids (the REST response) or an array (a plugin's export), each with
    /// the step from `path` to it (the entry's path is only built for a diagnostic).
    private mutating func entries(_ node: JSONNode?, path: JSONPath, what: String) -> [(
        node: JSONNode, step: JSONPath.Component, key: String?
    )] {
        guard let node else { return [] }
        if let members = node.members { return members.map { ($0.value, .key($0.key), $0.key) } }
        if let elements = node.elements { return elements.enumerated().map { ($0.element, .index($0.offset), nil) } }
        error(
            .typeMismatch, "`\(what)` must be an object of ids or an array; found \(node.kindDescription)", path,
            node.location)
        return []
    }

    // MARK: Stored variables (REST response, plugin export)

    private mutating func readStored(_ node: JSONNode, path: JSONPath) {
        let collectionsKey = node["variableCollections"] != nil ? "variableCollections" : "collections"
        let collectionsPath = path.appending(collectionsKey)
        for entry in entries(node[collectionsKey], path: collectionsPath, what: collectionsKey) {
            if let collection = readCollection(
                entry.node, path: JSONPath(collectionsPath.components + [entry.step]), key: entry.key)
            {
                collections.append(collection)
            }
        }
        let variablesPath = path.appending("variables")
        let variableEntries = entries(node["variables"], path: variablesPath, what: "variables")
        variables.reserveCapacity(variables.count + variableEntries.count)
        for entry in variableEntries {
            if let variable = readVariable(
                entry.node, path: JSONPath(variablesPath.components + [entry.step]), key: entry.key)
            {
                variables.append(variable)
            }
        }
    }

    private mutating func string(
        _ node: JSONNode, _ key: String, path: @autoclosure () -> JSONPath, what: @autoclosure () -> String
    ) -> String? {
        guard let value = node[key] else {
            error(.missingValue, "\(what()) has no `\(key)`", path(), node.location)
            return nil
        }
        guard let text = value.stringValue else {
            error(
                .typeMismatch, "`\(key)` must be a string; found \(value.kindDescription)", path().appending(key),
                value.location)
            return nil
        }
        return text
    }

    func flag(_ node: JSONNode, _ key: String) -> Bool {
        if case .bool(let flag)? = node[key]?.value { return flag }
        return false
    }

    private mutating func readCollection(_ node: JSONNode, path: JSONPath, key: String?) -> FigmaCollection? {
        guard node.members != nil else {
            error(
                .typeMismatch, "a variable collection is an object; found \(node.kindDescription)", path, node.location)
            return nil
        }
        guard let id = node["id"]?.stringValue ?? key else {
            error(.missingValue, "a variable collection has no `id`", path, node.location)
            return nil
        }
        guard let name = string(node, "name", path: path, what: "collection \(id)") else { return nil }
        var modes: [FigmaMode] = []
        if let list = node["modes"]?.elements {
            for (index, mode) in list.enumerated() {
                let modePath = path.appending("modes").appending(index: index)
                guard let modeID = mode["modeId"]?.stringValue, let modeName = mode["name"]?.stringValue else {
                    error(
                        .missingValue, "a mode has a string `modeId` and `name`; found \(mode.description.prefix(80))",
                        modePath, mode.location)
                    continue
                }
                modes.append(
                    FigmaMode(
                        id: prefix + modeID, name: modeName,
                        parentModeID: mode["parentModeId"]?.stringValue.map { prefix + $0 }))
            }
        } else {
            error(
                .missingValue, "collection `\(name)` has no `modes` array", path,
                node["modes"]?.location ?? node.location)
        }
        if modes.isEmpty, node["modes"]?.elements != nil {
            error(
                .missingValue, "collection `\(name)` has no modes", path.appending("modes"),
                node["modes"]?.location ?? node.location)
        }
        if modes.count > FigmaLimits.maximumModes {
            error(
                .valueOutOfRange,
                "collection `\(name)` has \(modes.count) modes; Figma allows at most \(FigmaLimits.maximumModes)",
                path.appending("modes"), node["modes"]?.location ?? node.location)
            return nil
        }
        let defaultModeID = node["defaultModeId"]?.stringValue.map { prefix + $0 } ?? modes.first?.id ?? ""
        var collection = FigmaCollection(
            id: prefix + id, name: name, modes: modes, defaultModeID: defaultModeID, remote: flag(node, "remote"),
            hiddenFromPublishing: flag(node, "hiddenFromPublishing"),
            parentID: node["parentVariableCollectionId"]?.stringValue.map { prefix + $0 })
        collection.location = node.location
        if flag(node, "isExtension"), collection.parentID == nil {
            error(
                .missingValue, "collection `\(name)` is an extension but names no `parentVariableCollectionId`", path,
                node.location)
        }
        for variable in node["variableOverrides"]?.members ?? [] {
            var values: [String: FigmaValue] = [:]
            for mode in variable.value.members ?? [] {
                let valuePath = path.appending("variableOverrides").appending(variable.key).appending(mode.key)
                if let value = readValue(mode.value, path: valuePath) { values[prefix + mode.key] = value }
            }
            collection.overrides[prefix + variable.key] = values
        }
        return collection
    }

    /// `path` is only built for a diagnostic: a file of thousands of values has none.
    private mutating func readVariable(_ node: JSONNode, path: @autoclosure () -> JSONPath, key: String?)
        -> FigmaVariable?
    {
        guard node.members != nil else {
            error(.typeMismatch, "a variable is an object; found \(node.kindDescription)", path(), node.location)
            return nil
        }
        guard let id = node["id"]?.stringValue ?? key else {
            error(.missingValue, "a variable has no `id`", path(), node.location)
            return nil
        }
        guard let name = string(node, "name", path: path(), what: "variable \(id)"),
            let collectionID = string(node, "variableCollectionId", path: path(), what: "variable \(id)"),
            let type = string(node, "resolvedType", path: path(), what: "variable \(id)")
        else { return nil }
        guard let valuesNode = node["valuesByMode"], let values = valuesNode.members else {
            error(
                .missingValue, "variable `\(name)` has no `valuesByMode` object", path(),
                node["valuesByMode"]?.location ?? node.location)
            return nil
        }
        var variable = FigmaVariable(
            id: prefix + id, name: name, collectionID: prefix + collectionID, resolvedType: type, valuesByMode: [:],
            scopes: readScopes(node, path: path()), description: node["description"]?.stringValue,
            hiddenFromPublishing: flag(node, "hiddenFromPublishing"), remote: flag(node, "remote"),
            codeSyntax: readCodeSyntax(node))
        variable.location = node.location
        variable.valuesByMode.reserveCapacity(values.count)
        variable.valueLocations.reserveCapacity(values.count)
        for mode in values {
            if let value = readValue(mode.value, path: path().appending("valuesByMode").appending(mode.key)) {
                let modeID = prefix.isEmpty ? mode.key : prefix + mode.key
                variable.valuesByMode[modeID] = value
                variable.valueLocations[modeID] = mode.value.location
            }
        }
        return variable
    }

    private mutating func readScopes(_ node: JSONNode, path: @autoclosure () -> JSONPath) -> [String] {
        guard let scopes = node["scopes"] else { return [] }
        guard let list = scopes.elements else {
            error(
                .typeMismatch, "`scopes` must be an array of scope names; found \(scopes.kindDescription)",
                path().appending("scopes"), scopes.location)
            return []
        }
        return list.compactMap(\.stringValue)
    }

    private func readCodeSyntax(_ node: JSONNode) -> [String: String] {
        Dictionary(
            (node["codeSyntax"]?.members ?? []).compactMap { member in member.value.stringValue.map { (member.key, $0) }
            },
            uniquingKeysWith: { first, _ in first })
    }

    /// A value of `valuesByMode`, `variableOverrides` or `variableModeValues`; `path` is only
    /// built for a diagnostic.
    mutating func readValue(_ node: JSONNode, path: @autoclosure () -> JSONPath) -> FigmaValue? {
        switch node.value {
        case .number(let number):
            guard number.isFinite else { break }
            return .number(number)
        case .string(let text): return .string(text)
        case .bool(let flag): return .boolean(flag)
        case .object:
            if node["type"]?.stringValue == "VARIABLE_ALIAS" {
                guard let id = node["id"]?.stringValue else {
                    error(
                        .missingValue, "a VARIABLE_ALIAS needs the `id` of the variable it refers to", path(),
                        node.location)
                    return nil
                }
                return .alias(id: prefix + id)
            }
            let channels = ["r", "g", "b"].map { node[$0]?.numberValue }
            if let red = channels[0], let green = channels[1], let blue = channels[2] {
                let alpha = node["a"]?.numberValue ?? 1
                guard [red, green, blue, alpha].allSatisfy({ (0...1).contains($0) }) else {
                    error(
                        .valueOutOfRange, "colour channels are from 0 to 1; found \(node.description.prefix(80))",
                        path(), node.location)
                    return nil
                }
                return .color(red: red, green: green, blue: blue, alpha: alpha)
            }
        default: break
        }
        error(
            .invalidValue,
            "a variable value is a number, string, boolean, colour {r, g, b, a} or VARIABLE_ALIAS; found \(node.description.prefix(80))",
            path(), node.location)
        return nil
    }

    /// For a file of several documents: an alias to an id its own document lacks goes to the
    /// document that has it (a library's variables exported beside the file using them).
    private mutating func linkAcrossDocuments() {
        let known = Set(variables.map(\.id))
        var byRawID: [String: String] = [:]
        for variable in variables {
            let raw = String(variable.id.drop { $0 != "/" }.dropFirst())
            if byRawID[raw] == nil { byRawID[raw] = variable.id }
        }
        func relinked(_ value: FigmaValue) -> FigmaValue {
            guard case .alias(let id) = value, !known.contains(id) else { return value }
            let raw = String(id.drop { $0 != "/" }.dropFirst())
            return byRawID[raw].map { .alias(id: $0) } ?? value
        }
        for index in variables.indices {
            variables[index].valuesByMode = variables[index].valuesByMode.mapValues(relinked)
        }
        for index in collections.indices {
            collections[index].overrides = collections[index].overrides.mapValues { $0.mapValues(relinked) }
        }
    }
}
