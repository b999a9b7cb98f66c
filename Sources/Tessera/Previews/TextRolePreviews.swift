#if DEBUG
import SwiftUI
import TesseraCore

struct TextRolePreviews: PreviewProvider {
    static var previews: some View {
        PreviewVariants {
            PreviewVStack(gap: .tight) {
                ForEach(TextRoles.Builtin.allCases, id: \.self) { role in
                    Text(verbatim: role.name).textRole(TextRole(role))
                }
                Text(verbatim: "Footnote in the accent colour").textRole(.footnote, color: .accent)
            }
        }
    }
}
#endif
