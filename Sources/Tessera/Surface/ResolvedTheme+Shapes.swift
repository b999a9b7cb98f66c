import SwiftUI
import TesseraCore

extension ResolvedTheme {
    /// A rounded rectangle with the theme's named radius (`"large"`); square when the theme has
    /// no such radius.
    public func roundedRectangle(_ radius: String) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: self.radius(radius) ?? 0, style: .continuous)
    }

    /// The outline of a surface role, for clipping or hit-testing content drawn on it.
    public func shape(of surface: SurfaceRole) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: self.surface(surface).cornerRadius, style: .continuous)
    }
}
