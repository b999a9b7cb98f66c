import Foundation
@_spi(TesseraTools) public import TesseraCore
public import TesseraGallery

/// "Start from brand colours" and the audit panel's Fix: the core's `ThemeGenerator` and
/// `ThemeFixer` — the calls `tessera generate` and `tessera audit --fix` make — each applied
/// as one undoable step.
extension StudioSession {
    /// The preset a theme generated for this file is made on: the one the draft extends, or `default`.
    public var generationBase: Preset { draft.extends.flatMap(Presets.named) ?? Presets.default }

    /// The theme `brand` generates on ``generationBase`` (``BrandPreview``); the draft is not changed.
    public func brandPreview(_ brand: BrandColors) -> BrandPreview {
        let base = generationBase
        return BrandPreview(ThemeGenerator.generate(from: brand, base: base), brand: brand, base: base.id)
    }

    /// Makes the theme `brand` generates the draft, as one undoable step: like
    /// ``usePreset(_:)``, every value becomes the generated theme's (its colours from `brand`,
    /// its other groups ``generationBase``'s) while the file keeps its `id`, `name`, `extends`,
    /// `summary`, `purpose` and `symbol`. Returns the generator's errors (nothing changes then).
    @discardableResult
    public func startFromBrand(_ brand: BrandColors) -> [Diagnostic] {
        let generated = ThemeGenerator.generate(from: brand, base: generationBase)
        guard generated.diagnostics.isEmpty, generated.theme != nil else { return generated.diagnostics }
        replaceKeepingIdentity(with: generated.spec, label: "Start from brand colours \(brand.accent.hexString)")
        return []
    }

    /// The fix of one failing contrast pair of the draft — `role` on `against` in `mode`, as the
    /// audit panel names it — by `ThemeFixer.fix(_:pair:against:in:targets:)`: only the moved
    /// colours change. With `apply`, it becomes the draft as one undoable step. Returns the
    /// changes (``StudioPayload/Change``), or why nothing changed.
    public func fix(pair role: String, against: String, in mode: ColorMode, apply: Bool) -> Result<
        [StudioPayload.Change], StudioFixError
    > {
        let fix = ThemeFixer.fix(theme, pair: role, against: against, in: mode)
        guard fix.diagnostics.isEmpty else { return .failure(.unsolved(fix.diagnostics)) }
        guard !fix.changes.isEmpty else {
            let failing = AccessibilityAudit.run(theme, level: .AA).failures.contains {
                $0.role == role && $0.against == against && $0.appearance == mode.appearance
                    && $0.contrast == mode.contrast
            }
            return .failure(
                .nothingToFix(
                    failing
                        ? "\(role) on \(against) (\(mode)) has no move of its own; `tessera audit --fix` repairs the theme as a whole"
                        : "\(role) on \(against) (\(mode)) passes already, or is no contrast pair of the theme; nothing to fix"
                ))
        }
        let changes = fix.changes.map(Self.change)
        guard apply else { return .success(changes) }
        var tree: JSONNode
        do { tree = try ThemeFile.tree(for: editing.draft) } catch {
            return .failure(.unsolved([.error(.invalidValue, "\(error)", at: JSONPath([]))]))
        }
        for edit in fix.edits { tree = tree.setting(.string(edit.value.description), at: edit.path) }
        let document = ThemeLoader(catalog: store.catalog).load(
            tree: tree, defaultID: ThemeSpec.defaultID(forFile: store.url.path), file: store.url.path)
        guard let spec = document.spec, document.theme != nil else {
            return .failure(.unsolved(located(document.errors, in: tree)))
        }
        editing.set(spec, label: "Fix \(role) on \(against) (\(mode))", checked: document.compilerOutput)
        draftChanged()
        return .success(changes)
    }

    static func change(_ change: ThemeFix.Change) -> StudioPayload.Change {
        StudioPayload.Change(
            role: change.role, mode: BrandPreview.key(change.mode),
            moved: change.movedForeground ? "foreground" : "background",
            pair: "\(change.pairRole) on \(change.against)", before: change.before.hexString,
            after: change.after.hexString,
            value: change.value.description, ratioBefore: BrandPreview.rounded(change.ratioBefore),
            ratioAfter: BrandPreview.rounded(change.ratioAfter), threshold: change.threshold,
            deltaE: BrandPreview.rounded(change.difference))
    }
}

/// Why the audit panel's Fix changed nothing.
public enum StudioFixError: Error, Sendable {
    /// The pair passes, is no contrast pair of the draft, or no move is its own (a whole-theme
    /// fix repairs it): the message says which.
    case nothingToFix(String)
    /// No allowed move repairs the pair: each diagnostic is located at the role's value, with the
    /// ratio needed and the best reachable.
    case unsolved([Diagnostic])
}
