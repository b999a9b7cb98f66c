import Foundation
import TesseraCore

extension ColorRules {
    /// Words of a button: its fill is the accent's own use.
    static let buttonWords: Set<String> = ["button", "buttons", "btn"]
    /// A button that is not the primary one: an outline, a ghost, a link, a quieter or a danger one.
    static let otherButtons: Set<String> = [
        "ghost", "outline", "outlined", "link", "plain", "text", "tertiary", "secondary", "subtle", "neutral",
        "icon", "inverse", "inverted", "on", "danger", "destructive", "critical", "negative", "error", "success",
        "warning", "light", "transparent", "border", "label", "foreground", "fg", "disabled",
    ]

    /// A word that numbers a second or later variant (`primary2`).
    static func isLaterNumbered(_ word: String) -> Bool {
        let digits = word.drop { $0.isLetter }
        return digits.count < word.count && !digits.isEmpty && (Int(digits).map { $0 >= 2 } ?? false)
    }

    /// A button's own fill at its plain level: named for a button, chromatic, opaque, neither pale
    /// nor near black; no state, no quieter or emphasised level, no text or border, no palette step
    /// and no later variant (`primary2`). What kind of button it fills the caller decides.
    static func isButtonFill(_ candidate: ColorCandidate) -> Bool {
        candidate.has(buttonWords) && candidate.isOpaque && candidate.chroma >= accentChroma
            && (0.25...0.9).contains(candidate.lightness) && !candidate.has(ColorWords.state)
            && !candidate.has(ColorWords.secondaryLevel) && !candidate.has(ColorWords.tertiaryLevel)
            && !candidate.has(ColorWords.emphasis) && candidate.family != .text && candidate.family != .border
            && !candidate.isPaletteStep && !candidate.isLaterVariant
            && !candidate.words.contains(where: isLaterNumbered)
    }

    /// The fill of the primary button (`button.primary.background`, `btn.primary.bg`,
    /// `color.button.primary.default.idle.background`, named `primary` or `main`): the colour Tessera's accent fills the
    /// primary button with, so where a system names its primary button's fill, in one chromatic,
    /// opaque colour, that is the accent, whatever else is named for actions. Two fills of
    /// different colours (`btn.primary1`, `btn.primary2`) leave it unsure.
    func primaryButtonFill() -> ColorChoice.Outcome {
        let fills = all.filter { candidate in
            Self.isButtonFill(candidate) && !candidate.has(Self.otherButtons) && !candidate.has(ColorWords.status)
                && candidate.has(["primary", "main"])
        }
        return ColorChoice.best(fills) { candidate in
            1 + (candidate.has(ColorWords.primaryLevel) ? 1 : 0) + (candidate.family == .fill ? 0.5 : 0)
        }
    }

    /// The fill of the danger button (`button.danger.bg`, `buttonDangerBackground`,
    /// `color.button.destructive.default.background`): the colour Tessera's destructive role fills a
    /// destructive button with, the colour `textOnDestructive` is drawn on. Where a system names
    /// it, in one red, opaque colour that reads at 3:1 on the page (WCAG 1.4.11), that is the
    /// destructive colour, whatever an alert or a message is filled with. An outline, ghost or
    /// quieter danger button, or two fills of different colours, name no fill.
    func destructiveButtonFill(hues: [ClosedRange<Double>]) -> ColorChoice.Outcome {
        let danger = Self.statusWords["destructive"] ?? []
        let quieter = Self.otherButtons.subtracting(danger)
        let page = self.page
        let fills = all.filter { candidate in
            Self.isButtonFill(candidate) && candidate.has(danger) && !candidate.has(quieter)
                && hues.contains { $0.contains(candidate.hue) } && candidate.contrast(on: page) >= 3
        }
        return ColorChoice.best(fills) { candidate in
            1 + (candidate.has(ColorWords.primaryLevel) ? 1 : 0) + (candidate.family == .fill ? 0.5 : 0)
        }
    }

    /// The label of the button whose fill `fill` is: a colour named for text (`text`, `foreground`,
    /// `label`) with every word that names the button (`color.component.button.primary.foreground`
    /// beside `….fill`, `textButtonPrimary` beside `buttonPrimaryBackground`).
    static func isButtonLabel(_ candidate: ColorCandidate, on fill: ColorCandidate) -> Bool {
        guard fill.has(buttonWords), candidate.family == .text || candidate.has(["label"]),
            !candidate.has(ColorWords.state)
        else { return false }
        let identity = fill.wordSet.subtracting(ColorWords.fill).subtracting(["color", "colors", "default", "_"])
            .subtracting(["rest", "idle", "enabled", "normal", "base"])
        return identity.isSubset(of: candidate.wordSet)
    }
}
