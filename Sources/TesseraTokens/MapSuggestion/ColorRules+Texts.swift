import Foundation
@_spi(TesseraTools) import TesseraCore

extension ColorRules {
    /// Words of a veil laid over the page: a scrim's colour, never its text, however dark.
    static let scrimWords: Set<String> = ["scrim", "backdrop", "overlay", "curtain", "dim"]

    /// Colours that can be a theme's own text: named for text, or neutral and named for neither
    /// fill nor border; no status, action or inverse word.
    var textColors: [ColorCandidate] {
        // A field's text or placeholder (`input.text.placeholder`) is the control's, not the page's;
        // so is a placeholder colour however it is grouped (`text.placeholder`): the page's
        // quietest text is the level its name ranks, not what fills an empty field.
        let clean = self.clean.filter { !Self.isControls($0) && !$0.has(["placeholder"]) }
        let named = clean.filter {
            $0.family == .text && !$0.has(ColorWords.inverse) && !$0.has(ColorWords.status)
                && !$0.has(["accent", "action", "interactive", "brand", "cta", "focus"])
                && !$0.has(["status", "custom", "feedback"])
        }
        // Systems that name foreground colours `color-document`, `color-subtle`: near-neutral
        // colours named for neither fill nor border (those named for text come first), never a
        // member of a palette of roles (`theme.primary` beside
        // `theme.danger`: its grey `primary` is a button's, not the text's).
        return named
            + clean.filter {
                $0.family == .unnamed && $0.chroma < 0.1 && !$0.aliasesHue && $0.isOpaque && !$0.has(ColorWords.inverse)
                    && !$0.has(ColorWords.status) && !$0.has(["status", "custom", "feedback"])
                    && !$0.has(Self.scrimWords)
                    && !$0.has(ColorWords.interactive.subtracting(["primary", "main"])) && !inRolePalette($0)
            }
    }

    /// The most of the primary text's contrast a quieter text may have: four fifths, so the second
    /// level reads plainly quieter (chosen on the 73 tuning systems of the corpus, whose quieter
    /// texts read at 24 % to 76 % of their primary's contrast; from 95 %, chosen on the 42, it takes
    /// 1 more wrong suggestion away and no right one).
    static let quieterCeiling = 0.8

    /// The least contrast on the background the primary text may have: WCAG's enhanced level
    /// (AAA) for body text. A system's own strongest text reads at least that; a colour named for
    /// text that reads less is a quieter or a decorative one (chosen on the 50 tuning systems of
    /// the corpus, where it takes 3 wrong suggestions away and no right one).
    static let primaryFloor = 7.0
    /// The least contrast on the background the secondary text may have, and the least a colour
    /// drawn on a fill may have on it: WCAG's minimum (AA) for body text. A quieter colour under it
    /// is the tertiary level (a placeholder's), a disabled or a decorative one, not the second level
    /// of the system's text; content under it on a fill is a large-text or decorative colour
    /// (chosen on the 50 tuning systems, with ``primaryFloor``).
    static let readableFloor = 4.5

    /// Text roles, ranked by contrast on the background: primary reads at ``primaryFloor`` and is
    /// named as the default level (or no level); secondary reads at ``readableFloor`` and tertiary
    /// (a placeholder's level) at 3:1, both named as quieter levels and reading less than the
    /// level above.
    mutating func texts() {
        let page = self.page
        let texts = textColors
        record(
            "textPrimary",
            ColorChoice.best(texts) { candidate in
                let contrast = candidate.contrast(on: page)
                let levelled = candidate.has(ColorWords.primaryLevel)
                guard contrast >= Self.primaryFloor, !candidate.has(ColorWords.secondaryLevel),
                    !candidate.has(ColorWords.tertiaryLevel),
                    levelled || candidate.family == .text
                else { return nil }
                return Double(2 * candidate.leafWords.intersection(ColorWords.primaryLevel).count)
                    - (candidate.has(ColorWords.emphasis) ? 2 : 0)
                    + (candidate.family == .text ? 2 : 0) + contrast / 21
            }, none: "no colour named for text reads at 7:1 on the background as a default level"
        ) {
            "\($0.family == .text ? "named for text" : "a near-neutral colour named for neither fill nor border")\(Self.level($0)); \(AccessibilityAudit.format($0.contrast(on: page))):1 on the background"
        }
        // Quieter text reads less than the primary text (when there is one), in its family: at
        // most ``quieterCeiling`` of its contrast, so a `secondary` as dark as the primary is
        // another component's text, not a quieter level.
        let primary = chosen["textPrimary"]
        let ceiling = primary.map { $0.contrast(on: page) * Self.quieterCeiling } ?? .infinity
        let quieter = texts.filter {
            $0.name != primary?.name && ($0.has(ColorWords.secondaryLevel) || $0.has(ColorWords.tertiaryLevel))
                && !$0.has(ColorWords.emphasis)
                && $0.contrast(on: page) >= 3 && $0.contrast(on: page) <= ceiling
                && $0.family == (primary?.family ?? .text)
        }
        record(
            "textSecondary",
            ColorChoice.best(quieter.filter { $0.contrast(on: page) >= Self.readableFloor }) { candidate in
                Double(candidate.has(ColorWords.secondaryLevel) ? 2 : 0) + candidate.contrast(on: page) / 21
            }, none: "no colour named for quieter text (secondary, subtle, muted, …) reads at 4.5:1 on the background"
        ) {
            "named for quieter text\(Self.level($0)); \(AccessibilityAudit.format($0.contrast(on: page))):1 on the background\(primary == nil ? "" : ", under the primary text's")"
        }
        guard let secondary = chosen["textSecondary"] else {
            picks["textTertiary"] = .none(because: "no secondary text colour was found to rank it against")
            return
        }
        let below = secondary.contrast(on: page) - 0.05
        record(
            "textTertiary",
            ColorChoice.best(quieter.filter { $0.name != secondary.name && $0.contrast(on: page) < below }) {
                candidate in
                Double(candidate.has(ColorWords.tertiaryLevel) ? 2 : 0) + candidate.contrast(on: page) / 21
            }, none: "no colour named for quieter text reads at 3:1 on the background below the secondary text"
        ) {
            "named for the quietest text\(Self.level($0)); \(AccessibilityAudit.format($0.contrast(on: page))):1 on the background, under the secondary text's"
        }
    }

    /// The word a name says its colour reads on (`accent` in `text-on-accent`), if it says one.
    static func onTarget(_ candidate: ColorCandidate) -> String? {
        guard let index = candidate.words.firstIndex(of: "on"), index + 1 < candidate.words.count else { return nil }
        return candidate.words[index + 1]
    }

    /// The colour that reads on `fill` (chosen for `role`): a sibling named as its inverse or
    /// content, else a text colour named `on-…` for it (or for any solid colour, `on-color`), else
    /// the inverse text colour (not content on an inverse surface, `on-inverse`); it must read at
    /// ``readableFloor`` on the fill.
    mutating func onColor(_ role: String, on fillRole: String, for kinds: Set<String>) {
        guard let fill = chosen[fillRole] else {
            picks[role] = .none(because: "no \(fillRole) colour was found to read on")
            return
        }
        let parent = fill.token.path.dropLast()
        let base = fill.isOpaque ? fill.color : fill.color.composited(over: page)
        let usable = all.filter {
            !$0.has(ColorWords.state) && $0.isOpaque && $0.contrast(on: base) >= Self.readableFloor
                && $0.name != fill.name
        }
        // A sibling says it is for the fill's content (`primary.inverse`, `base-contrast-default`);
        // a sibling merely named for text (`semantic.text` beside `semantic.action`) does not.
        let onWords: Set<String> = ["on", "inverse", "inverted", "contrast", "with"]
        let solid: Set<String> = ["emphasis", "fill", "bold", "strong"]
        // Content on any solid colour (`text.on-color`, `on-solid`) reads on this one too.
        let anyColour: Set<String> = ["color", "colour", "solid"]
        // Words naming the other fills' content: `on-primary` is not the text on the danger colour.
        let otherKinds = ColorWords.interactive.union(ColorWords.status).subtracting(kinds)
        record(
            role,
            ColorChoice.best(usable) { candidate in
                if Self.isButtonLabel(candidate, on: fill) { return 4 }
                if candidate.has(["on"]), !candidate.leafWords.isDisjoint(with: otherKinds),
                    candidate.leafWords.isDisjoint(with: kinds)
                {
                    return nil
                }
                // A sibling named for a fill or a border (`background.inverse` beside
                // `background.danger`) is another fill, not the content drawn on this one.
                if candidate.token.path.dropLast() == parent, candidate.has(onWords),
                    !candidate.has(ColorWords.secondaryLevel),
                    !candidate.has(ColorWords.fill.subtracting(["base"])), candidate.family != .border
                {
                    return 3 + (candidate.has(ColorWords.primaryLevel) ? 0.5 : 0)
                }
                guard candidate.family == .text || candidate.has(["on"]), !candidate.has(ColorWords.special),
                    !candidate.has(ColorWords.hues),
                    !candidate.has(ColorWords.secondaryLevel)
                else { return nil }
                let target = Self.onTarget(candidate)
                if candidate.has(["on"]), candidate.has(kinds.union(solid)) || target.map(anyColour.contains) == true {
                    // `on-primary` names the fill it reads on, not a level: the level bonus is for
                    // words that are not the fill's kind (`on-primary-default` over
                    // `on-primary-hover`); the role's own word names it best (`text-on-accent`
                    // beside `text-on-primary`).
                    let level = candidate.wordSet.intersection(ColorWords.primaryLevel).subtracting(kinds)
                    return 2 + (level.isEmpty ? 0 : 0.5) + (target == fillRole ? 0.75 : 0)
                }
                // Content on an inverse surface (`text.on-inverse`) reads on the dark page of a
                // light theme, not on this fill.
                if candidate.has(["on"]), candidate.has(["inverse", "inverted", "reversed"]) { return nil }
                if candidate.has(["inverse", "inverted", "reversed"]) {
                    return 1 + (candidate.has(ColorWords.primaryLevel) ? 0.5 : 0)
                }
                return nil
            }, none: "no colour named as the \(fillRole) colour's inverse, or for text on it, reads at 4.5:1 on it"
        ) {
            "named for content on the \(fillRole) colour\(Self.level($0)); \(AccessibilityAudit.format($0.contrast(on: base))):1 on it"
        }
    }
}
