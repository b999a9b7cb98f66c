/// A button role: how it looks in each form and state, and how it moves when pressed.
package struct ButtonRoleSpec: Sendable, Hashable, Codable {
    /// The form the role takes unless a call site asks for another.
    package var form: ButtonForm
    /// The outline of filled forms: `"capsule"`, or a corner radius.
    package var shape: ButtonShape
    /// The colour role of the fill; `nil` draws no fill.
    package var fill: String?
    /// The outline drawn around the button (`border`); `nil` draws none.
    package var border: BorderSpec?
    /// The text role of the label.
    package var label: String
    /// The colour role of the label and icon on the fill.
    package var labelColor: String
    /// The colour role of the label when drawn without a fill (text and icon forms); defaults to
    /// the fill's colour when the role has a fill, else `labelColor`.
    package var plainLabelColor: String?
    /// Space between the label and the button's edge (`padding`), horizontal and vertical.
    package var padding: EdgeInsetsSpec
    /// The smallest height the button is drawn at, in points (`minHeight`).
    package var minHeight: Double
    /// How the button changes while pressed (`pressed`).
    package var pressed: PressedSpec
    /// The name of the motion the press animates with.
    package var animation: String
    /// How the button is drawn when disabled (`disabled`).
    package var disabled: DisabledSpec
    /// For a custom role: the built-in role that stands in for it in themes that lack it.
    package var fallback: String?
    /// `true` draws the role with the platform's own button style (tinted with its colours,
    /// labelled in its text role) wherever a `ThemeButton` shows it.
    package var native: Bool?

    /// A button role with every value its file entry has; `plainLabelColor`, `fallback` and `native` are optional there too.
    package init(
        form: ButtonForm, shape: ButtonShape, fill: String?, border: BorderSpec?, label: String, labelColor: String,
        padding: EdgeInsetsSpec, minHeight: Double, pressed: PressedSpec, animation: String, disabled: DisabledSpec,
        plainLabelColor: String? = nil, fallback: String? = nil, native: Bool? = nil
    ) {
        self.native = native
        self.plainLabelColor = plainLabelColor
        self.form = form
        self.shape = shape
        self.fill = fill
        self.border = border
        self.label = label
        self.labelColor = labelColor
        self.padding = padding
        self.minHeight = minHeight
        self.pressed = pressed
        self.animation = animation
        self.disabled = disabled
        self.fallback = fallback
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case form, shape, fill, border, label, labelColor, plainLabelColor, padding, minHeight, pressed, animation,
            disabled, fallback, native
    }
}

/// The outline of a filled button.
package enum ButtonShape: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Fully rounded ends: `"capsule"` in the file.
    case capsule
    /// Corners of the given radius: a number of points or a `{radii.NAME}` reference.
    case rounded(Dimension)

    package init(from decoder: any Decoder) throws {
        if case .string("capsule") = decoder.scalar() {
            self = .capsule
        } else {
            self = .rounded(try Dimension(from: decoder))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .capsule:
            var container = encoder.singleValueContainer()
            try container.encode("capsule")
        case .rounded(let radius):
            try radius.encode(to: encoder)
        }
    }

    package var description: String {
        switch self {
        case .capsule: "capsule"
        case .rounded(let radius): "rounded(\(radius))"
        }
    }
}

/// How a button changes while pressed.
package struct PressedSpec: Sendable, Hashable, Codable {
    /// The size while pressed, as a fraction of the resting size (`scale`; 1 keeps it).
    package var scale: Double
    /// The opacity while pressed, 0…1 (`opacity`).
    package var opacity: Double

    /// A pressed state drawn at `scale` and `opacity`.
    package init(scale: Double, opacity: Double) {
        self.scale = scale
        self.opacity = opacity
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case scale, opacity
    }
}

/// How a disabled button is drawn.
package struct DisabledSpec: Sendable, Hashable, Codable {
    /// The opacity when disabled, 0…1 (`opacity`).
    package var opacity: Double
    /// 1 keeps the colours; 0 turns them grey.
    package var saturation: Double

    /// A disabled state drawn at `opacity` and `saturation`.
    package init(opacity: Double, saturation: Double) {
        self.opacity = opacity
        self.saturation = saturation
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case opacity, saturation
    }
}

/// Geometry shared by every role drawn in the icon forms.
package struct ButtonFormsSpec: Sendable, Hashable, Codable {
    /// The glyph size of `icon` and `circularIcon` buttons, in points.
    package var iconSize: Double
    /// The diameter of the `circularIcon` circle, in points.
    package var circleDiameter: Double

    /// Icon forms with glyphs of `iconSize` points in circles `circleDiameter` points across.
    package init(iconSize: Double, circleDiameter: Double) {
        self.iconSize = iconSize
        self.circleDiameter = circleDiameter
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case iconSize, circleDiameter
    }
}
