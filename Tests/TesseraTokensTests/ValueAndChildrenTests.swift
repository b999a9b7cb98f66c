import Foundation
import TesseraCore
import Testing

@testable import TesseraTokens

/// A token that also holds child tokens (a real system's `form.input.default.text.content`, with
/// a `$value` and a child `disabled`): a lenient reading reads the token and each child as
/// tokens, with one located warning; `tokens validate` (strict) keeps it an error.
struct ValueAndChildrenTests {
    private let name = "lenient/value-and-children.json"

    private func hex(_ token: DesignToken?) -> String? {
        token.flatMap { ColorModifier.rgba($0.value) }.map(\.hexString)
    }

    @Test func theTokenAndItsChildrenAreReadAsTokens() throws {
        let result = Fixture.resolve(name)
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(hex(result.tokens["field.text.content"]) == "#1F1F1F")
        #expect(hex(result.tokens["field.text.content.disabled"]) == "#9A9A9A")
        #expect(hex(result.tokens["field.border"]) == "#CCCCCC")
        // A child without a `$type` takes the token's, as a group's child would.
        #expect(result.tokens["field.border.focus"]?.type == .color)
        #expect(hex(result.tokens["field.border.focus"]) == "#0055FF")
        // A child may be a group of tokens.
        #expect(hex(result.tokens["field.border.state.error"]) == "#D00000")
    }

    @Test func aliasesToTheTokenAndToItsChildResolve() {
        let result = Fixture.resolve(name)
        #expect(hex(result.tokens["field.text.label"]) == "#1F1F1F")
        #expect(hex(result.tokens["field.text.hint"]) == "#9A9A9A")
    }

    @Test func oneLocatedWarningCountsTheTokens() throws {
        let result = Fixture.resolve(name)
        let warnings = result.diagnostics.filter { $0.message.contains("both a `$value` and child tokens") }
        #expect(warnings.count == 1, "\(result.diagnostics)")
        let warning = try #require(warnings.first)
        #expect(!warning.isError)
        #expect(warning.message.hasPrefix("2 tokens hold both a `$value` and child tokens"), "\(warning.message)")
        #expect(warning.message.contains("field.text.content, field.border"), "\(warning.message)")
        #expect(warning.file == name)
        // At the first token's first child, `disabled`.
        #expect(warning.location.line == 11 && warning.location.column == 9, "\(warning)")
    }

    /// `tokens resolve -o` writes valid DTCG and loses no token: the value goes into `$root`.
    @Test func theResolvedDocumentKeepsTheTokenAsRootBesideItsChildren() throws {
        let document = Fixture.resolve(name).tokens.document()
        let again = DesignTokenReader(strictness: .strict).read(Data(document.text().utf8), file: "resolved.json")
        #expect(again.isValid, "\(again.diagnostics)")
        #expect(hex(again.tokens["field.text.content.$root"]) == "#1F1F1F")
        #expect(hex(again.tokens["field.text.content.disabled"]) == "#9A9A9A")
        #expect(hex(again.tokens["field.border.$root"]) == "#CCCCCC")
        #expect(hex(again.tokens["field.border.focus"]) == "#0055FF")
        #expect(hex(again.tokens["field.border.state.error"]) == "#D00000")
    }

    /// Merged from several files, a child is said to come from the file that wrote it.
    @Test func aChildInALaterFileIsThatFiles() throws {
        let base = try JSONNode(parsing: ##"{"color": {"$type": "color", "ink": {"$value": "#111111"}}}"##)
        let over = try JSONNode(
            parsing:
                ##"{"field": {"content": {"$type": "color", "$value": "{color.ink}", "disabled": {"$value": "#999999"}}}}"##
        )
        let result = DesignTokenReader().resolve([
            TokenSource(file: "base.json", root: base), TokenSource(file: "over.json", root: over),
        ])
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(result.tokens["field.content"]?.file == "over.json")
        #expect(result.tokens["field.content.disabled"]?.file == "over.json")
        #expect(hex(result.tokens["field.content.disabled"]) == "#999999")
    }

    @Test func aStrictReadingKeepsItAnError() {
        let strict = Fixture.validate(name)
        #expect(strict.contains { $0.isError && $0.message.contains("cannot also hold `disabled`") }, "\(strict)")
        #expect(strict.contains { $0.isError && $0.message.contains("cannot also hold `focus`") }, "\(strict)")
    }
}
