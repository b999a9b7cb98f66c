import SwiftUI
import TesseraCore

/// A button style for a theme's button role, in the role's own form or another one.
///
/// It draws the role's fill, border, label font and colour for the normal, pressed and disabled
/// states; animates presses with the role's motion (its Reduce Motion substitute when that is
/// on); keeps a hit area of at least the theme's minimum touch target (44 × 44 points by default)
/// even around a small icon; outlines unfilled forms when Button Shapes is on; and borders filled
/// ones when Differentiate Without Color is on.
///
/// A role the theme marks `"native": true` is drawn with the platform's own button style in the
/// role's colours, as ``NativeButtonStyle`` draws it, in this style's form and label role.
///
/// ```swift
/// Button("Continue", action: next).buttonStyle(.primary)
/// Button("Share", systemImage: "square.and.arrow.up", action: share)
///     .buttonStyle(.role(.secondary, form: .circularIcon))
/// ```
public struct ThemeButtonStyle: PrimitiveButtonStyle {
    /// The button role drawn.
    public let role: TesseraCore.ButtonRole
    /// The form; `nil` uses the role's own.
    public let form: ButtonForm?
    /// Where the label sits when the button fills the width it is offered; `nil` (the default)
    /// sizes the button to its label.
    public private(set) var fillAlignment: HorizontalAlignment?
    /// The text role the label is drawn in; `nil` uses the button role's own label role.
    public private(set) var labelRole: TextRole?

    /// The style of `role`, in `form` (the role's own form unless given).
    public init(_ role: TesseraCore.ButtonRole, form: ButtonForm? = nil) {
        self.role = role
        self.form = form
    }

    /// This style, filling the width it is offered with the label placed by `alignment`:
    /// a full-width call to action, or a leading-aligned row.
    ///
    /// ```swift
    /// Button("Continue", action: next).buttonStyle(.primary.fillingWidth())
    /// ```
    public func fillingWidth(alignment: HorizontalAlignment = .center) -> ThemeButtonStyle {
        var style = self
        style.fillAlignment = alignment
        return style
    }

    /// This style with its label drawn in `role` — its font, size, Dynamic Type range and
    /// case — keeping the button's label colour.
    ///
    /// ```swift
    /// Button("Details", action: more).buttonStyle(.role(.tertiary).label(.footnote))
    /// ```
    public func label(_ role: TextRole) -> ThemeButtonStyle {
        var style = self
        style.labelRole = role
        return style
    }

    /// The button drawn for the role and form: natively when the theme marks the role native,
    /// else in the role's own look for the current state.
    public func makeBody(configuration: Configuration) -> some View {
        ThemeButtonPresentation(style: self, configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == ThemeButtonStyle {
    /// Any button role, in any form: `.role(.primary, form: .icon)`.
    public static func role(_ role: TesseraCore.ButtonRole, form: ButtonForm? = nil) -> ThemeButtonStyle {
        ThemeButtonStyle(role, form: form)
    }

    // `plain` is reached through `.role(.plain)`: SwiftUI's own plain style uses the name.
    /// The `primary` button role in its own form.
    public static var primary: ThemeButtonStyle { ThemeButtonStyle(.primary) }
    /// The `secondary` button role in its own form.
    public static var secondary: ThemeButtonStyle { ThemeButtonStyle(.secondary) }
    /// The `tertiary` button role in its own form.
    public static var tertiary: ThemeButtonStyle { ThemeButtonStyle(.tertiary) }
    /// The `destructive` button role in its own form.
    public static var destructive: ThemeButtonStyle { ThemeButtonStyle(.destructive) }
}

/// A themed button, drawn as the core's presentation of the role in this form says.
struct ThemeButtonPresentation: View {
    let style: ThemeButtonStyle
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.tessera) private var theme

    var body: some View {
        let button = theme.button(style.role, form: style.form)
        switch button.presentation {
        case .themed:
            Button(configuration).buttonStyle(ThemeButtonDrawing(style: style))
        case .native(let look):
            NativeButton(
                look: look, drawing: theme.labelDrawing(of: button, in: style.labelRole),
                fillAlignment: style.fillAlignment,
                configuration: configuration)
        }
    }
}

/// The theme's own drawing of a button role, resolved for the current state where it is drawn.
struct ThemeButtonDrawing: ButtonStyle {
    let style: ThemeButtonStyle

    func makeBody(configuration: Configuration) -> some View {
        ThemeButtonBody(style: style, configuration: configuration)
    }
}

/// The drawing of a themed button, resolved where it is drawn.
struct ThemeButtonBody: View {
    let style: ThemeButtonStyle
    let configuration: ButtonStyleConfiguration

    @Environment(\.tessera) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.accessibilityShowButtonShapes) private var showButtonShapes
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor

    var body: some View {
        let state: ButtonState = !isEnabled ? .disabled : configuration.isPressed ? .pressed : .normal
        let button = theme.button(style.role, form: style.form, state: state)
        let drawing = theme.labelDrawing(of: button, in: style.labelRole)
        let outline = ButtonOutline(shape: button.shape)
        let isIcon = button.form == .icon || button.form == .circularIcon
        configuration.label
            .modifier(ButtonLabelFont(drawing: drawing, iconSize: isIcon ? button.iconSize : nil))
            .fillingOfferedWidth(style.fillAlignment)
            .foregroundStyle(Color(button.labelColor))
            .padding(button.form == .circularIcon ? SwiftUI.EdgeInsets() : SwiftUI.EdgeInsets(button.padding))
            .frame(
                minWidth: button.form == .circularIcon ? button.circleDiameter : nil,
                minHeight: button.form == .circularIcon ? button.circleDiameter : button.minHeight
            )
            .background {
                if let fill = button.fill {
                    outline.fill(Color(fill))
                } else if showButtonShapes {
                    outline.fill(Color(button.labelColor).opacity(0.12))
                }
            }
            .overlay {
                if let border = button.border {
                    outline.strokeBorder(Color(border.color), lineWidth: border.width)
                } else if differentiateWithoutColor, button.fill != nil {
                    outline.strokeBorder(Color(button.labelColor), lineWidth: 1)
                }
            }
            .frame(minWidth: button.minimumHitSize, minHeight: button.minimumHitSize)
            .contentShape(Rectangle())
            .scaleEffect(button.scale)
            .opacity(button.opacity)
            .saturation(button.saturation)
            .animation(Animation.resolved(theme.animation(of: button)), value: configuration.isPressed)
    }
}

/// A button label's font: the label role's drawing (its size and Dynamic Type range exactly as
/// the core resolved them), or the theme's icon size for icon forms.
struct ButtonLabelFont: ViewModifier {
    let drawing: TextDrawing
    let iconSize: Double?

    func body(content: Content) -> some View {
        if let iconSize {
            content
                .font(.system(size: iconSize, weight: Optional(Font.Weight(drawing.weight)), design: nil))
                .lineLimit(1)
        } else {
            content.textDrawing(drawing)
        }
    }
}

/// The outline of a button: capsule, circle, rounded rectangle, or (for unfilled forms shown
/// with Button Shapes) a softly rounded rectangle.
struct ButtonOutline: InsettableShape {
    let shape: ResolvedButtonShape
    var inset: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: inset, dy: inset)
        switch shape {
        case .capsule: return Capsule(style: .continuous).path(in: rect)
        case .circle: return Circle().path(in: rect)
        case .rounded(let radius): return RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: rect)
        // The Button Shapes outline of an unfilled form follows the system's look, not the theme.
        // tessera-lint:disable-next-line hardcoded-spacing
        case .none: return RoundedRectangle(cornerRadius: 8, style: .continuous).path(in: rect)
        }
    }

    func inset(by amount: CGFloat) -> ButtonOutline {
        ButtonOutline(shape: shape, inset: inset + amount)
    }
}
