import TesseraCore

/// A platform's font weight type — SwiftUI's, UIKit's or AppKit's — so the core's weights map
/// onto each through one table.
protocol PlatformFontWeight {
    static var ultraLight: Self { get }
    static var thin: Self { get }
    static var light: Self { get }
    static var regular: Self { get }
    static var medium: Self { get }
    static var semibold: Self { get }
    static var bold: Self { get }
    static var heavy: Self { get }
    static var black: Self { get }
}

extension PlatformFontWeight {
    /// This platform's weight for a core weight.
    static func matching(_ weight: FontWeight) -> Self {
        switch weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}

/// A platform's font width type.
protocol PlatformFontWidth {
    static var compressed: Self { get }
    static var condensed: Self { get }
    static var standard: Self { get }
    static var expanded: Self { get }
}

extension PlatformFontWidth {
    /// This platform's width for a core width.
    static func matching(_ width: FontWidth) -> Self {
        switch width {
        case .compressed: .compressed
        case .condensed: .condensed
        case .standard: .standard
        case .expanded: .expanded
        }
    }
}

/// A platform's system font design type.
protocol PlatformFontDesign {
    static var `default`: Self { get }
    static var rounded: Self { get }
    static var serif: Self { get }
    static var monospaced: Self { get }
}

extension PlatformFontDesign {
    /// This platform's design for a core design.
    static func matching(_ design: FontDesign) -> Self {
        switch design {
        case .default: .default
        case .rounded: .rounded
        case .serif: .serif
        case .monospaced: .monospaced
        }
    }
}
