#if DEBUG
import SwiftUI
import TesseraCore

/// Shows a component in light, dark, and at an accessibility text size, each themed by the
/// default preset.
struct PreviewVariants<Content: View>: View {
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        Group {
            ThemeRoot { content.padding(.screen).surface(.appBackground, inset: false) }
                .environment(\.colorScheme, .light)
                .previewDisplayName("Light")
            ThemeRoot { content.padding(.screen).surface(.appBackground, inset: false) }
                .environment(\.colorScheme, .dark)
                .previewDisplayName("Dark")
            ThemeRoot { content.padding(.screen).surface(.appBackground, inset: false) }
                .environment(\.dynamicTypeSize, .accessibility3)
                .previewDisplayName("Accessibility 3")
        }
    }
}
#endif
