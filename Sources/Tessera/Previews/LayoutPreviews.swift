#if DEBUG
import SwiftUI
import TesseraCore

struct LayoutPreviews: PreviewProvider {
    static var previews: some View {
        PreviewVariants {
            PreviewVStack(gap: .ample) {
                AdaptiveStack(gap: .ample) {
                    Text(verbatim: "Adaptive").textRole(.headline).surface(.card)
                    Text(verbatim: "stack").textRole(.headline).surface(.card)
                }
                FittingStack {
                    ThemeButton("Cancel", role: .secondary) {}
                    ThemeButton("Continue", role: .primary) {}
                }
                Text(verbatim: "Readable width keeps long lines comfortable on wide windows.")
                    .textRole(.body)
                    .readableWidth()
                    .padding(.card)
                Text(verbatim: "Spacing steps: .padding(.horizontal, .l)")
                    .textRole(.footnote)
                    .padding(.horizontal, .l)
                    .padding(.xs)
            }
        }
    }
}

struct ThemeScreenPreviews: PreviewProvider {
    static var previews: some View {
        ForEach(["Light", "Dark"], id: \.self) { name in
            ThemeRoot {
                ThemeScreen {
                    Text(verbatim: "Trips").textRole(.largeTitle)
                    ForEach(1..<6, id: \.self) { index in
                        Text(verbatim: "Trip \(index)").textRole(.headline).frame(
                            maxWidth: .infinity, alignment: .leading
                        ).surface(.card)
                    }
                }
            }
            .environment(\.colorScheme, name == "Light" ? .light : .dark)
            .previewDisplayName(name)
        }
    }
}
#endif
