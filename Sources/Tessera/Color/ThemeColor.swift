import SwiftUI
import TesseraCore

/// A colour role as a shape style: usable wherever SwiftUI takes a `ShapeStyle`
/// (`.foregroundStyle`, `.background`, `.fill`, `.tint`), resolving from the environment where
/// it is drawn, so a subtree's colour scheme or contrast override applies.
///
/// ```swift
/// Text("Updated").foregroundStyle(.textSecondary)
/// RoundedRectangle(cornerRadius: 8).fill(.role(.accent))
/// Toggle("Alerts", isOn: $alerts).tint(.role(.success))
/// ```
///
/// The accent, background and separator roles are written `.role(.accent)`, `.role(.background)`
/// and `.role(.separator)`: Xcode's generated asset symbols declare `.accent` for the template's
/// AccentColor, and SwiftUI's own shape styles use the other two names, so short members would be
/// ambiguous or mean something else.
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

    // `accent`, `background` and `separator` are reached through `.role(_:)`: Xcode's generated
    // asset symbols declare `.accent` in every new project, and SwiftUI's own shape styles use the
    // other two names.
    /// The `textPrimary` colour role.
    public static var textPrimary: ThemeColor { ThemeColor(.textPrimary) }
    /// The `textSecondary` colour role.
    public static var textSecondary: ThemeColor { ThemeColor(.textSecondary) }
    /// The `textTertiary` colour role.
    public static var textTertiary: ThemeColor { ThemeColor(.textTertiary) }
    /// The `textOnAccent` colour role.
    public static var textOnAccent: ThemeColor { ThemeColor(.textOnAccent) }
    /// The `textOnDestructive` colour role.
    public static var textOnDestructive: ThemeColor { ThemeColor(.textOnDestructive) }
    /// The `textOnOverlay` colour role.
    public static var textOnOverlay: ThemeColor { ThemeColor(.textOnOverlay) }
    /// The `textOnScrim` colour role.
    public static var textOnScrim: ThemeColor { ThemeColor(.textOnScrim) }
    /// The `surfaceBase` colour role.
    public static var surfaceBase: ThemeColor { ThemeColor(.surfaceBase) }
    /// The `surfaceSecondary` colour role.
    public static var surfaceSecondary: ThemeColor { ThemeColor(.surfaceSecondary) }
    /// The `surfaceOverlay` colour role.
    public static var surfaceOverlay: ThemeColor { ThemeColor(.surfaceOverlay) }
    /// The `borderSubtle` colour role.
    public static var borderSubtle: ThemeColor { ThemeColor(.borderSubtle) }
    /// The `controlBorder` colour role.
    public static var controlBorder: ThemeColor { ThemeColor(.controlBorder) }
    /// The `focusRing` colour role.
    public static var focusRing: ThemeColor { ThemeColor(.focusRing) }
    /// The `destructive` colour role.
    public static var destructive: ThemeColor { ThemeColor(.destructive) }
    /// The `success` colour role.
    public static var success: ThemeColor { ThemeColor(.success) }
    /// The `warning` colour role.
    public static var warning: ThemeColor { ThemeColor(.warning) }
    /// The `themePrimary` colour role.
    public static var themePrimary: ThemeColor { ThemeColor(.themePrimary) }
    /// The `themeSecondary` colour role.
    public static var themeSecondary: ThemeColor { ThemeColor(.themeSecondary) }
}
