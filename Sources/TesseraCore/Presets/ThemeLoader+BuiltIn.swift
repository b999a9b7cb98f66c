extension ThemeLoader {
    /// A loader resolving `extends` against the built-in presets (`PresetCatalog.builtIn`).
    ///
    /// The compiler itself knows no presets; this is where the catalogue is passed in.
    public init() {
        self.init(catalog: .builtIn)
    }
}
