import Foundation
import TesseraCore
import Testing

@testable import TesseraTokens

/// A token of a type the format lacks — a system's own `typeScale`, Tokens Studio's `other` —
/// aliased where a dimension or a number is expected: its number (written plainly, as text, or as
/// Tokens Studio math over other tokens) comes across; text that is no number is one located error.
struct ForeignTypeAliasTests {
    private let result = Fixture.resolve("lenient/foreign-type-scale.json")

    private func measure(_ value: JSONNode?) -> String? {
        guard let number = value?["value"]?.numberValue, let unit = value?["unit"]?.stringValue else { return nil }
        return number.formatted + unit
    }

    @Test("a font size aliasing a type-scale step is that step's number in px, math evaluated")
    func fontSizes() {
        #expect(measure(result.tokens["fontSize.body"]?.value) == "16px")
        // round(16 × 1.25²) = 25
        #expect(measure(result.tokens["fontSize.title"]?.value) == "25px")
        #expect(measure(result.tokens["space.gutter"]?.value) == "1.5rem")
        #expect(result.tokens["leading.ratio"]?.value.numberValue == 1.25)
    }

    @Test("a typography's members aliasing type-scale steps resolve")
    func composite() throws {
        let heading = try #require(result.tokens["text.heading"], "\(result.diagnostics)")
        #expect(measure(heading.value["fontSize"]) == "20px")
        #expect(heading.value["lineHeight"]?.numberValue == 1.25)
    }

    @Test("text that is no number is one located error for that token alone; the foreign tokens stay as written")
    func textIsAnError() {
        let errors = result.diagnostics.filter(\.isError)
        #expect(errors.count == 1, "\(errors)")
        #expect(
            errors.first?.message.contains(
                "this dimension token aliases a token of type typeScale, and a value of type typeScale cannot be read as a dimension"
            ) == true, "\(errors)")
        #expect(errors.first?.location.line == 13)
        #expect(result.tokens["fontSize.named"] == nil)
        #expect(result.tokens["scale.name"]?.value.stringValue == "major third")
        #expect(result.diagnostics.contains { !$0.isError && $0.message.contains("typeScale as dimension") })
    }
}
