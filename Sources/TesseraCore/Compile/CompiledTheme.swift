/// A checked theme: every role has a value in every mode, every reference is resolved, and
/// roles are stored in dense tables so that lookups are array reads. Nothing can fail after
/// compiling; resolution for a context only selects among these values.
///
/// A final class with immutable storage: passing it around costs one reference count, and the
/// tables resolution keeps beside it are shared by every holder.
public final class CompiledTheme: Sendable {
    /// The merged specification this theme was compiled from.
    public let spec: ThemeSpec
    /// Colour roles in all four modes.
    @usableFromInline package let colors: RoleTable<ColorRoles, ColorModes>
    /// How every colour role and palette entry was written and resolved, link by link.
    package let colorGraph: ColorGraph
    /// Text roles, unresolved for size.
    @usableFromInline package let text: RoleTable<TextRoles, CompiledTextRole>
    /// Button roles with their references resolved.
    @usableFromInline package let buttons: RoleTable<ButtonRoles, CompiledButton>
    /// Surface roles with their references resolved.
    @usableFromInline package let surfaces: RoleTable<SurfaceRoles, CompiledSurface>
    /// Layout for every size-class combination.
    package let layout: CompiledLayout
    package let radii: [String: Double]
    package let shadows: [CompiledShadow]
    package let animations: [CompiledAnimation]
    package let buttonForms: ButtonFormsSpec
    package let pairings: [CompiledPairing]
    package let nonText: [CompiledNonText]
    /// Tables resolution keeps beside the theme (see `Resolve/FacetCache+Resolution.swift`).
    let cache = FacetCache()

    init(
        spec: ThemeSpec, colors: RoleTable<ColorRoles, ColorModes>, colorGraph: ColorGraph,
        text: RoleTable<TextRoles, CompiledTextRole>,
        buttons: RoleTable<ButtonRoles, CompiledButton>, surfaces: RoleTable<SurfaceRoles, CompiledSurface>,
        layout: CompiledLayout, radii: [String: Double], shadows: [CompiledShadow], animations: [CompiledAnimation],
        buttonForms: ButtonFormsSpec, pairings: [CompiledPairing], nonText: [CompiledNonText]
    ) {
        self.spec = spec
        self.colors = colors
        self.colorGraph = colorGraph
        self.text = text
        self.buttons = buttons
        self.surfaces = surfaces
        self.layout = layout
        self.radii = radii
        self.shadows = shadows
        self.animations = animations
        self.buttonForms = buttonForms
        self.pairings = pairings
        self.nonText = nonText
    }

    /// The theme's id, or "custom".
    public var id: String { spec.id ?? "custom" }
    /// The theme's display name.
    public var name: String { spec.name ?? spec.id ?? "Custom theme" }

    /// Every colour role the theme has: the built-in ones in their order, then its own by name.
    public var colorRoles: [ColorRole] { colors.roles }
    /// Every text role the theme has, built-in first.
    public var textRoles: [TextRole] { text.roles }
    /// Every button role the theme has, built-in first.
    public var buttonRoles: [ButtonRole] { buttons.roles }
    /// Every surface role the theme has, built-in first.
    public var surfaceRoles: [SurfaceRole] { surfaces.roles }

    /// The colour of `role` in `mode`.
    @inlinable
    public func color(_ role: ColorRole, in mode: ColorMode) -> RGBA {
        colors[role][mode]
    }

    /// The shadow named `name`, if the theme defines it.
    package func shadow(named name: String) -> CompiledShadow? {
        shadows.first { $0.name == name }
    }

    /// The animation named `name`, if the theme defines it.
    package func animation(named name: String) -> CompiledAnimation? {
        animations.first { $0.name == name }
    }
}
