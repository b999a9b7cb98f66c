#if DEBUG
import SwiftUI
import TesseraCore

struct SurfacePreviews: PreviewProvider {
    static var previews: some View {
        PreviewVariants {
            VStack(spacing: 12) {
                ForEach(SurfaceRoles.Builtin.allCases, id: \.self) { role in
                    Text(verbatim: role.name)
                        .textRole(.body)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .surface(SurfaceRole(role))
                }
            }
        }
    }
}
#endif
