import SwiftUI
import TesseraCore

extension SwiftUI.Material {
    /// SwiftUI's material for a theme material.
    public init(_ material: TesseraCore.Material) {
        switch material {
        case .ultraThin: self = .ultraThinMaterial
        case .thin: self = .thinMaterial
        case .regular: self = .regularMaterial
        case .thick: self = .thickMaterial
        case .ultraThick: self = .ultraThickMaterial
        case .bar: self = .bar
        }
    }
}
