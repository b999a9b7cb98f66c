public import Foundation
public import TesseraCore
import TesseraTokens

/// A static, self-contained style guide of a theme: one `index.html` with the gallery of every
/// colour mode, size class, Bold Text and Reduce Transparency setting, the theme's CSS export
/// and the page's stylesheet and script inside it — it opens from `file://` with no server and
/// no network, and prints every mode, one group per page (US Letter or A4). A theme the audit
/// fails (`AccessibilityAudit.run`, as `tessera audit`) gets a banner naming every failure.
public enum StyleGuide {
    /// The page for `theme`.
    public static func page(for theme: CompiledTheme) throws -> String {
        // Each tree is stored as its members' indices into `parts`, and a member that comes out
        // the same in several trees (most change with only some settings) is stored once.
        var trees: [JSONNode] = []
        var parts: [JSONNode] = []
        var partIndex: [String: Int] = [:]
        var treeIndex: [String: Int] = [:]
        var modes: [JSONNode.Member] = []
        for appearance in [Appearance.light, .dark] {
            for contrast in [ContrastMode.standard, .increased] {
                for width in [ThemeContext.SizeClass.compact, .regular] {
                    for height in [ThemeContext.SizeClass.regular, .compact] {
                        for bold in [false, true] {
                            for reduceTransparency in [false, true] {
                                var context = ThemeContext(appearance: appearance, contrast: contrast)
                                context.horizontalSizeClass = width
                                context.verticalSizeClass = height
                                context.boldText = bold
                                context.reduceTransparency = reduceTransparency
                                var gallery = GalleryModel.gallery(for: theme, in: context)
                                gallery.context = .null
                                let tree = (try? JSONNode(encoding: gallery, memberOrder: .encoded)) ?? .null
                                var members: [JSONNode.Member] = []
                                for member in tree.members ?? [] {
                                    let text = member.value.text(pretty: false)
                                    let position = partIndex[text] ?? parts.count
                                    if position == parts.count {
                                        parts.append(member.value)
                                        partIndex[text] = position
                                    }
                                    members.append(.init(key: member.key, value: .number(Double(position))))
                                }
                                let shape = JSONNode(.object(members))
                                let text = shape.text(pretty: false)
                                let position = treeIndex[text] ?? trees.count
                                if position == trees.count {
                                    trees.append(shape)
                                    treeIndex[text] = position
                                }
                                let key =
                                    "\(appearance.rawValue)-\(contrast.rawValue)-\(width.rawValue)-\(height.rawValue)-\(bold)-\(reduceTransparency)"
                                modes.append(.init(key: key, value: .number(Double(position))))
                            }
                        }
                    }
                }
            }
        }
        return try PageAssets.styleGuide(
            theme: theme, css: try CSSExport.stylesheet(for: theme), parts: JSONNode(.array(parts)),
            trees: JSONNode(.array(trees)),
            modes: JSONNode(.object(modes)), audit: AccessibilityAudit.run(theme))
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
