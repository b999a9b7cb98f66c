import SwiftUI
import Tessera
import TesseraCore

/// One page of a `ThemeStyleSheet`: the parts of groups the core's layout put on it, each row
/// framed at the layout's height, and the page's number at its foot.
struct StyleSheetPageView: View {
    let theme: CompiledTheme
    let layout: StyleSheetLayout
    let page: StyleSheetPage
    let number: Int
    let count: Int

    var body: some View {
        ThemeRoot(theme: theme) {
            VStack(alignment: .leading, spacing: 0) {
                if page.hasTitle { title }
                ForEach(page.parts, id: \.self) { part in
                    StyleSheetPart(theme: theme, layout: layout, part: part)
                }
                Spacer(minLength: 0)
                Text(verbatim: "\(theme.name) · page \(number) of \(count)").textRole(.caption2)
            }
            .padding(CGFloat(layout.margin))
            // tessera-lint:disable-next-line fixed-frame
            .frame(width: CGFloat(layout.paper.width), height: CGFloat(layout.paper.height), alignment: .top)
            .surface(.appBackground, inset: false)
        }
    }

    /// The theme's name, summary and purpose, at the height the layout gives them.
    private var title: some View {
        let spacing = CGFloat(theme.resolved().gap(.micro))
        return VStack(alignment: .leading, spacing: spacing) {
            Text(verbatim: theme.name).textRole(.largeTitle)
            if let summary = theme.spec.summary { Text(verbatim: summary).textRole(.bodySecondary) }
            if let purpose = theme.spec.purpose { Text(verbatim: purpose).textRole(.footnote) }
        }
        .frame(height: CGFloat(layout.titleHeight), alignment: .leading)
    }
}
