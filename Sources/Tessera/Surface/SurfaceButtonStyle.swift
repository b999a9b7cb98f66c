import SwiftUI
import TesseraCore

/// A button drawn as a surface role: a tappable card or panel.
///
/// The whole surface is the hit area and is announced as a button. Pressed, it scales and fades
/// as the theme's plain button does, with the plain button's press animation (or its Reduce
/// Motion substitute); disabled, it takes the plain button's disabled opacity.
///
/// ```swift
/// Button { open(trip) } label: { TripSummary(trip) }
///     .buttonStyle(.surface(.card))
/// ```
public struct SurfaceButtonStyle: ButtonStyle {
    /// The surface drawn.
    public let role: SurfaceRole
    /// The inset variant; `nil` pads with the surface's own inset.
    public let inset: InsetVariant?

    /// A button drawn as `role`, padded with the surface's own inset or its `inset` variant.
    public init(_ role: SurfaceRole, inset: InsetVariant? = nil) {
        self.role = role
        self.inset = inset
    }

    /// The surface drawn for the current state.
    public func makeBody(configuration: Configuration) -> some View {
        SurfaceButtonBody(role: role, inset: inset.map(SurfacePadding.variant) ?? .own, configuration: configuration)
    }
}

extension ButtonStyle where Self == SurfaceButtonStyle {
    /// A button drawn as a surface role: `.buttonStyle(.surface(.card))`.
    public static func surface(_ role: SurfaceRole, inset: InsetVariant? = nil) -> SurfaceButtonStyle {
        SurfaceButtonStyle(role, inset: inset)
    }
}

/// The drawing of a surface button, resolved where it is drawn.
struct SurfaceButtonBody: View {
    let role: SurfaceRole
    let inset: SurfacePadding
    let configuration: ButtonStyleConfiguration

    @Environment(\.tessera) private var theme
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let state: ButtonState = !isEnabled ? .disabled : configuration.isPressed ? .pressed : .normal
        let press = theme.button(.plain, state: state)
        configuration.label
            .modifier(SurfaceModifier(role: role, inset: inset))
            .contentShape(theme.shape(of: role))
            .scaleEffect(press.scale)
            .opacity(press.opacity)
            .animation(Animation.resolved(theme.animation(of: press)), value: configuration.isPressed)
    }
}
