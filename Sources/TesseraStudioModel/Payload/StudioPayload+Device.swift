extension StudioPayload {
    /// `device` in the schema, `GET /api/device`: the URL a device's app is given and its QR code
    /// (an SVG document); on loopback no URL at all (`{"urls": []}`), so the page offers nothing.
    public struct Device: Encodable, Sendable {
        /// The first of `urls`, the one the QR code holds; absent when there is none.
        public var url: String?
        public var urls: [String]
        /// The QR code of `url`; absent when there is none.
        public var svg: String?

        public init(url: String? = nil, urls: [String], svg: String? = nil) {
            self.url = url
            self.urls = urls
            self.svg = svg
        }
    }
}
