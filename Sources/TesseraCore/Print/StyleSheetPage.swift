/// One printed page of a style sheet: the parts of groups it shows, top to bottom.
@_spi(TesseraTools) public struct StyleSheetPage: Sendable, Hashable {
    /// A run of consecutive rows of one group on a page.
    public struct Part: Sendable, Hashable {
        /// The group's index in the layout's groups.
        public var group: Int
        /// The indices of the group's rows on this page.
        public var rows: Range<Int>
        /// Whether the group began on an earlier page (its heading is then printed as continued).
        public var isContinued: Bool

        public init(group: Int, rows: Range<Int>, isContinued: Bool) {
            self.group = group
            self.rows = rows
            self.isContinued = isContinued
        }
    }

    /// Whether the page starts with the sheet's title block (the first page does).
    public var hasTitle: Bool
    /// The parts of groups on this page, in order.
    public var parts: [Part]

    public init(hasTitle: Bool, parts: [Part]) {
        self.hasTitle = hasTitle
        self.parts = parts
    }
}
