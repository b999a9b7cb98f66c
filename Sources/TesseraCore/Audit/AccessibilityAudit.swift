import Foundation

/// Checks a compiled theme against WCAG 2 contrast and Apple's size guidance, in all four
/// appearance × contrast modes, at the default and the largest Dynamic Type sizes.
///
/// - Text: every declared text-on-background pairing, at the normal-text threshold (a colour
///   role may be used at any size).
/// - Buttons: each role's label on its fill in the capsule and text forms, normal and pressed
///   (pressed opacity applied over the background); large-text thresholds follow the label's
///   resolved size and weight (≥ 18 pt, or ≥ 14 pt at semibold or heavier). Icon forms hold the
///   glyph to the non-text 3:1. Disabled buttons are exempt, as WCAG allows.
/// - Non-text: essential roles at 3:1 against each background they sit on; decorative ones exempt.
/// - Sizes: buttons at least 44 pt high; no text role under 11 pt at the default size; text roles
///   that stop growing before the accessibility sizes, unless their `maximumSize` says so.
///
/// Translucent backgrounds are composited over the `background` role first.
public enum AccessibilityAudit {
    /// The smallest height for a button on iOS (HIG).
    public static let minimumTouchTarget = 44.0
    /// The smallest text size at the default Dynamic Type size on iOS (HIG).
    public static let minimumTextSize = 11.0

    /// Runs every check on `theme` at `level`; the report lists passes and failures alike.
    public static func run(_ theme: CompiledTheme, level: AuditLevel = .AA) -> AuditReport {
        var findings: [AuditFinding] = []
        for mode in ColorMode.allCases {
            let standard = theme.resolved(for: ThemeContext(appearance: mode.appearance, contrast: mode.contrast))
            findings += contrast(in: standard, level: level)
            for size in [DynamicTypeSize.large, .accessibility5] {
                let resolved = size == .large ? standard
                    : theme.resolved(for: ThemeContext(appearance: mode.appearance, contrast: mode.contrast, dynamicTypeSize: size))
                findings += buttons(resolved, level: level)
            }
        }
        findings += sizes(theme)
        return AuditReport(themeID: theme.id, level: level, findings: findings)
    }

    /// The contrast checks of one colour mode: every text pairing (declared and default) and
    /// every essential non-text colour on its backgrounds, resolved as `resolved` draws them —
    /// the part of `run(_:level:)` an editor re-runs after each change.
    public static func contrast(in resolved: ResolvedTheme, level: AuditLevel = .AA) -> [AuditFinding] {
        textPairings(resolved, theme: resolved.theme, level: level) + nonText(resolved, theme: resolved.theme)
    }

    static func backdrop(_ color: RGBA, in resolved: ResolvedTheme) -> RGBA {
        color.isOpaque ? color : color.composited(over: resolved.color(.background).withAlpha(1))
    }

    static func contrastFinding(
        _ check: AuditFinding.Check, role: String, against: String, resolved: ResolvedTheme, size: DynamicTypeSize?,
        foreground: RGBA, background: RGBA, threshold: Double
    ) -> AuditFinding {
        let ratio = Contrast.wcagRatio(foreground, background)
        let passed = ratio >= threshold
        let mode = resolved.context.colorMode
        let sizeNote = size.map { ", \($0.rawValue)" } ?? ""
        let message = "\(role) on \(against) (\(mode)\(sizeNote)): \(format(ratio)):1 \(passed ? "≥" : "<") \(format(threshold)):1 "
            + "(\(foreground.composited(over: background).hexString) on \(background.hexString))"
        return AuditFinding(
            check: check, role: role, against: against, appearance: mode.appearance, contrast: mode.contrast, size: size,
            foreground: foreground, background: background, value: ratio, threshold: threshold, passed: passed, message: message)
    }

    static func textPairings(_ resolved: ResolvedTheme, theme: CompiledTheme, level: AuditLevel) -> [AuditFinding] {
        theme.pairings.map { pairing in
            contrastFinding(
                .textContrast, role: theme.colors.names[pairing.textIndex], against: theme.colors.names[pairing.backgroundIndex],
                resolved: resolved, size: nil, foreground: resolved.colors.values[pairing.textIndex],
                background: backdrop(resolved.colors.values[pairing.backgroundIndex], in: resolved),
                threshold: level.textThreshold(large: false))
        }
    }

    static func nonText(_ resolved: ResolvedTheme, theme: CompiledTheme) -> [AuditFinding] {
        theme.nonText.filter { $0.usage == .essential }.flatMap { entry in
            entry.backgroundIndices.map { background in
                contrastFinding(
                    .nonTextContrast, role: theme.colors.names[entry.colorIndex], against: theme.colors.names[background],
                    resolved: resolved, size: nil, foreground: resolved.colors.values[entry.colorIndex],
                    background: backdrop(resolved.colors.values[background], in: resolved), threshold: AuditLevel.nonTextThreshold)
            }
        }
    }

    static func buttons(_ resolved: ResolvedTheme, level: AuditLevel) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let base = backdrop(resolved.color(.background), in: resolved)
        for role in resolved.theme.buttons.roles {
            for form in [ButtonForm.capsule, .text, .circularIcon] {
                for state in [ButtonState.normal, .pressed] {
                    let button = resolved.button(role, form: form, state: state)
                    let opacity = button.opacity
                    let surface = button.fill.map { $0.withAlpha($0.alpha * opacity).composited(over: base) } ?? base
                    let label = button.labelColor
                    let foreground = label.withAlpha(label.alpha * opacity)
                    let threshold = form == .circularIcon
                        ? AuditLevel.nonTextThreshold : level.textThreshold(large: resolved.label(of: button).isLargeText)
                    findings.append(contrastFinding(
                        .buttonLabelContrast, role: role.name, against: "\(form.rawValue) \(state.rawValue)",
                        resolved: resolved, size: resolved.context.dynamicTypeSize,
                        foreground: foreground, background: surface, threshold: threshold))
                }
            }
        }
        return findings
    }

    static func sizes(_ theme: CompiledTheme) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for role in theme.buttons.roles {
            let height = theme.buttons[role].minHeight
            let passed = height >= minimumTouchTarget
            findings.append(AuditFinding(
                check: .touchTarget, role: role.name, value: height, threshold: minimumTouchTarget, passed: passed,
                message: "\(role.name) button: minimum height \(format(height)) pt \(passed ? "≥" : "<") \(format(minimumTouchTarget)) pt"))
        }
        let standard = theme.resolved(for: ThemeContext())
        let xxxLarge = theme.resolved(for: ThemeContext(dynamicTypeSize: .xxxLarge))
        let largest = theme.resolved(for: ThemeContext(dynamicTypeSize: .accessibility5))
        for (index, name) in theme.text.names.enumerated() {
            let size = standard.texts.values[index].size
            let passed = size >= minimumTextSize
            findings.append(AuditFinding(
                check: .minimumTextSize, role: name, size: .large, value: size, threshold: minimumTextSize, passed: passed,
                message: "\(name): \(format(size)) pt at the default size \(passed ? "≥" : "<") \(format(minimumTextSize)) pt"))
            let top = largest.texts.values[index].size
            let before = xxxLarge.texts.values[index].size
            let onPurpose = theme.text.values[index].isClampedOnPurpose
            let grows = top > before
            findings.append(AuditFinding(
                check: .dynamicTypeGrowth, role: name, size: .accessibility5, value: top, threshold: before,
                passed: grows || onPurpose,
                message: grows ? "\(name): grows to \(format(top)) pt at accessibility5"
                    : onPurpose ? "\(name): stops at \(format(top)) pt (maximumSize \(theme.text.values[index].maximumSize.rawValue), on purpose)"
                    : "\(name): stops growing at \(format(top)) pt before the accessibility sizes; set maximumSize to say it is on purpose"))
        }
        return findings
    }

    /// Two decimals, never rounded up past a threshold: 4.4999 prints 4.49.
    @_spi(TesseraTools) public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let truncated = (value * 100).rounded(.down) / 100
        guard truncated == truncated.rounded() else { return String(format: "%.2f", truncated) }
        // Whole numbers print without a fraction; `Int(_:)` would trap beyond its range.
        return abs(truncated) < 1e15 ? String(Int(truncated)) : String(format: "%.0f", truncated)
    }
}
