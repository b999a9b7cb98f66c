/// Typed edits of a theme document: what an app's own theme editor reads and writes through
/// ``EditingSession/edit(_:coalescingKey:_:)``.
///
/// Each subscript reads and writes the value *as the document writes it* — not the resolved one
/// (``ResolvedTheme`` has that). A session's draft and every theme ``ThemeLoader`` returns are
/// merged documents, so every built-in role and the layout are there to edit; a value that makes
/// the document invalid (a custom role without a fallback, a colour the compiler cannot read, a
/// step removed that values refer to) is reported by the session's validation, never dropped:
///
/// ```swift
/// session.edit("Accent colour", coalescingKey: "accent") {
///     $0[color: .accent, .light] = .hex("#8E44AD")
/// }
/// session.edit("Larger titles") { $0[textSize: .title] = 30 }
/// ```
extension ThemeSpec {
    /// The colour `role` is written with for exactly one mode (`colors.accent.dark`,
    /// `$0[color: .accent, .dark]`); `nil` where the document leaves that mode to its fallback —
    /// increased contrast to standard, dark to light.
    ///
    /// Setting a value writes that mode's key. Setting `nil` removes it; for light, which every
    /// colour role needs, it removes the role's entry — in a session's draft (the merged theme) a
    /// built-in role is then missing, and validation says so. To return a value to the preset's,
    /// reset it from the session's defaults (<doc:EditingThemeDocuments>). A role the document
    /// lacks is added with the value as its light colour too, since a colour role needs one.
    public subscript(color role: ColorRole, appearance: Appearance, contrast contrast: ContrastMode = .standard)
        -> ColorValue?
    {
        get { colors[role.name].flatMap { $0.value(forKey: ColorMode(appearance, contrast).writtenKeys[0]) } }
        set {
            let key = ColorMode(appearance, contrast).writtenKeys[0]
            guard let newValue else {
                if key == "light" { colors[role.name] = nil } else { colors[role.name]?.setValue(nil, forKey: key) }
                return
            }
            var entry = colors[role.name] ?? ColorRoleSpec(light: newValue, fallback: role.fallbackBuiltin?.name)
            entry.setValue(newValue, forKey: key)
            colors[role.name] = entry
        }
    }

    /// A step of the spacing scale in points (`layout.spacing.m`); `nil` where the scale lacks it.
    /// Setting `nil` removes the step (values that refer to it are then validation errors).
    ///
    /// A document decoded on its own from a partial file, without a `layout` section, gets the
    /// layout of the built-in preset it `extends` — what loading it would merge in — with the step
    /// written; without one it has no scale, and reads and writes of spacing do nothing (load such a
    /// file through ``ThemeLoader`` to get the merged theme).
    public subscript(spacing step: Spacing) -> Double? {
        get { layout?.spacing[step.name] }
        set {
            if layout == nil, let base = extends.flatMap(Presets.named) { layout = base.spec.layout }
            layout?.spacing[step.name] = newValue
        }
    }

    /// A corner radius in points (`radii.large`); `nil` where the document has none of that name.
    /// Setting `nil` removes it (values that refer to it are then validation errors).
    public subscript(radius name: String) -> Double? {
        get { radii[name] }
        set { radii[name] = newValue }
    }

    /// A text role's size in points at the default Dynamic Type size (`typography.title.size`);
    /// `nil` where the role uses its text style's system size, or the document lacks the role.
    ///
    /// Setting `nil` returns the role to the system size. A role the document lacks is added,
    /// drawn in the text style of the role it falls back to (a built-in role: Tessera's own).
    public subscript(textSize role: TextRole) -> Double? {
        get {
            if case .points(let points) = typography[role.name]?.size { points } else { nil }
        }
        set { editText(role) { $0.size = newValue.map(TextSize.points) ?? .system } }
    }

    /// A text role's weight (`typography.title.weight`); `nil` where the role uses its text
    /// style's own weight, or the document lacks the role. A role the document lacks is added as
    /// for ``subscript(textSize:)``.
    public subscript(textWeight role: TextRole) -> FontWeight? {
        get { typography[role.name]?.weight }
        set { editText(role) { $0.weight = newValue } }
    }

    private mutating func editText(_ role: TextRole, _ change: (inout TextRoleSpec) -> Void) {
        var entry = typography[role.name] ?? newTextRole(role)
        change(&entry)
        typography[role.name] = entry
    }

    /// An entry for a text role the document lacks: the text style of the role it stands in for.
    private func newTextRole(_ role: TextRole) -> TextRoleSpec {
        let model = role.builtin ?? role.fallbackBuiltin
        let style =
            model.flatMap { typography[$0.name]?.textStyle ?? Presets.default.spec.typography[$0.name]?.textStyle }
            ?? .body
        return TextRoleSpec(textStyle: style, fallback: role.fallbackBuiltin?.name)
    }
}

extension ColorRoleSpec {
    fileprivate mutating func setValue(_ value: ColorValue?, forKey key: String) {
        switch key {
        case "dark": dark = value
        case "increasedContrastLight": increasedContrastLight = value
        case "increasedContrastDark": increasedContrastDark = value
        default: if let value { light = value }
        }
    }
}
