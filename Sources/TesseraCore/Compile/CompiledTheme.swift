/// A checked theme: every role has a value in every mode, every reference is resolved, and
/// roles are stored in dense tables so that lookups are array reads. Nothing can fail after
/// compiling; resolution for a context only selects among these values.
///
/// A final class with immutable storage: passing it around costs one reference count, and the
/// resolution caches it owns are shared by every holder.
public final class CompiledTheme: Sendable {
    /// The merged specification this theme was compiled from.
    public let spec: ThemeSpec
    /// Colour roles in all four modes.
    public let colors: RoleTable<ColorRoles, ColorModes>
    /// Text roles, unresolved for size.
    public let text: RoleTable<TextRoles, CompiledTextRole>
    /// Button roles with their references resolved.
    public let buttons: RoleTable<ButtonRoles, CompiledButton>
    /// Surface roles with their references resolved.
    public let surfaces: RoleTable<SurfaceRoles, CompiledSurface>
    /// Layout for every size-class combination.
    public let layout: CompiledLayout
    public let radii: [String: Double]
    public let shadows: [CompiledShadow]
    public let animations: [CompiledAnimation]
    public let buttonForms: ButtonFormsSpec
    public let pairings: [CompiledPairing]
    public let nonText: [CompiledNonText]
    let cache = ResolutionCache()

    init(
        spec: ThemeSpec, colors: RoleTable<ColorRoles, ColorModes>, text: RoleTable<TextRoles, CompiledTextRole>,
        buttons: RoleTable<ButtonRoles, CompiledButton>, surfaces: RoleTable<SurfaceRoles, CompiledSurface>,
        layout: CompiledLayout, radii: [String: Double], shadows: [CompiledShadow], animations: [CompiledAnimation],
        buttonForms: ButtonFormsSpec, pairings: [CompiledPairing], nonText: [CompiledNonText]
    ) {
        self.spec = spec
        self.colors = colors
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

    /// The colour of `role` in `mode`.
    @inlinable
    public func color(_ role: ColorRole, in mode: ColorMode) -> RGBA {
        colors[role][mode]
    }

    /// The shadow named `name`, if the theme defines it.
    public func shadow(named name: String) -> CompiledShadow? {
        shadows.first { $0.name == name }
    }

    /// The animation named `name`, if the theme defines it.
    public func animation(named name: String) -> CompiledAnimation? {
        animations.first { $0.name == name }
    }
}
