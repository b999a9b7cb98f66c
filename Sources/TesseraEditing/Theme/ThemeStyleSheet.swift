import Foundation
import SwiftUI
import Tessera
@_spi(TesseraTools) import TesseraCore

/// A printable style sheet of a theme: its colour roles in light and dark with their values, every
/// text role at its size and weight, the spacing scale, the corner radii, and each button and
/// surface role drawn — one page, for design reviews and hand-offs.
///
/// ```swift
/// let url = try ThemeStyleSheet(theme: manager.theme).writePDF(to: .temporaryDirectory)
/// ```
public struct ThemeStyleSheet: View {
    /// The theme shown.
    public let theme: CompiledTheme

    /// A style sheet of `theme`.
    public init(theme: CompiledTheme) {
        self.theme = theme
    }

    /// The width of a US Letter page, in points: the sheet is laid out for print.
    static let pageWidth: CGFloat = 612

    /// The sheet, drawn in `theme` (light appearance, default text size).
    public var body: some View {
        let resolved = theme.resolved()
        let gap = { (gap: Gap) in CGFloat(resolved.gap(gap)) }
        let swatch = resolved.roundedRectangle("small")
        ThemeRoot(theme: theme) {
            VStack(alignment: .leading, spacing: gap(.loose)) {
                VStack(alignment: .leading, spacing: gap(.micro)) {
                    Text(theme.name).textRole(.largeTitle)
                    if let summary = theme.spec.summary { Text(summary).textRole(.bodySecondary) }
                    if let purpose = theme.spec.purpose { Text(purpose).textRole(.footnote) }
                }
                StyleSheetSection(title: "Colours") {
                    ForEach(theme.colorRoles, id: \.self) { role in
                        HStack(spacing: gap(.tight)) {
                            ForEach(Appearance.allCases, id: \.self) { appearance in
                                let color = theme.color(role, in: ColorMode(appearance))
                                swatch.fill(Color(color)).frame(width: 28, height: 28)
                                    .overlay { swatch.strokeBorder(.borderSubtle, lineWidth: 1) }
                                Text(verbatim: color.hexString).textRole(.caption).frame(width: 84, alignment: .leading)
                            }
                            Text(verbatim: role.name).textRole(.callout)
                        }
                    }
                }
                StyleSheetSection(title: "Type") {
                    ForEach(theme.textRoles, id: \.self) { role in
                        let text = theme.resolved().text(role)
                        HStack(alignment: .firstTextBaseline, spacing: gap(.regular)) {
                            Text(verbatim: "\(role.name) · \(Int(text.size.rounded())) pt \(text.weight.rawValue)")
                                .textRole(.caption).frame(width: 190, alignment: .leading)
                            Text(verbatim: "The quick brown fox").textRole(role)
                        }
                    }
                }
                StyleSheetSection(title: "Spacing and radii") {
                    ForEach((theme.spec.layout?.spacing ?? [:]).sorted { $0.value < $1.value }, id: \.key) { name, points in
                        HStack(spacing: gap(.regular)) {
                            Text(verbatim: "\(name) · \(Int(points)) pt").textRole(.caption).frame(width: 120, alignment: .leading)
                            Rectangle().fill(.role(.accent)).frame(width: CGFloat(points), height: 8)
                        }
                    }
                    HStack(spacing: gap(.regular)) {
                        ForEach(theme.spec.radii.sorted { $0.value < $1.value }, id: \.key) { name, radius in
                            VStack(spacing: gap(.micro)) {
                                RoundedRectangle(cornerRadius: CGFloat(min(radius, 24))).strokeBorder(.controlBorder, lineWidth: 1).frame(width: 48, height: 48)
                                Text(verbatim: "\(name) \(Int(radius))").textRole(.caption)
                            }
                        }
                    }
                }
                StyleSheetSection(title: "Buttons and surfaces") {
                    HStack(spacing: gap(.tight)) {
                        ForEach(theme.buttonRoles, id: \.self) { role in
                            Button {} label: { Text(verbatim: role.name) }.buttonStyle(.role(role))
                        }
                    }
                    ForEach(theme.surfaceRoles, id: \.self) { role in
                        Text(verbatim: role.name).textRole(.callout).frame(maxWidth: .infinity, alignment: .leading).surface(role)
                    }
                }
            }
            .padding(.xxl)
            .frame(width: Self.pageWidth) // tessera-lint:disable-line fixed-frame
            .surface(.appBackground, inset: false)
        }
    }

    /// Writes the sheet as a one-page PDF named after the theme into `directory`, and returns its
    /// URL. Throws when the file cannot be created.
    @MainActor
    public func writePDF(to directory: URL) throws -> URL {
        let url = directory.appendingPathComponent("\(theme.id) style sheet.pdf")
        let renderer = ImageRenderer(content: self)
        renderer.proposedSize = ProposedViewSize(width: Self.pageWidth, height: nil)
        var created = false
        renderer.render { size, draw in
            var box = CGRect(origin: .zero, size: size)
            guard let context = CGContext(url as CFURL, mediaBox: &box, nil) else { return }
            context.beginPDFPage(nil)
            draw(context)
            context.endPDFPage()
            context.closePDF()
            created = true
        }
        guard created else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        return url
    }
}

/// A titled group of the style sheet.
struct StyleSheetSection<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content
    @Environment(\.tessera) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: CGFloat(theme.gap(.tight))) {
            Text(verbatim: title).textRole(.title2)
            content
        }
    }
}
