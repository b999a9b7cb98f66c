import Foundation
@_spi(TesseraTools) import TesseraCore

extension ColorRules {
    /// The page's roles whose colour must turn dark in dark mode.
    static let pageFills = ["background", "surfaceBase", "surfaceSecondary", "surfaceOverlay"]

    /// The most OKLCH lightness a page fill may keep in dark mode: above it the colour is still a
    /// light one (most systems' dark pages are under 0.35).
    static let darkPageCeiling = 0.6

    /// Names and values must also agree in the other mode: in dark mode the page and its surfaces
    /// are dark and the text reads on them. A fill chosen in light mode that stays light in dark
    /// mode, where the system's other page fills turn dark, is one mode's colour
    /// (`surface.primary-light`), not the page's; text chosen in light mode that cannot be read on
    /// the dark page (under 3:1) is not the text either. Either leaves the role empty, with the
    /// reason. Without a dark mode, or where no page fill turns dark, nothing is vetoed.
    mutating func agreeInDarkMode(_ dark: [String: ColorCandidate]) {
        guard !dark.isEmpty else { return }
        let turning = lightFills.filter { candidate in
            dark[candidate.name].map { $0.lightness < Self.darkPageCeiling } == true
        }
        guard let example = turning.first else { return }
        for role in Self.pageFills {
            guard let chosen = chosen[role], let night = dark[chosen.name], night.lightness >= Self.darkPageCeiling
            else { continue }
            self.chosen[role] = nil
            picks[role] = .none(
                because:
                    "unsure: `\(chosen.name)` stays light in dark mode (\(night.color.opaqueHex)), where `\(example.name)` turns dark: one mode's colour, not the page's"
            )
        }
        guard let page = chosen["background"].flatMap({ dark[$0.name] })?.color else { return }
        for role in ["textPrimary", "textSecondary"] {
            guard let chosen = chosen[role], let night = dark[chosen.name], night.contrast(on: page) < 3 else {
                continue
            }
            self.chosen[role] = nil
            picks[role] = .none(
                because:
                    "unsure: `\(chosen.name)` reads at \(AccessibilityAudit.format(night.contrast(on: page))):1 on the dark-mode background: one mode's colour, not the text's"
            )
        }
    }
}
