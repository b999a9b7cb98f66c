import SwiftUI
import TesseraCore

extension TesseraCore.DynamicTypeSize {
    /// SwiftUI's sizes in the same order as the core's.
    static let swiftUISizes: [SwiftUI.DynamicTypeSize] = [
        .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge,
        .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
    ]

    /// The core's size for a SwiftUI size; sizes SwiftUI may add later count as the default.
    public init(_ size: SwiftUI.DynamicTypeSize) {
        let index = Self.swiftUISizes.firstIndex(of: size) ?? Self.swiftUISizes.firstIndex(of: .large) ?? 3
        self = Self.allCases[index]
    }

    /// SwiftUI's size for this one.
    public var swiftUI: SwiftUI.DynamicTypeSize { Self.swiftUISizes[index] }
}
