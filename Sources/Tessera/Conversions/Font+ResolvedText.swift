import SwiftUI
import TesseraCore

extension Font {
    /// The font of a resolved text role.
    ///
    /// A role at its text style's system size becomes that text style, and a custom family
    /// becomes `Font.custom(_:size:relativeTo:)` with the base size: SwiftUI scales both with
    /// Dynamic Type itself. A system font at a custom size is drawn at the size the core already
    /// scaled. Nothing is scaled twice. Pass the weight to draw with (see `TextRoleModifier`).
    public init(_ text: ResolvedText, weight: FontWeight) {
        let style = Font.TextStyle(text.textStyle)
        let font: Font
        if let family = text.family {
            font = .custom(family, size: text.baseSize, relativeTo: style).weight(Font.Weight(weight))
        } else if text.isSystemSize {
            font = .system(style, design: Font.Design(text.design), weight: Font.Weight(weight))
        } else {
            font = .system(size: text.size, weight: Font.Weight(weight), design: Font.Design(text.design))
        }
        self = text.width == .standard ? font : font.width(Font.Width(text.width))
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

extension Font.Weight {
    /// SwiftUI's weight for a core weight.
    public init(_ weight: FontWeight) {
        switch weight {
        case .ultraLight: self = .ultraLight
        case .thin: self = .thin
        case .light: self = .light
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        case .heavy: self = .heavy
        case .black: self = .black
        }
    }
}

extension Font.Design {
    /// SwiftUI's design for a core design.
    public init(_ design: FontDesign) {
        switch design {
        case .default: self = .default
        case .rounded: self = .rounded
        case .serif: self = .serif
        case .monospaced: self = .monospaced
        }
    }
}

extension Font.Width {
    /// SwiftUI's width for a core width.
    public init(_ width: FontWidth) {
        switch width {
        case .compressed: self = .compressed
        case .condensed: self = .condensed
        case .standard: self = .standard
        case .expanded: self = .expanded
        }
    }
}
