import Foundation
public import TesseraCore
import TesseraGallery

extension StudioBrands {
    /// What the Compare menu offers beside the presets: `base` (the file or preset the shown
    /// file extends) and every other file of the folder, by id.
    public static let baseTarget = "base"

    /// The theme the shown file extends, with the name the page shows: a base file of the
    /// folder as it is drafted in the Studio (its unsaved edits included), another base file as
    /// saved, or a preset. Nil when the file extends nothing, or its base does not compile.
    public func baseTheme() -> (name: String, theme: CompiledTheme)? {
        let session = current
        if let file = session.store.baseFiles.first?.standardizedFileURL {
            if let entry = entries.first(where: { $0.url == file }), let open = try? self.session(entry.id) {
                return ("\(open.draft.name ?? open.theme.name) (\(entry.id))", open.theme)
            }
            guard let theme = ThemeLoader().load(contentsOf: file).theme else { return nil }
            return (
                "\(theme.name) (\(Self.relative(file, from: session.store.url.deletingLastPathComponent())))", theme
            )
        }
        guard let id = session.draft.extends, let preset = Presets.named(id) else { return nil }
        return ("preset \(preset.theme.name)", preset.theme)
    }

    /// The shown file beside `target` (``baseTarget`` or the id of another file of the folder)
    /// in `context`: `{"gallery": the target's gallery, "comparison": ``BrandComparison``}`.
    /// Nil for a target that is not listed (or a base that does not compile); throws when the
    /// target's file does not open.
    public func comparison(with target: String, in context: ThemeContext) throws(StudioError) -> StudioPayload
        .Comparison?
    {
        let base = baseTheme()
        let other: (name: String, theme: CompiledTheme)
        if target == Self.baseTarget {
            guard let base else { return nil }
            other = base
        } else {
            guard let session = try session(target), session !== current else { return nil }
            other = ("\(session.draft.name ?? session.theme.name) (\(target))", session.theme)
        }
        let shown = current
        return StudioPayload.Comparison(
            gallery: GalleryModel.gallery(for: other.theme, in: context),
            comparison: BrandComparison(
                of: shown.theme, origins: shown.valueOrigins, base: base?.theme, with: other.theme, named: other.name,
                in: context))
    }

    /// Checks the shown file (and its bases) twice a second until the task is cancelled: a file
    /// switched to is checked from then on, and one switched back to catches up at once.
    public func watchDisk() async {
        while !Task.isCancelled {
            try? await Task.sleep(nanoseconds: 500_000_000)
            current.checkDisk()
        }
    }
}
