import Foundation
@_spi(TesseraTools) public import TesseraCore
public import TesseraGallery

/// What the page reads, computed from the draft once per revision: the page (gallery, status,
/// audit, problems, impact) and its JSON text, the gallery with its editors, and where the
/// draft's values are written.
extension StudioSession {
    /// What the page shows for `context`: the gallery, the status and the draft's audit in all
    /// four modes (`AuditModel`, the checks `tessera audit` makes), from one revision.
    /// While the file is broken, `problems` holds its errors and source (``StudioPayload/Problems``), and
    /// `gallery` and `audit` are what can still be read — `null` when nothing can. With a folder
    /// of brands, when this file is a base the brands extend, `impact` (``BrandImpact``): each
    /// brand's audit over the saved base and over this draft.
    public func page(for context: ThemeContext) -> StudioPayload.Page {
        let readable = broken.map { $0.readable != nil } ?? true
        return StudioPayload.Page(
            gallery: readable ? gallery(for: context) : nil, status: status,
            audit: readable ? audit : nil, problems: broken.map { StudioPayload.Problems($0, fileName: fileName) },
            impact: impact)
    }

    /// What the draft does to the brands that extend this file (``BrandImpact``), computed once
    /// per revision; nil when no brand of the folder extends it.
    public var impact: BrandImpact? {
        guard let brands, brands.current === self else { return nil }
        let dependents = brands.dependents(of: brands.currentEntry.id)
        guard !dependents.isEmpty else { return nil }
        if let impactCache, impactCache.revision == revision { return impactCache.impact }
        let draft = (try? ThemeFile.tree(for: editing.draft)).flatMap { try? store.data(forTree: $0) }
        let impact = BrandImpact(base: store.url, draft: draft, brands: dependents)
        impactCache = (revision, impact)
        return impact
    }

    /// The draft's audit (``AuditModel``), computed once per revision.
    public var audit: AuditModel {
        if let audited, audited.revision == revision { return audited.audit }
        let audit = AuditModel(for: theme)
        audited = (revision, audit)
        return audit
    }

    /// `page(for:)` as JSON text, written once per revision and context.
    public func pageText(for context: ThemeContext) -> String {
        if pageTexts.revision != revision { pageTexts = (revision, [:]) }
        let key = "\(context.jsonTree())"
        if let text = pageTexts.texts[key] { return text }
        let text = String(decoding: StudioPayload.encode(page(for: context)), as: UTF8.self)
        pageTexts.texts[key] = text
        return text
    }

    /// The gallery for `context` with the value editors (`editors`, ``EditorModel``, and its
    /// `palette`, ``PaletteModel``), computed once per revision.
    public func gallery(for context: ThemeContext) -> StudioPayload.PageGallery {
        let key = "\(context.jsonTree())"
        if let cached = galleries[key] { return cached }
        var editors = EditorModel.editors(for: editing.draft, theme: theme)
        editors.palette = PaletteModel.editor(
            for: theme, spec: editing.draft, base: valueOrigins?.document.base?["palette"])
        let gallery = StudioPayload.PageGallery(
            gallery: GalleryModel.gallery(for: theme, in: context, origins: valueOrigins), editors: editors)
        galleries[key] = gallery
        return gallery
    }

    /// Where the draft's values are written, computed once per draft.
    var valueOrigins: ValueOrigins? {
        if origins == nil { origins = ValueOrigins.of(editing.draft, savedThrough: store) }
        return origins
    }

    /// Revision, undo/redo, unsaved state and notice, for the page's toolbar.
    public var status: StudioPayload.Status {
        StudioPayload.Status(
            revision: revision, file: fileName, canUndo: editing.canUndo, canRedo: editing.canRedo,
            undoLabel: editing.undoLabel, redoLabel: editing.redoLabel, unsaved: hasUnsavedChanges, notice: notice,
            recovery: recovery?.lastPathComponent, errors: broken?.errors.count ?? 0, brands: brands?.switcher)
    }
}
