import Foundation
@_spi(TesseraTools) import TesseraCore

extension ColorRules {
    /// The hues (OKLCH degrees) a status colour may have; red and orange overlap, so the name
    /// decides between them and the hue only vetoes.
    static let hues: [String: [ClosedRange<Double>]] = [
        "destructive": [0...45, 330...360],
        "warning": [30...115],
        "success": [115...200],
    ]
    static let statusWords: [String: Set<String>] = [
        "destructive": ["danger", "error", "critical", "negative", "destructive"],
        "warning": ["warning", "caution", "attention", "notice"],
        "success": ["success", "positive", "valid"],
    ]

    /// Words of colours named for a status that are not its fill: an icon's, a container's.
    static let notStatusFills: Set<String> = ["icon", "icons", "container"]

    /// The least OKLCH chroma of an accent (the corpus's accents are 0.10 and above).
    static let accentChroma = 0.09

    /// Chromatic, opaque colours that can fill a control: not a pale tint, not text or a border.
    var solidColors: [ColorCandidate] {
        clean.filter {
            $0.family != .text && $0.family != .border && $0.isOpaque && $0.chroma >= 0.06
                && (0.25...0.9).contains($0.lightness) && !Self.isControls($0)
                && !$0.has(ColorWords.inverse) && !$0.has(["focus", "ring", "on"])
                && !$0.has(ColorWords.secondaryLevel) && !$0.has(ColorWords.tertiaryLevel)
                && !$0.has(["tint", "light", "lighter", "weak", "weaker", "subtler"])
        }
    }

    /// The accent, each status colour, the focus ring and the colours that read on them.
    mutating func accents() {
        let solids = solidColors
        record(
            "accent",
            ColorChoice.best(solids) { candidate in
                guard candidate.has(ColorWords.interactive), !candidate.has(ColorWords.status) else { return nil }
                // An icon's colour is drawn on a fill, it is not the fill a control is drawn with.
                if candidate.has(["icon", "icons"]) { return nil }
                return 1 + (candidate.has(ColorWords.primaryLevel) ? 1 : 0) + (candidate.family == .fill ? 0.5 : 0)
                    + (candidate.has(["accent", "action", "interactive"]) ? 0.25 : 0)
                    - (candidate.has(ColorWords.emphasis) ? 1 : 0)
            }, none: "no chromatic, opaque colour is named for actions, the accent, the brand or as primary"
        ) {
            "a chromatic colour named for actions\(Self.level($0)): \($0.color.opaqueHex), OKLCH chroma \(String(format: "%.2f", $0.chroma))"
        }
        // Name and value must agree: the colour the names choose is plainly chromatic. A dark
        // green of chroma 0.06 reads as grey beside the page's neutrals: a brand's ink, and
        // whether it is the accent is the system's choice.
        if let accent = chosen["accent"], accent.chroma < Self.accentChroma {
            chosen["accent"] = nil
            picks["accent"] = .none(
                because:
                    "unsure: `\(accent.name)` is named for actions, but its OKLCH chroma \(String(format: "%.2f", accent.chroma)) is under \(Self.accentChroma): nearly grey for an accent"
            )
        }
        if case .chosen(let button) = primaryButtonFill(), chosen["accent"]?.color.hexString != button.color.hexString {
            chosen["accent"] = button
            picks["accent"] = .token(
                button.name,
                because:
                    "the primary button's fill, chromatic and opaque: \(button.color.opaqueHex), OKLCH chroma \(String(format: "%.2f", button.chroma))"
            )
        }
        let page = self.page
        for role in ["destructive", "warning", "success"] {
            guard let words = Self.statusWords[role], let hues = Self.hues[role] else { continue }
            // The destructive colour must also read on the page as a control's part does (3:1,
            // WCAG 1.4.11): a lighter red is a decoration's (`support.accent.error`). Greens and
            // yellows are often bright fills read with dark text on them.
            let fitting = solids.filter { candidate in
                hues.contains { $0.contains(candidate.hue) }
                    && (role != "destructive" || candidate.contrast(on: page) >= 3)
            }
            var outcome = ColorChoice.best(fitting) { candidate in
                // An icon's colour is drawn on a fill, and a status `container` is the tint a
                // message sits on (`containerNegative`): neither is the status colour itself.
                guard candidate.has(words), !candidate.has(Self.notStatusFills) else { return nil }
                return 2 + (candidate.has(ColorWords.primaryLevel) ? 1 : 0) + (candidate.family == .fill ? 0.5 : 0)
                    - (candidate.has(ColorWords.emphasis) ? 1 : 0)
            }
            if case .nothing = outcome {
                // A status group (`status.normal`) whose colour has the role's hue.
                outcome = ColorChoice.best(fitting) { candidate in
                    (candidate.has(["status", "feedback"]) && !candidate.has(ColorWords.status.subtracting(words)))
                        ? Double(1) : nil
                }
            }
            record(
                role, outcome,
                none: "no chromatic colour named for it (\(words.sorted().joined(separator: ", "))) has its hue"
            ) {
                "named for \(role == "destructive" ? "danger" : role)\(Self.level($0)), with its hue (\(Int($0.hue.rounded()))° in OKLCH): \($0.color.opaqueHex)"
            }
            if role == "destructive", case .chosen(let button) = destructiveButtonFill(hues: hues),
                chosen["destructive"]?.color.hexString != button.color.hexString
            {
                chosen["destructive"] = button
                picks["destructive"] = .token(
                    button.name,
                    because:
                        "the danger button's fill, red and opaque: \(button.color.opaqueHex), \(AccessibilityAudit.format(button.contrast(on: page))):1 on the background"
                )
            }
        }
        // A focus colour named for actions (`actions.primary.focus.border-color`) is a button's
        // focused state, not the page's focus ring; one named for text (`focus.text-color`) or a
        // control (`input.focus.border`) is a focused control's own text or outline.
        let focus = clean.filter {
            $0.has(["focus"]) && $0.isOpaque && !$0.has(ColorWords.inverse) && !$0.has(ColorWords.status)
                && !$0.has(["action", "actions", "cta"]) && $0.family != .text && !Self.isControls($0)
        }
        record(
            "focusRing",
            ColorChoice.best(focus) { candidate in
                guard candidate.contrast(on: page) >= 3, !candidate.has(ColorWords.secondaryLevel) else { return nil }
                return (candidate.has(["ring", "outline", "indicator", "border"]) ? 1 : 0)
                    + (candidate.has(ColorWords.primaryLevel) ? 1 : 0)
            }, none: "no colour named for focus reads at 3:1 on the background"
        ) {
            "named for focus\(Self.level($0)); \(AccessibilityAudit.format($0.contrast(on: page))):1 on the background"
        }
        onColor("textOnAccent", on: "accent", for: ["accent", "primary", "brand", "action", "interactive"])
        onColor(
            "textOnDestructive", on: "destructive", for: ["danger", "error", "critical", "negative", "destructive"])
        onColor("textOnScrim", on: "scrim", for: ["scrim", "overlay", "backdrop"])
    }
}
