import Foundation
import TesseraCore

extension ColorRules {
    /// shadcn/ui's colour names and the Tessera role each one plays. Systems built on it (and the
    /// many themes for it) name their colours with one flat vocabulary whose meaning is fixed:
    /// `primary` is the accent, and `accent` is a quiet hover fill, not the brand colour;
    /// `muted` is the quieter surface and `muted-foreground` the quieter text; `input` is a
    /// control's border and `ring` the focus ring.
    static let shadcnRoles: [(name: String, role: String)] = [
        ("background", "background"), ("foreground", "textPrimary"), ("card", "surfaceBase"),
        ("popover", "surfaceOverlay"), ("muted", "surfaceSecondary"), ("muted-foreground", "textSecondary"),
        ("primary", "accent"), ("primary-foreground", "textOnAccent"), ("destructive", "destructive"),
        ("destructive-foreground", "textOnDestructive"), ("border", "borderSubtle"), ("input", "controlBorder"),
        ("ring", "focusRing"),
    ]

    /// The names that mark the vocabulary: a group holding most of them names its colours as
    /// shadcn/ui does.
    static let shadcnNames: Set<String> = [
        "background", "foreground", "card", "card-foreground", "popover", "popover-foreground", "primary",
        "primary-foreground", "secondary", "secondary-foreground", "muted", "muted-foreground", "accent",
        "accent-foreground", "destructive", "destructive-foreground", "border", "input", "ring",
    ]

    /// How many of ``shadcnNames`` a group must hold, `foreground` and `primary-foreground` among
    /// them, to be read by the vocabulary: enough that no other system's names match by chance.
    static let shadcnQuorum = 8

    /// Where one group of the colours names them as shadcn/ui does, each name of the vocabulary
    /// plays its role, whatever the other rules chose: the names say it outright.
    mutating func shadcnVocabulary() {
        var groups: [[String]: [String: ColorCandidate]] = [:]
        for candidate in all {
            guard let leaf = candidate.token.path.last?.lowercased(), Self.shadcnNames.contains(leaf) else { continue }
            groups[Array(candidate.token.path.dropLast()), default: [:]][leaf] = candidate
        }
        let matching = groups.filter { _, names in
            names.count >= Self.shadcnQuorum && names["foreground"] != nil && names["primary-foreground"] != nil
        }
        guard matching.count == 1, let names = matching.first?.value else { return }
        for (name, role) in Self.shadcnRoles {
            guard let candidate = names[name] else { continue }
            chosen[role] = candidate
            picks[role] = .token(
                candidate.name,
                because:
                    "shadcn/ui's name for it (`\(name)`), in a group that names its colours as shadcn/ui does (\(names.count) of its \(Self.shadcnNames.count) names): \(candidate.color.hexString)"
            )
        }
    }
}
