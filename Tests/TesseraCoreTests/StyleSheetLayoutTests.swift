import Testing

@_spi(TesseraTools) @testable import TesseraCore

@Suite("Printable style sheet pages")
struct StyleSheetLayoutTests {
    /// A group of `count` rows of `height` points under a 30-point heading.
    static func group(_ title: String, rows count: Int, height: Double = 40) -> StyleSheetGroup {
        StyleSheetGroup(
            title: title, headingHeight: 30, rows: (0..<count).map { "\(title)\($0)" },
            rowHeights: Array(repeating: height, count: count))
    }

    /// Each page as `group:first..<end` parts, `+` marking a continued part and `T` the title.
    static func summary(_ layout: StyleSheetLayout) -> [String] {
        layout.pages.map { page in
            (page.hasTitle ? ["T"] : [])
                + page.parts.map {
                    "\($0.isContinued ? "+" : "")\($0.group):\($0.rows.lowerBound)..<\($0.rows.upperBound)"
                }
        }.map { $0.joined(separator: " ") }
    }

    @Test("one group per page when each fits; the first shares the title's page")
    func groupPerPage() {
        let layout = StyleSheetLayout(
            paper: .letter, titleHeight: 100,
            groups: [Self.group("a", rows: 5), Self.group("b", rows: 3), Self.group("c", rows: 1)])
        #expect(Self.summary(layout) == ["T 0:0..<5", "1:0..<3", "2:0..<1"])
    }

    // Letter gives 792 - 72 = 720 points of content, A4 769.89: a heading (30) and 17 rows of 40
    // (680) fit on Letter, 18 rows (720) only on A4.
    @Test(
        "a group taller than a page continues between rows, with the heading repeated",
        arguments: [
            (PaperSize.letter, 40, ["T", "0:0..<17", "+0:17..<34", "+0:34..<40", "1:0..<2"]),
            (PaperSize.a4, 40, ["T", "0:0..<18", "+0:18..<36", "+0:36..<40", "1:0..<2"]),
            (PaperSize.letter, 17, ["T", "0:0..<17", "1:0..<2"]),
        ])
    func continues(paper: PaperSize, rows: Int, expected: [String]) {
        let layout = StyleSheetLayout(
            paper: paper, titleHeight: 700, groups: [Self.group("a", rows: rows), Self.group("b", rows: 2)])
        #expect(Self.summary(layout) == expected)
    }

    @Test("a heading is never left without a row at a page's foot")
    func keepsHeadingWithRow() {
        // 720 - 690 leaves 30: room for the heading alone, not a row.
        let layout = StyleSheetLayout(paper: .letter, titleHeight: 690, groups: [Self.group("a", rows: 2)])
        #expect(Self.summary(layout) == ["T", "0:0..<2"])
    }

    @Test("a row taller than a page gets a page of its own")
    func tallRow() {
        let layout = StyleSheetLayout(
            paper: .letter, titleHeight: 50, groups: [Self.group("a", rows: 1), Self.group("b", rows: 2, height: 900)])
        #expect(Self.summary(layout) == ["T 0:0..<1", "1:0..<1", "+1:1..<2"])
    }

    @Test(
        "no page of a preset's sheet is taller than the paper, and every row is printed once, in order",
        arguments: PresetCatalog.builtIn.ids, PaperSize.allCases)
    func presets(id: String, paper: PaperSize) throws {
        let theme = try #require(Presets.named(id)).theme
        let layout = StyleSheetLayout(theme: theme, paper: paper)
        #expect(layout.groups.map(\.title) == ["Colours", "Type", "Spacing and radii", "Buttons and surfaces"])
        var printed: [String: [String]] = [:]
        for page in layout.pages {
            var height = page.hasTitle ? layout.titleHeight : 0
            for part in page.parts {
                let group = layout.groups[part.group]
                height += group.headingHeight + group.rowHeights[part.rows].reduce(0, +)
                printed[group.title, default: []] += group.rows[part.rows]
            }
            #expect(height <= layout.contentHeight, "a page of \(id) on \(paper) is \(height) pt tall")
        }
        for group in layout.groups { #expect(printed[group.title] == group.rows) }
        #expect(layout.pages.count >= 4, "each of the four groups starts a page")
        #expect(layout.groups[0].rows == theme.colorRoles.map(\.name))
    }
}
