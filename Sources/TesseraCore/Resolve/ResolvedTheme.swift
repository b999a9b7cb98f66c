/// A theme resolved for one context: every lookup is an array read.
///
/// Get one with `CompiledTheme.resolved(for:)`. Colour and typography tables are computed once
/// per facet of the context and shared (thread-safely) by every resolution that needs them.
public struct ResolvedTheme: Sendable {
    public let theme: CompiledTheme
    public let context: ThemeContext
    /// Colour values in this context's mode, by role index.
    public let colors: ColorTable
    /// Text roles in this context's platform, size and weight, by role index.
    public let texts: TextTable
    /// Spacing, insets and grid for this context's size classes.
    public let layout: LayoutValues

    /// The colour of `role`.
    @inlinable
    public func color(_ role: ColorRole) -> RGBA {
        colors.values[theme.colors.index(of: role)]
    }

    /// The text role as drawn here.
    @inlinable
    public func text(_ role: TextRole) -> ResolvedText {
        texts.values[theme.text.index(of: role)]
    }

    /// A gap in points.
    @inlinable
    public func gap(_ gap: Gap) -> Double { layout.gaps[gap.rawValue] }

    /// An inset in points.
    @inlinable
    public func inset(_ role: InsetRole, _ variant: InsetVariant = .regular) -> EdgeInsets {
        layout.insets[role.rawValue * 3 + variant.rawValue]
    }

    /// A spacing step by name (`"m"`), if the theme defines it.
    public func spacing(_ name: String) -> Double? { theme.layout.spacing[name] }

    /// The animation at `index` of the compiled theme, or its Reduce Motion substitute.
    public func animation(at index: Int) -> ResolvedAnimation {
        let animation = theme.animations[index]
        return context.reduceMotion
            ? ResolvedAnimation(name: animation.name, curve: animation.reduceMotion, isReducedMotion: true)
            : ResolvedAnimation(name: animation.name, curve: animation.animation, isReducedMotion: false)
    }

    /// The animation named `name`, if the theme defines it.
    public func animation(named name: String) -> ResolvedAnimation? {
        theme.animations.firstIndex { $0.name == name }.map(animation(at:))
    }

    /// A button role drawn in `form` (its default form when `nil`) and `state`.
    public func button(_ role: ButtonRole, form: ButtonForm? = nil, state: ButtonState = .normal) -> ButtonAppearance {
        ButtonAppearance(resolved: self, button: theme.buttons[role], form: form, state: state)
    }

    /// A surface role as drawn here.
    public func surface(_ role: SurfaceRole) -> ResolvedSurface {
        let surface = theme.surfaces[role]
        let values = colors.values
        let background: ResolvedSurfaceBackground
        let opaque: RGBA
        switch surface.background {
        case .solid(let index):
            opaque = values[index]
            background = .solid(opaque)
        case let .material(material, tint, tintOpacity, opaqueIndex):
            opaque = values[opaqueIndex]
            background = context.reduceTransparency
                ? .solid(opaque)
                : .material(material, tint: tint.map { values[$0].withAlpha(values[$0].alpha * tintOpacity) })
        case let .glass(variant, tint, fallback, opaqueIndex):
            opaque = values[opaqueIndex]
            background = context.reduceTransparency ? .solid(opaque) : .glass(variant, tint: tint.map { values[$0] }, fallback: fallback)
        }
        let shadow = surface.shadowIndex.map { index -> ResolvedShadow in
            let shadow = theme.shadows[index]
            let opacity = context.appearance == .dark ? shadow.darkOpacity : shadow.opacity
            return ResolvedShadow(color: shadow.color.withAlpha(shadow.color.alpha * opacity), radius: shadow.radius, x: shadow.x, y: shadow.y)
        }
        return ResolvedSurface(
            role: surface.name, background: background, opaqueColor: opaque,
            border: surface.border.map { ResolvedBorder(color: values[$0.colorIndex], width: $0.width) },
            cornerRadius: surface.radius, shadow: shadow,
            inset: surface.inset.flatMap { layout.insetsByName[$0.role]?[$0.variant] })
    }
}

extension CompiledTheme {
    /// This theme resolved for `context`.
    public func resolved(for context: ThemeContext = ThemeContext()) -> ResolvedTheme {
        let mode = context.colorMode
        let colors = cache.colors(mode) {
            ColorTable(values: self.colors.values.map { $0[mode] })
        }
        let texts = cache.typography(context.typographyKey) {
            TextTable(values: text.values.map { role in
                TextResolver.resolve(role, color: colors.values[role.colorIndex], key: context.typographyKey)
            })
        }
        return ResolvedTheme(theme: self, context: context, colors: colors, texts: texts, layout: layout.variants[context.layoutIndex])
    }
}
