/// Why the plugin stopped, and what to do next.
enum ExportFailure: Error, CustomStringConvertible {
    case usage(String)
    case noTheme(target: String?)
    case severalThemes([String])
    case tessera(status: Int32, theme: String)

    var description: String {
        switch self {
        case .usage(let message):
            "tessera-export: \(message) See `swift package tessera-export --help`."
        case .noTheme(let target):
            "tessera-export: \(target.map { "target \($0) has" } ?? "no target has") no theme.json or *.theme.json; "
                + "add one to the target's folder, or give --theme PATH."
        case .severalThemes(let themes):
            "tessera-export: several themes (\(themes.joined(separator: ", "))); choose one with --target NAME or --theme PATH."
        case .tessera(let status, let theme):
            status == 1
                ? "tessera-export: tessera export exited with status 1 (see above); run `tessera validate \(theme)` to see what the theme needs."
                : "tessera-export: tessera export exited with status \(status) (see above)."
        }
    }
}
