// pass: ios
// error: ambiguous use of 'secondary'
// Why Tessera's colour roles use `.role(…)` or role-specific names (`textSecondary`) rather than
// SwiftUI's style names: a `secondary` member on `ThemeColor` would make the system spelling
// `.foregroundStyle(.secondary)` ambiguous in every file that imports Tessera.
import SwiftUI
import Tessera

extension ShapeStyle where Self == ThemeColor {
    static var secondary: ThemeColor { .textSecondary }
}

struct Ambiguous: View {
    var body: some View {
        Text(verbatim: "Updated").foregroundStyle(.secondary)
    }
}
