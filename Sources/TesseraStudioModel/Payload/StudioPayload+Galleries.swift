public import TesseraCore

extension StudioPayload {
    /// `presetGallery` in the schema, `GET /api/gallery?preset=ID`: a built-in preset's gallery
    /// (`GalleryModel`), to compare the theme with.
    public struct PresetGallery: Encodable, Sendable {
        public var gallery: JSONNode

        public init(gallery: JSONNode) { self.gallery = gallery }
    }

    /// `comparison` in the schema, `GET /api/gallery?compare=TARGET`: the target's gallery
    /// (its base, or another file of the folder of brands) and how the shown file differs from
    /// it (`BrandComparison`).
    public struct Comparison: Encodable, Sendable {
        public var gallery: JSONNode
        public var comparison: BrandComparison
    }
}
