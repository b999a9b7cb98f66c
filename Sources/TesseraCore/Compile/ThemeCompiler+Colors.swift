extension ThemeCompiler {
    /// Resolves every colour role in every mode and every palette entry. Failed values are
    /// reported (and the theme will not compile); a placeholder keeps the table dense so later
    /// checks still run. Returns the resolver too: shadows resolve their colours with it, and
    /// its `graph()` is what the compiled theme keeps of the walk.
    mutating func compileColors() -> (table: RoleTable<ColorRoles, ColorModes>, resolver: ColorResolver) {
        requireBuiltins(ColorRoles.Builtin.self, in: spec.colors.keys, group: ColorRoles.specKey)
        var resolver = ColorResolver(spec: spec)
        let (builtins, custom) = partition(spec.colors, family: ColorRoles.self, fallback: \.fallback)
        let placeholder = ColorModes(light: .black, dark: .black)
        let builtinValues = ColorRoles.Builtin.allCases.map { role in
            builtins[role] == nil ? placeholder : resolver.modes(of: role.name)
        }
        let customValues = custom.map { entry in (entry.name, resolver.modes(of: entry.name), entry.fallback) }
        // Palette entries no role uses are still checked.
        resolver.resolvePalette()
        diagnostics += resolver.takeDiagnostics()
        return (RoleTable(builtins: builtinValues, custom: customValues), resolver)
    }
}
