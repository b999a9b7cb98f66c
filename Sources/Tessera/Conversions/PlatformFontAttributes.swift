import TesseraCore

/// A platform's font weight type — SwiftUI's `Font.Weight`, UIKit's `UIFont.Weight` or AppKit's
/// `NSFont.Weight` — so the core's weights map onto each through one table: `Font.Weight(.semibold)`.
public protocol PlatformFontWeight {
    /// The platform's `ultraLight`.
    static var ultraLight: Self { get }
    /// The platform's `thin`.
    static var thin: Self { get }
    /// The platform's `light`.
    static var light: Self { get }
    /// The platform's `regular`.
    static var regular: Self { get }
    /// The platform's `medium`.
    static var medium: Self { get }
    /// The platform's `semibold`.
    static var semibold: Self { get }
    /// The platform's `bold`.
    static var bold: Self { get }
    /// The platform's `heavy`.
    static var heavy: Self { get }
    /// The platform's `black`.
    static var black: Self { get }
}

extension PlatformFontWeight {
    /// This platform's weight for a core weight.
    public init(_ weight: FontWeight) {
        self = .matching(weight)
    }

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

/// A platform's font width type — `Font.Width`, `UIFont.Width` or `NSFont.Width` — so the core's
/// widths map onto each through one table: `Font.Width(.condensed)`.
public protocol PlatformFontWidth {
    /// The platform's `compressed`.
    static var compressed: Self { get }
    /// The platform's `condensed`.
    static var condensed: Self { get }
    /// The platform's `standard`.
    static var standard: Self { get }
    /// The platform's `expanded`.
    static var expanded: Self { get }
}

extension PlatformFontWidth {
    /// This platform's width for a core width.
    public init(_ width: FontWidth) {
        self = .matching(width)
    }

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

/// A platform's system font design type — `Font.Design`, `UIFontDescriptor.SystemDesign` or
/// `NSFontDescriptor.SystemDesign` — so the core's designs map onto each through one table.
public protocol PlatformFontDesign {
    /// The platform's `default`.
    static var `default`: Self { get }
    /// The platform's `rounded`.
    static var rounded: Self { get }
    /// The platform's `serif`.
    static var serif: Self { get }
    /// The platform's `monospaced`.
    static var monospaced: Self { get }
}

extension PlatformFontDesign {
    /// This platform's design for a core design.
    public init(_ design: FontDesign) {
        self = .matching(design)
    }

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
