import Foundation

extension ThemeCompiler {
    mutating func compileTypography(
        colorIndex: (String) -> Int?, colorNames: Set<String>
    ) -> RoleTable<TextRoles, CompiledTextRole>? {
        requireBuiltins(TextRoles.Builtin.self, in: spec.typography.keys, group: "typography")
        let (builtins, custom) = partition(spec.typography, family: TextRoles.self, fallback: \.fallback)

        func compile(_ name: String, _ role: TextRoleSpec, _ compiler: inout ThemeCompiler) -> CompiledTextRole? {
            let path: JSONPath = ["typography", name]
            var ok = true
            if case .points(let points) = role.size,
                compiler.checked(points, in: 1...1000, at: path.appending("size"), "size") == nil
            {
                ok = false
            }
            if let spacing = role.lineSpacing,
                compiler.checked(spacing, in: 0...1000, at: path.appending("lineSpacing"), "lineSpacing") == nil
            {
                ok = false
            }
            if let height = role.lineHeight,
                compiler.checked(
                    height, in: 0.5...4, at: path.appending("lineHeight"), "lineHeight (a multiple of the font size)")
                    == nil
            {
                ok = false
            }
            if role.lineHeight != nil, role.lineSpacing != nil {
                compiler.error(
                    .invalidValue, "give lineSpacing or lineHeight, not both", at: path.appending("lineHeight"))
                ok = false
            }
            if let tracking = role.letterSpacing,
                compiler.checked(tracking, in: -100...100, at: path.appending("letterSpacing"), "letterSpacing") == nil
            {
                ok = false
            }
            if let family = role.family, family.trimmingCharacters(in: .whitespaces).isEmpty {
                compiler.error(
                    .invalidValue, "family must name a font; remove it to use the system font",
                    at: path.appending("family"))
                ok = false
            }
            let colorName = role.color ?? "textPrimary"
            let color = colorIndex(colorName)
            if color == nil {
                compiler.error(
                    .unknownRole,
                    "unknown colour role `\(colorName)`\(Suggestion.hint(for: colorName, in: colorNames))",
                    at: path.appending("color"))
                ok = false
            }
            let minimum = role.minimumSize ?? .xSmall
            let maximum = role.maximumSize ?? .accessibility5
            if minimum > maximum {
                compiler.error(
                    .valueOutOfRange,
                    "minimumSize (\(minimum.rawValue)) is larger than maximumSize (\(maximum.rawValue))",
                    at: path.appending("minimumSize"))
                ok = false
            }
            guard ok, let color else { return nil }
            return CompiledTextRole(
                name: name, textStyle: role.textStyle, size: role.size,
                weight: role.weight ?? (role.textStyle == .headline ? .semibold : .regular),
                design: role.design ?? .default, width: role.width ?? .standard, family: role.family,
                lineSpacing: role.lineSpacing ?? 0, lineHeightMultiple: role.lineHeight,
                letterSpacing: role.letterSpacing ?? 0, textCase: role.textCase ?? TextCase.none, colorIndex: color,
                minimumSize: minimum, maximumSize: maximum, isClampedOnPurpose: role.maximumSize != nil)
        }

        return roleTable(builtins: builtins, custom: custom, compile: compile)
            as RoleTable<TextRoles, CompiledTextRole>?
    }
}
