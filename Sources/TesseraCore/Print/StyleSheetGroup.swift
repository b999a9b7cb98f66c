/// One titled group of a printable style sheet (Colours, Type, …): its heading's height and
/// the names and heights of its rows, in points. Rows are never split; a group is split
/// between rows when it is taller than a page.
package struct StyleSheetGroup: Sendable, Hashable {
    /// The group's heading, as printed.
    package var title: String
    /// The heading's height, spacing below it included.
    package var headingHeight: Double
    /// Each row's name (a role or step), in printed order.
    package var rows: [String]
    /// Each row's height, spacing below it included; as many as `rows`.
    package var rowHeights: [Double]

    /// A group; `rowHeights` has one height per row.
    package init(title: String, headingHeight: Double, rows: [String], rowHeights: [Double]) {
        self.title = title
        self.headingHeight = headingHeight
        self.rows = rows
        self.rowHeights = rowHeights
    }
}
