/// Catches a misspelt step name in a theme's spacing scale or radii.
///
/// A theme may add steps of its own (`hairline`, `gutter`), so a name its base lacks is not an
/// error. But a name a small edit away from a step the base has (`mediun` → `medium`, `md` →
/// `m`) is most likely that step misspelt: as written it adds a new step and the step meant keeps
/// the base's value, in silence. Such a name is a warning naming the step meant, unless the file
/// also defines that step (or another step the name is as near to), which makes the name a
/// deliberate neighbour.
package enum ScaleNames {
    /// The scales whose step names a theme may extend: their name and where they are in a theme.
    package static let scales: [(name: String, path: JSONPath)] = [
        ("spacing", ["layout", "spacing"]), ("radii", ["radii"]),
    ]

    /// The known step `name` is likely a misspelling of, or `nil` for a known name and for a
    /// custom one. `known` is the base's steps, `defined` the steps the file itself writes.
    package static func misspelling(of name: String, known: some Collection<String>, defined: Set<String>) -> String? {
        guard !known.contains(name), let meant = Suggestion.closest(to: name, in: known) else { return nil }
        let deliberate = known.contains { defined.contains($0) && Suggestion.closest(to: name, in: [$0]) != nil }
        return deliberate ? nil : meant
    }

    /// The warning for a step `name` of `scale` that is likely `meant` misspelt.
    package static func warning(
        _ name: String, meant: String, scale: String, at path: JSONPath, location: TextPosition = .synthesized
    ) -> Diagnostic {
        .warning(
            .unknownKey,
            "\(scale) step \"\(name)\" is not one the base has; did you mean `\(meant)`? (as written it adds a step, and `\(meant)` keeps the base's value)",
            at: path, location: location)
    }

    /// A warning for each step of `overlay`'s spacing scale and radii that is likely a
    /// misspelling of one of `base`'s, located at its key.
    static func warnings(overlay: JSONNode, base: JSONNode?) -> [Diagnostic] {
        guard let base else { return [] }
        var warnings: [Diagnostic] = []
        for scale in scales {
            guard let members = overlay.node(at: scale.path)?.members,
                let known = base.node(at: scale.path)?.members.map({ $0.map(\.key) }), !known.isEmpty
            else { continue }
            let defined = Set(members.map(\.key))
            for member in members {
                guard let meant = misspelling(of: member.key, known: known, defined: defined) else { continue }
                warnings.append(
                    warning(
                        member.key, meant: meant, scale: scale.name, at: scale.path.appending(member.key),
                        location: member.keyLocation))
            }
        }
        return warnings
    }
}
