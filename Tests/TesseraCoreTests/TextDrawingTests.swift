import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// The pair a renderer applies — the drawing's face and its Dynamic Type range — must show exactly
/// the size the core resolved, for button labels as for text roles.
@Suite("Text drawing")
struct TextDrawingTests {
    @Test(
        "every button label of every preset draws the resolved size within the role's clamp",
        arguments: Presets.all.map(\.id))
    func buttonLabels(_ id: String) throws {
        let theme = try #require(Presets.named(id)).theme
        for size in DynamicTypeSize.allCases {
            for boldText in [false, true] {
                let resolved = theme.resolved(for: ThemeContext(dynamicTypeSize: size, boldText: boldText))
                for button in resolved.buttons.values {
                    let label = resolved.label(of: button)
                    let drawing = label.drawing
                    #expect(drawing.dynamicTypeRange == label.minimumSize...label.maximumSize, "\(id) \(label.role)")
                    #expect(
                        drawing.drawnSize(at: size) == label.size,
                        "\(id) \(label.role) at \(size): drawn \(drawing.drawnSize(at: size)), resolved \(label.size)")
                }
            }
        }
    }

    @Test("every text role of every preset draws the resolved size, on iOS and macOS", arguments: Presets.all.map(\.id))
    func textRoles(_ id: String) throws {
        let theme = try #require(Presets.named(id)).theme
        for platform in ThemeContext.Platform.allCases {
            for size in DynamicTypeSize.allCases {
                let resolved = theme.resolved(for: ThemeContext(platform: platform, dynamicTypeSize: size))
                for text in resolved.texts.values {
                    #expect(
                        text.drawing.drawnSize(at: size, on: platform) == text.size,
                        "\(id) \(text.role) \(platform) \(size)")
                }
            }
        }
    }

    /// The defect: the primary button's label was drawn as `.headline` with no clamp, 53 pt at
    /// AX5, while the core (and the audit) said 40 pt.
    @Test("the primary button's label stops at 40 pt, its AX3 size, at every larger size")
    func primaryLabelClamp() {
        for size in [DynamicTypeSize.accessibility3, .accessibility4, .accessibility5] {
            let resolved = Presets.default.theme.resolved(for: ThemeContext(dynamicTypeSize: size))
            let label = resolved.label(of: resolved.button(.primary))
            #expect(label.size == 40)
            #expect(label.drawing.face == .textStyle(.headline))
            #expect(label.drawing.dynamicTypeRange.upperBound == .accessibility3)
            #expect(label.drawing.drawnSize(at: size) == 40)
            var unclamped = label.drawing
            unclamped.dynamicTypeRange = .xSmall ... .accessibility5
            #expect(unclamped.drawnSize(at: .accessibility5) == 53, "what the unclamped label drew")
        }
    }

    @Test("faces: style at the system size, custom family scaled by the renderer, fixed system size")
    func faces() throws {
        let json = #"""
            { "specVersion": "1.0", "extends": "default", "typography": {
                "body": { "textStyle": "body", "size": "system" },
                "caption": { "textStyle": "caption1", "size": 13 },
                "title": { "textStyle": "title1", "size": 30, "family": "Avenir Next", "weight": "regular" } } }
            """#
        let theme = try #require(ThemeLoader().load(Data(json.utf8), file: "faces.json").theme)
        let resolved = theme.resolved(for: ThemeContext(dynamicTypeSize: .xxxLarge, boldText: true))
        #expect(resolved.text(.body).drawing.face == .textStyle(.body))
        #expect(resolved.text(.body).drawing.weight == .regular, "SwiftUI applies Bold Text to system fonts itself")
        let caption = resolved.text(.caption)
        #expect(caption.drawing.face == .fixedSize(caption.size) && caption.size > 13)
        let title = resolved.text(.title)
        #expect(title.drawing.face == .custom(family: "Avenir Next", baseSize: 30, relativeTo: .title1))
        #expect(
            title.drawing.weight == title.weight && title.weight > .regular, "custom families get the Bold Text weight")
    }
}
