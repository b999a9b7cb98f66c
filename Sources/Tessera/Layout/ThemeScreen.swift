import SwiftUI
import TesseraCore

/// A screen laid out the theme's way, in one view: a vertical scroll view whose content keeps the
/// theme's screen insets (which follow the size classes), stays within the readable content
/// width, is stacked with the section gap, and sits on a background colour that runs under the
/// safe areas while the content stays inside them.
///
/// ```swift
/// ThemeScreen {
///     Text("Trips").textRole(.largeTitle)
///     ForEach(trips) { TripCard($0) }
/// }
/// ```
public struct ThemeScreen<Content: View>: View {
    private let background: ColorRole
    private let gap: Gap
    private let content: Content
    @Environment(\.tessera) private var theme

    /// A screen of `content` on `background` (the `background` role unless given), its views
    /// stacked `gap` apart (`loose` unless given).
    public init(background: ColorRole = .background, gap: Gap = .loose, @ViewBuilder content: () -> Content) {
        self.background = background
        self.gap = gap
        self.content = content()
    }

    /// The scrolling, inset, width-limited screen.
    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: theme.gap(gap)) {
                content
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .readableWidth()
            .padding(.screen)
        }
        .background(ThemeColor(background))
    }
}
