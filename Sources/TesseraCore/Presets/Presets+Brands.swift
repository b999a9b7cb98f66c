public import Foundation

extension Presets {
    /// The brands in `folder` as presets, for a manager that switches between them:
    ///
    /// ```swift
    /// let manager = ThemeManager(presets: try Presets.brands(in: brandsFolder))
    /// try await manager.select("harbour")   // a swap of compiled themes; nothing recompiles
    /// ```
    ///
    /// A brand is `FOLDER/ID.json` or `FOLDER/ID/theme.json` (sorted by path), usually a partial
    /// file whose `extends` names a shared base file (`"../base/theme.json"`) or a preset. Each
    /// is compiled once, here, through its whole `extends` chain; a brand without an `id` takes
    /// its file's name, or its folder's for `theme.json`. Throws the first error of the first
    /// brand that does not compile (with its file, line and column), or when the folder cannot
    /// be listed, holds no brand, or two brands share an id.
    public static func brands(in folder: URL, catalog: PresetCatalog = .builtIn) throws(Diagnostic) -> [Preset] {
        let files: [URL]
        do {
            files = try ThemeLoader.brandFiles(in: folder)
        } catch {
            throw Diagnostic(
                .error, .missingBase, "cannot list the folder of brands (\(error.localizedDescription))",
                file: folder.relativePath)
        }
        guard !files.isEmpty else {
            throw Diagnostic(
                .error, .missingBase, "no brands: expected FOLDER/ID.json or FOLDER/ID/theme.json files",
                file: folder.relativePath)
        }
        let loader = ThemeLoader(catalog: catalog)
        var brands: [Preset] = []
        for file in files {
            let document = loader.load(contentsOf: file)
            guard let brand = preset(from: document) else {
                throw document.errors.first
                    ?? Diagnostic(.error, .invalidValue, "the brand does not compile", file: file.relativePath)
            }
            if brands.contains(where: { $0.id == brand.id }) {
                throw Diagnostic(
                    .error, .invalidValue, "two brands have the id `\(brand.id)`; give each its own `id`", at: ["id"],
                    file: file.relativePath)
            }
            brands.append(brand)
        }
        return brands
    }
}
