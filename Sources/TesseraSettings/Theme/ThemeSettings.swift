import Foundation
@_spi(TesseraTools) import TesseraCore

extension FontWeight: SettingsEnum {}
extension FontDesign: SettingsEnum {}

/// A settings schema built at runtime from a theme, so a theme is edited with the same generated
/// form, and reviewed with the same review, as an app's settings.
///
/// Sections: colours in light and dark appearance, then each text role (size, weight, design),
/// the spacing scale, corner radii, shadows (opacity in each appearance, blur, offset), motion
/// (curve and timing), each button role (fill, label colour, minimum height, pressed scale and
/// opacity, press animation) and each surface role (corner radius, shadow). Roles appear
/// built-ins first, in their canonical order, then custom roles by name.
public enum ThemeSettings {
    /// The schema for `spec`'s roles. Field identifiers are JSON-like paths: `colors.accent.dark`.
    public static func schema(for spec: ThemeSpec) -> SettingsSchema<ThemeSpec> {
        SettingsSchema([
            colors(spec, .light, title: "Light colours"),
            colors(spec, .dark, title: "Dark colours"),
            typography(spec),
            spacing(spec),
            radii(spec),
            shadows(spec),
            motion(spec),
            buttons(spec),
            surfaces(spec),
        ])
    }

    /// The roles a schema is built for: a schema stays valid while they are unchanged.
    public struct Roles: Equatable, Sendable {
        var colors: Set<String>, typography: Set<String>, buttons: Set<String>, surfaces: Set<String>,
            shadows: Set<String>
        var spacing: Set<String>, radii: Set<String>, motion: Set<String>
        var descriptions: [String?]

        /// The roles of `spec`.
        public init(_ spec: ThemeSpec) {
            colors = Set(spec.colors.keys)
            typography = Set(spec.typography.keys)
            buttons = Set(spec.buttons.keys)
            surfaces = Set(spec.surfaces.keys)
            shadows = Set(spec.shadows.keys)
            spacing = Set(spec.layout?.spacing.keys ?? [:].keys)
            radii = Set(spec.radii.keys)
            motion = Set(spec.motion.keys)
            descriptions = ThemeSettings.ordered(spec.colors.keys, ColorRoles.Builtin.self).map {
                spec.colors[$0]?.description
            }
        }
    }

    /// Role names of a group in display order.
    static func ordered<Builtin: BuiltinRole>(_ names: some Collection<String>, _ builtin: Builtin.Type) -> [String] {
        let builtins = Builtin.allCases.map(\.name).filter(names.contains)
        return builtins + names.filter { Builtin.named($0) == nil }.sorted()
    }

    static func title(_ role: String) -> String { SettingsTitle.humanize(role) }

    private static func colors(_ spec: ThemeSpec, _ appearance: Appearance, title: String)
        -> SettingsSchema<ThemeSpec>.Entry
    {
        let key = appearance.rawValue
        let entries = ordered(spec.colors.keys, ColorRoles.Builtin.self).map {
            role -> SettingsSchema<ThemeSpec>.Entry in
            .computed(
                id: "colors.\(role).\(key)", title: Self.title(role), footnote: spec.colors[role]?.description,
                get: { $0.color(of: role, in: ColorMode(appearance)) },
                set: { spec, color in
                    guard let color else { return }
                    switch appearance {
                    case .light: spec.colors[role]?.light = .hex(color.hexString)
                    case .dark: spec.colors[role]?.dark = .hex(color.hexString)
                    }
                },
                restore: { spec, base in
                    switch appearance {
                    case .light: if let value = base.colors[role]?.light { spec.colors[role]?.light = value }
                    case .dark: spec.colors[role]?.dark = base.colors[role]?.dark
                    }
                })
        }
        return .section(id: "colors.\(key)", title: title, entries: entries)
    }

    private static func typography(_ spec: ThemeSpec) -> SettingsSchema<ThemeSpec>.Entry {
        let roles = ordered(spec.typography.keys, TextRoles.Builtin.self).map {
            role -> SettingsSchema<ThemeSpec>.Entry in
            .section(
                id: "typography.\(role)", title: title(role),
                entries: [
                    .computed(
                        id: "typography.\(role).size", title: "Size",
                        footnote: "Points at the default text size; scales with Dynamic Type.",
                        range: 6...120, step: 1,
                        get: { spec -> Double in
                            guard let text = spec.typography[role] else { return 0 }
                            switch text.size {
                            case .points(let points): return points
                            case .system: return text.textStyle.defaultSize
                            }
                        },
                        set: { $0.typography[role]?.size = .points($1) },
                        restore: { spec, base in
                            if let size = base.typography[role]?.size { spec.typography[role]?.size = size }
                        }),
                    .computed(
                        id: "typography.\(role).weight", title: "Weight",
                        get: {
                            $0.typography[role]?.weight ?? $0.typography[role]?.textStyle.defaultWeight ?? .regular
                        },
                        set: { $0.typography[role]?.weight = $1 },
                        restore: { $0.typography[role]?.weight = $1.typography[role]?.weight }),
                    .computed(
                        id: "typography.\(role).design", title: "Design",
                        get: { $0.typography[role]?.design ?? .default },
                        set: { $0.typography[role]?.design = $1 },
                        restore: { $0.typography[role]?.design = $1.typography[role]?.design }),
                ])
        }
        return .section(id: "typography", title: "Typography", entries: roles)
    }

    private static func buttons(_ spec: ThemeSpec) -> SettingsSchema<ThemeSpec>.Entry {
        let colorChoices = ordered(spec.colors.keys, ColorRoles.Builtin.self).map {
            SettingChoice(value: $0, title: title($0))
        }
        let fillChoices = [SettingChoice(value: "", title: "None")] + colorChoices
        let animationNames =
            spec.motion.keys.sorted() + PressAnimation.allCases.map(\.name).filter { spec.motion[$0] == nil }
        let animationChoices = animationNames.map { SettingChoice(value: $0, title: title($0)) }
        let roles = ordered(spec.buttons.keys, ButtonRoles.Builtin.self).map {
            role -> SettingsSchema<ThemeSpec>.Entry in
            .section(
                id: "buttons.\(role)", title: title(role),
                entries: [
                    .computed(
                        id: "buttons.\(role).fill", title: "Fill", choices: fillChoices,
                        get: { $0.buttons[role]?.fill ?? "" },
                        set: { $0.buttons[role]?.fill = $1.isEmpty ? nil : $1 },
                        restore: { $0.buttons[role]?.fill = $1.buttons[role]?.fill }),
                    .computed(
                        id: "buttons.\(role).labelColor", title: "Label colour", choices: colorChoices,
                        get: { $0.buttons[role]?.labelColor ?? "" },
                        set: { $0.buttons[role]?.labelColor = $1 },
                        restore: { spec, base in
                            if let color = base.buttons[role]?.labelColor { spec.buttons[role]?.labelColor = color }
                        }),
                    .computed(
                        id: "buttons.\(role).minHeight", title: "Minimum height",
                        footnote: "Points. The tappable area is never smaller than 44 × 44 points.", range: 20...96,
                        step: 1,
                        get: { $0.buttons[role]?.minHeight ?? 0 },
                        set: { $0.buttons[role]?.minHeight = $1 },
                        restore: { spec, base in
                            if let height = base.buttons[role]?.minHeight { spec.buttons[role]?.minHeight = height }
                        }),
                    .computed(
                        id: "buttons.\(role).pressed.scale", title: "Pressed scale", range: 0.8...1, step: 0.01,
                        get: { $0.buttons[role]?.pressed.scale ?? 1 },
                        set: { $0.buttons[role]?.pressed.scale = $1 },
                        restore: { spec, base in
                            if let scale = base.buttons[role]?.pressed.scale {
                                spec.buttons[role]?.pressed.scale = scale
                            }
                        }),
                    .computed(
                        id: "buttons.\(role).pressed.opacity", title: "Pressed opacity", range: 0.3...1, step: 0.01,
                        get: { $0.buttons[role]?.pressed.opacity ?? 1 },
                        set: { $0.buttons[role]?.pressed.opacity = $1 },
                        restore: { spec, base in
                            if let opacity = base.buttons[role]?.pressed.opacity {
                                spec.buttons[role]?.pressed.opacity = opacity
                            }
                        }),
                    .computed(
                        id: "buttons.\(role).animation", title: "Press animation", choices: animationChoices,
                        get: { $0.buttons[role]?.animation ?? "" },
                        set: { $0.buttons[role]?.animation = $1 },
                        restore: { spec, base in
                            if let animation = base.buttons[role]?.animation {
                                spec.buttons[role]?.animation = animation
                            }
                        }),
                ])
        }
        return .section(id: "buttons", title: "Buttons", entries: roles)
    }

    private static func surfaces(_ spec: ThemeSpec) -> SettingsSchema<ThemeSpec>.Entry {
        let shadowChoices =
            [SettingChoice(value: "", title: "None")]
            + spec.shadows.keys.sorted().map { SettingChoice(value: $0, title: title($0)) }
        let roles = ordered(spec.surfaces.keys, SurfaceRoles.Builtin.self).map {
            role -> SettingsSchema<ThemeSpec>.Entry in
            .section(
                id: "surfaces.\(role)", title: title(role),
                entries: [
                    .computed(
                        id: "surfaces.\(role).radius", title: "Corner radius", range: 0...64, step: 1,
                        get: { spec -> Double in
                            switch spec.surfaces[role]?.radius {
                            case .points(let points): points
                            case .reference(let reference): spec.points(of: reference) ?? 0
                            case nil: 0
                            }
                        },
                        set: { $0.surfaces[role]?.radius = .points($1) },
                        restore: { $0.surfaces[role]?.radius = $1.surfaces[role]?.radius }),
                    .computed(
                        id: "surfaces.\(role).shadow", title: "Shadow", choices: shadowChoices,
                        get: { $0.surfaces[role]?.shadow ?? "" },
                        set: { $0.surfaces[role]?.shadow = $1.isEmpty ? nil : $1 },
                        restore: { $0.surfaces[role]?.shadow = $1.surfaces[role]?.shadow }),
                ])
        }
        return .section(id: "surfaces", title: "Surfaces", entries: roles)
    }
}
