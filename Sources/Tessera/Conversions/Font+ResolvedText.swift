import SwiftUI
import TesseraCore

extension Font {
    /// The font of a text drawing (the core's `TextDrawing`).
    ///
    /// A text style becomes SwiftUI's text style and a custom family becomes
    /// `Font.custom(_:size:relativeTo:)` with the base size: SwiftUI scales both with Dynamic Type,
    /// within the range the drawing's view applies. A system font at a fixed size is drawn at the
    /// size the core already scaled. Nothing is scaled twice.
    public init(_ drawing: TextDrawing) {
        let weight = Font.Weight(drawing.weight)
        let font: Font
        switch drawing.face {
        case .textStyle(let style):
            font = .system(Font.TextStyle(style), design: Font.Design(drawing.design), weight: weight)
        case .custom(let family, let baseSize, let style):
            font = .custom(family, size: baseSize, relativeTo: Font.TextStyle(style)).weight(weight)
        case .fixedSize(let size):
            // The optional-parameter overload: the non-optional one is deprecated in current SDKs.
            font = .system(size: size, weight: Optional(weight), design: Optional(Font.Design(drawing.design)))
        }
        self = drawing.width == .standard ? font : font.width(Font.Width(drawing.width))
    }
}

extension Font.TextStyle {
    /// SwiftUI's text style for a core text style.
    public init(_ style: TesseraCore.TextStyle) {
        switch style {
        case .largeTitle: self = .largeTitle
        case .title1: self = .title
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .body: self = .body
        case .callout: self = .callout
        case .subheadline: self = .subheadline
        case .footnote: self = .footnote
        case .caption1: self = .caption
        case .caption2: self = .caption2
        }
    }
}

extension Font.Weight: PlatformFontWeight {}

extension Font.Design: PlatformFontDesign {}

extension Font.Width: PlatformFontWidth {}
