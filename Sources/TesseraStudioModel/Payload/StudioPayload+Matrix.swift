public import TesseraCore
public import TesseraGallery

extension StudioPayload {
    /// `matrix` in the schema, `GET /api/matrix`: every colour role in all four modes
    /// (``ModeMatrix``).
    public struct Matrix: Encodable, Sendable {
        /// The four modes' ids, keys and labels (`PageModes`), in the order of each row's cells.
        public var modes: [PageMode]
        /// A row per colour role, in the theme's order.
        public var roles: [Role]

        /// One colour role and its value in each mode.
        public struct Role: Encodable, Sendable {
            public var name: String
            public var cells: [Cell]
        }

        /// A role's value in one mode.
        public struct Cell: Encodable, Sendable {
            /// What the theme writes for the mode (a hex or reference string, or a colour object),
            /// or the value it follows where the mode is not written; null for none.
            @Nullable public var written: JSONNode?
            /// The written value as its field shows it; the resolved hex where there is none.
            public var text: String
            /// The colour it resolves to.
            public var hex: String
            /// Where it was written (`this file`, `preset default`).
            @Nullable public var origin: String?
            /// Whether a base file or preset wrote it.
            public var inherited: Bool
            /// The key of the mode it follows where its own is not written (`light`), or null.
            @Nullable public var follows: String?
            /// Whether "Reset to inherited" applies.
            public var resettable: Bool
            /// The worst contrast pair the audit checks the role in, in this mode, or null.
            @Nullable public var contrast: Contrast?
        }

        /// A contrast pair as a cell's badge shows it: what the role is drawn on, the ratio, the
        /// minimum (the core's way of printing each) and whether it passes.
        public struct Contrast: Encodable, Sendable {
            @Nullable public var against: String?
            public var ratio: String
            public var minimum: String
            public var passed: Bool
        }
    }
}
