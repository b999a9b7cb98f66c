import Foundation

/// The `tessera export` formats the plugin writes into a package, and where each goes by default.
enum PluginExportFormat: String, CaseIterable {
    case xcassets, compose, css, dtcg, json, swift, figma

    /// The file or folder written next to the theme when no `--output` is given.
    var defaultName: String {
        switch self {
        case .xcassets: "Theme.xcassets"
        case .compose: "compose/"
        case .css: "theme.css"
        case .dtcg: "tokens/"
        case .json: "theme.complete.json"
        case .swift: "ThemeRoles.swift"
        case .figma: "theme.figma.json"
        }
    }

    /// `defaultName` in the folder of the theme at `theme` (a relative or absolute path).
    func defaultOutput(besideThemeAt theme: String) -> String {
        let folder = (theme as NSString).deletingLastPathComponent
        let name = defaultName.hasSuffix("/") ? String(defaultName.dropLast()) : defaultName
        return folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
    }
}
