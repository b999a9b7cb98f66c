import TesseraGallery

extension StudioPayload {
    /// `fixPreview` in the schema (and a fix applied): the moves of a contrast fix, and the status.
    public struct Changes: Encodable, Sendable {
        public var changes: [Change]
        public var status: Status

        public init(changes: [Change], status: Status) {
            self.changes = changes
            self.status = status
        }
    }

    /// One move of a contrast fix, as `tessera audit --fix --format json` names it: the role and
    /// mode moved, which side of the pair moved, its colour and the pair's WCAG 2 ratio before →
    /// after (ratios to two decimals), the value written, the ratio needed and how far the colour
    /// moved (ΔE_OK × 100, two decimals).
    public struct Change: Encodable, Sendable, Equatable {
        public var role: String
        /// The mode (`light-standard`).
        public var mode: String
        /// `foreground` or `background`.
        public var moved: String
        /// The pair (`textSecondary on background`).
        public var pair: String
        public var before: String
        public var after: String
        /// What the theme file is given.
        public var value: String
        public var ratioBefore: Double
        public var ratioAfter: Double
        public var threshold: Double
        public var deltaE: Double
    }

    /// `derive` in the schema: the edits "Derive increased contrast" made, and the status.
    public struct Edits: Encodable, Sendable {
        public var edits: [Edit]
        public var status: Status

        public init(edits: [Edit], status: Status) {
            self.edits = edits
            self.status = status
        }
    }

    /// One value "Derive increased contrast" wrote: the mode's key in the file
    /// (`increasedContrastLight`) and the colour written there.
    public struct Edit: Encodable, Sendable, Equatable {
        public var key: String
        public var value: String
    }
}
