import SwiftUI
import TesseraCore

extension ThemeContext {
    /// The context a view is drawn in, read from its environment.
    ///
    /// Platforms without size classes (macOS) count as regular in both directions.
    public init(_ environment: EnvironmentValues) {
        #if canImport(UIKit)
        let platform = Platform.iOS
        let horizontal: SizeClass = environment.horizontalSizeClass == .compact ? .compact : .regular
        let vertical: SizeClass = environment.verticalSizeClass == .compact ? .compact : .regular
        #else
        let platform = Platform.macOS
        let horizontal = SizeClass.regular
        let vertical = SizeClass.regular
        #endif
        self.init(
            platform: platform,
            appearance: environment.colorScheme == .dark ? .dark : .light,
            contrast: environment.colorSchemeContrast == .increased ? .increased : .standard,
            dynamicTypeSize: TesseraCore.DynamicTypeSize(environment.dynamicTypeSize),
            horizontalSizeClass: horizontal,
            verticalSizeClass: vertical,
            displayScale: Double(environment.displayScale),
            reduceMotion: environment.accessibilityReduceMotion,
            boldText: environment.legibilityWeight == .bold,
            reduceTransparency: environment.accessibilityReduceTransparency)
    }
}
