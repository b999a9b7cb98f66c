import Foundation
import SwiftUI
import Tessera
import TesseraCore

/// A printable style sheet of a theme: its colour roles in light and dark with their values, every
/// text role at its size and weight, the spacing scale, the corner radii, and each button and
/// surface role drawn — paginated for US Letter or A4, for design reviews and hand-offs.
///
/// Pages break where the core's `StyleSheetLayout` says: each group (Colours, Type, Spacing and
/// radii, Buttons and surfaces) starts a page, and a group taller than a page continues on the
/// next one between two rows, under its heading marked "continued". Every row is drawn at the
/// height the layout gives it, so nothing is cut at a page's edge.
///
/// ```swift
/// let url = try ThemeStyleSheet(theme: manager.theme, paper: .a4).writePDF(to: .temporaryDirectory)
/// ```
public struct ThemeStyleSheet: View {
    /// The theme shown.
    public let theme: CompiledTheme
    /// The paper the sheet is laid out for.
    public let paper: Paper

    /// A style sheet of `theme` laid out for `paper` (US Letter unless told).
    public init(theme: CompiledTheme, paper: Paper = .letter) {
        self.theme = theme
        self.paper = paper
    }

    /// Where the pages break, from the core.
    var layout: StyleSheetLayout { StyleSheetLayout(theme: theme, paper: paper.size) }

    /// Every page, one under another (as previews show them).
    public var body: some View {
        let layout = layout
        VStack(spacing: CGFloat(theme.resolved().gap(.ample))) {
            ForEach(Array(layout.pages.enumerated()), id: \.offset) { number, page in
                StyleSheetPageView(
                    theme: theme, layout: layout, page: page, number: number + 1, count: layout.pages.count)
            }
        }
    }

    /// Writes the sheet as a PDF named after the theme into `directory`, one PDF page per page
    /// of the layout at the paper's size, and returns its URL. Throws when the file cannot be
    /// created.
    @MainActor
    public func writePDF(to directory: URL) throws -> URL {
        let url = directory.appendingPathComponent("\(theme.id) style sheet.pdf")
        let layout = layout
        var box = CGRect(x: 0, y: 0, width: layout.paper.width, height: layout.paper.height)
        guard let context = CGContext(url as CFURL, mediaBox: &box, nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        for (number, page) in layout.pages.enumerated() {
            let renderer = ImageRenderer(
                content: StyleSheetPageView(
                    theme: theme, layout: layout, page: page, number: number + 1, count: layout.pages.count))
            renderer.proposedSize = ProposedViewSize(width: box.width, height: box.height)
            renderer.render { _, draw in
                context.beginPDFPage(nil)
                draw(context)
                context.endPDFPage()
            }
        }
        context.closePDF()
        return url
    }
}
