import SwiftUI
import TesseraCore

extension ThemeContext {
    /// The context a view is drawn in, read from its environment.
    ///
    /// A size class the environment leaves unset (as on the Mac) counts as regular. Text sizes
    /// follow iOS's Dynamic Type table wherever UIKit exists (iPhone, iPad, Mac Catalyst,
    /// visionOS) and the macOS table elsewhere.
    public init(_ environment: EnvironmentValues) {
        #if canImport(UIKit)
        let platform = Platform.iOS
        #else
        let platform = Platform.macOS
        #endif
        let horizontal: SizeClass = environment.horizontalSizeClass == .compact ? .compact : .regular
        let vertical: SizeClass = environment.verticalSizeClass == .compact ? .compact : .regular
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
