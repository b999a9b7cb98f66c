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

/// A vertical stack of preview samples, spaced by a theme gap where it is drawn.
struct PreviewVStack<Content: View>: View {
    let gap: Gap
    var alignment: HorizontalAlignment = .leading
    @ViewBuilder let content: Content
    @Environment(\.tessera) private var theme

    var body: some View {
        VStack(alignment: alignment, spacing: CGFloat(theme.gap(gap))) { content }
    }
}

/// A horizontal row of preview samples, spaced by a theme gap where it is drawn.
struct PreviewHStack<Content: View>: View {
    let gap: Gap
    @ViewBuilder let content: Content
    @Environment(\.tessera) private var theme

    var body: some View {
        HStack(spacing: CGFloat(theme.gap(gap))) { content }
    }
}

/// A colour role's swatch, rounded with the theme's small radius.
struct PreviewSwatch: View {
    let role: ColorRole
    @Environment(\.tessera) private var theme

    var body: some View {
        theme.roundedRectangle("small").fill(.role(role))
    }
}
#endif
