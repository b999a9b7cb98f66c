/// A whole theme as people write it: palette (the options) first, then the roles that decide
/// among them — colour, type, layout, shape, elevation, motion, buttons and surfaces.
///
/// A value of this type is the theme file as a value — read by ``ThemeLoader`` (the *merged*
/// document: a partial file's `extends` already applied), written by ``ThemeFile``, compared by
/// ``ThemeRules``. Its identity (``id``, ``name``, ``extends``…) is public; its tables are the
/// file's own layout, which an app reads resolved from ``ResolvedTheme`` and changes through the
/// typed edits of <doc:EditingThemeDocuments> (`$0[color: .accent, .light] = .hex("#8E44AD")`).
/// Role tables are keyed by role name; names that are not built-in roles declare custom roles
/// (which must name a built-in `fallback`).
public struct ThemeSpec: Sendable, Hashable, Codable {
    /// The format version the file is written in (`specVersion`, `"1.0"`). Required in the file.
    package var specVersion: SpecVersion
    /// A stable identifier (`ocean`), for presets and saved customisations.
    public var id: String?
    /// The name pickers and reports show; without one, the id.
    public var name: String?
    /// One sentence on the theme's look.
    public var summary: String?
    /// An SF Symbol name that stands for the theme in pickers.
    public var symbol: String?
    /// What the theme is for, in a phrase a picker can show ("Reading-heavy apps").
    public var purpose: String?
    /// The preset this theme was built on, kept for saving customisations as overrides.
    public var extends: String?
    /// The palette (`palette`): named colours and nested groups of them that roles refer to as `{palette.NAME}` or `{palette.GROUP.NAME}`. The options, not the decisions.
    package var palette: [String: PaletteNode]
    /// The colour roles, by name: built-in roles and the theme's own.
    package var colors: [String: ColorRoleSpec]
    /// The text roles, by name (`typography`): built-in roles and the theme's own.
    package var typography: [String: TextRoleSpec]
    /// Spacing scale, gaps, insets, grid and size-class overrides (`layout`); a complete theme has one.
    package var layout: LayoutSpec?
    /// Corner radii by name, referenced as `{radii.large}`.
    package var radii: [String: Double]
    /// Shadows (elevation levels) by name.
    package var shadows: [String: ShadowSpec]
    /// Animations by name.
    package var motion: [String: AnimationSpec]
    /// The button roles, by name (`buttons`): built-in roles and the theme's own.
    package var buttons: [String: ButtonRoleSpec]
    /// Geometry shared by the icon forms of every button role (`buttonForms`).
    package var buttonForms: ButtonFormsSpec?
    /// The surface roles, by name (`surfaces`): built-in roles and the theme's own.
    package var surfaces: [String: SurfaceSpec]
    /// Which colours the audit checks against which (`accessibility`), beyond the built-in pairings.
    package var accessibility: AccessibilitySpec?

    /// A theme document with the given keys; every table defaults to empty, and `specVersion` to the current version.
    package init(
        specVersion: SpecVersion = .current, id: String? = nil, name: String? = nil, summary: String? = nil,
        symbol: String? = nil, purpose: String? = nil, extends: String? = nil, palette: [String: PaletteNode] = [:],
        colors: [String: ColorRoleSpec] = [:], typography: [String: TextRoleSpec] = [:], layout: LayoutSpec? = nil,
        radii: [String: Double] = [:], shadows: [String: ShadowSpec] = [:], motion: [String: AnimationSpec] = [:],
        buttons: [String: ButtonRoleSpec] = [:], buttonForms: ButtonFormsSpec? = nil,
        surfaces: [String: SurfaceSpec] = [:], accessibility: AccessibilitySpec? = nil
    ) {
        self.specVersion = specVersion
        self.id = id
        self.name = name
        self.summary = summary
        self.symbol = symbol
        self.purpose = purpose
        self.extends = extends
        self.palette = palette
        self.colors = colors
        self.typography = typography
        self.layout = layout
        self.radii = radii
        self.shadows = shadows
        self.motion = motion
        self.buttons = buttons
        self.buttonForms = buttonForms
        self.surfaces = surfaces
        self.accessibility = accessibility
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema = "$schema"
        case specVersion, id, name, summary, symbol, purpose, extends
        case palette, colors, typography, layout, radii, shadows, motion, buttons, buttonForms, surfaces, accessibility
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let report = decoder.decodingReport
        _ = container.contains(.schema)
        specVersion = try container.decode(SpecVersion.self, forKey: .specVersion)
        id = try container.decodeCollecting(String.self, forKey: .id, report: report)
        name = try container.decodeCollecting(String.self, forKey: .name, report: report)
        summary = try container.decodeCollecting(String.self, forKey: .summary, report: report)
        symbol = try container.decodeCollecting(String.self, forKey: .symbol, report: report)
        purpose = try container.decodeCollecting(String.self, forKey: .purpose, report: report)
        extends = try container.decodeCollecting(String.self, forKey: .extends, report: report)
        palette = try container.decodeTable(PaletteNode.self, forKey: .palette)
        colors = try container.decodeTable(ColorRoleSpec.self, forKey: .colors)
        typography = try container.decodeTable(TextRoleSpec.self, forKey: .typography)
        layout = try container.decodeCollecting(LayoutSpec.self, forKey: .layout, report: report)
        radii = try container.decodeTable(Double.self, forKey: .radii)
        shadows = try container.decodeTable(ShadowSpec.self, forKey: .shadows)
        motion = try container.decodeTable(AnimationSpec.self, forKey: .motion)
        buttons = try container.decodeTable(ButtonRoleSpec.self, forKey: .buttons)
        buttonForms = try container.decodeCollecting(ButtonFormsSpec.self, forKey: .buttonForms, report: report)
        surfaces = try container.decodeTable(SurfaceSpec.self, forKey: .surfaces)
        accessibility = try container.decodeCollecting(AccessibilitySpec.self, forKey: .accessibility, report: report)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(specVersion, forKey: .specVersion)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(summary, forKey: .summary)
        try container.encodeIfPresent(symbol, forKey: .symbol)
        try container.encodeIfPresent(purpose, forKey: .purpose)
        try container.encodeIfPresent(extends, forKey: .extends)
        if !palette.isEmpty { try container.encode(palette, forKey: .palette) }
        if !colors.isEmpty { try container.encode(colors, forKey: .colors) }
        if !typography.isEmpty { try container.encode(typography, forKey: .typography) }
        try container.encodeIfPresent(layout, forKey: .layout)
        if !radii.isEmpty { try container.encode(radii, forKey: .radii) }
        if !shadows.isEmpty { try container.encode(shadows, forKey: .shadows) }
        if !motion.isEmpty { try container.encode(motion, forKey: .motion) }
        if !buttons.isEmpty { try container.encode(buttons, forKey: .buttons) }
        try container.encodeIfPresent(buttonForms, forKey: .buttonForms)
        if !surfaces.isEmpty { try container.encode(surfaces, forKey: .surfaces) }
        try container.encodeIfPresent(accessibility, forKey: .accessibility)
    }
}
