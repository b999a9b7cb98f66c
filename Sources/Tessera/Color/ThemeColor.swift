import SwiftUI
import TesseraCore

/// A colour role as a shape style: usable wherever SwiftUI takes a `ShapeStyle`
/// (`.foregroundStyle`, `.background`, `.fill`, `.tint`), resolving from the environment where
/// it is drawn, so a subtree's colour scheme or contrast override applies.
///
/// ```swift
/// Text("Updated").foregroundStyle(.textSecondary)
/// RoundedRectangle(cornerRadius: 8).fill(.role(.surfaceSecondary))
/// ```
public struct ThemeColor: ShapeStyle, Hashable {
    /// The role drawn.
    public let role: ColorRole

    /// The style of `role`.
    public init(_ role: ColorRole) {
        self.role = role
    }

    /// The role's colour in `environment`.
    public func resolve(in environment: EnvironmentValues) -> Color {
        Color(environment.tessera.color(role))
    }
}

extension ShapeStyle where Self == ThemeColor {
    /// Any colour role, built-in or custom: `.role(.custom("brandGlow"))`.
    public static func role(_ role: ColorRole) -> ThemeColor { ThemeColor(role) }

    // `background` and `separator` are reached through `.role(_:)`: SwiftUI's own shape styles
    // already use those names.
    public static var textPrimary: ThemeColor { ThemeColor(.textPrimary) }
    public static var textSecondary: ThemeColor { ThemeColor(.textSecondary) }
    public static var textTertiary: ThemeColor { ThemeColor(.textTertiary) }
    public static var textOnAccent: ThemeColor { ThemeColor(.textOnAccent) }
    public static var textOnDestructive: ThemeColor { ThemeColor(.textOnDestructive) }
    public static var textOnOverlay: ThemeColor { ThemeColor(.textOnOverlay) }
    public static var textOnScrim: ThemeColor { ThemeColor(.textOnScrim) }
    public static var surfaceBase: ThemeColor { ThemeColor(.surfaceBase) }
    public static var surfaceSecondary: ThemeColor { ThemeColor(.surfaceSecondary) }
    public static var surfaceOverlay: ThemeColor { ThemeColor(.surfaceOverlay) }
    public static var borderSubtle: ThemeColor { ThemeColor(.borderSubtle) }
    public static var controlBorder: ThemeColor { ThemeColor(.controlBorder) }
    public static var focusRing: ThemeColor { ThemeColor(.focusRing) }
    public static var accent: ThemeColor { ThemeColor(.accent) }
    public static var destructive: ThemeColor { ThemeColor(.destructive) }
    public static var success: ThemeColor { ThemeColor(.success) }
    public static var warning: ThemeColor { ThemeColor(.warning) }
    public static var themePrimary: ThemeColor { ThemeColor(.themePrimary) }
    public static var themeSecondary: ThemeColor { ThemeColor(.themeSecondary) }
}
