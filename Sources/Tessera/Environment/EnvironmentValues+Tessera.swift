import SwiftUI
import TesseraCore

private struct CompiledThemeKey: EnvironmentKey {
    static let defaultValue: CompiledTheme? = nil
}

extension EnvironmentValues {
    /// The theme views below draw with; `nil` (nothing injected) means the default preset.
    ///
    /// Set it with `ThemeRoot` or `.tesseraTheme(_:)`.
    public var tesseraTheme: CompiledTheme? {
        get { self[CompiledThemeKey.self] }
        set { self[CompiledThemeKey.self] = newValue }
    }

    /// The theme resolved for exactly this environment: its colour scheme, contrast, Dynamic
    /// Type size, size classes, display scale and accessibility settings.
    ///
    /// Read it in custom views with `@Environment(\.tessera) private var theme`.
    public var tessera: ResolvedTheme {
        (tesseraTheme ?? Presets.default.theme).resolved(for: ThemeContext(self))
    }
}
