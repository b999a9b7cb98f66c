import SwiftUI
import TesseraCore

/// A stack that lays its views out in a row where the width is regular (iPad, landscape
/// iPhone Plus/Max, Mac) and in a column where it is compact, spaced by a theme gap.
///
/// The switch keeps the views' identity (it swaps the layout, not the views), so state and
/// animations survive rotation and multitasking resizes.
public struct AdaptiveStack<Content: View>: View {
    private let gap: Gap
    private let content: Content
    @Environment(\.tessera) private var theme

    /// A stack of `content`, spaced by `gap`.
    public init(gap: Gap = .regular, @ViewBuilder content: () -> Content) {
        self.gap = gap
        self.content = content()
    }

    public var body: some View {
        let spacing = theme.gap(gap)
        let layout = theme.context.horizontalSizeClass == .regular
            ? AnyLayout(HStackLayout(alignment: .top, spacing: spacing))
            : AnyLayout(VStackLayout(alignment: .leading, spacing: spacing))
        layout { content }
    }
}

/// A row of views that becomes a column when the row does not fit the width offered, whatever
/// the size class (long localisations, large Dynamic Type sizes).
public struct FittingStack<Content: View>: View {
    private let gap: Gap
    private let content: Content
    @Environment(\.tessera) private var theme

    /// A row of `content` spaced by `gap`, or a column when the row does not fit.
    public init(gap: Gap = .regular, @ViewBuilder content: () -> Content) {
        self.gap = gap
        self.content = content()
    }

    public var body: some View {
        let spacing = theme.gap(gap)
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .center, spacing: spacing) { content }
            VStack(alignment: .leading, spacing: spacing) { content }
        }
    }
}
