@_spi(TesseraTools) import TesseraCore

/// A map's `spacing` and `radii` keys are the step names the imported theme writes, so a key a
/// small edit from a step of the base (`"md"` for `m`) is checked as a theme file's is
/// (``ScaleNames``), and the warning points at the key in the map, where the fix is.
extension TokenMap {
    /// `diagnostic` of the imported theme, when it is a warning about a misspelt spacing step or
    /// radius, moved to the map entry that wrote the name and worded as the map's; otherwise `nil`.
    func scaleNameWarning(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard diagnostic.code == .unknownKey, !diagnostic.isError,
            let scale = ScaleNames.scales.first(where: { scale in
                diagnostic.path.components.count == scale.path.components.count + 1
                    && Array(diagnostic.path.components.dropLast()) == scale.path.components
            }),
            case .key(let name)? = diagnostic.path.components.last,
            let place = places["\(scale.name).\(name)"]
        else { return nil }
        var located = diagnostic
        located.path = [scale.name, name]
        located.location = place
        located.file = file
        let prefix = "in the imported theme: "
        if located.message.hasPrefix(prefix) { located.message.removeFirst(prefix.count) }
        located.message = "the map's " + located.message
        return located
    }
}
