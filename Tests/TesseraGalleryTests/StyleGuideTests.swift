import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraTestSupport
import Testing

@Suite("Style guide")
struct StyleGuideTests {
    @Test(
        "the page is self-contained (no http or https URLs, no external scripts or styles) and names the theme",
        arguments: Presets.all.map(\.id))
    func selfContained(preset: String) throws {
        let theme = try #require(Presets.named(preset)).theme
        let page = try StyleGuide.page(for: theme)
        #expect(!page.contains("http://") && !page.contains("https://"))
        // Whatever the page links or loads is inside it: a data URL or a fragment.
        for reference in Self.references(in: page) {
            #expect(reference.hasPrefix("data:") || reference.hasPrefix("#"), "\(reference)")
        }
        #expect(page.contains(PageAssets.escape(theme.name)))
        // The gallery of all four colour modes is embedded, with each size class and setting.
        for mode in ["light-standard", "light-increased", "dark-standard", "dark-increased"] {
            for rest in ["compact-regular-false-false", "regular-compact-true-true"] {
                #expect(page.contains("\"\(mode)-\(rest)\""), "\(mode)-\(rest)")
            }
        }
        // The page's own files are inlined, and every place in the template is filled.
        let stylesheet = try PageAssets.stylesheet()
        let script = try PageAssets.script()
        #expect(page.contains(stylesheet) && page.contains(script))
        #expect(!page.contains("{{"))
    }

    /// The values of every `href="…"` and `src="…"` attribute.
    static func references(in page: String) -> [String] {
        ["href=\"", "src=\""].flatMap { attribute in
            page.components(separatedBy: attribute).dropFirst().compactMap {
                $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
            }
        }
    }

    @Test(
        "a theme's own name is escaped in the page, and write puts index.html in the folder",
        arguments: [
            ("Shop & Co", "Shop &amp; Co"),
            ("<b>Bold</b>", "&lt;b&gt;Bold&lt;/b&gt;"),
        ])
    func namesAndWrites(name: String, shown: String) throws {
        let json = ThemeJSON.extending("default", #""name": "\#(name)""#)
        let theme = try #require(ThemeLoader().load(Data(json.utf8)).theme)
        let folder = try TemporaryFolder.create("style-guide")
        defer { TemporaryFolder.remove(folder) }
        let index = try StyleGuide.write(theme, to: folder.appendingPathComponent("guide"))
        #expect(index.lastPathComponent == "index.html")
        let page = try String(contentsOf: index, encoding: .utf8)
        #expect(page == (try StyleGuide.page(for: theme)))
        #expect(page.contains("<title>Style guide — \(shown)</title>"))
    }
}
