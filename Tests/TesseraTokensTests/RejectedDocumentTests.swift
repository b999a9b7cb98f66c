import Foundation
import TesseraCore
import Testing

@testable import TesseraTokens

/// Documents the DTCG 2025.10 format and resolver modules (and their schemas) rule out, each
/// rejected by `tessera tokens validate` with an error at the exact place: its code, JSON path,
/// line and column.
struct RejectedDocumentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var code: Diagnostic.Code
        var path: String
        var line: Int
        var column: Int

        var testDescription: String { file }
    }

    static let cases: [Case] = [
        // Format, Gradient: "The value MUST be an array of gradient stop objects"; the schema
        // requires at least one (`minItems: 1`).
        Case(file: "gradient-empty.json", code: .invalidValue, path: "sunrise[\"$value\"]", line: 4, column: 15),
        // Format, JSON Pointer references: a pointer must point to a value; this one sits in a
        // member that overrides part of the value another pointer takes.
        Case(
            file: "pointer-override-missing.json", code: .unresolvedReference, path: "veil[\"$value\"]", line: 10,
            column: 26),
        // RFC 6901: an array index is `0` or digits without a leading zero; `01` names no element.
        Case(
            file: "pointer-index-leading-zero.json", code: .unresolvedReference, path: "level[\"$value\"]", line: 8,
            column: 25),
        // Format, Stroke style: `dashArray` is "an array of dimension values" (`minItems: 1`).
        Case(
            file: "stroke-style-empty-dash-array.json", code: .invalidValue, path: "rule[\"$value\"].dashArray",
            line: 5, column: 20),
        // Resolver schema: `resolutionOrder` has `minItems: 1`.
        Case(
            file: "resolver-empty-resolution-order.json", code: .missingValue, path: "resolutionOrder", line: 6,
            column: 22),
        // Resolver schema: the root, sets and modifiers have `additionalProperties: false`.
        Case(file: "resolver-root-extra-property.json", code: .unknownKey, path: "themes", line: 6, column: 3),
        Case(
            file: "resolver-set-extra-property.json", code: .unknownKey, path: "sets.base.priority", line: 6, column: 7),
        Case(
            file: "resolver-modifier-extra-property.json", code: .unknownKey, path: "modifiers.appearance.fallback",
            line: 7, column: 7),
        // Resolver, Modifiers: "Tools SHOULD throw an error for modifiers with only 1 context."
        // (the schema: `minProperties: 2`). Tessera follows the recommendation.
        Case(
            file: "resolver-single-context.json", code: .invalidValue, path: "modifiers.appearance.contexts", line: 5,
            column: 19),
    ]

    @Test func everyFixtureIsInTheTable() {
        #expect(Set(Fixture.names(in: "rejected")) == Set(Self.cases.map { "rejected/\($0.file)" }))
    }

    @Test(arguments: cases)
    func isRejectedWhereTheProblemIs(_ expected: Case) throws {
        let name = "rejected/\(expected.file)"
        let diagnostics = Fixture.validate(name)
        let first = try #require(diagnostics.first { $0.isError }, "\(name) was judged valid: \(diagnostics)")
        #expect(first.code == expected.code, "\(first)")
        #expect(first.path.description == expected.path, "\(first)")
        #expect((first.location.line, first.location.column) == (expected.line, expected.column), "\(first)")
        #expect(first.file == name)
    }
}
