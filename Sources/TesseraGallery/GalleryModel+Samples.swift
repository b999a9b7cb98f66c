import Foundation
import TesseraCore

extension GalleryModel {
    /// For each text role, the colour it is meant to be read on, so a sample is drawn there: the
    /// fill of the button whose label it is, else the background of the first pairing the audit
    /// checks its colour role against, else the theme's background.
    static func textBackgrounds(_ theme: CompiledTheme, _ resolved: ResolvedTheme, _ findings: [AuditFinding])
        -> OrderedMembers<Gallery.TextBackground>
    {
        var members: [(name: String, value: Gallery.TextBackground)] = []
        for role in theme.textRoles {
            let button = theme.buttonRoles.lazy.map { resolved.button($0) }.first {
                resolved.label(of: $0).role == role.name && $0.fill != nil
            }
            let colorRole = theme.catalogue.colorRole(of: role)?.name
            let finding = findings.first { $0.role == colorRole && $0.background != nil }
            let background = button?.fill ?? finding?.background ?? resolved.color(.background)
            members.append(
                (
                    role.name,
                    Gallery.TextBackground(
                        background: background.withAlpha(1).hexString,
                        against: button != nil ? "a button's fill" : finding?.against ?? "background")
                ))
        }
        return OrderedMembers(members)
    }

    /// For each surface role, the text colour role that reads best on it (by WCAG contrast on
    /// its opaque colour over the background) and that colour.
    static func surfaceLabels(_ theme: CompiledTheme, _ resolved: ResolvedTheme)
        -> OrderedMembers<Gallery.SurfaceLabel>
    {
        let base = resolved.color(.background).withAlpha(1)
        let texts = theme.colorRoles.filter { $0.name.hasPrefix("text") }
        var members: [(name: String, value: Gallery.SurfaceLabel)] = []
        for role in theme.surfaceRoles {
            let surface = resolved.surface(role).opaqueColor.composited(over: base)
            let best = texts.max {
                Contrast.wcagRatio(resolved.color($0), surface) < Contrast.wcagRatio(resolved.color($1), surface)
            }
            guard let best else { continue }
            members.append(
                (role.name, Gallery.SurfaceLabel(role: best.name, color: resolved.color(best).hexString)))
        }
        return OrderedMembers(members)
    }
}
