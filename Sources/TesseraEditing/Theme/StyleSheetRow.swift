import SwiftUI
import Tessera
@_spi(TesseraTools) import TesseraCore

/// One row of a printed style sheet: a colour role in light and dark, a text role's sample, a
/// spacing step, the radii, or a button or surface role — by the group's index in
/// `StyleSheetLayout(theme:paper:)` and the row's name.
struct StyleSheetRow: View {
    let theme: CompiledTheme
    let group: Int
    let name: String

    var body: some View {
        let resolved = theme.resolved()
        let gap = { (gap: Gap) in CGFloat(resolved.gap(gap)) }
        switch group {
        case 0:
            let swatch = resolved.roundedRectangle("small")
            HStack(spacing: gap(.tight)) {
                ForEach(Appearance.allCases, id: \.self) { appearance in
                    let color = theme.color(ColorRole.custom(name), in: ColorMode(appearance))
                    swatch.fill(Color(color)).frame(
                        width: CGFloat(StyleSheetLayout.swatchSide), height: CGFloat(StyleSheetLayout.swatchSide)
                    )
                    .overlay { swatch.strokeBorder(.borderSubtle, lineWidth: 1) }
                    Text(verbatim: color.hexString).textRole(.caption).frame(width: 84, alignment: .leading)
                }
                Text(verbatim: name).textRole(.callout)
            }
        case 1:
            let text = resolved.text(TextRole.custom(name))
            HStack(alignment: .firstTextBaseline, spacing: gap(.regular)) {
                Text(verbatim: "\(name) · \(Int(text.size.rounded())) pt \(text.weight.rawValue)")
                    .textRole(.caption).frame(width: 190, alignment: .leading)
                Text(verbatim: "The quick brown fox").textRole(TextRole.custom(name)).lineLimit(1)
            }
        case 2 where name == StyleSheetLayout.radiiRow:
            HStack(spacing: gap(.regular)) {
                ForEach(theme.catalogue.radii, id: \.name) { radius in
                    VStack(spacing: gap(.micro)) {
                        let side = CGFloat(StyleSheetLayout.radiusSide)
                        RoundedRectangle(cornerRadius: CGFloat(min(radius.points, 24))).strokeBorder(
                            .controlBorder, lineWidth: 1
                        ).frame(width: side, height: side)
                        Text(verbatim: "\(radius.name) \(Int(radius.points))").textRole(.caption)
                    }
                }
            }
        case 2:
            let points = resolved.spacing(name) ?? 0
            HStack(spacing: gap(.regular)) {
                Text(verbatim: "\(name) · \(Int(points)) pt").textRole(.caption).frame(width: 120, alignment: .leading)
                Rectangle().fill(.role(.accent)).frame(width: CGFloat(points), height: 8)
            }
        default:
            if theme.buttonRoles.contains(ButtonRole.custom(name)) {
                Button {
                } label: {
                    Text(verbatim: name)
                }.buttonStyle(.role(ButtonRole.custom(name)))
            } else {
                Text(verbatim: name).textRole(.callout).frame(maxWidth: .infinity, alignment: .leading).surface(
                    SurfaceRole.custom(name))
            }
        }
    }
}
