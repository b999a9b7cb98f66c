/// A compiled theme's named tokens as every tool reads them, made once per compiled theme
/// (`CompiledTheme.catalogue`): the scales with their values in one canonical order, each
/// colour role's written value in each mode and each text role's colour role.
///
/// Contract: the order never depends on how a theme file or a `Dictionary` happens to order
/// its members. Spacing steps and corner radii come smallest first, ties by name; shadows and
/// the theme's own animations, which have no single value to order by, by name. Exports, the
/// gallery, the linter, the diff and the style sheet list tokens in this order, so the same
/// theme always gives the same output.
package final class TokenCatalogue: Sendable {
    /// A named length of a scale (`{spacing.m}`, `{radii.large}`), in points.
    package struct Step: Sendable, Hashable {
        /// The name a reference uses (`m`, `large`).
        package let name: String
        /// The length in points.
        package let points: Double
    }

    /// The spacing scale (`layout.spacing`), smallest first, ties by name.
    package let spacing: [Step]
    /// The corner radii (`radii`), smallest first, ties by name.
    package let radii: [Step]
    /// The names of the shadows (elevation levels), by name.
    package let shadows: [String]
    /// The names of the animations the theme's `motion` group defines (not the built-in press
    /// animations it leaves alone), by name.
    package let motion: [String]
    /// Each colour role's written value in each mode, by role name, then by `ColorMode.index`.
    private let writtenColors: [String: [ColorValue?]]
    /// Each text role's colour role, by text role name.
    private let textColors: [String: ColorRole]
    /// Each button role's colour roles, by button role name.
    private let buttonColors: [String: ButtonColors]

    /// The colour roles a button role is drawn with.
    package struct ButtonColors: Sendable, Hashable {
        /// The fill of its filled forms; `nil` when it has none.
        package let fill: ColorRole?
        /// Its label's colour on the fill.
        package let label: ColorRole
        /// Its label's colour without a fill (text and icon forms): `plainLabelColor`, else the
        /// fill, else the label colour.
        package let plainLabel: ColorRole
    }

    init(_ theme: CompiledTheme) {
        spacing = Self.ordered(theme.layout.spacing)
        radii = Self.ordered(theme.radii)
        shadows = theme.shadows.map(\.name).sorted()
        motion = theme.animations.filter(\.isThemeDefined).map(\.name).sorted()
        let graph = theme.colorGraph
        var writtenColors: [String: [ColorValue?]] = [:]
        for name in theme.colors.names {
            let reference = TokenReference(group: .colors, name: name)
            writtenColors[name] = ColorMode.allCases.map { mode in
                graph.frame(of: reference, in: mode).map { graph.written[$0] }
            }
        }
        self.writtenColors = writtenColors
        let roles = theme.colors.roles
        textColors = Dictionary(
            zip(theme.text.names, theme.text.values.map { roles[$0.colorIndex] }),
            uniquingKeysWith: { first, _ in first })
        buttonColors = Dictionary(
            zip(
                theme.buttons.names,
                theme.buttons.values.map { button in
                    ButtonColors(
                        fill: button.fillIndex.map { roles[$0] }, label: roles[button.labelColorIndex],
                        plainLabel: roles[button.plainLabelColorIndex])
                }), uniquingKeysWith: { first, _ in first })
    }

    /// The value `role` is written with for `mode` — a hex literal, a reference or a colour
    /// object — after the file's own fallbacks (increased contrast to standard, dark to light),
    /// exactly as compiling read it. `nil` when the theme has no such role.
    package func written(_ role: ColorRole, in mode: ColorMode) -> ColorValue? {
        writtenColors[role.name]?[mode.index] ?? nil
    }

    /// The colour role text of `role` is drawn in (its `color`); `nil` when the theme has no
    /// such text role.
    package func colorRole(of role: TextRole) -> ColorRole? {
        textColors[role.name]
    }

    /// The colour roles `role` is drawn with; `nil` when the theme has no such button role.
    package func colors(of role: ButtonRole) -> ButtonColors? {
        buttonColors[role.name]
    }

    /// `scale`'s steps smallest first, ties by name: the one order every scale is listed in,
    /// for a compiled theme here and for a specification being edited (the settings form).
    package static func ordered(_ scale: [String: Double]) -> [Step] {
        scale.map { Step(name: $0.key, points: $0.value) }
            .sorted { $0.points != $1.points ? $0.points < $1.points : $0.name < $1.name }
    }
}
