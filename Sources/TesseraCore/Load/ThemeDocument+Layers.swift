extension ThemeDocument {
    /// The files of the chain, the theme's own first, then each base it extends in turn.
    package var files: [String] { layers.reversed().compactMap(\.source.file) }
}
