/// Where each value the gallery shows was written, as the label beside it (`this file`,
/// `../base/theme.json`, `preset default`). The Studio's `ValueOrigins` answers it for the file
/// open in the Studio; the static style guide shows no origins.
public protocol OriginLabels: Sendable {
    /// The label of the value at `path` (`["colors", "accent", "dark"]`, `["layout", "spacing", "m"]`).
    func label(at path: [String]) -> String
}
