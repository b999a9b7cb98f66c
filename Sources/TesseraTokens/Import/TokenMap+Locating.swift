@_spi(TesseraTools) import TesseraCore

/// A map's mistakes are located in the map file (`brand.map.json:LINE:COL`): a role name that is
/// no role, and whatever the theme the map builds is refused for, at the entry it comes from.
extension TokenMap {
    /// Why `role`, a key of the map's `section`, names no role, or `nil` when it may be one.
    ///
    /// A map fills built-in roles. A text role of its own needs a `textStyle`, which a map
    /// cannot give, so any other key of `typography` is a mistake; a key of `colors` one or a few
    /// edits from a built-in colour role is taken for a misspelling of it.
    static func misspeltRole(_ role: String, in section: String) -> String? {
        switch section {
        case "typography":
            guard TextRoles.Builtin.named(role) == nil else { return nil }
            let hint = Suggestion.closest(to: role, in: TextRoles.Builtin.names).map { "did you mean `\($0)`? " } ?? ""
            return
                "`\(role)` is not one of Tessera's text roles; \(hint)A map fills the built-in roles; a text role of your own goes in the theme file, with the textStyle it scales with"
        case "colors":
            guard ColorRoles.Builtin.named(role) == nil,
                let closest = Suggestion.closest(to: role, in: ColorRoles.Builtin.names)
            else { return nil }
            return "`\(role)` is not one of Tessera's colour roles; did you mean `\(closest)`?"
        default:
            return nil
        }
    }

    /// `diagnostic`, about the theme this map built, located at the map entry that wrote the
    /// value it is about (`colors.accent`, `layout.spacing.m` from `spacing.m`, `extends`), and a
    /// misspelt step name at the key that wrote it (``scaleNameWarning(_:)``); unchanged when no
    /// entry did.
    func locating(_ diagnostic: Diagnostic) -> Diagnostic {
        if let warning = scaleNameWarning(diagnostic) { return warning }
        var keys: [String] = []
        for component in diagnostic.path.components {
            guard case .key(let key) = component else { break }
            keys.append(key)
        }
        let entry: String? =
            switch keys.first {
            case "colors", "typography", "radii": keys.count > 1 ? "\(keys[0]).\(keys[1])" : nil
            case "layout": keys.count > 2 && keys[1] == "spacing" ? "spacing.\(keys[2])" : nil
            case "extends": "extends"
            default: nil
            }
        guard let file, diagnostic.file != file, let entry, let place = keyPlaces[entry] else { return diagnostic }
        var located = diagnostic
        located.file = file
        located.location = place
        return located
    }
}

extension TokenMap {
    /// The errors the resolver finds in the inputs the map's `modes` give (a modifier it lacks,
    /// a context a modifier lacks), each at that mode's entry in the map file.
    func modeProblems(in resolver: ResolverDocument, base: [String: String]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for (mode, inputs) in modes.sorted(by: { $0.key < $1.key }) {
            for problem in resolver.inputProblems(base.merging(inputs) { _, mode in mode }) {
                result.append(
                    Diagnostic(
                        .error, problem.code, "the map's \(mode) mode: \(problem.message)", at: ["modes", mode],
                        location: keyPlaces["modes.\(mode)"] ?? .synthesized, file: file))
            }
        }
        return result
    }
}
