#if DEBUG
import SwiftUI
import TesseraCore

struct ThemeColorPreviews: PreviewProvider {
    static var previews: some View {
        PreviewVariants {
            PreviewVStack(gap: .micro) {
                ForEach(ColorRoles.Builtin.allCases, id: \.self) { role in
                    HStack {
                        PreviewSwatch(role: ColorRole(role)).frame(width: 44, height: 24)
                        Text(verbatim: role.name).textRole(.callout)
                    }
                }
                Text(verbatim: "Secondary text").foregroundStyle(.textSecondary)
            }
        }
    }
}
#endif
