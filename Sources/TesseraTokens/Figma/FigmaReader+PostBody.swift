@_spi(TesseraTools) import TesseraCore

extension FigmaReader {
    /// Reads the body of a "post variables" request: collections created with their initial
    /// mode, modes created or renamed, variables created, and their values by mode. A value for
    /// a mode of an extended collection is an override of the parent's variable.
    mutating func readPostBody(_ node: JSONNode, path: JSONPath) {
        let first = collections.count
        var modeOwner: [String: Int] = [:]
        for (index, entry) in (node["variableCollections"]?.elements ?? []).enumerated() {
            let entryPath = path.appending("variableCollections").appending(index: index)
            guard action(entry, path: entryPath) == "CREATE" else { continue }
            guard let id = entry["id"]?.stringValue, let name = entry["name"]?.stringValue else {
                error(.missingValue, "a collection to create needs a string `id` and `name`", entryPath, entry.location)
                continue
            }
            let initial = entry["initialModeId"]?.stringValue ?? "\(id):initial"
            let parentModes = entry["initialModeIdToParentModeIdMapping"]
            var collection = FigmaCollection(
                id: prefixed(id), name: name,
                modes: [
                    FigmaMode(
                        id: prefixed(initial), name: "Mode 1",
                        parentModeID: parentModes?[initial]?.stringValue.map(prefixed))
                ],
                defaultModeID: prefixed(initial), hiddenFromPublishing: flag(entry, "hiddenFromPublishing"),
                parentID: entry["parentVariableCollectionId"]?.stringValue.map(prefixed))
            for member in parentModes?.members ?? [] where member.key != initial {
                collection.modes.append(
                    FigmaMode(
                        id: prefixed(member.key), name: "Mode \(collection.modes.count + 1)",
                        parentModeID: member.value.stringValue.map(prefixed)))
            }
            collection.location = entry.location
            for mode in collection.modes { modeOwner[mode.id] = collections.count }
            collections.append(collection)
        }
        for (index, entry) in (node["variableModes"]?.elements ?? []).enumerated() {
            let entryPath = path.appending("variableModes").appending(index: index)
            let kind = action(entry, path: entryPath)
            guard kind == "CREATE" || kind == "UPDATE" else { continue }
            guard let id = entry["id"]?.stringValue.map(prefixed), let name = entry["name"]?.stringValue else {
                error(
                    .missingValue, "a mode to create or rename needs a string `id` and `name`", entryPath,
                    entry.location)
                continue
            }
            guard
                let owner = entry["variableCollectionId"]?.stringValue.map(prefixed).flatMap({ owner in
                    collections[first...].firstIndex { $0.id == owner }
                })
            else {
                error(
                    .unresolvedReference,
                    "mode `\(name)` names no collection this body creates in `variableCollectionId`", entryPath,
                    entry.location)
                continue
            }
            if let existing = collections[owner].modes.firstIndex(where: { $0.id == id }) {
                collections[owner].modes[existing].name = name
            } else if kind == "CREATE" {
                collections[owner].modes.append(FigmaMode(id: id, name: name))
                modeOwner[id] = owner
            } else {
                error(
                    .unresolvedReference, "mode `\(id)` to rename is not a mode of its collection", entryPath,
                    entry.location)
            }
        }
        var variableIndex: [String: Int] = [:]
        for (index, entry) in (node["variables"]?.elements ?? []).enumerated() {
            let entryPath = path.appending("variables").appending(index: index)
            guard action(entry, path: entryPath) == "CREATE" else { continue }
            guard let id = entry["id"]?.stringValue, let name = entry["name"]?.stringValue,
                let collection = entry["variableCollectionId"]?.stringValue,
                let type = entry["resolvedType"]?.stringValue
            else {
                error(
                    .missingValue,
                    "a variable to create needs string `id`, `name`, `variableCollectionId` and `resolvedType`",
                    entryPath, entry.location)
                continue
            }
            var variable = FigmaVariable(
                id: prefixed(id), name: name, collectionID: prefixed(collection), resolvedType: type, valuesByMode: [:],
                scopes: entry["scopes"]?.elements?.compactMap(\.stringValue) ?? [],
                description: entry["description"]?.stringValue,
                hiddenFromPublishing: flag(entry, "hiddenFromPublishing"),
                codeSyntax: Dictionary(
                    (entry["codeSyntax"]?.members ?? []).compactMap { m in m.value.stringValue.map { (m.key, $0) } },
                    uniquingKeysWith: { a, _ in a }))
            variable.location = entry.location
            variableIndex[variable.id] = variables.count
            variables.append(variable)
        }
        guard let values = node["variableModeValues"] else { return }
        guard let list = values.elements else {
            error(
                .typeMismatch, "`variableModeValues` must be an array; found \(values.kindDescription)",
                path.appending("variableModeValues"), values.location)
            return
        }
        for (index, entry) in list.enumerated() {
            let entryPath = path.appending("variableModeValues").appending(index: index)
            guard let variableID = entry["variableId"]?.stringValue.map(prefixed),
                let modeID = entry["modeId"]?.stringValue.map(prefixed),
                let valueNode = entry["value"]
            else {
                error(.missingValue, "a mode value needs `variableId`, `modeId` and `value`", entryPath, entry.location)
                continue
            }
            guard let target = variableIndex[variableID] else {
                error(
                    .unresolvedReference, "`\(variableID)` is not a variable this body creates",
                    entryPath.appending("variableId"), entry["variableId"]?.location ?? entry.location)
                continue
            }
            guard let value = readValue(valueNode, path: entryPath.appending("value")) else { continue }
            if let owner = modeOwner[modeID], collections[owner].id != variables[target].collectionID,
                collections[owner].isExtension
            {
                collections[owner].overrides[variableID, default: [:]][modeID] = value
            } else {
                variables[target].valuesByMode[modeID] = value
                variables[target].valueLocations[modeID] = valueNode.location
            }
        }
    }

    private func prefixed(_ id: String) -> String { prefix + id }

    private mutating func action(_ entry: JSONNode, path: JSONPath) -> String? {
        guard let action = entry["action"]?.stringValue else {
            error(
                .missingValue, "an entry of a \"post variables\" body needs `action` (CREATE, UPDATE or DELETE)", path,
                entry.location)
            return nil
        }
        if !["CREATE", "UPDATE", "DELETE"].contains(action) {
            error(
                .invalidValue, "`action` is CREATE, UPDATE or DELETE; found \"\(action)\"", path.appending("action"),
                entry["action"]?.location ?? entry.location)
        } else if action == "DELETE" {
            warning(.unknownKey, "a DELETE changes a file that is not here; it was ignored", path, entry.location)
        }
        return action
    }
}
