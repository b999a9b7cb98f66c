import Foundation
import TesseraCore

/// The work of ``FigmaTokens/convert(_:name:modes:file:)``: classify collections, choose each
/// token file's mode, write values and aliases.
struct FigmaConversion {
    /// How a base collection's modes are written.
    enum Layout {
        /// One mode: a set.
        case set
        /// Modes of the `appearance` modifier: context → mode id.
        case appearance([String: String])
        /// A modifier of its own: context → mode id, in mode order.
        case axis(name: String, contexts: [(context: String, mode: String)])
    }

    /// How a written variable's token is named, the same in every file it is written to.
    struct TokenName {
        /// The token's path in its document: `$root` added where the path is also a group's.
        var path: [String]
        /// What an alias to it writes: `{group.token}`.
        var reference: String
        var type: TokenType
    }

    var figma: FigmaFile
    let modes: FigmaModeMap
    let file: String?
    var diagnostics: [Diagnostic] = []
    var files: [DTCGExport.File] = []
    var modeInputs: [String: [String: String]] = [:]
    var otherModes: [String] = []

    var variables: [String: FigmaVariable]
    var collections: [String: FigmaCollection]
    /// Each written variable's token path and type.
    var paths: [String: [String]] = [:]
    var types: [String: TokenType] = [:]
    /// Token paths that are also groups: their token is written as `$root`.
    var groupPaths: Set<[String]> = []
    /// Each written variable's token name, from ``paths``, ``groupPaths`` and ``types`` once they
    /// are final (``nameTokens()``).
    var names: [String: TokenName] = [:]
    var layouts: [String: Layout] = [:]
    /// The appearance contexts in order, each with the Tessera mode its values fall back to.
    var appearanceContexts: [(context: String, base: FigmaModeRole.TesseraMode?)] = []
    /// Resolver entries in order: (name, kind, sources per context; a set has one context "").
    var entries:
        [(name: String, isSet: Bool, contexts: [(context: String, files: [String])], defaultContext: String?)] = []
    var usedNames: Set<String> = []
    /// The name the appearance modifier took.
    var appearanceName: String?
    /// Each collection's name in file paths: its slug, numbered when collections share a name
    /// (a local and a remote `Layout`), so no collection's file is written over another's.
    var fileSlugs: [String: String] = [:]
    /// Each written token file's collection, mode and appearance context.
    var fileModes: [String: (collection: String, mode: String, context: String?)] = [:]

    init(figma: FigmaFile, modes: FigmaModeMap, file: String?) {
        self.figma = figma
        self.modes = modes
        self.file = file
        variables = Dictionary(figma.variables.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        collections = Dictionary(figma.collections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func warn(_ code: Diagnostic.Code, _ message: String, at location: TextPosition = .synthesized) {
        diagnostics.append(Diagnostic(.warning, code, message, location: location, file: file))
    }

    mutating func fail(_ code: Diagnostic.Code, _ message: String, at location: TextPosition = .synthesized) {
        diagnostics.append(Diagnostic(.error, code, message, location: location, file: file))
    }

    /// A lower-case, hyphenated name for files, sets and modifiers.
    static func slug(_ name: String) -> String {
        var result = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                result.append(character)
            } else if !result.isEmpty, result.last != "-" {
                result.append("-")
            }
        }
        while result.last == "-" { result.removeLast() }
        return result.isEmpty ? "collection" : result
    }

    mutating func uniqueName(_ name: String) -> String {
        var candidate = name
        var counter = 2
        while !usedNames.insert(candidate).inserted {
            candidate = "\(name)-\(counter)"
            counter += 1
        }
        return candidate
    }

    mutating func run() {
        // The theme an exported body carries for Tessera is no token.
        if FigmaImport.facts(in: figma) != nil,
            let facts = figma.collections.first(where: { $0.name == FigmaImport.factsCollection }),
            figma.variables.allSatisfy({ $0.collectionID != facts.id || $0.name == FigmaImport.factsVariable })
        {
            figma.collections.removeAll { $0.id == facts.id }
            figma.variables.removeAll { $0.collectionID == facts.id }
        }
        guard !figma.variables.isEmpty else {
            fail(.missingValue, "the file has no variables")
            return
        }
        mergeModeFamilies()
        assignPaths()
        assignFileSlugs()
        dropBroken()
        nameTokens()
        classify()
        writeFiles()
        writeExtensions()
        chooseModeInputs()
    }

    // MARK: Collections

    /// The collection at the top of `id`'s extension chain.
    func root(of id: String) -> String {
        var current = id
        var seen: Set<String> = []
        while let parent = collections[current]?.parentID, collections[parent] != nil, seen.insert(current).inserted {
            current = parent
        }
        return current
    }

    mutating func classify() {
        var contexts: [(context: String, base: FigmaModeRole.TesseraMode?)] = []
        func addContext(_ context: String, base: FigmaModeRole.TesseraMode?) {
            if !contexts.contains(where: { $0.context == context }) { contexts.append((context, base)) }
        }
        var appearanceModes: [String: [(context: String, mode: String)]] = [:]
        for collection in figma.collections where !collection.isExtension {
            guard collection.modes.count > 1 else {
                layouts[collection.id] = .set
                continue
            }
            var found: [(context: String, mode: String)] = []
            var tessera = false
            for mode in collection.modes {
                switch modes.role(of: mode, in: collection) {
                case .tessera(let role):
                    if found.contains(where: { $0.context == role.context }) {
                        warn(
                            .invalidValue,
                            "collection `\(collection.name)` has two modes for \(role.rawValue); `\(mode.name)` is kept as a mode of its own"
                        )
                        found.append((Self.slug(mode.name), mode.id))
                        addContext(Self.slug(mode.name), base: role)
                    } else {
                        found.append((role.context, mode.id))
                        tessera = true
                    }
                case .extra(let name, _):
                    found.append((Self.slug(name), mode.id))
                }
            }
            if tessera {
                appearanceModes[collection.id] = found
                for mode in collection.modes {
                    if case .extra(let name, let base) = modes.role(of: mode, in: collection) {
                        addContext(Self.slug(name), base: base)
                    }
                }
            } else {
                layouts[collection.id] = .axis(name: Self.slug(collection.name), contexts: found)
            }
        }
        let order = FigmaModeRole.TesseraMode.allCases
        let present = Set(appearanceModes.values.flatMap { $0.map(\.context) })
        appearanceContexts =
            order.filter { present.contains($0.context) }.map { (context: $0.context, base: Optional($0)) }
            + contexts.filter { context in
                !order.contains { $0.context == context.context }
            }
        for (id, found) in appearanceModes {
            guard let collection = collections[id] else { continue }
            var chosen: [String: String] = [:]
            for (context, base) in appearanceContexts {
                if let mode = found.first(where: { $0.context == context })?.mode {
                    chosen[context] = mode
                    continue
                }
                var fallback = base
                while let wanted = fallback, chosen[context] == nil {
                    chosen[context] = found.first { $0.context == wanted.context }?.mode
                    fallback = wanted.fallback
                }
                if chosen[context] == nil { chosen[context] = collection.defaultMode?.id }
            }
            layouts[id] = .appearance(chosen)
        }
    }

    // MARK: Files

    func tokenFilePath(_ collection: FigmaCollection, context: String?) -> String {
        let slug = fileSlugs[collection.id] ?? Self.slug(collection.name)
        return context.map { "tokens/\(slug)/\($0).tokens.json" } ?? "tokens/\(slug).tokens.json"
    }

    mutating func assignFileSlugs() {
        fileSlugs = Self.numberedSlugs(figma.collections)
    }

    mutating func writeFiles() {
        var appearance: [(context: String, files: [String])] = appearanceContexts.map { ($0.context, []) }
        var appearanceDefault: String?
        var sets:
            [(name: String, isSet: Bool, contexts: [(context: String, files: [String])], defaultContext: String?)] = []
        var axes = sets
        var writtenMembers: [String: [FigmaVariable]] = [:]
        for variable in figma.variables where names[variable.id] != nil {
            writtenMembers[variable.collectionID, default: []].append(variable)
        }
        for collection in figma.collections where !collection.isExtension {
            let members = writtenMembers[collection.id] ?? []
            let trailing = members.map(Self.trailingMembers)
            // A collection none of whose variables is written (all left out, each with its warning)
            // writes no empty file, unless a collection extends it.
            if members.isEmpty, !figma.collections.contains(where: { $0.parentID == collection.id }) {
                if !diagnostics.containsErrors, figma.variables.contains(where: { $0.collectionID == collection.id }) {
                    warn(
                        .missingValue,
                        "collection `\(collection.name)` writes no file: none of its variables could be written (each is named above)"
                    )
                }
                continue
            }
            switch layouts[collection.id] ?? .set {
            case .set:
                guard let mode = collection.defaultMode?.id else { continue }
                let path = tokenFilePath(collection, context: nil)
                files.append(
                    DTCGExport.File(
                        path: path, contents: document(members, trailing: trailing, mode: mode, context: nil)))
                fileModes[path] = (collection.id, mode, nil)
                sets.append((uniqueName(Self.slug(collection.name)), true, [("", [path])], nil))
            case .appearance(let chosen):
                // The default context is the one the first such collection's default mode gives.
                if appearanceDefault == nil {
                    appearanceDefault = appearance.first { chosen[$0.context] == collection.defaultModeID }?.context
                }
                for index in appearance.indices {
                    let context = appearance[index].context
                    guard let mode = chosen[context] else { continue }
                    let path = tokenFilePath(collection, context: context)
                    files.append(
                        DTCGExport.File(
                            path: path, contents: document(members, trailing: trailing, mode: mode, context: context)))
                    fileModes[path] = (collection.id, mode, context)
                    appearance[index].files.append(path)
                }
            case .axis(let name, let contexts):
                var written: [(context: String, files: [String])] = []
                for (context, mode) in contexts {
                    let path = tokenFilePath(collection, context: context)
                    files.append(
                        DTCGExport.File(
                            path: path, contents: document(members, trailing: trailing, mode: mode, context: nil)))
                    fileModes[path] = (collection.id, mode, nil)
                    written.append((context, [path]))
                }
                let modifier = uniqueName(name)
                let defaultContext = contexts.first { $0.mode == collection.defaultModeID }?.context
                axes.append((modifier, false, written, defaultContext))
                otherModes += contexts.map { "\(modifier)=\($0.context)" }
            }
        }
        entries = sets
        if appearance.count > 1 {
            let name = uniqueName("appearance")
            appearanceName = name
            entries.append((name, false, appearance, appearanceDefault ?? appearance.first?.context))
            otherModes += appearanceContexts.filter { context in
                !FigmaModeRole.TesseraMode.allCases.contains { $0.context == context.context }
            }
            .map { "\(name)=\($0.context)" }
        } else if let only = appearance.first {
            entries.append((uniqueName("appearance"), true, [("", only.files)], nil))
        }
        entries += axes
    }

    /// The values (and aliases) of `members` in `mode`, as a token document; `trailing` holds
    /// each member's ``trailingMembers(_:)``.
    func document(_ members: [FigmaVariable], trailing: [[JSONNode.Member]], mode: String, context: String?) -> JSONNode
    {
        var tree = FigmaTokenTree()
        for (variable, trailing) in zip(members, trailing) {
            guard let name = names[variable.id], let value = variable.valuesByMode[mode] ?? firstValue(variable),
                let token = token(for: variable, value: value, context: context, trailing: trailing)
            else { continue }
            tree.insert(token, at: name.path)
        }
        return tree.document()
    }

    func firstValue(_ variable: FigmaVariable) -> FigmaValue? {
        collections[variable.collectionID]?.modes.lazy.compactMap { variable.valuesByMode[$0.id] }.first
            ?? variable.valuesByMode.sorted { $0.key < $1.key }.first?.value
    }

    // MARK: Resolver

    func resolver(name: String, inline: Bool) -> JSONNode {
        let documents = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        func sources(_ paths: [String]) -> JSONNode {
            JSONNode(
                .array(
                    paths.map { path in inline ? (documents[path] ?? .object([:])) : .object(["$ref": .string(path)]) })
            )
        }
        var sets: [JSONNode.Member] = []
        var modifiers: [JSONNode.Member] = []
        var order: [JSONNode] = []
        for entry in entries {
            if entry.isSet {
                sets.append(
                    .init(key: entry.name, value: .object(["sources": sources(entry.contexts.flatMap { $0.files })])))
                order.append(.object(["$ref": .string("#/sets/\(entry.name)")]))
            } else {
                var members: [JSONNode.Member] = [
                    .init(
                        key: "contexts",
                        value: JSONNode(
                            .object(entry.contexts.map { .init(key: $0.context, value: sources($0.files)) })))
                ]
                if let context = entry.defaultContext { members.append(.init(key: "default", value: .string(context))) }
                modifiers.append(.init(key: entry.name, value: JSONNode(.object(members))))
                order.append(.object(["$ref": .string("#/modifiers/\(entry.name)")]))
            }
        }
        var members: [JSONNode.Member] = [
            .init(key: "$schema", value: .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            .init(key: "version", value: .string("2025.10")),
            .init(key: "name", value: .string(name)),
        ]
        if !sets.isEmpty { members.append(.init(key: "sets", value: JSONNode(.object(sets)))) }
        if !modifiers.isEmpty { members.append(.init(key: "modifiers", value: JSONNode(.object(modifiers)))) }
        members.append(.init(key: "resolutionOrder", value: JSONNode(.array(order))))
        return JSONNode(.object(members))
    }

    /// Tessera's four modes as resolver inputs: the appearance context for each (an
    /// increased-contrast mode the file lacks takes its standard mode's).
    mutating func chooseModeInputs() {
        guard let appearance = entries.first(where: { !$0.isSet && $0.name == appearanceName }) else {
            modeInputs = Dictionary(uniqueKeysWithValues: FigmaModeRole.TesseraMode.allCases.map { ($0.rawValue, [:]) })
            return
        }
        let contexts = Set(appearance.contexts.map { $0.context })
        for mode in FigmaModeRole.TesseraMode.allCases {
            var wanted: FigmaModeRole.TesseraMode? = mode
            while let current = wanted, !contexts.contains(current.context) { wanted = current.fallback }
            modeInputs[mode.rawValue] = [appearance.name: wanted?.context ?? appearance.defaultContext ?? ""]
        }
    }
}
