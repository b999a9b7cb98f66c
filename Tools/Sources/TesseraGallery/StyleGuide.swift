import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTokens

/// A static, self-contained style guide of a theme: one `index.html` with the gallery of every
/// colour mode, the theme's CSS export and the page's script inside it — it opens from
/// `file://` with no server and no network, and prints (the print stylesheet hides controls).
public enum StyleGuide {
    /// The page for `theme`.
    public static func page(for theme: CompiledTheme) throws -> String {
        var modes: [JSONNode.Member] = []
        for appearance in [Appearance.light, .dark] {
            for contrast in [ContrastMode.standard, .increased] {
                let context = ThemeContext(appearance: appearance, contrast: contrast)
                modes.append(.init(key: "\(appearance.rawValue)-\(contrast.rawValue)", value: GalleryModel.tree(for: theme, in: context)))
            }
        }
        return PageAssets.styleGuide(theme: theme, css: try CSSExport.stylesheet(for: theme), modes: JSONNode(.object(modes)))
    }

    /// Writes `index.html` into `folder` (created when missing) and returns its URL.
    @discardableResult
    public static func write(_ theme: CompiledTheme, to folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let index = folder.appendingPathComponent("index.html")
        try Data(page(for: theme).utf8).write(to: index, options: .atomic)
        return index
    }
}
