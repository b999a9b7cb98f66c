public import TesseraGallery

extension StudioPayload {
    /// `pageGallery` in the schema: the shown file's gallery (`Gallery`, ``GalleryModel``) with
    /// the value editors (`editors`, ``ValueEditors``) as its last member, computed once per
    /// revision and context by ``StudioSession/gallery(for:)``.
    public struct PageGallery: Encodable, Sendable, Equatable {
        public var gallery: Gallery
        public var editors: ValueEditors

        public init(gallery: Gallery, editors: ValueEditors) {
            self.gallery = gallery
            self.editors = editors
        }

        /// The gallery's members, then `editors`: one object.
        public func encode(to encoder: any Encoder) throws {
            try gallery.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(editors, forKey: .editors)
        }

        private enum Key: String, CodingKey { case editors }
    }

    /// `presetGallery` in the schema, `GET /api/gallery?preset=ID`: a built-in preset's gallery
    /// (`GalleryModel`), to compare the theme with.
    public struct PresetGallery: Encodable, Sendable {
        public var gallery: Gallery

        public init(gallery: Gallery) { self.gallery = gallery }
    }

    /// `comparison` in the schema, `GET /api/gallery?compare=TARGET`: the target's gallery
    /// (its base, or another file of the folder of brands) and how the shown file differs from
    /// it (`BrandComparison`).
    public struct Comparison: Encodable, Sendable {
        public var gallery: Gallery
        public var comparison: BrandComparison
    }
}
