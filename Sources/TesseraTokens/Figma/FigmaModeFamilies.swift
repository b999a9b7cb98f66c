import TesseraCore

/// Collections that are one collection's modes kept apart: libraries that keep one collection
/// per colour mode (`base/color/light`, `base/color/dark`, `base/color/dark-high-contrast`, or
/// `Colors Light` beside `Colors Dark`).
///
/// The rule: single-mode collections form a family when their names are one stem followed by a
/// mode-like name (after a `/`, space, `-`, `_` or `.`), and that name is a mode by
/// ``FigmaModeRole/role(forModeNamed:)`` or the map's `figmaModes` — light, dark, an
/// increased-contrast variant, or a mode leaning on one (`light-tritanopia`, `dark-dimmed`); the
/// stem is the longest that leaves such a name. A family of two or more collections, each a
/// different mode, that hold the same variable names with the same types (and that no collection
/// extends) is read as one collection named after the stem whose modes are those names: its
/// variables are tokens once, with a value per mode. A family that differs in its variables stays
/// apart (distinct tokens under each collection's name) with a warning naming a variable that
/// differs.
///
/// Aliases follow the variable they name: an alias to a family's variable from a mode of the same
/// name (`bgColor/muted` in mode `Dark` aliasing `base/color/dark`'s variable) becomes an alias to
/// the merged token, which resolves per mode; an alias from any other mode, or from a collection
/// with one mode, is written as the value the aliased variable has (counted in the warning), so no
/// value changes.
struct FigmaModeFamilies {
    /// A family's member: a collection id, its one mode's id, the mode name its collection name
    /// ends in, and the appearance context that name is.
    struct Member {
        var collection: String
        var mode: String
        var name: String
        var context: String
    }

    /// The stem and mode name of a collection name, when it ends in a mode-like name.
    static func split(_ name: String, modes: FigmaModeMap) -> (stem: String, mode: String)? {
        let characters = Array(name)
        let separators: Set<Character> = ["/", " ", "-", "_", "."]
        var end = characters.count
        while end > 0, separators.contains(characters[end - 1]) || characters[end - 1] == ")" { end -= 1 }
        var index = end - 1
        while index > 0 {
            guard separators.contains(characters[index]) || characters[index] == "(" else {
                index -= 1
                continue
            }
            var stemEnd = index
            while stemEnd > 0, separators.contains(characters[stemEnd - 1]) || characters[stemEnd - 1] == "(" {
                stemEnd -= 1
            }
            let stem = String(characters[..<stemEnd])
            let mode = String(characters[(index + 1)..<end])
            if !stem.isEmpty, !mode.isEmpty, context(of: mode, in: name, modes: modes) != nil { return (stem, mode) }
            index = stemEnd - 1
        }
        return nil
    }

    /// The appearance context a mode-like name is (`light`, `dark-increased-contrast`,
    /// `light-tritanopia`), or `nil` for a name that is no colour mode.
    static func context(of mode: String, in collection: String, modes: FigmaModeMap) -> String? {
        let probe = FigmaCollection(id: "", name: collection, modes: [], defaultModeID: "")
        switch modes.role(of: FigmaMode(id: "", name: mode), in: probe) {
        case .tessera(let role): return role.context
        case .extra(let name, let base): return base == nil ? nil : FigmaConversion.slug(name)
        }
    }

    /// The context a mode of a collection that was not merged stands for: its role's context
    /// (an extra mode by its name); `nil` for a collection with one mode.
    static func context(of mode: FigmaMode, in collection: FigmaCollection, modes: FigmaModeMap) -> String? {
        guard collection.modes.count > 1 else { return nil }
        switch modes.role(of: mode, in: collection) {
        case .tessera(let role): return role.context
        case .extra(let name, _): return FigmaConversion.slug(name)
        }
    }
}

extension FigmaConversion {
    /// Merges each family of collections that are one collection's modes (see
    /// ``FigmaModeFamilies``) into one collection, and points aliases at the merged variables
    /// where the mode agrees.
    mutating func mergeModeFamilies() {
        var groups: [String: [FigmaModeFamilies.Member]] = [:]
        var stems: [String: String] = [:]
        var order: [String] = []
        let extended = Set(figma.collections.compactMap(\.parentID))
        for collection in figma.collections
        where !collection.isExtension && collection.modes.count == 1 && !extended.contains(collection.id) {
            guard let (stem, mode) = FigmaModeFamilies.split(collection.name, modes: modes),
                let context = FigmaModeFamilies.context(of: mode, in: collection.name, modes: modes),
                let modeID = collection.modes.first?.id
            else { continue }
            let key = Self.slug(stem)
            if groups[key] == nil {
                order.append(key)
                stems[key] = stem
            }
            groups[key, default: []].append(
                .init(collection: collection.id, mode: modeID, name: mode, context: context))
        }
        var family: [String: (merged: String, context: String, merge: Int)] = [:]
        var originals: [String: FigmaValue] = [:]
        var merges: [(stem: String, members: [FigmaModeFamilies.Member], variables: Int, location: TextPosition)] = []
        for key in order {
            guard let members = groups[key], members.count > 1, let stem = stems[key] else { continue }
            let names = members.map { member in collections[member.collection]?.name ?? member.collection }
            let location = collections[members[0].collection]?.location ?? .synthesized
            guard Set(members.map(\.context)).count == members.count else { continue }
            let memberVariables = members.map { member in
                figma.variables.filter { $0.collectionID == member.collection }
            }
            let signatures = memberVariables.map {
                Dictionary($0.map { ($0.name, $0.resolvedType) }, uniquingKeysWith: { first, _ in first })
            }
            if let reason = Self.difference(signatures, names: names, counts: memberVariables.map(\.count)) {
                warn(
                    .duplicateKey,
                    "collections \(Self.list(names)) look like modes of one collection `\(stem)` but \(reason); each is kept as a collection of its own",
                    at: location)
                continue
            }
            // One variable per name: the first member's, with every member's value as a mode.
            let merged = FigmaCollection(
                id: members[0].collection, name: stem, modes: members.map { FigmaMode(id: $0.mode, name: $0.name) },
                defaultModeID: (members.first { $0.context == FigmaModeRole.TesseraMode.light.context } ?? members[0])
                    .mode)
            var mergedCollection = merged
            mergedCollection.location = location
            var byName: [String: String] = [:]
            for variable in memberVariables[0] { byName[variable.name] = variable.id }
            for (member, variables) in zip(members, memberVariables) {
                for variable in variables {
                    guard let target = byName[variable.name] else { continue }
                    family[variable.id] = (target, member.context, merges.count)
                    originals[variable.id] = variable.valuesByMode[member.mode] ?? variable.valuesByMode.values.first
                }
            }
            var values: [String: [String: FigmaValue]] = [:]
            for (member, variables) in zip(members, memberVariables) {
                for variable in variables {
                    if let target = byName[variable.name], let value = originals[variable.id] {
                        values[target, default: [:]][member.mode] = value
                    }
                }
            }
            let memberIDs = Set(members.map(\.collection))
            var rebuilt: [FigmaVariable] = []
            for variable in figma.variables {
                guard memberIDs.contains(variable.collectionID) else {
                    rebuilt.append(variable)
                    continue
                }
                guard variable.collectionID == members[0].collection else { continue }
                var kept = variable
                kept.valuesByMode = values[variable.id] ?? variable.valuesByMode
                for (member, variables) in zip(members, memberVariables) {
                    if let twin = variables.first(where: { $0.name == variable.name }) {
                        kept.valueLocations[member.mode] = twin.valueLocations[member.mode] ?? twin.location
                    }
                }
                kept.collectionID = merged.id
                rebuilt.append(kept)
            }
            figma.variables = rebuilt
            figma.collections = figma.collections.compactMap { collection in
                collection.id == merged.id ? mergedCollection : memberIDs.contains(collection.id) ? nil : collection
            }
            merges.append((stem, members, memberVariables[0].count, location))
        }
        guard !merges.isEmpty else { return }
        collections = Dictionary(figma.collections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Aliases to a member's variable: to the merged variable where the mode agrees, else the
        // value the member's variable has.
        var pinned = Array(repeating: 0, count: merges.count)
        func pin(_ value: FigmaValue, context: String?, depth: Int = 0) -> FigmaValue {
            guard case .alias(let id) = value, let target = family[id], depth < 64 else { return value }
            if target.context == context { return .alias(id: target.merged) }
            guard let original = originals[id] else { return value }
            return pin(original, context: context, depth: depth + 1)
        }
        for index in figma.variables.indices {
            guard let collection = collections[figma.variables[index].collectionID] else { continue }
            let mergedFamily = merges.first { $0.members[0].collection == collection.id }
            for (mode, value) in figma.variables[index].valuesByMode {
                guard case .alias = value else { continue }
                let context =
                    mergedFamily.map { family in family.members.first { $0.mode == mode }?.context }
                    ?? collection.modes.first { $0.id == mode }.flatMap {
                        FigmaModeFamilies.context(of: $0, in: collection, modes: modes)
                    }
                let written = pin(value, context: context)
                if case .alias(let original) = value, let target = family[original],
                    written != .alias(id: target.merged)
                {
                    pinned[target.merge] += 1
                }
                figma.variables[index].valuesByMode[mode] = written
            }
        }
        for index in figma.collections.indices {
            figma.collections[index].overrides = figma.collections[index].overrides.mapValues {
                $0.mapValues { pin($0, context: nil) }
            }
        }
        collections = Dictionary(figma.collections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        variables = Dictionary(figma.variables.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, merge) in merges.enumerated() {
            let names = merge.members.map { member in "`\(member.name)`" }.joined(separator: ", ")
            let pinnedNote =
                pinned[index] > 0
                ? "; \(pinned[index]) alias(es) to them from a mode of another name (or a collection of one mode) are written as the value they name"
                : ""
            warn(
                .duplicateKey,
                "\(merge.members.count) collections hold the same \(merge.variables) variable(s) and differ only by the mode their names end in; they are read as one collection `\(merge.stem)` with modes \(names)\(pinnedNote)",
                at: merge.location)
        }
    }

    /// Why collections of one stem are not one collection's modes: a variable one lacks, or one
    /// of another type; `nil` when they hold the same variables.
    static func difference(_ signatures: [[String: String]], names: [String], counts: [Int]) -> String? {
        for (index, count) in counts.enumerated() where count != signatures[index].count {
            return "`\(names[index])` holds two variables of one name"
        }
        guard let first = signatures.first else { return nil }
        for (index, signature) in signatures.enumerated().dropFirst() {
            if let missing = first.keys.sorted().first(where: { signature[$0] == nil }) {
                return "`\(missing)` is in `\(names[0])` and not in `\(names[index])`"
            }
            if let extra = signature.keys.sorted().first(where: { first[$0] == nil }) {
                return "`\(extra)` is in `\(names[index])` and not in `\(names[0])`"
            }
            if let mismatched = first.keys.sorted().first(where: { signature[$0] != first[$0] }) {
                return
                    "`\(mismatched)` is \(first[mismatched] ?? "") in `\(names[0])` and \(signature[mismatched] ?? "") in `\(names[index])`"
            }
        }
        return nil
    }
}
