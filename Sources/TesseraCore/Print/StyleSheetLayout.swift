/// How a printable style sheet falls onto pages of one paper size: each group starts a page
/// (the first shares the title's page), a group taller than the rest of its page continues on
/// the next page between two rows with its heading repeated, and a heading is never left at a
/// page's foot without a row. A row taller than a whole page gets a page of its own.
///
/// Heights are the sheet's own (points, as drawn); the layout only decides breaks, so the
/// app's SwiftUI sheet and any other renderer break pages in the same places.
package struct StyleSheetLayout: Sendable, Hashable {
    /// The paper printed on.
    package var paper: PaperSize
    /// The margin on every side, in points.
    package var margin: Double
    /// The title block's height on the first page (theme name, summary, purpose), in points.
    package var titleHeight: Double
    /// The groups, in printed order.
    package var groups: [StyleSheetGroup]

    package init(paper: PaperSize, margin: Double = 36, titleHeight: Double, groups: [StyleSheetGroup]) {
        self.paper = paper
        self.margin = margin
        self.titleHeight = titleHeight
        self.groups = groups
    }

    /// The height a page has for content: the paper's, less the top and bottom margins.
    package var contentHeight: Double { paper.height - 2 * margin }

    /// The pages, in order. Every row of every group is on exactly one page, in order.
    package var pages: [StyleSheetPage] {
        var pages: [StyleSheetPage] = []
        var current = StyleSheetPage(hasTitle: true, parts: [])
        var used = titleHeight
        for (index, group) in groups.enumerated() {
            if !current.parts.isEmpty {
                pages.append(current)
                current = StyleSheetPage(hasTitle: false, parts: [])
                used = 0
            }
            var start = 0
            while start < group.rows.count || (start == 0 && group.rows.isEmpty) {
                var height = used + group.headingHeight
                var end = start
                while end < group.rows.count,
                    height + group.rowHeights[end] <= contentHeight || end == start && used == 0
                {
                    height += group.rowHeights[end]
                    end += 1
                }
                if end == start && !group.rows.isEmpty {
                    // Not even one row fits below what the page already holds: next page.
                    pages.append(current)
                    current = StyleSheetPage(hasTitle: false, parts: [])
                    used = 0
                    continue
                }
                current.parts.append(.init(group: index, rows: start..<end, isContinued: start > 0))
                used = height
                start = end
                if group.rows.isEmpty { break }
                if start < group.rows.count {
                    pages.append(current)
                    current = StyleSheetPage(hasTitle: false, parts: [])
                    used = 0
                }
            }
        }
        if !current.parts.isEmpty || pages.isEmpty { pages.append(current) }
        return pages
    }
}
