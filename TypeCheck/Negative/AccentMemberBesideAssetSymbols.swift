// pass: ios
// error: ambiguous use of 'accent'
// Why Tessera has no `.accent` shape-style member: next to the asset symbols Xcode generates for
// the template's AccentColor, a second `.accent` makes every documented call ambiguous.
import SwiftUI
import Tessera

extension ShapeStyle where Self == Color {
    static var accent: Color { Color(.sRGB, red: 0, green: 0.48, blue: 1, opacity: 1) }
}
extension ShapeStyle where Self == ThemeColor {
    static var accent: ThemeColor { ThemeColor(.accent) }
}

struct Ambiguous: View {
    var body: some View {
        Circle().fill(.accent)
    }
}
