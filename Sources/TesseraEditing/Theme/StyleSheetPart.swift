import SwiftUI
import Tessera
import TesseraCore

/// A run of one group's rows on a page, under the group's heading ("continued" after a break).
struct StyleSheetPart: View {
    let theme: CompiledTheme
    let layout: StyleSheetLayout
    let part: StyleSheetPage.Part

    var body: some View {
        let group = layout.groups[part.group]
        VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: part.isContinued ? "\(group.title) (continued)" : group.title)
                .textRole(.title2)
                .frame(height: CGFloat(group.headingHeight), alignment: .leading)
            ForEach(Array(part.rows), id: \.self) { row in
                StyleSheetRow(theme: theme, group: part.group, name: group.rows[row])
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .frame(height: CGFloat(group.rowHeights[row]), alignment: .leading)
            }
        }
    }
}
