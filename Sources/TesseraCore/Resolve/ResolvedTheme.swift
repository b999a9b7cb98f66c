/// A theme resolved for one context: every lookup is an array read.
///
/// Get one with `CompiledTheme.resolved(for:)`. Colour and typography tables are computed once
/// per facet of the context and shared (thread-safely) by every resolution that needs them.
public struct ResolvedTheme: Sendable {
    /// The compiled theme this resolves.
    public let theme: CompiledTheme
    /// The context it was resolved for.
    public let context: ThemeContext
    /// Colour values in this context's mode, by role index.
    @usableFromInline package let colors: ColorTable
    /// Text roles in this context's platform, size and weight, by role index.
    @usableFromInline package let texts: TextTable
    /// Spacing, insets and grid for this context's size classes.
    @usableFromInline package let layout: LayoutValues
    /// Every button role × form × state.
    @usableFromInline package let buttons: ButtonTable
    /// Every surface role.
    @usableFromInline package let surfaces: SurfaceTable

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

    /// The layout grid for this context's size classes.
    public var grid: Grid { layout.grid }
    /// The widest a column of running text should be, in points.
    public var readableContentWidth: Double { layout.readableContentWidth }
    /// The smallest a tappable control may be, in points on each side (44 by default).
    public var minimumTouchTarget: Double { layout.minimumTouchTarget }

    /// An inset in points.
    @inlinable
    public func inset(_ role: InsetRole, _ variant: InsetVariant = .regular) -> EdgeInsets {
        layout.insets[variant.index(within: role.rawValue)]
    }

    /// A spacing step by name (`"m"`), if the theme defines it.
    public func spacing(_ name: String) -> Double? { theme.layout.spacing[name] }

    /// A step of the spacing scale (`.l`), if the theme defines it.
    public func spacing(_ step: Spacing) -> Double? { theme.layout.spacing[step.name] }

    /// The theme's corner radius named `name` (`"large"`), in points, if it has one.
    public func radius(_ name: String) -> Double? { theme.radii[name] }

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
    @inlinable
    public func button(_ role: ButtonRole, form: ButtonForm? = nil, state: ButtonState = .normal) -> ResolvedButton {
        let index = theme.buttons.index(of: role)
        return buttons.values[ButtonTable.index(role: index, form: form ?? buttons.defaultForms[index], state: state)]
    }

    /// A surface role as drawn here.
    @inlinable
    public func surface(_ role: SurfaceRole) -> ResolvedSurface {
        surfaces.values[theme.surfaces.index(of: role)]
    }

    static func makeButton(
        theme: CompiledTheme, colors: ColorTable, layout: LayoutValues, index: Int, form: ButtonForm, state: ButtonState
    ) -> ResolvedButton {
        let button = theme.buttons.values[index]
        let values = colors.values
        let shape: ResolvedButtonShape
        let fill: RGBA?
        let labelColor: RGBA
        switch form {
        case .capsule:
            shape = button.cornerRadius.map(ResolvedButtonShape.rounded) ?? .capsule
            fill = button.fillIndex.map { values[$0] }
            labelColor = values[button.labelColorIndex]
        case .circularIcon:
            shape = .circle
            fill = values[button.fillIndex ?? ColorRoles.Builtin.surfaceSecondary.index]
            labelColor = values[button.labelColorIndex]
        case .text, .icon:
            shape = .none
            fill = nil
            labelColor = values[button.plainLabelColorIndex]
        }
        let border: ResolvedBorder? =
            switch form {
            case .capsule, .circularIcon:
                button.border.flatMap {
                    $0.width > 0 ? ResolvedBorder(color: values[$0.colorIndex], width: $0.width) : nil
                }
            case .text, .icon: nil
            }
        let opacity =
            switch state {
            case .normal: 1.0
            case .pressed: button.pressedOpacity
            case .disabled: button.disabledOpacity
            }
        return ResolvedButton(
            form: form, state: state, shape: shape, fill: fill, border: border, labelColor: labelColor,
            padding: form == .capsule || form == .text ? button.padding : EdgeInsets(horizontal: 0, vertical: 0),
            minHeight: button.minHeight,
            minimumHitSize: max(layout.minimumTouchTarget, form == .capsule ? button.minHeight : 0),
            iconSize: theme.buttonForms.iconSize, circleDiameter: theme.buttonForms.circleDiameter,
            scale: state == .pressed ? button.pressedScale : 1, opacity: opacity,
            saturation: state == .disabled ? button.disabledSaturation : 1,
            labelIndex: button.labelIndex, animationIndex: button.animationIndex, isNative: button.isNative)
    }

    /// The text role a button's label is drawn in.
    public func label(of button: ResolvedButton) -> ResolvedText { texts.values[button.labelIndex] }

    /// A button's press animation, or its Reduce Motion substitute.
    public func animation(of button: ResolvedButton) -> ResolvedAnimation { animation(at: button.animationIndex) }

    /// A surface's inset in another variant of its inset role: `.tight` for a dense list of
    /// cards, `.roomy` for a hero card. `nil` when the surface has no inset, or when a theme's own
    /// inset role does not define the variant.
    public func inset(of surface: SurfaceRole, _ variant: InsetVariant) -> EdgeInsets? {
        theme.surfaces.values[theme.surfaces.index(of: surface)].inset.flatMap { layout.inset($0, variant: variant) }
    }

    static func makeSurface(
        theme: CompiledTheme, colors: ColorTable, layout: LayoutValues, context: ThemeContext, index: Int
    ) -> ResolvedSurface {
        let values = colors.values
        let background: ResolvedSurfaceBackground
        let opaque: RGBA
        switch theme.surfaces.values[index].background {
        case .solid(let color):
            opaque = values[color]
            background = .solid(opaque)
        case .material(let material, let tint, let tintOpacity, let opaqueIndex):
            opaque = values[opaqueIndex]
            background =
                context.reduceTransparency
                ? .solid(opaque)
                : .material(material, tint: tint.map { values[$0].withAlpha(values[$0].alpha * tintOpacity) })
        case .glass(let variant, let tint, let fallback, let opaqueIndex):
            opaque = values[opaqueIndex]
            background =
                context.reduceTransparency
                ? .solid(opaque) : .glass(variant, tint: tint.map { values[$0] }, fallback: fallback)
        }
        let shadow = theme.surfaces.values[index].shadowIndex.map { theme.shadows[$0].resolved(in: context.colorMode) }
        let border = theme.surfaces.values[index].border
        return ResolvedSurface(
            background: background, opaqueColor: opaque,
            border: border.map { ResolvedBorder(color: values[$0.colorIndex], width: $0.width) },
            cornerRadius: theme.surfaces.values[index].radius, shadow: shadow,
            inset: theme.surfaces.values[index].inset.flatMap(layout.inset))
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
            TextTable(
                values: text.values.map { role in
                    TextResolver.resolve(role, color: colors.values[role.colorIndex], key: context.typographyKey)
                })
        }
        let layout = layout.variants[context.layoutIndex]
        let buttons = cache.buttons(mode) {
            var values: [ResolvedButton] = []
            values.reserveCapacity(self.buttons.values.count * ButtonForm.count * ButtonState.count)
            for index in self.buttons.values.indices {
                for form in ButtonForm.allCases {
                    for state in ButtonState.allCases {
                        values.append(
                            ResolvedTheme.makeButton(
                                theme: self, colors: colors, layout: layout, index: index, form: form, state: state))
                    }
                }
            }
            return ButtonTable(values: values, defaultForms: self.buttons.values.map(\.form))
        }
        let surfaceKey = SurfaceKey(
            mode: mode.index, reduceTransparency: context.reduceTransparency, layout: context.layoutIndex)
        let surfaces = cache.surfaces(surfaceKey) {
            SurfaceTable(
                values: self.surfaces.values.indices.map {
                    ResolvedTheme.makeSurface(theme: self, colors: colors, layout: layout, context: context, index: $0)
                })
        }
        return ResolvedTheme(
            theme: self, context: context, colors: colors, texts: texts, layout: layout, buttons: buttons,
            surfaces: surfaces)
    }
}
