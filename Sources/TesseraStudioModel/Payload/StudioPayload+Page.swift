import TesseraCore
public import TesseraGallery

extension StudioPayload {
    /// `page` in the schema, `GET /api/gallery`: what the page shows for one context, from one
    /// revision — the gallery (`GalleryModel`), the status, the draft's audit in all four modes
    /// (`AuditModel`); while the file is broken its errors and source (`problems`), the gallery
    /// and audit then `null` when nothing can be read; and, when the file is a base of a folder
    /// of brands, what the draft does to each brand (`impact`).
    public struct Page: Encodable, Sendable {
        @Nullable public var gallery: PageGallery?
        public var status: Status
        @Nullable public var audit: AuditModel?
        /// Present while the file is broken.
        public var problems: Problems?
        /// Present when brands of the folder extend the file.
        public var impact: BrandImpact?
    }
}
