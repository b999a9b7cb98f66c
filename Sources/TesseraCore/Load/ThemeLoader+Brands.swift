public import Foundation

@_spi(TesseraTools) extension ThemeLoader {
    /// The brand theme files in `folder`: every `FOLDER/*.json` and every `FOLDER/*/theme.json`,
    /// sorted by path (hidden files skipped). Each brand is usually a partial file whose `extends`
    /// names a shared base file outside the folder, or a preset. Throws when `folder` cannot be
    /// listed.
    public static func brandFiles(in folder: URL) throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
            .sorted()
        var files: [URL] = []
        for name in names {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let theme = url.appendingPathComponent("theme.json")
                if FileManager.default.fileExists(atPath: theme.path) { files.append(theme) }
            } else if name.lowercased().hasSuffix(".json") {
                files.append(url)
            }
        }
        return files.sorted { $0.relativePath < $1.relativePath }
    }
}
