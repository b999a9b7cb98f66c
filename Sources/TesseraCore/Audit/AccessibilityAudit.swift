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
/// - Text on materials and Liquid Glass: the text declared on a material or glass surface's
///   tint or `opaque` role, over white and over black content through the system's veil and the
///   surface's tint (``AuditFinding/surface``, ``AuditFinding/backdrop``), and on the `opaque`
///   role that replaces the surface with Reduce Transparency.
///
/// Translucent backgrounds of declared pairings are composited over the `background` role first.
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
                let resolved =
                    size == .large
                    ? standard
                    : theme.resolved(
                        for: ThemeContext(appearance: mode.appearance, contrast: mode.contrast, dynamicTypeSize: size))
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
        textPairings(resolved, theme: resolved.theme, level: level)
    }

    /// A finding for `pair` measured on `resolved`'s colours.
    static func finding(_ pair: ContrastPair, in resolved: ResolvedTheme) -> AuditFinding {
        let (foreground, background) = pair.colors(in: resolved.colors.values)
        let ratio = Contrast.wcagRatio(foreground, background)
        let passed = ratio >= pair.threshold
        let mode = resolved.context.colorMode
        let sizeNote = pair.size.map { ", \($0.rawValue)" } ?? ""
        var content: RGBA?
        var advice = ""
        if case .surface(let behind, _, _) = pair.backdrop {
            content = behind
            if !passed, pair.backgroundIndex == nil {
                advice = "; the surface has no tint: give it one (a dimming layer) or a text colour that passes"
            }
        }
        let message =
            "\(pair.role) on \(pair.against) (\(mode)\(sizeNote)): \(format(ratio)):1 \(passed ? "≥" : "<") \(format(pair.threshold)):1 "
            + "(\(foreground.composited(over: background).hexString) on \(background.hexString))" + advice
        return AuditFinding(
            check: pair.check, role: pair.role, against: pair.against, appearance: mode.appearance,
            contrast: mode.contrast,
            size: pair.size, foreground: foreground, background: background, value: ratio, threshold: pair.threshold,
            passed: passed, message: message, surface: pair.surface, backdrop: content)
    }

    static func textPairings(_ resolved: ResolvedTheme, theme: CompiledTheme, level: AuditLevel) -> [AuditFinding] {
        colorPairs(in: resolved, level: level).map { finding($0, in: resolved) }
    }

    static func buttons(_ resolved: ResolvedTheme, level: AuditLevel) -> [AuditFinding] {
        buttonPairs(in: resolved, level: level).map { finding($0, in: resolved) }
    }

    static func sizes(_ theme: CompiledTheme) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for role in theme.buttons.roles {
            let height = theme.buttons[role].minHeight
            let passed = height >= minimumTouchTarget
            findings.append(
                AuditFinding(
                    check: .touchTarget, role: role.name, value: height, threshold: minimumTouchTarget, passed: passed,
                    message:
                        "\(role.name) button: minimum height \(format(height)) pt \(passed ? "≥" : "<") \(format(minimumTouchTarget)) pt"
                ))
        }
        let standard = theme.resolved(for: ThemeContext())
        let xxxLarge = theme.resolved(for: ThemeContext(dynamicTypeSize: .xxxLarge))
        let largest = theme.resolved(for: ThemeContext(dynamicTypeSize: .accessibility5))
        for (index, name) in theme.text.names.enumerated() {
            let size = standard.texts.values[index].size
            let passed = size >= minimumTextSize
            findings.append(
                AuditFinding(
                    check: .minimumTextSize, role: name, size: .large, value: size, threshold: minimumTextSize,
                    passed: passed,
                    message:
                        "\(name): \(format(size)) pt at the default size \(passed ? "≥" : "<") \(format(minimumTextSize)) pt"
                ))
            let top = largest.texts.values[index].size
            let before = xxxLarge.texts.values[index].size
            let onPurpose = theme.text.values[index].isClampedOnPurpose
            let grows = top > before
            findings.append(
                AuditFinding(
                    check: .dynamicTypeGrowth, role: name, size: .accessibility5, value: top, threshold: before,
                    passed: grows || onPurpose,
                    message: grows
                        ? "\(name): grows to \(format(top)) pt at accessibility5"
                        : onPurpose
                            ? "\(name): stops at \(format(top)) pt (maximumSize \(theme.text.values[index].maximumSize.rawValue), on purpose)"
                            : "\(name): stops growing at \(format(top)) pt before the accessibility sizes; set maximumSize to say it is on purpose"
                ))
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
