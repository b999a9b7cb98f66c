/// Which layer of a theme's `extends` chain wrote a value (``ThemeOrigins``).
package struct ThemeOrigin: Sendable, Hashable {
    /// The layer's index in `ThemeDocument.layers` (base-most first; the theme's own file last).
    package var layer: Int
    package var source: ThemeLayer.Source
    /// Where the value is written in that layer's file; `TextPosition.synthesized` for a preset.
    package var location: TextPosition
    /// Whether the value comes from a base rather than from the theme's own file.
    package var isInherited: Bool

    package init(layer: Int, source: ThemeLayer.Source, location: TextPosition, isInherited: Bool) {
        self.layer = layer
        self.source = source
        self.location = location
        self.isInherited = isInherited
    }

    /// The file that wrote the value, when a file did.
    package var file: String? { source.file }
}
