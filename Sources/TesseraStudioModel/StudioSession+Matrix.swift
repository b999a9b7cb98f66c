import Foundation
public import TesseraCore

/// The mode matrix (``ModeMatrix``) and its row actions: several values written as one step
/// ("Same in all modes"), "Derive increased contrast" and "Reset to inherited".
extension StudioSession {
    /// The draft's mode matrix, computed once per revision.
    public var matrix: StudioPayload.Matrix {
        if let cached = matrixCache, cached.revision == revision { return cached.payload }
        let payload = ModeMatrix.payload(for: theme, origins: valueOrigins)
        matrixCache = (revision, payload)
        return payload
    }

    /// Applies several edits as one undoable step, labelled `label`: each is read and compiled as
    /// ``edit(_:to:)`` reads one, and the step is taken only when the theme they make together is
    /// valid. Returns the diagnostics that refused them (empty when applied; nothing changes then).
    @discardableResult
    public func edit(_ edits: [(path: JSONPath, value: JSONNode)], label: String) -> [Diagnostic] {
        guard !edits.isEmpty else { return [] }
        var tree: JSONNode
        do { tree = try ThemeFile.tree(for: editing.draft) } catch {
            return [.error(.invalidValue, "\(error)", at: edits[0].path)]
        }
        var document: ThemeDocument?
        for (path, value) in edits {
            do {
                let edited = try ThemeLoader(catalog: store.catalog).load(
                    tree: tree, setting: value, at: path, defaultID: ThemeSpec.defaultID(forFile: store.url.path),
                    file: store.url.path)
                tree = edited.tree
                document = edited.document
            } catch { return [error] }
        }
        guard let document, let spec = document.spec, document.theme != nil else {
            return located(document?.errors ?? [], in: tree)
        }
        editing.set(spec, label: label, checked: document.compilerOutput)
        draftChanged()
        return []
    }

    /// "Derive increased contrast" for `role`: its two increased-contrast values solved from its
    /// standard ones (`ThemeFixer.increasedContrast(of:in:)`, the generator's solve), written as
    /// one undoable step. Returns the edits made (``StudioPayload/Edit``), or the diagnostics of a
    /// mode no colour of the role's hue can reach (nothing changes then).
    public func deriveIncreasedContrast(of role: String) -> Result<[StudioPayload.Edit], StudioFixError> {
        guard let derived = ThemeFixer.increasedContrast(of: role, in: theme) else {
            return .failure(.nothingToFix("no colour role named '\(role)'"))
        }
        guard derived.diagnostics.isEmpty else { return .failure(.unsolved(derived.diagnostics)) }
        let edits = derived.edits.map { (path: $0.path, value: JSONNode.string($0.value.description)) }
        let refused = edit(edits, label: "Derive increased contrast for \(role)")
        guard refused.isEmpty else { return .failure(.unsolved(refused)) }
        return .success(derived.edits.map { StudioPayload.Edit(key: $0.key, value: $0.value.description) })
    }

    /// "Reset to inherited" for `role` in `mode`: the value its `extends` chain writes for that
    /// mode (``ValueOrigins/inheritedColor(role:mode:)``) set as one undoable step, so a save
    /// leaves the key out of the file and the cell reads as inherited again. `nil` when there is
    /// nothing to reset (the value is inherited already, or the file extends nothing); otherwise
    /// the diagnostics that refused it (empty when applied).
    public func resetToInherited(role: String, mode: ColorMode) -> [Diagnostic]? {
        guard let inherited = valueOrigins?.inheritedColor(role: role, mode: mode) else { return nil }
        return edit(
            [(path: JSONPath([.key("colors"), .key(role), .key(mode.key)]), value: inherited)],
            label: "Reset \(role), \(mode) to inherited")
    }
}
