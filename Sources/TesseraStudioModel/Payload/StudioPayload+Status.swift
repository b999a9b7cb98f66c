public import TesseraGallery

extension StudioPayload {
    /// `status` in the schema: what the toolbar shows — `GET /api/status`, every write's answer
    /// and each event of the page's stream (`GET /api/events`).
    public struct Status: Encodable, Sendable, Equatable {
        /// Counts every change of the draft; the page reads the gallery again when it moves.
        public var revision: Int
        /// The edited file's name.
        public var file: String
        public var canUndo: Bool
        public var canRedo: Bool
        /// What Undo would undo (`Change colors.accent`), or null.
        @Nullable public var undoLabel: String?
        @Nullable public var redoLabel: String?
        /// Whether the draft differs from the file.
        public var unsaved: Bool
        /// What happened that the person did not do (`Reloaded theme.json: it changed on disk`), or null.
        @Nullable public var notice: String?
        /// The name of the recovery file offered at start, or null.
        @Nullable public var recovery: String?
        /// How many errors the file has (0 unless it is broken).
        public var errors: Int
        /// The folder of brands' switcher, or null for one file.
        @Nullable public var brands: BrandSwitcher?
    }

    /// The switcher of a folder of brands: the file shown and every file of the folder.
    public struct BrandSwitcher: Encodable, Sendable, Equatable {
        /// The id of the file shown.
        public var current: String
        public var items: [Item]

        /// One file of the folder.
        public struct Item: Encodable, Sendable, Equatable {
            public var id: String
            /// The theme's name, as its draft has it.
            public var name: String
            /// Whether other files of the folder extend it.
            public var base: Bool
            public var unsaved: Bool
        }
    }
}
