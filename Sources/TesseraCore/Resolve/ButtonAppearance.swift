/// A button role in one form and state: cheap to make (no allocation), with each part
/// computed on access from the resolved tables.
///
/// Unfilled forms (`text`, `icon`) draw the label in the role's `plainLabelColor` (by default
/// its fill colour, so a primary text button reads in the accent colour). The circular icon
/// form fills with the role's fill, or `surfaceSecondary` when it has none.
public struct ButtonAppearance: Sendable {
    let resolved: ResolvedTheme
    let button: CompiledButton
    public let form: ButtonForm
    public let state: ButtonState

    init(resolved: ResolvedTheme, button: CompiledButton, form: ButtonForm?, state: ButtonState) {
        self.resolved = resolved
        self.button = button
        self.form = form ?? button.form
        self.state = state
    }

    public var role: String { button.name }

    public var shape: ResolvedButtonShape {
        switch form {
        case .capsule: button.cornerRadius.map(ResolvedButtonShape.rounded) ?? .capsule
        case .circularIcon: .circle
        case .text, .icon: .none
        }
    }

    /// The fill, or `nil` when the form draws none.
    public var fill: RGBA? {
        switch form {
        case .capsule: button.fillIndex.map { resolved.colors.values[$0] }
        case .circularIcon: resolved.colors.values[button.fillIndex ?? ColorRoles.Builtin.surfaceSecondary.index]
        case .text, .icon: nil
        }
    }

    public var border: ResolvedBorder? {
        guard form == .capsule || form == .circularIcon, let border = button.border, border.width > 0 else { return nil }
        return ResolvedBorder(color: resolved.colors.values[border.colorIndex], width: border.width)
    }

    public var label: ResolvedText { resolved.texts.values[button.labelIndex] }

    public var labelColor: RGBA {
        switch form {
        case .capsule, .circularIcon:
            return resolved.colors.values[button.labelColorIndex]
        case .text, .icon:
            return resolved.colors.values[button.plainLabelColorIndex]
        }
    }

    public var padding: EdgeInsets { form == .capsule || form == .text ? button.padding : EdgeInsets(horizontal: 0, vertical: 0) }
    public var minHeight: Double { button.minHeight }
    /// The smallest tappable size, never under the theme's minimum touch target.
    public var minimumHitSize: Double { max(resolved.layout.minimumTouchTarget, form == .capsule ? button.minHeight : 0) }
    public var iconSize: Double { resolved.theme.buttonForms.iconSize }
    public var circleDiameter: Double { resolved.theme.buttonForms.circleDiameter }

    public var scale: Double { state == .pressed ? button.pressedScale : 1 }
    public var opacity: Double {
        switch state {
        case .normal: 1
        case .pressed: button.pressedOpacity
        case .disabled: button.disabledOpacity
        }
    }
    public var saturation: Double { state == .disabled ? button.disabledSaturation : 1 }

    /// The press animation, or its Reduce Motion substitute.
    public var animation: ResolvedAnimation { resolved.animation(at: button.animationIndex) }

    /// Everything at once, as a value.
    public var snapshot: ResolvedButton {
        ResolvedButton(
            role: role, form: form, state: state, shape: shape, fill: fill, border: border, label: label,
            labelColor: labelColor, padding: padding, minHeight: minHeight, minimumHitSize: minimumHitSize,
            iconSize: iconSize, circleDiameter: circleDiameter, scale: scale, opacity: opacity,
            saturation: saturation, animation: animation)
    }
}
