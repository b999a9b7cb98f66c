import Foundation
@_spi(TesseraTools) import TesseraCore

extension MapSuggestion {
    /// The colour section: the page's neutrals first (background, then what reads and sits on it),
    /// then the interactive and status colours and what reads on them.
    mutating func colors(_ roles: [String]) -> JSONNode {
        var rules = ColorRules(light.tokens.compactMap(ColorCandidate.init))
        let night = (dark?.tokens.compactMap(ColorCandidate.init) ?? []).map { ($0.name, $0) }
        let picks = rules.run(dark: Dictionary(night) { first, _ in first })
        return section("colors", roles: roles) { role in
            picks[role] ?? .none(because: "Tessera suggests no token for \(role); fill it in or leave it to the preset")
        }
    }
}

/// The colour rules, in the order they depend on each other.
struct ColorRules {
    let all: [ColorCandidate]
    /// Candidates that can play a role at all: no state, palette step, chart, component (by
    /// ``MapSuggestion/componentNames``) or hue.
    let clean: [ColorCandidate]
    /// Groups whose members name two or more status kinds (`theme.primary`, `theme.danger`,
    /// `theme.success`): a palette of roles, not of the page's neutrals.
    let rolePalettes: Set<[String]>
    var picks: [String: MapSuggestion.Pick] = [:]
    var chosen: [String: ColorCandidate] = [:]

    init(_ all: [ColorCandidate]) {
        self.all = all
        clean = all.filter {
            !$0.has(ColorWords.state) && !$0.has(ColorWords.special) && !$0.has(ColorWords.hues) && !$0.isPaletteStep
                && !$0.isLaterVariant && !$0.has(MapSuggestion.componentNames) && !$0.has(["component", "components"])
        }
        var kinds: [[String]: Set<String>] = [:]
        for candidate in all {
            for (kind, words) in Self.statusWords where candidate.leafWords.isDisjoint(with: words) == false {
                kinds[Array(candidate.token.path.dropLast()), default: []].insert(kind)
            }
        }
        rolePalettes = Set(kinds.filter { $0.value.count >= 2 }.keys)
    }

    /// The candidate is a member of a palette of roles (see ``rolePalettes``).
    func inRolePalette(_ candidate: ColorCandidate) -> Bool {
        rolePalettes.contains(Array(candidate.token.path.dropLast()))
    }

    /// The background the text is read on: the chosen one, or white.
    var page: RGBA { chosen["background"]?.color ?? .white }

    /// Chooses every colour role; `dark` holds the same tokens read in dark mode, by name (empty
    /// without a dark mode).
    mutating func run(dark: [String: ColorCandidate]) -> [String: MapSuggestion.Pick] {
        neutrals()
        texts()
        accents()
        shadcnVocabulary()
        agreeInDarkMode(dark)
        return picks
    }

    /// Records the outcome of a choice for `role`, with `reason` saying why the winner plays it.
    mutating func record(
        _ role: String, _ outcome: ColorChoice.Outcome, none: String, reason: (ColorCandidate) -> String
    ) {
        switch outcome {
        case .chosen(let candidate):
            chosen[role] = candidate
            picks[role] = .token(candidate.name, because: reason(candidate))
        case .tie(let tied):
            picks[role] = .none(because: "unsure: \(ColorChoice.names(tied)) fit equally well")
        case .nothing:
            picks[role] = .none(because: none)
        }
    }

    static func level(_ candidate: ColorCandidate) -> String {
        let named = candidate.wordSet.intersection(
            ColorWords.primaryLevel.union(ColorWords.secondaryLevel).union(ColorWords.tertiaryLevel))
        return named.isEmpty ? "" : " (\(named.sorted().joined(separator: ", ")))"
    }

    /// The most contrast a control's border has on the background: above it (12:1, near black
    /// on white) the colour is the text's, whatever its name (chosen on the 36 tuning systems).
    static let controlBorderCeiling = 12.0

    /// The least contrast on the background of a border named for a field (`input.border`) to be
    /// the control's border below 3:1: plainly visible (chosen on the 65 tuning systems, where
    /// it finds two of the experts' control borders and makes no wrong suggestion; 1.2 found eight
    /// more and made two).
    static let namedControlBorderFloor = 1.5

    /// Words naming the page itself. `base` is not one: it names a level (`UI.Base`, `surface.base`).
    static let pageWords: Set<String> = ["canvas", "page", "document", "app", "body", "root", "window", "screen"]
    /// Fills for controls, not the page (`background.control.default`).
    static let controlWords: Set<String> = ["control", "controls", "input", "inputs", "field", "fields", "form"]
    /// A group of one component's colours (`component.form.color.text`): its own, not the page's.
    static let componentWords: Set<String> = ["component", "components"]

    /// The candidate names a control's or a component's colour: it plays no role of the page's
    /// text or status colours (only the control's border is a control's own).
    static func isControls(_ candidate: ColorCandidate) -> Bool {
        candidate.has(controlWords) || candidate.has(componentWords)
    }
    static let surfaceWords: Set<String> = ["surface", "container", "card", "layer"]
    static let raisedWords: Set<String> = [
        "raised", "elevated", "overlay", "popover", "floating", "sheet", "modal", "dialog", "sunken", "inset", "header",
        "navigation",
    ]
    static let quieter = ColorWords.secondaryLevel.union(ColorWords.tertiaryLevel).union(ColorWords.emphasis)

    /// The least opacity of a translucent scrim: a veil of a tenth (`#0000001A`) is a hover's or a
    /// shadow's tint and dims nothing, however dark its colour (chosen on the 73 tuning systems of
    /// the corpus, whose scrims are 36 % opaque and more; it takes 2 wrong suggestions away).
    static let scrimFloor = 0.2

    /// Groups of messages and their kinds (`feedback.help.background`): a message's tint, never
    /// the page's.
    static let messageWords: Set<String> = ["feedback", "status", "help", "hint", "message", "messages"]

    /// Opaque neutral fills light enough for a light theme's page, not named for an action or a status.
    var lightFills: [ColorCandidate] {
        clean.filter {
            $0.family == .fill && $0.isNeutral && $0.isOpaque && $0.lightness >= 0.8
                && !$0.has(ColorWords.inverse.subtracting(["white"]))
                && !$0.has(ColorWords.status) && !$0.has(["accent", "action", "interactive", "brand", "cta"])
                && !$0.has(Self.messageWords) && !$0.has(Self.controlWords) && !Self.isPrimaryTint($0)
        }
    }

    /// Opaque neutral fills dark enough for a dark theme's page, named as ``lightFills`` are.
    var darkFills: [ColorCandidate] {
        clean.filter {
            $0.family == .fill && $0.isNeutral && $0.isOpaque && $0.lightness <= 0.3
                && !$0.has(ColorWords.inverse.subtracting(["dark", "black"]))
                && !$0.has(ColorWords.status) && !$0.has(["accent", "action", "interactive", "brand", "cta"])
                && !$0.has(Self.messageWords) && !$0.has(Self.controlWords) && !Self.isPrimaryTint($0)
        }
    }

    /// A fill whose own name joins `primary` to a surface or a quieter level (`primary-subtle`,
    /// `primary-container`) is a tint of the primary colour, not a level of the page's fills
    /// (`surface.primary` is).
    static func isPrimaryTint(_ candidate: ColorCandidate) -> Bool {
        let leaf = candidate.leafWords
        return leaf.contains("primary") && !leaf.isDisjoint(with: surfaceWords.union(ColorWords.secondaryLevel))
    }

    mutating func neutrals() {
        // A system with no light neutral fill at all is a dark theme (its only mode is dark): its
        // page is the darkest neutral fill named for one, and its text reads on that.
        let light = lightFills
        let dark = light.isEmpty ? darkFills : []
        let isDark = !dark.isEmpty
        let fills = isDark ? dark : light
        record(
            "background",
            ColorChoice.best(fills) { candidate in
                guard !candidate.has(Self.quieter) else { return nil }
                return (candidate.has(Self.pageWords) ? 3 : 0) - (candidate.has(Self.surfaceWords) ? 3 : 0)
                    - (candidate.has(Self.raisedWords) ? 3 : 0)
                    + (candidate.has(ColorWords.primaryLevel) ? 1 : 0)
                    + (isDark ? 1 - candidate.lightness : candidate.lightness)
            }, none: "no opaque, light, neutral colour is named for a background"
        ) {
            isDark
                ? "the darkest neutral fill named for the page\(Self.level($0)), in a dark theme (no light fill is named for one): \($0.color.opaqueHex)"
                : "the lightest neutral fill named for the page\(Self.level($0)): \($0.color.opaqueHex)"
        }
        pageOrCard(fills)
        let background = chosen["background"]
        record(
            "surfaceBase",
            ColorChoice.best(fills) { candidate in
                guard candidate.has(Self.surfaceWords), !candidate.has(Self.quieter), !candidate.has(Self.raisedWords)
                else { return nil }
                return (candidate.has(ColorWords.primaryLevel) ? 1 : 0) + candidate.lightness
            }, none: "no opaque, light, neutral colour is named for a surface, card or container"
        ) {
            "the lightest neutral fill named for a surface\(Self.level($0)): \($0.color.opaqueHex)"
        }
        record(
            "surfaceSecondary",
            ColorChoice.best(fills) { candidate in
                // `primary.subtle` is a tint of the primary colour, not a quieter level of the page.
                guard candidate.has(ColorWords.secondaryLevel), !candidate.has(ColorWords.emphasis),
                    !candidate.has(["primary"]), let background,
                    candidate.lightness < background.lightness
                else { return nil }
                let shared = candidate.wordSet.intersection(background.wordSet).subtracting(["color", "colors"]).count
                return Double(2 * candidate.count(ColorWords.secondaryLevel) + shared)
            },
            none: background == nil
                ? "no background was found to set it against"
                : "no neutral fill a step darker than the background is named as a quieter level (subtle, muted, alternative, …)"
        ) {
            "a neutral fill named as a quieter level\(Self.level($0)), darker than the background: \($0.color.opaqueHex)"
        }
        record(
            "surfaceOverlay",
            ColorChoice.best(fills) { candidate in
                guard candidate.has(["popover", "elevated", "raised", "modal", "dialog", "sheet"]),
                    !candidate.has(Self.quieter)
                else { return nil }
                return candidate.has(ColorWords.primaryLevel) ? 1 : 0
            }, none: "no opaque, light, neutral fill is named for a popover, floating or raised surface"
        ) {
            "a neutral fill named for floating content: \($0.color.opaqueHex)"
        }
        let scrims = clean.filter { $0.family != .text && !$0.has(ColorWords.inverse) && !$0.has(ColorWords.status) }
        record(
            "scrim",
            ColorChoice.best(scrims) { candidate in
                guard candidate.has(["scrim", "backdrop", "overlay", "curtain", "dim"]), !candidate.has(Self.quieter),
                    candidate.color.alpha < 0.95
                        ? candidate.color.alpha >= Self.scrimFloor : candidate.lightness < 0.35
                else { return nil }
                return (candidate.has(["scrim", "backdrop"]) ? 2 : 0) + (candidate.has(["overlay"]) ? 1 : 0)
                    + (candidate.has(ColorWords.primaryLevel) ? 1 : 0)
            }, none: "no translucent or dark colour is named for a scrim, backdrop or overlay"
        ) {
            "named for a scrim and dark or translucent: \($0.color.hexString)"
        }
        borders()
    }

    /// A background ranked `primary` (no word for the page) beside a darker
    /// fill of the same family ranked `secondary`: some systems lay a grey page under white cards,
    /// others the reverse, and ranks do not say which is the page.
    mutating func pageOrCard(_ fills: [ColorCandidate]) {
        guard let background = chosen["background"], !background.has(Self.pageWords), background.has(["primary"]) else {
            return
        }
        let family = background.token.path.dropLast(2)
        let siblings = fills.filter { candidate in
            candidate.name != background.name && candidate.lightness < background.lightness - 0.005
                && candidate.has(["secondary"])
                && !candidate.has(Self.surfaceWords) && candidate.token.path.count == background.token.path.count
                && candidate.token.path.dropLast(2) == family
        }
        guard let darker = siblings.first else { return }
        chosen["background"] = nil
        picks["background"] = .none(
            because:
                "unsure: no fill is named for the page, and `\(background.name)` (\(background.color.opaqueHex)) and the darker `\(darker.name)` (\(darker.color.opaqueHex)) are both page-sized fills; either can be the page"
        )
    }

    /// Neutral border colours: subtle ones stay under 3:1 on the background; a control's border
    /// reaches it (WCAG 1.4.11), the gentlest that does.
    mutating func borders() {
        // A border named for actions (`border.action.secondary`) outlines a button, not the page's parts;
        // `interactive` names the controls' own.
        let borders = clean.filter {
            $0.family == .border && $0.isNeutral && $0.color.alpha > 0 && !$0.has(ColorWords.inverse)
                && !$0.has(ColorWords.status) && !$0.has(["focus", "ring"])
                && !$0.has(["action", "actions", "accent", "brand", "cta"])
        }
        let page = self.page
        let subtle: Set<String> = ["subtle", "muted", "faint", "light", "secondary"]
        let control: Set<String> = ["control", "input", "inputs", "field", "form", "textbox"]
        record(
            "borderSubtle",
            ColorChoice.best(borders) { candidate in
                guard candidate.contrast(on: page) < 3, !candidate.has(control), !candidate.has(ColorWords.emphasis),
                    !candidate.has(ColorWords.tertiaryLevel)
                else { return nil }
                return (candidate.has(subtle) ? 2 : 0) + (candidate.has(ColorWords.primaryLevel) ? 1 : 0)
            }, none: "no neutral colour named for a border stays under 3:1 on the background"
        ) {
            "a neutral border under 3:1 on the background\(Self.level($0)): \(AccessibilityAudit.format($0.contrast(on: page))):1"
        }
        let dividers = borders.filter {
            $0.has(["separator", "divider", "keyline", "rule"]) && !$0.has(Self.quieter.subtracting(["secondary"]))
        }
        if !dividers.isEmpty {
            record(
                "separator",
                ColorChoice.best(dividers) { candidate in
                    (candidate.has(ColorWords.primaryLevel) ? 1 : 0)
                        - (candidate.has(ColorWords.secondaryLevel) ? 1 : 0)
                }, none: ""
            ) { "named for a divider: \($0.color.hexString)" }
        } else {
            // Which border divides is the system's choice (the subtle one, or its default one).
            picks["separator"] = .none(because: "no token is named for a divider (separator, divider, keyline, rule)")
        }
        let subtleName = chosen["borderSubtle"]?.name
        // A border named for a field (`input.border`) is the control's border by its name, where
        // it is plainly visible (``namedControlBorderFloor``), though many systems' fall short of
        // WCAG's 3:1.
        let reaching = borders.filter {
            ($0.contrast(on: page) >= 3 || ($0.has(control) && $0.contrast(on: page) >= Self.namedControlBorderFloor))
                && $0.name != subtleName && !$0.has(ColorWords.secondaryLevel) && !$0.has(ColorWords.tertiaryLevel)
        }
        record(
            "controlBorder",
            ColorChoice.best(reaching) { candidate in
                // Named for controls, or as the border family's default level: `interactive` or
                // `strong` alone names an emphasis, not the control border.
                guard candidate.has(control) || candidate.has(ColorWords.primaryLevel.subtracting(["rest"])) else {
                    return nil
                }
                // Near-black reads as text, not as a control's outline.
                if candidate.contrast(on: page) > Self.controlBorderCeiling { return nil }
                let named =
                    (candidate.has(control) ? 3 : 0) + (candidate.has(["interactive"]) ? 1 : 0)
                    + (candidate.has(ColorWords.primaryLevel) ? 1 : 0) + (candidate.has(ColorWords.emphasis) ? 1 : 0)
                return Double(named) - candidate.contrast(on: page) / 100
            }, none: "no neutral border reaching 3:1 on the background is named for controls or as a default"
        ) {
            $0.contrast(on: page) < 3
                ? "a neutral border named for a field\(Self.level($0)), plainly visible: \(AccessibilityAudit.format($0.contrast(on: page))):1 on the background"
                : "the gentlest neutral border that reaches 3:1 on the background\(Self.level($0)): \(AccessibilityAudit.format($0.contrast(on: page))):1"
        }
    }
}
