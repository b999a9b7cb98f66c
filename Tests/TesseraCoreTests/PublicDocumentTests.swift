import Foundation
import TesseraCore
import Testing

/// An app edits every part of the theme document through public API alone: this file imports
/// TesseraCore without the tools' SPI, so it compiles only while `ThemeSpec` is wholly public.
@Suite("The theme document is public")
struct PublicDocumentTests {
    private func loaded() throws -> ThemeSpec {
        let json = #"{"specVersion": "1.0", "id": "app", "extends": "default"}"#
        let document = ThemeLoader().load(Data(json.utf8), file: "app.json")
        return try #require(document.spec)
    }

    /// A text role, a shadow's dark opacity and the spacing scale are edited as a colour role is,
    /// and the review lists each change at its JSON path.
    @Test func editsEveryTable() throws {
        let saved = try loaded()
        var draft = saved
        let bodyName = TextRoles.Builtin.body.name
        var body = try #require(draft.typography[bodyName])
        body.weight = .bold
        draft.typography[bodyName] = body
        let shadowName = try #require(draft.shadows.keys.sorted().first)
        draft.shadows[shadowName]?.darkOpacity = 0.37
        draft.layout?.spacing["m"] = 13

        let paths = ThemeRules().changes(from: saved, to: draft).map(\.path.description)
        #expect(paths.contains("typography.body.weight"))
        #expect(paths.contains("shadows.\(shadowName).darkOpacity"))
        #expect(paths.contains("layout.spacing.m"))
        let validation = ThemeRules().validate(draft)
        #expect(validation.theme != nil, "\(validation.diagnostics)")
    }

    /// JSON text parses to the tree a change carries, with a located error for text that is not JSON.
    @Test func parsesJSON() throws {
        let node = try JSONNode(parsing: #"{"weight": "bold"}"#)
        #expect(node["weight"] == .string("bold"))
        #expect(try JSONNode(parsing: node.data()) == node)
        #expect(throws: Diagnostic.self) { try JSONNode(parsing: "{\"weight\": }") }
    }
}
