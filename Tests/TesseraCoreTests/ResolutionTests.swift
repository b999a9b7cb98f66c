import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

@Suite("Resolution")
struct ResolutionTests {
    let theme = Presets.default.theme

    @Test("colours follow appearance and contrast; absent increased-contrast values fall back to standard")
    func colors() {
        let light = theme.resolved(for: ThemeContext())
        let dark = theme.resolved(for: ThemeContext(appearance: .dark))
        let lightHC = theme.resolved(for: ThemeContext(contrast: .increased))
        #expect(light.color(.accent).hexString == "#3B57D6")
        #expect(dark.color(.accent).hexString == "#9AAEFF")
        #expect(lightHC.color(.accent).hexString == "#1F3389")
        #expect(
            lightHC.color(.textPrimary) == light.color(.textPrimary), "no increased-contrast value: the standard one")
        #expect(dark.color(.textOnOverlay) == dark.color(.textPrimary), "role references follow the mode")
    }

    @Test(
        "size classes pick the layout variant: regular width and compact height overrides",
        arguments: [
            (ThemeContext.SizeClass.compact, ThemeContext.SizeClass.regular, 12.0, 16.0, 12.0, 4),
            (.regular, .regular, 16, 24, 16, 12),
            (.compact, .compact, 12, 16, 8, 4),
            (.regular, .compact, 16, 16, 8, 12),
        ])
    func sizeClasses(
        width: ThemeContext.SizeClass, height: ThemeContext.SizeClass, gap: Double, screenHorizontal: Double,
        screenVertical: Double, columns: Int
    ) {
        let resolved = theme.resolved(for: ThemeContext(horizontalSizeClass: width, verticalSizeClass: height))
        #expect(resolved.gap(.regular) == gap)
        #expect(resolved.inset(.screen).horizontal == screenHorizontal)
        #expect(resolved.inset(.screen).vertical == screenVertical)
        #expect(resolved.layout.grid.columns == columns)
        #expect(resolved.layout.minimumTouchTarget == 44)
    }

    @Test("Reduce Motion swaps each animation for its substitute")
    func reduceMotion() {
        let plain = theme.resolved(for: ThemeContext())
        let calm = theme.resolved(for: ThemeContext(reduceMotion: true))
        let normal = plain.animation(of: plain.button(.primary))
        let reduced = calm.animation(of: calm.button(.primary))
        #expect(normal.curve.curve == .spring && !normal.isReducedMotion)
        #expect(reduced.curve == AnimationCurve(curve: .easeOut, duration: 0.1) && reduced.isReducedMotion)
        #expect(
            theme.resolved(for: ThemeContext(reduceMotion: true)).animation(named: "gentle")?.curve.curve
                == AnimationCurveKind.none)
    }

    @Test("Reduce Transparency turns materials and glass into their opaque colour")
    func reduceTransparency() {
        let normal = theme.resolved(for: ThemeContext())
        let reduced = theme.resolved(for: ThemeContext(reduceTransparency: true))
        guard case .material(.regular, let tint?) = normal.surface(.sheet).background else {
            Issue.record("sheet should be a tinted material: \(normal.surface(.sheet).background)")
            return
        }
        #expect(abs(tint.alpha - 0.6) < 1e-9)
        #expect(reduced.surface(.sheet).background == .solid(reduced.color(.surfaceOverlay)))
        guard case .glass(.regular, _, .regular) = normal.surface(.floatingPanel).background else {
            Issue.record("floating panel should be glass")
            return
        }
        #expect(reduced.surface(.floatingPanel).background == .solid(reduced.color(.surfaceOverlay)))
        #expect(reduced.surface(.card).background == .solid(reduced.color(.surfaceBase)))
    }

    @Test("surfaces: radius, border, inset for the size class, and the dark shadow treatment")
    func surfaces() {
        let light = theme.resolved(for: ThemeContext()).surface(.cardElevated)
        let dark = theme.resolved(for: ThemeContext(appearance: .dark, horizontalSizeClass: .regular)).surface(
            .cardElevated)
        #expect(light.cornerRadius == 16)
        #expect(abs((light.shadow?.color.alpha ?? 0) - 0.1) < 1e-9)
        #expect(abs((dark.shadow?.color.alpha ?? 0) - 0.4) < 1e-9)
        #expect(light.inset == EdgeInsets(horizontal: 16, vertical: 16))
        #expect(dark.inset == EdgeInsets(horizontal: 24, vertical: 24))
        #expect(theme.resolved(for: ThemeContext()).surface(.card).border?.width == 1)
    }

    @Test(
        "a surface's inset in another variant of its inset role, for the size class",
        arguments: [
            (SurfaceRole.card, InsetVariant.tight), (.card, .roomy), (.cardSecondary, .regular),
            (.cardSecondary, .roomy),
            (.sheet, .tight), (.floatingWidget, .roomy),
        ])
    func surfaceInsetVariants(_ surface: SurfaceRole, _ variant: InsetVariant) throws {
        let role: InsetRole = surface == .sheet ? .screen : .card
        for context in [
            ThemeContext(), ThemeContext(horizontalSizeClass: .regular), ThemeContext(verticalSizeClass: .compact),
        ] {
            let resolved = theme.resolved(for: context)
            #expect(
                resolved.inset(of: surface, variant) == resolved.inset(role, variant),
                "\(surface) \(variant) in \(context)")
        }
    }

    @Test("a surface without an inset has none in any variant")
    func surfaceWithoutInset() {
        let resolved = theme.resolved(for: ThemeContext())
        for variant in InsetVariant.allCases {
            #expect(resolved.inset(of: .appBackground, variant) == nil)
        }
        #expect(resolved.inset(of: .card, .tight) != resolved.inset(of: .card, .roomy))
    }

    @Test("buttons per role × form × state")
    func buttons() {
        let resolved = theme.resolved(for: ThemeContext())
        let primary = resolved.button(.primary)
        #expect(primary.form == .capsule && primary.shape == .capsule)
        #expect(primary.fill == resolved.color(.accent) && primary.labelColor == resolved.color(.textOnAccent))
        #expect(resolved.label(of: primary).role == "buttonPrimary" && resolved.label(of: primary).weight == .semibold)
        let asText = resolved.button(.primary, form: .text)
        #expect(
            asText.fill == nil && asText.shape == ResolvedButtonShape.none
                && asText.labelColor == resolved.color(.accent))
        let icon = resolved.button(.tertiary, form: .circularIcon)
        #expect(icon.shape == .circle && icon.fill == resolved.color(.surfaceSecondary) && icon.circleDiameter == 44)
        #expect(resolved.button(.secondary, form: .text).labelColor == resolved.color(.accent), "plainLabelColor")
        let pressed = resolved.button(.primary, state: .pressed)
        #expect(pressed.scale == 0.97 && pressed.opacity == 0.95 && pressed.saturation == 1)
        let disabled = resolved.button(.primary, state: .disabled)
        #expect(disabled.opacity == 0.4 && disabled.saturation == 0.3 && disabled.scale == 1)
        #expect(resolved.button(.plain, form: .icon).minimumHitSize >= 44)
        #expect(resolved.button(.custom("promo", fallback: .destructive)) == resolved.button(.destructive))
    }

    @Test("facets are cached and shared, and safe to resolve from many threads at once")
    func caching() async {
        let first = theme.resolved(for: ThemeContext(appearance: .dark, horizontalSizeClass: .regular))
        let second = theme.resolved(for: ThemeContext(appearance: .dark, dynamicTypeSize: .xLarge))
        #expect(first.colors === second.colors, "one colour table per mode")
        #expect(first.texts !== second.texts, "typography differs by size")
        let results = await withTaskGroup(of: Double.self, returning: [Double].self) { group in
            for index in 0..<64 {
                group.addTask {
                    let size = DynamicTypeSize.allCases[index % 12]
                    return Presets.default.theme.resolved(for: ThemeContext(dynamicTypeSize: size)).text(.body).size
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(results) == Set(TextStyleMetrics.iOSSize[TextStyle.body.index]))
    }
}

/// Text colours follow the appearance whatever order contexts are resolved in: the typography
/// cache is per colour mode, since a text role's colour is part of its resolved value.
@Test(arguments: Presets.all.map(\.id))
func textColoursFollowTheModeWhateverTheOrderOfResolution(_ id: String) throws {
    let preset = try #require(Presets.named(id))
    // A fresh compile, so no earlier test has filled the cache.
    let theme = try #require(ThemeLoader().load(tree: ThemeFile.tree(for: preset.spec)).theme)
    for (first, second) in [(Appearance.dark, Appearance.light), (.light, .dark)] {
        for size in [DynamicTypeSize.accessibility2, .xSmall] {
            _ = theme.resolved(for: ThemeContext(appearance: first, dynamicTypeSize: size)).text(.largeTitle)
            let context = ThemeContext(appearance: second, dynamicTypeSize: size)
            let resolved = theme.resolved(for: context)
            let expected = theme.color(.textPrimary, in: context.colorMode)
            #expect(
                resolved.text(.body).color == expected,
                "\(id): body colour at \(second) \(size) after resolving \(first)")
        }
    }
}
