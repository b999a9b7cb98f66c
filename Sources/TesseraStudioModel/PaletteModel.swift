import Foundation
public import TesseraCore

/// What the Studio's palette editor shows (`editors.palette` in the gallery): the theme's palette
/// as groups — each top-level entry, a ramp of colours or one colour — with, for every entry, the
/// colour the core compiled, the value written there and where it is used: each colour role that
/// reaches it in each of the four modes, directly (`{palette.brand.500}`) or through another role
/// (`{colors.accent}`), as the core walked the references when it compiled the theme
/// (`CompiledTheme.colorChain(of:in:)`). Nothing here follows a reference itself.
///
/// `{"groups": [{"name", "own", "entries": [{"path", "name", "hex", "written", "uses": [{"role", "modes": [KEY…]}]}]}]}`:
/// `own` is whether this file alone writes the group (its base chain does not), so that it can be
/// renamed here; `name` is the entry's path inside its group (the group's own name for a colour
/// written at the top); mode keys are the ones a theme file writes (`light`, `dark`, …), in the
/// mode matrix's order.
public enum PaletteModel {
    /// The palette editor for `theme` (the draft's compile), the palette as `spec` (the draft)
    /// writes it, and `base`, the palette its `extends` chain writes (`nil` when it extends nothing).
    public static func editor(for theme: CompiledTheme, spec: ThemeSpec, base: JSONNode?) -> PaletteEditor {
        let palette = spec.palette
        let uses = self.uses(in: theme)
        let groups = palette.keys.sorted().map { name -> PaletteEditor.Group in
            let entries: [(path: String, value: ColorValue)] = palette[name]?.flattened(prefix: name) ?? []
            let rows = order(entries, group: name).map { entry -> PaletteEditor.Entry in
                let inner = entry.path == name ? name : String(entry.path.dropFirst(name.count + 1))
                let roles = uses[entry.path] ?? [:]
                let used = roles.keys.sorted().map { role -> PaletteEditor.Use in
                    let modes = ModeMatrix.modes.filter { roles[role]?.contains($0) == true }
                    return PaletteEditor.Use(role: role, modes: modes.map(\.key))
                }
                return PaletteEditor.Entry(
                    path: entry.path, name: inner, hex: theme.paletteColor(entry.path)?.hexString,
                    written: entry.value.description, uses: used)
            }
            return PaletteEditor.Group(name: name, own: base?[name] == nil, entries: rows)
        }
        return PaletteEditor(groups: groups)
    }

    /// For each palette entry (dotted path), the roles that reach it and in which modes.
    static func uses(in theme: CompiledTheme) -> [String: [String: Set<ColorMode>]] {
        var uses: [String: [String: Set<ColorMode>]] = [:]
        for role in theme.colorRoles {
            for mode in ModeMatrix.modes {
                let references =
                    theme.colorChain(of: TokenReference(group: .colors, name: role.name), in: mode)?.references ?? []
                for reference in references {
                    guard let path = reference.name(in: .palette) else { continue }
                    uses[path, default: [:]][role.name, default: []].insert(mode)
                }
            }
        }
        return uses
    }

    /// A group's entries in the order a ramp is read: numbered steps by number (`50` before
    /// `100`, lightest first as the generator names them), then the others by name.
    static func order(_ entries: [(path: String, value: ColorValue)], group: String) -> [(
        path: String, value: ColorValue
    )] {
        entries.sorted { left, right in
            let a = Double(left.path.split(separator: ".").last ?? "")
            let b = Double(right.path.split(separator: ".").last ?? "")
            switch (a, b) {
            case (let a?, let b?) where a != b: return a < b
            case (.some, nil): return true
            case (nil, .some): return false
            default: return left.path < right.path
            }
        }
    }
}
