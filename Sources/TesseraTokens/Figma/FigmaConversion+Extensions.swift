import TesseraCore

extension FigmaConversion {
    /// The mode of the root collection that `mode` of `collection` inherits from.
    func rootMode(of mode: String, in collection: String) -> String {
        var current = (collection: collection, mode: mode)
        var steps = 0
        while let parent = collections[current.collection]?.parentID, steps < 64,
            let next = collections[current.collection]?.modes.first(where: { $0.id == current.mode })?.parentModeID
        {
            current = (parent, next)
            steps += 1
        }
        return current.mode
    }

    /// The value `variable` has in `mode` of `collection`: its override there, else what the
    /// parent's inherited mode gives.
    func effective(_ variable: FigmaVariable, collection: String, mode: String, depth: Int = 0) -> FigmaValue? {
        guard let owner = collections[collection], depth < 64 else { return nil }
        guard let parent = owner.parentID else { return variable.valuesByMode[mode] }
        if let value = owner.overrides[variable.id]?[mode] { return value }
        guard let inherited = owner.modes.first(where: { $0.id == mode })?.parentModeID else { return nil }
        return effective(variable, collection: parent, mode: inherited, depth: depth + 1)
    }

    /// Each extended collection: a modifier of its root collection whose context lays the
    /// extension's real overrides (values differing from what it inherits) over it. The values
    /// for each of the root's files sit in a `figmaExtension` group added beside that file, so
    /// that they follow the root's modes.
    mutating func writeExtensions() {
        var modifiers: [String: (name: String, base: String, contexts: [(context: String, files: [String])])] = [:]
        var rootOrder: [String] = []
        for extensionCollection in figma.collections where extensionCollection.isExtension {
            let rootID = root(of: extensionCollection.id)
            guard let rootCollection = collections[rootID], !rootCollection.isExtension else {
                fail(
                    .unresolvedReference,
                    "collection `\(extensionCollection.name)` extends a collection that is not in the file",
                    at: extensionCollection.location)
                continue
            }
            let members = figma.variables.filter { $0.collectionID == rootID && paths[$0.id] != nil }
            let slug = Self.slug(extensionCollection.name)
            let fileSlug = fileSlugs[extensionCollection.id] ?? slug
            let rootFiles = fileModes.sorted(by: { $0.key < $1.key }).filter { $0.value.collection == rootID }
                .compactMap { entry -> (path: String, rootMode: String, mode: String, context: String?)? in
                    let mode =
                        extensionCollection.modes.first {
                            rootMode(of: $0.id, in: extensionCollection.id) == entry.value.mode
                        }?.id
                        ?? extensionCollection.defaultMode?.id
                    return mode.map { (entry.key, entry.value.mode, $0, entry.value.context) }
                }
            // A real override differs from what the extension inherits in some mode; once
            // overridden, a variable's value is written for every mode.
            var overridden: [String] = []
            var unchanged: Set<String> = []
            for variable in members {
                for (mode, _) in (extensionCollection.overrides[variable.id] ?? [:]).sorted(by: { $0.key < $1.key }) {
                    let inherited = extensionCollection.modes.first { $0.id == mode }?.parentModeID.flatMap {
                        parentMode in
                        extensionCollection.parentID.flatMap { effective(variable, collection: $0, mode: parentMode) }
                    }
                    if inherited == effective(variable, collection: extensionCollection.id, mode: mode) {
                        unchanged.insert("\(variable.id) \(mode)")
                    } else if !overridden.contains(variable.id) {
                        overridden.append(variable.id)
                    }
                }
            }
            for file in rootFiles {
                var tree = FigmaTokenTree()
                for variable in members where overridden.contains(variable.id) {
                    guard let tokenPath = paths[variable.id],
                        let value = effective(variable, collection: extensionCollection.id, mode: file.mode)
                            ?? variable.valuesByMode[file.rootMode],
                        let token = token(for: variable, value: value, context: file.context)
                    else { continue }
                    tree.insert(
                        token,
                        at: ["figmaExtension", slug] + tokenPath + (groupPaths.contains(tokenPath) ? ["$root"] : []))
                }
                guard !tree.isEmpty else { continue }
                let label =
                    file.context
                    ?? Self.slug(collections[rootID]?.modes.first { $0.id == file.rootMode }?.name ?? "values")
                let valuesPath = "tokens/\(fileSlug)/\(label).values.tokens.json"
                files.append(DTCGExport.File(path: valuesPath, contents: tree.document()))
                for entry in entries.indices {
                    for context in entries[entry].contexts.indices
                    where entries[entry].contexts[context].files.contains(file.path) {
                        entries[entry].contexts[context].files.append(valuesPath)
                    }
                }
            }
            if !unchanged.isEmpty {
                warn(
                    .invalidValue,
                    "collection `\(extensionCollection.name)` overrides \(unchanged.count) value(s) with what it inherits; they are not written as overrides",
                    at: extensionCollection.location)
            }
            var selection = FigmaTokenTree()
            for variable in members where overridden.contains(variable.id) {
                guard let tokenPath = paths[variable.id], let type = types[variable.id] else { continue }
                let written = tokenPath + (groupPaths.contains(tokenPath) ? ["$root"] : [])
                selection.insert(
                    .object([
                        "$type": .string(type.rawValue),
                        "$value": .string("{" + (["figmaExtension", slug] + written).joined(separator: ".") + "}"),
                    ]),
                    at: written)
            }
            let selectionPath = "tokens/\(fileSlug).tokens.json"
            files.append(DTCGExport.File(path: selectionPath, contents: selection.document()))
            if modifiers[rootID] == nil {
                rootOrder.append(rootID)
                modifiers[rootID] = (
                    uniqueName(Self.slug(rootCollection.name) + "-extension"), Self.slug(rootCollection.name), []
                )
            }
            let context = slug == modifiers[rootID]?.base ? slug + "-extension" : slug
            modifiers[rootID]?.contexts.append((context, [selectionPath]))
        }
        for rootID in rootOrder {
            guard let modifier = modifiers[rootID] else { continue }
            entries.append(
                (modifier.name, false, [(context: modifier.base, files: [String]())] + modifier.contexts, modifier.base)
            )
            otherModes += modifier.contexts.map { "\(modifier.name)=\($0.context)" }
        }
    }
}
