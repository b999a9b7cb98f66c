@_spi(TesseraTools) public import TesseraCore

/// Every role of a compiled theme with its resolved values, read from the core's resolution
/// (`ResolvedTheme`) in each context a reviewer cares about:
///
/// - colours, text, buttons, surfaces and shadows in the four colour modes (light, dark, and
///   both with increased contrast), at the default Dynamic Type size;
/// - text sizes at every other Dynamic Type size;
/// - layout (gaps, insets, grid) in the four combinations of size classes; spacing steps and
///   radii once;
/// - motion with and without Reduce Motion.
public struct ThemeSnapshot: Sendable {
    /// The colour modes, as the core names them, in the order reports list them.
    public static let modes = ColorMode.allCases.map(\.description)
    /// The context of a value that does not depend on one.
    public static let everywhere = "everywhere"

    /// Every role, by key.
    public private(set) var roles: [RoleKey: RoleValues] = [:]

    /// Reads every role of `theme`.
    public init(_ theme: CompiledTheme) {
        for mode in ColorMode.allCases {
            let resolved = theme.resolved(for: ThemeContext(appearance: mode.appearance, contrast: mode.contrast))
            readModal(resolved, theme: theme, context: mode.description)
        }
        for size in DynamicTypeSize.allCases where size != .large {
            let resolved = theme.resolved(for: ThemeContext(dynamicTypeSize: size))
            for role in theme.textRoles {
                add(.text, role.name, size.rawValue, "size", Self.number(resolved.text(role).size))
            }
        }
        for (width, height) in [
            (ThemeContext.SizeClass.compact, ThemeContext.SizeClass.regular), (.regular, .regular),
            (.compact, .compact), (.regular, .compact),
        ] {
            let resolved = theme.resolved(for: ThemeContext(horizontalSizeClass: width, verticalSizeClass: height))
            readLayout(resolved, context: "\(width.rawValue) width, \(height.rawValue) height")
        }
        for step in theme.catalogue.spacing {
            add(.layout, "spacing.\(step.name)", Self.everywhere, "", Self.number(step.points))
        }
        for radius in theme.catalogue.radii {
            add(.radius, radius.name, Self.everywhere, "", Self.number(radius.points))
        }
        for reduced in [false, true] {
            let resolved = theme.resolved(for: ThemeContext(reduceMotion: reduced))
            for name in theme.catalogue.motion {
                guard let curve = resolved.animation(named: name)?.curve else { continue }
                let context = reduced ? "reduce motion" : "standard motion"
                for (property, value) in Self.values(of: curve) { add(.motion, name, context, property, value) }
            }
        }
    }

    private mutating func readModal(_ resolved: ResolvedTheme, theme: CompiledTheme, context: String) {
        for role in theme.colorRoles {
            add(.color, role.name, context, "", resolved.color(role).hexString)
        }
        for role in theme.textRoles {
            Self.flatten(resolved.text(role).jsonTree(), prefix: "") { add(.text, role.name, context, $0, $1) }
        }
        // A button names its label's text role and its animation: what they resolve to is
        // what it looks like, so a renamed text role or animation leaves the button unchanged.
        // The label is drawn in the button's label colour, not its text role's colour.
        for role in theme.buttonRoles {
            add(.button, role.name, context, "defaultForm", resolved.button(role).form.rawValue)
            for form in ButtonForm.allCases {
                for state in ButtonState.allCases {
                    let button = resolved.button(role, form: form, state: state)
                    let prefix = "\(form.rawValue).\(state.rawValue)"
                    Self.flatten(button.jsonTree(in: resolved), prefix: prefix) { property, value in
                        if property.hasSuffix(".label") || property.hasSuffix(".animation") { return }
                        add(.button, role.name, context, property, value)
                    }
                    Self.flatten(resolved.label(of: button).jsonTree(), prefix: prefix + ".label") { property, value in
                        if !property.hasSuffix(".color") { add(.button, role.name, context, property, value) }
                    }
                    for (property, value) in Self.values(of: resolved.animation(of: button).curve) {
                        add(.button, role.name, context, "\(prefix).animation.\(property)", value)
                    }
                }
            }
        }
        for role in theme.surfaceRoles {
            Self.flatten(resolved.surface(role).jsonTree(), prefix: "") { add(.surface, role.name, context, $0, $1) }
        }
        for name in theme.shadowNames {
            guard let shadow = resolved.shadow(named: name) else { continue }
            add(.shadow, name, context, "color", shadow.color.hexString)
            add(.shadow, name, context, "radius", Self.number(shadow.radius))
            add(.shadow, name, context, "x", Self.number(shadow.x))
            add(.shadow, name, context, "y", Self.number(shadow.y))
        }
    }

    private mutating func readLayout(_ resolved: ResolvedTheme, context: String) {
        for gap in Gap.allCases {
            add(.layout, "gap.\(gap.name)", context, "", Self.number(resolved.gap(gap)))
        }
        for role in InsetRole.allCases {
            for variant in InsetVariant.allCases {
                let inset = resolved.inset(role, variant)
                add(.layout, "inset.\(role.name)", context, "\(variant.name).horizontal", Self.number(inset.horizontal))
                add(.layout, "inset.\(role.name)", context, "\(variant.name).vertical", Self.number(inset.vertical))
            }
        }
        let grid = resolved.grid
        add(.layout, "grid", context, "columns", String(grid.columns))
        add(.layout, "grid", context, "gutter", Self.number(grid.gutter))
        add(.layout, "grid", context, "margin", Self.number(grid.margin))
        add(.layout, "readableContentWidth", context, "", Self.number(resolved.readableContentWidth))
        add(.layout, "minimumTouchTarget", context, "", Self.number(resolved.minimumTouchTarget))
    }

    /// An animation curve's kind and its parameters (`none` where the kind has none).
    static func values(of curve: AnimationCurve) -> [(String, String)] {
        [("curve", curve.curve.rawValue)]
            + [
                ("duration", curve.duration), ("response", curve.response), ("damping", curve.damping),
                ("blend", curve.blend),
            ]
            .map { ($0.0, $0.1.map(number) ?? "none") }
    }

    private mutating func add(_ kind: RoleKind, _ name: String, _ context: String, _ property: String, _ value: String)
    {
        roles[RoleKey(kind, name), default: RoleValues()].append(context, property, value)
    }

    /// Every scalar of `node` with its dotted path after `prefix`.
    static func flatten(_ node: JSONNode, prefix: String, _ body: (String, String) -> Void) {
        switch node.value {
        case .object(let members):
            for member in members {
                flatten(member.value, prefix: prefix.isEmpty ? member.key : "\(prefix).\(member.key)", body)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() { flatten(element, prefix: "\(prefix)[\(index)]", body) }
        case .string(let text): body(trimmed(prefix), text)
        case .number(let value): body(trimmed(prefix), number(value))
        case .null: body(trimmed(prefix), "none")
        default: body(trimmed(prefix), node.description)
        }
    }

    private static func trimmed(_ path: String) -> String {
        path.hasSuffix(".") ? String(path.dropLast()) : path
    }

    /// A number to a thousandth of a point, as JSON writes it: 17, 16.5, 29.7 — finer
    /// differences are not a change anyone sees.
    static func number(_ value: Double) -> String {
        JSONNode.number(value.isFinite ? (value * 1000).rounded() / 1000 : value).description
    }
}
