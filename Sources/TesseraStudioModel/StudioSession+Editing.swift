public import Foundation
@_spi(TesseraTools) public import TesseraCore
import TesseraTokens

/// Changing the draft: one edit at a JSON path, undo and redo, a preset or an imported Figma
/// file as the draft — each one undoable step, refused with its diagnostics when the theme it
/// makes is not valid.
extension StudioSession {
    /// Applies one edit; returns the diagnostics that refused it (empty when applied): the
    /// theme's errors, or one naming `path` and the nearest valid path when `path` is not a place
    /// a theme file has (see `ThemeLoader.load(tree:setting:at:)`).
    @discardableResult
    public func edit(_ path: JSONPath, to value: JSONNode) -> [Diagnostic] {
        if let broken { return edit(broken, at: path, to: value) }
        let tree: JSONNode
        if let draftTree {
            tree = draftTree
        } else {
            do { tree = try ThemeFile.tree(for: editing.draft) } catch {
                return [.error(.invalidValue, "\(error)", at: path)]
            }
        }
        let edited: (tree: JSONNode, document: ThemeDocument)
        do { edited = try load(tree, setting: value, at: path) } catch { return [error] }
        guard let spec = edited.document.spec, edited.document.theme != nil else {
            return located(edited.document.errors, in: edited.tree)
        }
        editing.set(
            spec, label: "Change \(path)", coalescingKey: path.description, checked: edited.document.compilerOutput)
        draftChanged()
        draftTree = edited.tree
        return []
    }

    /// `tree`, the file as it would be saved, with `value` set at `path`, read as this file:
    /// the edited tree and what the loader makes of it. Throws a located error for a path the
    /// tree cannot take.
    func load(_ tree: JSONNode, setting value: JSONNode, at path: JSONPath) throws(Diagnostic) -> (
        tree: JSONNode, document: ThemeDocument
    ) {
        try ThemeLoader(catalog: store.catalog).load(
            tree: tree, setting: value, at: path, defaultID: ThemeSpec.defaultID(forFile: store.url.path),
            file: store.url.path)
    }

    /// `errors` placed in the file as it would be saved with `tree` (its JSON path, line and
    /// column there), so the page says where the mistake would sit in the user's file.
    func located(_ errors: [Diagnostic], in tree: JSONNode) -> [Diagnostic] {
        guard let data = try? store.data(forTree: tree), let saved = try? JSONNode(parsing: data) else { return errors }
        return errors.map { error in
            var placed = error
            placed.location = saved.location(of: error.path)
            placed.file = fileName
            return placed
        }
    }

    public func undo() {
        editing.undo()
        draftChanged()
    }
    public func redo() {
        editing.redo()
        draftChanged()
    }

    /// Undoes and returns the new status.
    public func undoing() -> StudioPayload.Status {
        undo()
        return status
    }
    /// Redoes and returns the new status.
    public func redoing() -> StudioPayload.Status {
        redo()
        return status
    }

    /// Starts the draft from a built-in preset (one undoable step): every value becomes the
    /// preset's, while the file keeps its identity — its `id`, `name`, `extends`, `summary`,
    /// `purpose` and `symbol` stay as they are, so a brand never takes a preset's id (which
    /// would collide with the built-in one) or name. Returns false for an unknown preset.
    public func usePreset(_ id: String) -> Bool {
        guard let preset = Presets.named(id) else { return false }
        replaceKeepingIdentity(with: preset.theme.spec, label: "Start from \(preset.theme.name)")
        return true
    }

    /// Makes `spec` the draft as one undoable step, keeping the file's identity: its `id`,
    /// `name`, `extends`, `summary`, `purpose` and `symbol`.
    func replaceKeepingIdentity(with replacement: ThemeSpec, label: String) {
        var spec = replacement
        let current = editing.draft
        spec.id = current.id
        spec.name = current.name
        spec.extends = current.extends
        spec.summary = current.summary
        spec.purpose = current.purpose
        spec.symbol = current.symbol
        editing.set(spec, label: label)
        draftChanged()
    }

    /// Makes the theme in Figma variables JSON (`data`, uploaded as `file`) the draft, as one
    /// undoable step, through the same import as `tessera import figma FILE [--map MAP]
    /// --format theme` (``FigmaImport``, the map read by ``TokenMap`` and ``FigmaModeMap``); a
    /// theme without an id takes the open file's. Returns the diagnostics that refused it (each
    /// with its file, line and column), empty when imported; a refused import changes nothing.
    @discardableResult
    public func importFigma(_ data: Data, file: String, map: (data: Data, file: String)? = nil) -> [Diagnostic] {
        var modes = FigmaModeMap()
        var tokenMap: TokenMap?
        if let map {
            let readModes = FigmaModeMap.read(map.data, shownAs: map.file)
            let readRoles = TokenMap.read(map.data, shownAs: map.file)
            guard !readModes.diagnostics.containsErrors, let roles = readRoles.map else {
                return readModes.diagnostics + readRoles.diagnostics
            }
            modes = readModes.map
            tokenMap = roles
        }
        let result = FigmaImport.theme(from: data, file: file, map: tokenMap, modes: modes)
        guard result.isValid, let tree = result.theme else { return result.diagnostics.inReadingOrder() }
        let document = ThemeLoader(catalog: store.catalog).load(
            tree: tree, defaultID: ThemeSpec.defaultID(forFile: store.url.path), file: store.url.path)
        guard let spec = document.spec, document.theme != nil else { return document.errors }
        editing.set(spec, label: "Import \(file)", checked: document.compilerOutput)
        draftChanged()
        return []
    }
}
