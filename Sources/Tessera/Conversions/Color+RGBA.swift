import SwiftUI
import TesseraCore

extension Color {
    /// A colour from resolved sRGB channels and alpha.
    public init(_ rgba: RGBA) {
        self.init(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }
}

extension RGBA {
    /// The channels of a colour SwiftUI resolved (gamma-encoded sRGB; extended-range values are
    /// kept, so Display P3 colours round-trip).
    public init(_ resolved: Color.Resolved) {
        self.init(
            red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
            alpha: Double(resolved.opacity))
    }
}
