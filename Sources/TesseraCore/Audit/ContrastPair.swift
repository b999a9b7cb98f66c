/// One contrast check of the audit, by colour-role index: a foreground drawn on a background,
/// each with the opacity it is drawn at, and the ratio it must reach.
///
/// The audit measures every pair with ``colors(in:)``; the generator and `audit --fix` solve
/// the same pairs with one side replaced, so what they solve is exactly what the audit checks.
package struct ContrastPair: Sendable, Hashable {
    /// How the background is put together.
    package enum Backdrop: Sendable, Hashable {
        /// A declared pairing: the background role, composited over the opaque `background`
        /// role when translucent.
        case role
        /// A button: the fill (if any) at its alpha × the button's opacity over the
        /// `background` role, itself made opaque as a declared pairing's background is.
        case button(opacity: Double)
        /// Text on a material or glass surface: `content` (the worst case behind it, white or
        /// black) under the system's `veil` (``SurfaceVeil``), under the background role — the
        /// surface's tint, if any — at its alpha × `tintOpacity`. The page plays no part.
        case surface(content: RGBA, veil: RGBA, tintOpacity: Double)
    }

    package var check: AuditFinding.Check
    /// The role the finding names (a colour role, or a button role).
    package var role: String
    /// What it is checked against, as the finding says it.
    package var against: String
    package var size: DynamicTypeSize?
    /// The colour role drawn on top.
    package var foregroundIndex: Int
    /// The alpha the foreground is multiplied by (a button's opacity; 1 otherwise).
    package var foregroundOpacity: Double
    /// The colour role underneath; `nil` for an unfilled button (drawn on the page background).
    package var backgroundIndex: Int?
    package var backdrop: Backdrop
    /// The index of the `background` role everything is composited over.
    package var pageIndex: Int
    package var threshold: Double
    /// For a button label, the text role it is drawn in; `nil` otherwise.
    package var labelIndex: Int?
    /// For text on a material or glass surface (over content, or on its opaque colour with
    /// Reduce Transparency), the surface role's name.
    package var surface: String? = nil

    /// The foreground and the opaque background this pair is measured with, given every colour
    /// role's value in one mode (by role index).
    package func colors(in values: [RGBA]) -> (foreground: RGBA, background: RGBA) {
        let page = values[pageIndex].withAlpha(1)
        func behind(_ color: RGBA) -> RGBA { color.isOpaque ? color : color.composited(over: page) }
        let foreground = measured(values[foregroundIndex])
        switch backdrop {
        case .role:
            return (foreground, behind(values[backgroundIndex ?? pageIndex]))
        case .button(let opacity):
            let base = behind(values[pageIndex])
            let surface =
                backgroundIndex.map { values[$0].withAlpha(values[$0].alpha * opacity).composited(over: base) } ?? base
            return (foreground, surface)
        case .surface(let content, let veil, let tintOpacity):
            let tint = backgroundIndex.map { values[$0] }
            return (
                foreground, SurfaceVeil.background(content: content, veil: veil, tint: tint, tintOpacity: tintOpacity)
            )
        }
    }

    /// The foreground role's colour as this pair draws it (a button label at its state's opacity).
    func measured(_ foreground: RGBA) -> RGBA {
        switch backdrop {
        case .role, .surface: foreground
        case .button: foreground.withAlpha(foreground.alpha * foregroundOpacity)
        }
    }

    /// The WCAG 2 ratio of this pair, given every colour role's value in one mode.
    package func ratio(in values: [RGBA]) -> Double {
        let (foreground, background) = colors(in: values)
        return Contrast.wcagRatio(foreground, background)
    }

    /// The colour role a fix may move on the background side: the background role, else (an
    /// unfilled button) the page it is drawn on; `nil` for text over content behind an untinted
    /// material or glass, where no colour role of the theme lies between the text and the content.
    package var movableBackground: Int? {
        if case .surface = backdrop { return backgroundIndex }
        return backgroundIndex ?? pageIndex
    }

    /// Whether the pair involves the colour role at `index`, on either side.
    /// (The `background` role counts for every pair but text over content behind a material or
    /// glass: translucent colours are composited over it.)
    package func involves(_ index: Int) -> Bool {
        if case .surface = backdrop { return foregroundIndex == index || backgroundIndex == index }
        return foregroundIndex == index || backgroundIndex == index || pageIndex == index
    }
}

extension AccessibilityAudit {
    /// The colour pairs the audit checks in `resolved`'s colour mode that do not depend on text
    /// size: declared text pairings and essential non-text colours on their backgrounds.
    package static func colorPairs(in resolved: ResolvedTheme, level: AuditLevel = .AA) -> [ContrastPair] {
        let theme = resolved.theme
        let names = theme.colors.names
        let page = theme.colors.index(of: .background)
        var pairs: [ContrastPair] = []
        for pairing in theme.pairings {
            pairs.append(
                ContrastPair(
                    check: .textContrast, role: names[pairing.textIndex], against: names[pairing.backgroundIndex],
                    size: nil,
                    foregroundIndex: pairing.textIndex, foregroundOpacity: 1, backgroundIndex: pairing.backgroundIndex,
                    backdrop: .role, pageIndex: page, threshold: level.textThreshold(large: false), labelIndex: nil))
        }
        for entry in theme.nonText where entry.usage == .essential {
            for background in entry.backgroundIndices {
                pairs.append(
                    ContrastPair(
                        check: .nonTextContrast, role: names[entry.colorIndex], against: names[background], size: nil,
                        foregroundIndex: entry.colorIndex, foregroundOpacity: 1, backgroundIndex: background,
                        backdrop: .role, pageIndex: page, threshold: AuditLevel.nonTextThreshold, labelIndex: nil))
            }
        }
        return pairs + surfacePairs(in: resolved, level: level)
    }

    /// Every button role's label on what it is drawn on, in the capsule, text and circular-icon
    /// forms, normal and pressed, at `resolved`'s Dynamic Type size (which decides whether the
    /// label is large text).
    package static func buttonPairs(in resolved: ResolvedTheme, level: AuditLevel = .AA) -> [ContrastPair] {
        let theme = resolved.theme
        let page = theme.colors.index(of: .background)
        var pairs: [ContrastPair] = []
        for button in theme.buttons.values {
            for form in [ButtonForm.capsule, .text, .circularIcon] {
                for state in [ButtonState.normal, .pressed] {
                    let opacity = state == .pressed ? button.pressedOpacity : 1
                    let fill: Int? =
                        switch form {
                        case .capsule: button.fillIndex
                        case .circularIcon: button.fillIndex ?? ColorRoles.Builtin.surfaceSecondary.index
                        case .text, .icon: nil
                        }
                    let label = form == .text || form == .icon ? button.plainLabelColorIndex : button.labelColorIndex
                    let large = resolved.texts.values[button.labelIndex].isLargeText
                    pairs.append(
                        ContrastPair(
                            check: .buttonLabelContrast, role: button.name,
                            against: "\(form.rawValue) \(state.rawValue)",
                            size: resolved.context.dynamicTypeSize, foregroundIndex: label, foregroundOpacity: opacity,
                            backgroundIndex: fill, backdrop: .button(opacity: opacity), pageIndex: page,
                            threshold: form == .circularIcon
                                ? AuditLevel.nonTextThreshold : level.textThreshold(large: large),
                            labelIndex: button.labelIndex))
                }
            }
        }
        return pairs
    }

    /// Every contrast pair the audit checks in `mode` (buttons at the default and the largest
    /// Dynamic Type sizes), each once with the highest threshold it has.
    package static func contrastPairs(of theme: CompiledTheme, in mode: ColorMode, level: AuditLevel = .AA)
        -> [ContrastPair]
    {
        let standard = theme.resolved(for: ThemeContext(appearance: mode.appearance, contrast: mode.contrast))
        let largest = theme.resolved(
            for: ThemeContext(appearance: mode.appearance, contrast: mode.contrast, dynamicTypeSize: .accessibility5))
        var result: [ContrastPair] = []
        var seen: [PairKey: Int] = [:]
        for pair in AccessibilityAudit.colorPairs(in: standard, level: level)
            + AccessibilityAudit.buttonPairs(in: standard, level: level)
            + AccessibilityAudit.buttonPairs(in: largest, level: level)
        {
            let key = PairKey(pair)
            if let index = seen[key] {
                if pair.threshold > result[index].threshold { result[index] = pair }
            } else {
                seen[key] = result.count
                result.append(pair)
            }
        }
        return result
    }

    private struct PairKey: Hashable {
        var foreground: Int, opacity: Double, background: Int?, backdrop: ContrastPair.Backdrop, surface: String?
        init(_ pair: ContrastPair) {
            surface = pair.surface
            foreground = pair.foregroundIndex
            opacity = pair.foregroundOpacity
            background = pair.backgroundIndex
            backdrop = pair.backdrop
        }
    }
}
