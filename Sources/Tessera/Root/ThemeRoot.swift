import Foundation
import SwiftUI
import TesseraCore

/// The one call at the root of an app (or of a subtree that should look different): puts a
/// theme, or a theme manager, into the environment and tints stock controls with the accent.
///
/// ```swift
/// ThemeRoot(manager: manager) { ContentView() }
/// ```
///
/// Switching brands (`manager.select("harbour")`, with `Presets.brands(in:)` as the manager's
/// presets) or presets changes only the theme this root puts into the environment: the root
/// keeps the same view tree, so state below it (scroll positions, text being typed, navigation)
/// survives the switch, and only views that read the theme redraw. Do not key the content on the
/// brand (`.id(manager.selectedPresetID)`), which would rebuild it.
///
/// Roots nest: an inner root re-themes its subtree, such as a preview card in another preset.
/// Without any root, views draw with the default preset.
public struct ThemeRoot<Content: View>: View {
    private let theme: CompiledTheme?
    private let manager: ThemeManager?
    private let content: Content

    /// Themes `content` with a compiled theme (the default preset unless given).
    public init(theme: CompiledTheme = Presets.default.theme, @ViewBuilder content: () -> Content) {
        self.theme = theme
        manager = nil
        self.content = content()
    }

    /// Themes `content` with a manager's current theme, following its edits, and makes the
    /// manager available to editing views (`@Environment(ThemeManager.self)`).
    ///
    /// To follow a theme while it is edited in Tessera Studio, add the `TesseraLive` product and
    /// run its source beside the root (in Debug builds only, so Release builds leave it out):
    ///
    /// ```swift
    /// ThemeRoot(manager: manager) { ContentView() }
    ///     #if DEBUG
    ///     .task { await LiveThemeSource.run(studioURL, on: manager) }
    ///     #endif
    /// ```
    public init(manager: ThemeManager, @ViewBuilder content: () -> Content) {
        theme = nil
        self.manager = manager
        self.content = content()
    }

    public var body: some View {
        if let manager {
            content.tesseraTheme(manager)
        } else {
            content.tesseraTheme(theme ?? Presets.default.theme)
        }
    }
}

extension View {
    /// Themes this view and everything below it with `theme`, and tints stock controls with its
    /// accent.
    public func tesseraTheme(_ theme: CompiledTheme) -> some View {
        environment(\.tesseraTheme, theme).tint(ThemeColor(.accent))
    }

    /// Themes this view with `manager`'s current theme and puts the manager in the environment.
    public func tesseraTheme(_ manager: ThemeManager) -> some View {
        modifier(ManagedThemeModifier(manager: manager))
    }
}

/// Reads the manager's theme in `body`, so views follow its edits.
private struct ManagedThemeModifier: ViewModifier {
    let manager: ThemeManager

    func body(content: Content) -> some View {
        content
            .environment(\.tesseraTheme, manager.theme)
            .environment(manager)
            .tint(ThemeColor(.accent))
    }
}
