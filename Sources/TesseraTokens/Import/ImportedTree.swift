@_spi(TesseraTools) import TesseraCore

/// A theme tree an importer wrote, read exactly as a theme file is read.
enum ImportedTree {
    /// Loads `tree`; its diagnostics say they are about the imported theme and name `file`, the
    /// file imported from. `valid` is whether the theme compiled.
    static func check(_ tree: JSONNode, file: String?) -> (valid: Bool, diagnostics: [Diagnostic]) {
        let document = ThemeLoader().load(tree: tree)
        let diagnostics = document.diagnostics.map { diagnostic in
            var copy = diagnostic
            copy.message = "in the imported theme: " + copy.message
            copy.file = file
            return copy
        }
        return (document.isValid, diagnostics)
    }
}
