/// What `audit --fix` changed in a theme, or would: every colour it moved, the file edits that
/// make the change, and the pairs no move could repair.
package struct ThemeFix: Sendable {
    /// One colour role moved in one mode.
    package struct Change: Sendable, Hashable {
        package var role: String
        package var mode: ColorMode
        /// Whether the role was the foreground (`true`) or the background of the pair it fixed.
        package var movedForeground: Bool
        /// The pair it fixed: the check, the role the finding names and what it is drawn on.
        package var check: AuditFinding.Check
        package var pairRole: String
        package var against: String
        package var before: RGBA
        package var after: RGBA
        package var ratioBefore: Double
        package var ratioAfter: Double
        package var threshold: Double
        /// How far the colour moved, ΔE_OK × 100.
        package var difference: Double
        /// What is written for the role in this mode: a hex literal or a `{palette.…}` reference.
        package var value: ColorValue
    }

    /// One value written into a theme file: `colors.ROLE.KEY = value`.
    package struct Edit: Sendable, Hashable {
        package var role: String
        /// `light`, `dark`, `increasedContrastLight` or `increasedContrastDark`.
        package var key: String
        package var value: ColorValue

        /// Where the edit goes in a theme file.
        package var path: JSONPath { JSONPath([.key("colors"), .key(role), .key(key)]) }
    }

    package var changes: [ThemeFix.Change]
    /// The edits, in role then mode order: the changes, plus values written out so that modes
    /// and roles that inherited a changed value keep what they had.
    package var edits: [ThemeFix.Edit]
    /// One error per pair no allowed move repairs, located at the role's value, with the ratio
    /// needed and the best one reachable.
    package var diagnostics: [Diagnostic]
    /// The merged specification with the edits applied.
    package var spec: ThemeSpec
    /// The fixed theme, compiled; `nil` only when the edits did not compile.
    package var theme: CompiledTheme?

    /// Whether nothing needed to change.
    package var isEmpty: Bool { changes.isEmpty && diagnostics.isEmpty }
}

extension ThemeSpec {
    /// The spec with `edits` applied to its colour roles.
    mutating func apply(_ edits: [ThemeFix.Edit]) {
        for edit in edits {
            var role = colors[edit.role] ?? ColorRoleSpec(light: edit.value)
            switch edit.key {
            case "light": role.light = edit.value
            case "dark": role.dark = edit.value
            case "increasedContrastLight": role.increasedContrastLight = edit.value
            default: role.increasedContrastDark = edit.value
            }
            colors[edit.role] = role
        }
    }
}

extension ColorMode {
    /// The key a colour role's value for this mode is written under in a theme file: `light`,
    /// `dark`, `increasedContrastLight` or `increasedContrastDark`
    /// (`{"colors": {"accent": {"dark": "#0A84FF"}}}`).
    public var key: String {
        switch (appearance, contrast) {
        case (.light, .standard): "light"
        case (.dark, .standard): "dark"
        case (.light, .increased): "increasedContrastLight"
        case (.dark, .increased): "increasedContrastDark"
        }
    }

    /// The keys a colour role's value for this mode is read from, first written first: its own
    /// key, then increased contrast falls back to standard and dark to light
    /// (``ColorRoleSpec/written(for:)``).
    package var writtenKeys: [String] {
        switch (appearance, contrast) {
        case (.light, .standard): ["light"]
        case (.dark, .standard): ["dark", "light"]
        case (.light, .increased): ["increasedContrastLight", "light"]
        case (.dark, .increased): ["increasedContrastDark", "dark", "light"]
        }
    }
}
