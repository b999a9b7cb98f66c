extension ThemeSpec {
    /// The colour of role `name` in `mode`, following references through the palette and other
    /// roles exactly as compiling does; `nil` when the role is missing or does not resolve.
    ///
    /// Editors read single colours with it without compiling the whole theme.
    package func color(of name: String, in mode: ColorMode) -> RGBA? {
        var resolver = ColorResolver(spec: self)
        return resolver.role(name, mode)
    }
}
