/// One printed page of a style sheet: the parts of groups it shows, top to bottom.
package struct StyleSheetPage: Sendable, Hashable {
    /// A run of consecutive rows of one group on a page.
    package struct Part: Sendable, Hashable {
        /// The group's index in the layout's groups.
        package var group: Int
        /// The indices of the group's rows on this page.
        package var rows: Range<Int>
        /// Whether the group began on an earlier page (its heading is then printed as continued).
        package var isContinued: Bool

        package init(group: Int, rows: Range<Int>, isContinued: Bool) {
            self.group = group
            self.rows = rows
            self.isContinued = isContinued
        }
    }

    /// Whether the page starts with the sheet's title block (the first page does).
    package var hasTitle: Bool
    /// The parts of groups on this page, in order.
    package var parts: [Part]

    package init(hasTitle: Bool, parts: [Part]) {
        self.hasTitle = hasTitle
        self.parts = parts
    }
}
