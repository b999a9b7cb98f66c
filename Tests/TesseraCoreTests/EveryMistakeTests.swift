import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// Every independent mistake in one object gets its own error, at its own line; a value taken
/// out to read on is never reported as missing.
@Suite("Every bad member is reported")
struct EveryMistakeTests {
    static let cases: [(group: String, json: String, paths: [String])] = [
        (
            "typography", #"{"body": {"size": "big", "weight": "heavyish", "design": "comic"}}"#,
            ["typography.body.size", "typography.body.weight", "typography.body.design"]
        ),
        (
            "buttons",
            #"{"primary": {"form": "blob", "minHeight": "tall", "pressed": {"scale": "big", "opacity": "x"}}}"#,
            [
                "buttons.primary.form", "buttons.primary.minHeight", "buttons.primary.pressed.scale",
                "buttons.primary.pressed.opacity",
            ]
        ),
        (
            "surfaces", #"{"card": {"background": {"material": "fog"}, "radius": "round"}}"#,
            ["surfaces.card.background.material", "surfaces.card.radius"]
        ),
        (
            "typography", #"{"title": {"size": 20, "letterSpacing": "wide", "maximumSize": "huge"}}"#,
            ["typography.title.letterSpacing", "typography.title.maximumSize"]
        ),
        (
            "colors", ##"{"accent": {"light": "#12345", "dark": 5, "increasedContrastDark": [1]}}"##,
            ["colors.accent.light", "colors.accent.dark", "colors.accent.increasedContrastDark"]
        ),
    ]

    @Test(
        "a misspelt group is an error beside a type error in another group, in either order",
        arguments: [
            #""layout": {"spacing": {"md": "sixteen"}}, "typograhpy": {}"#,
            #""typograhpy": {}, "layout": {"spacing": {"md": "sixteen"}}"#,
            #""colors": {"accent": {"light": 5}}, "shadwos": {}"#,
        ])
    func misspeltBesideTypeError(members: String) {
        let file = #"{ "specVersion": "1.0", "extends": "default", \#(members) }"#
        let document = ThemeLoader().load(Data(file.utf8), file: "theme.json")
        let errors = document.diagnostics.filter(\.isError)
        #expect(errors.count == 2, "\(document.diagnostics)")
        #expect(
            errors.contains { $0.code == .unknownKey && $0.message.contains("did you mean") }, "\(document.diagnostics)"
        )
        #expect(errors.contains { $0.code != .unknownKey }, "\(document.diagnostics)")
    }

    @Test("one error per mistake, in reading order", arguments: cases.indices)
    func everyMistake(index: Int) {
        let (group, json, paths) = Self.cases[index]
        let file = #"{ "specVersion": "1.0", "extends": "default", "\#(group)": \#(json) }"#
        let document = ThemeLoader().load(Data(file.utf8), file: "theme.json")
        #expect(document.diagnostics.map(\.path.description) == paths, "\(document.diagnostics)")
        #expect(document.diagnostics.allSatisfy { $0.isError && $0.location.isKnown })
    }

    @Test("a new entry missing what it needs says so once, beside its bad members")
    func newEntry() {
        let file =
            #"{ "specVersion": "1.0", "extends": "default", "shadows": {"glow": {"color": 5, "radius": 4, "y": 2}} }"#
        let document = ThemeLoader().load(Data(file.utf8), file: "theme.json")
        #expect(
            document.diagnostics.map(\.message).filter { $0.contains("missing") }.count == 1, "\(document.diagnostics)")
        #expect(document.diagnostics.contains { $0.path.description == "shadows.glow.color" })
    }
}
