import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraTestSupport
@_spi(TesseraTools) import TesseraTokens
import Testing

@Suite("Screens model")
struct ScreensModelTests {
    static let sizes: [DynamicTypeSize] = [.xSmall, .large, .accessibility3, .accessibility5]
    static let cases: [(preset: String, size: DynamicTypeSize)] = Presets.all.flatMap { preset in
        sizes.map { (preset.id, $0) }
    }

    /// The screens of `theme` in `context` as the page reads them.
    static func tree(_ theme: CompiledTheme, _ context: ThemeContext) throws -> JSONNode {
        try JSONNode(encoding: ScreensModel(for: theme, in: context), memberOrder: .encoded)
    }

    static func frames(_ theme: CompiledTheme, _ context: ThemeContext) throws -> [JSONNode] {
        try #require(try Self.tree(theme, context)["frames"]?.elements)
    }

    @Test("a light and a dark frame whose parts carry the resolver's values at the size", arguments: cases)
    func resolvedValues(preset: String, size: DynamicTypeSize) throws {
        let theme = try #require(Presets.named(preset)).theme
        let context = ThemeContext(contrast: .increased, dynamicTypeSize: size)
        let tree = try Self.tree(theme, context)
        #expect(tree["size"]?.stringValue == size.rawValue && tree["contrast"]?.stringValue == "increased")
        let frames = try Self.frames(theme, context)
        #expect(frames.map { $0["appearance"]?.stringValue } == ["light", "dark"])
        for (frame, appearance) in zip(frames, [Appearance.light, .dark]) {
            var at = context
            at.appearance = appearance
            let resolved = theme.resolved(for: at)
            let body = resolved.text(.body)
            let row = try #require(frame["text"]?["rowTitle"])
            #expect(
                row["fontSize"]?.numberValue == body.size && row["lineHeight"]?.numberValue == body.lineHeight,
                "\(preset) \(appearance) \(size)")
            #expect(
                row["fontWeight"]?.numberValue == Double(body.weight.cssWeight)
                    && row["color"]?.stringValue == body.color.hexString)
            #expect(row["fontFamily"]?.stringValue == CSSExport.fontFamily(of: body))
            #expect(frame["text"]?["navigationTitle"]?["fontSize"]?.numberValue == resolved.text(.largeTitle).size)
            #expect(frame["text"]?["sectionFooter"]?["fontSize"]?.numberValue == resolved.text(.footnote).size)
            #expect(frame["colors"]?["accent"]?.stringValue == resolved.color(.accent).hexString)
            #expect(frame["colors"]?["separator"]?.stringValue == resolved.color(.separator).hexString)
            #expect(frame["colors"]?["dim"]?.stringValue == resolved.color(.scrim).hexString)
            let base = resolved.color(.background).withAlpha(1)
            #expect(
                frame["colors"]?["group"]?.stringValue
                    == resolved.surface(.card).opaqueColor.composited(over: base).hexString)
            #expect(frame["metrics"]?["sheetRadius"]?.numberValue == resolved.surface(.sheet).cornerRadius)
            #expect(frame["metrics"]?["rowHorizontal"]?.numberValue == resolved.inset(.listRow).horizontal)
            let primary = resolved.button(.primary)
            #expect(frame["buttons"]?["primary"]?["fill"]?.stringValue == primary.fill?.hexString)
            #expect(frame["buttons"]?["primary"]?["label"]?["color"]?.stringValue == primary.labelColor.hexString)
            #expect(
                frame["buttons"]?["primary"]?["label"]?["fontSize"]?.numberValue == resolved.label(of: primary).size)
            #expect(frame["accessibilitySize"] == JSONNode(.bool(size.isAccessibilitySize)))
            #expect(frame["roles"]?["text.rowTitle"]?.stringValue == "typography.body")
        }
    }

    @Test(
        "text grows with the Dynamic Type size; tab bar labels keep the default size", arguments: Presets.all.map(\.id))
    func scaling(preset: String) throws {
        let theme = try #require(Presets.named(preset)).theme
        let large = try #require(Self.frames(theme, ThemeContext(dynamicTypeSize: .large)).first)
        let huge = try #require(Self.frames(theme, ThemeContext(dynamicTypeSize: .accessibility5)).first)
        let size = { (frame: JSONNode, part: String) in frame["text"]?[part]?["fontSize"]?.numberValue ?? 0 }
        #expect(size(huge, "rowTitle") > size(large, "rowTitle"))
        #expect(size(huge, "sectionFooter") > size(large, "sectionFooter"))
        #expect(size(huge, "tabLabel") == size(large, "tabLabel"))
        #expect(size(large, "tabLabel") == theme.resolved(for: ThemeContext()).text(.caption2).size)
    }

    @Test("a theme's own values reach the frames: an edited accent and card radius")
    func editedTheme() throws {
        let theme = try #require(
            ThemeLoader().load(
                Data(
                    """
                    {"specVersion": "1.0", "extends": "default", "name": "Harbour",
                     "colors": {"accent": {"light": "#0A7E5C", "dark": "#5CE0B0"}},
                     "surfaces": {"card": {"background": {"solid": "surfaceBase"}, "radius": 7}}}
                    """.utf8)
            ).theme)
        let frames = try Self.frames(theme, ThemeContext())
        #expect(frames.map { $0["colors"]?["accent"]?.stringValue } == ["#0A7E5C", "#5CE0B0"])
        #expect(frames.map { $0["metrics"]?["groupRadius"]?.numberValue } == [7, 7])
    }
}
