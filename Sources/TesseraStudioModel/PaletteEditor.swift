public import TesseraGallery

/// `editors.palette` in the Studio's gallery (``PaletteModel``): the theme's palette as groups.
public struct PaletteEditor: Encodable, Sendable, Equatable {
    public var groups: [Group]

    /// A top-level palette entry: a ramp of colours or one colour.
    public struct Group: Encodable, Sendable, Equatable {
        public var name: String
        /// Whether this file alone writes the group (its base chain does not).
        public var own: Bool
        public var entries: [Entry]
    }

    /// A colour of a group.
    public struct Entry: Encodable, Sendable, Equatable {
        /// The dotted path (`brand.500`).
        public var path: String
        /// The path inside its group (`500`; the group's own name for a colour written at the top).
        public var name: String
        /// The colour the core compiled, or null.
        @Nullable public var hex: String?
        /// The value written there.
        public var written: String
        public var uses: [Use]
    }

    /// A colour role that reaches the entry, and the keys of the modes in which it does.
    public struct Use: Encodable, Sendable, Equatable {
        public var role: String
        public var modes: [String]
    }
}
