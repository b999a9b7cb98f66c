@_spi(TesseraTools) extension ThemeDocument {
    /// Which layer of the `extends` chain wrote the value at `path` — the theme's own file, a
    /// base file (with the line and column there) or a preset — or `nil` when none did (a value
    /// the compiler fills in, or one a layer removed with `null`).
    ///
    /// ```swift
    /// let document = ThemeLoader().load(contentsOf: URL(fileURLWithPath: "brands/acme.json"))
    /// document.origin(of: ["colors", "accent", "light"])?.source   // .file("base/theme.json")
    /// ```
    ///
    /// Each call indexes the chain; to ask about many values, build ``ThemeOrigins`` once.
    public func origin(of path: JSONPath) -> ThemeOrigin? {
        ThemeOrigins(self).origin(of: path)
    }

    /// The origin of the deepest value along `path` that a layer wrote (`colors.brand.light`
    /// for `colors.brand.light.components.0` when a layer wrote the colour whole).
    public func nearestOrigin(of path: JSONPath) -> ThemeOrigin? {
        ThemeOrigins(self).nearestOrigin(of: path)
    }

    /// The files of the chain, the theme's own first, then each base it extends in turn.
    public var files: [String] { layers.reversed().compactMap(\.source.file) }
}
