#if DEBUG
import SwiftUI
import TesseraCore

struct SurfacePreviews: PreviewProvider {
    static var previews: some View {
        PreviewVariants {
            PreviewVStack(gap: .regular, alignment: .center) {
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

struct SurfaceOptionPreviews: PreviewProvider {
    static var previews: some View {
        PreviewVariants {
            PreviewVStack(gap: .regular, alignment: .center) {
                ForEach(InsetVariant.allCases, id: \.self) { variant in
                    Text(verbatim: "Card, \(variant.name) inset").textRole(.body).surface(.card, inset: variant)
                }
                Button {
                } label: {
                    Text(verbatim: "A tappable card").textRole(.headline).frame(
                        maxWidth: .infinity, alignment: .leading)
                }
                .buttonStyle(.surface(.card))
            }
        }
    }
}
#endif
