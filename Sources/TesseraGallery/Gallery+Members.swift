public import TesseraCore

extension Gallery {
    /// `{"order": [SIZE…]}`.
    public struct Sizes: Encodable, Sendable, Equatable {
        public var order: [String]
    }

    /// A colour role's value in the gallery's mode, as a person reviewing it reads it.
    public struct ColorDetail: Encodable, Sendable, Equatable {
        public var hex: String
        public var oklch: String
        /// How the value was written: each reference followed, then the literal it ended at.
        public var chain: [String]
        @Nullable public var description: String?
        /// What the theme writes for the mode (a hex or reference string, or a colour object).
        @Nullable public var written: JSONNode?
        /// The written value as its field shows it; the resolved hex where there is none.
        public var text: String
    }

    /// One contrast pairing the audit checks: the WCAG ratio and its threshold as numbers and
    /// as the core prints them, the APCA contrast, and a palette entry that would pass.
    public struct Pairing: Encodable, Sendable, Equatable {
        public var role: String
        @Nullable public var against: String?
        @Nullable public var size: String?
        public var wcag: Double
        public var threshold: Double
        public var ratio: String
        public var minimum: String
        public var apca: Double
        public var passed: Bool
        @Nullable public var suggestion: String?
        @Nullable public var suggestionHex: String?
    }

    /// `{"id", "name", "summary", "purpose"}`.
    public struct ThemeSummary: Encodable, Sendable, Equatable {
        public var id: String
        public var name: String
        @Nullable public var summary: String?
        @Nullable public var purpose: String?
    }

    /// The opaque colour a text role's sample is drawn on, and what it is.
    public struct TextBackground: Encodable, Sendable, Equatable {
        public var background: String
        public var against: String
    }

    /// The text colour role that reads best on a surface, and its colour.
    public struct SurfaceLabel: Encodable, Sendable, Equatable {
        public var role: String
        public var color: String
    }

    /// A palette entry by dotted path, and its colour.
    public struct Swatch: Encodable, Sendable, Equatable {
        public var name: String
        public var hex: String
    }

    /// A step of a scale, in points.
    public struct Step: Encodable, Sendable, Equatable {
        public var name: String
        public var value: Double
    }

    /// `{"points": {"min", "max"}}`.
    public struct Bounds: Encodable, Sendable, Equatable {
        public var points: Range

        /// The least and greatest value.
        public struct Range: Encodable, Sendable, Equatable {
            public var min: Double
            public var max: Double
        }
    }

    /// A text role's CSS `font-family` and `font-weight`, as the CSS exporter writes them.
    public struct TextCSS: Encodable, Sendable, Equatable {
        public var fontFamily: String
        public var fontWeight: Double
    }
}
