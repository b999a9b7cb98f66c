import SwiftUI
import TesseraCore

/// A stack that lays its views out in a row where the width is regular (iPad, landscape
/// iPhone Plus/Max, Mac) and in a column where it is compact, spaced by a theme gap.
///
/// The switch keeps the views' identity (it swaps the layout, not the views), so state and
/// animations survive rotation and multitasking resizes.
public struct AdaptiveStack<Content: View>: View {
    fileprivate let gap: Gap
    fileprivate let content: Content
    @Environment(\.tessera) private var theme

    /// A stack of `content`, spaced by `gap`.
    public init(gap: Gap = .regular, @ViewBuilder content: () -> Content) {
        self.gap = gap
        self.content = content()
    }

    public var body: some View {
        let spacing = theme.gap(gap)
        let layout =
            theme.context.horizontalSizeClass == .regular
            ? AnyLayout(HStackLayout(alignment: .top, spacing: spacing))
            : AnyLayout(VStackLayout(alignment: .leading, spacing: spacing))
        layout { content }
    }
}

/// A row of views that becomes a column when the row does not fit the width offered, whatever
/// the size class (long localisations, large Dynamic Type sizes).
public struct FittingStack<Content: View>: View {
    /// The gap and the content, held as the adaptive stack holds them.
    private let stack: AdaptiveStack<Content>
    @Environment(\.tessera) private var theme

    /// A row of `content` spaced by `gap`, or a column when the row does not fit.
    public init(gap: Gap = .regular, @ViewBuilder content: () -> Content) {
        stack = AdaptiveStack(gap: gap, content: content)
    }

    public var body: some View {
        let spacing = theme.gap(stack.gap)
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .center, spacing: spacing) { stack.content }
            VStack(alignment: .leading, spacing: spacing) { stack.content }
        }
    }
}
