import Foundation

extension ThemeSpec {
    /// The members that say which theme a file is, rather than how it looks: `id`, `name`,
    /// `summary`, `symbol` and `purpose`. A theme that `extends` another inherits its look but
    /// never these: a file extending `default` is not called "Default".
    static let identityKeys: [String] = ["id", "name", "summary", "symbol", "purpose"]

    /// The id a theme file without an `id` takes from its file name: `brand.json` and
    /// `brand.theme.json` are `brand`, and a `theme.json` takes its folder's name
    /// (`brands/meadow/theme.json` is `meadow`). `nil` for a name with nothing left.
    package static func defaultID(forFile file: String) -> String? {
        let url = URL(fileURLWithPath: file).absoluteURL
        if url.lastPathComponent.lowercased() == "theme.json" {
            let folder = url.deletingLastPathComponent().lastPathComponent
            if !["", "/", ".", ".."].contains(folder) { return folder }
        }
        var name = url.lastPathComponent
        for suffix in [".json", ".theme"] where name.lowercased().hasSuffix(suffix) {
            name.removeLast(suffix.count)
        }
        return name.isEmpty ? nil : name
    }

    /// This theme with `id` set to `defaultID` when it has none of its own.
    func identified(by defaultID: String?) -> ThemeSpec {
        guard id == nil, let defaultID else { return self }
        var copy = self
        copy.id = defaultID
        return copy
    }
}

extension JSONNode {
    /// This theme document without the identity members, as a base to extend.
    func removingIdentity() -> JSONNode {
        ThemeSpec.identityKeys.reduce(self) { $0.removing($1) }
    }
}
