import Foundation
import TesseraCore
import Testing

@testable import TesseraTokens

/// Every positive fixture is valid; every negative one is rejected for the right reason, at a
/// real line and column.
struct ConformanceTests {
    @Test(arguments: Fixture.names(in: "valid") + ["resolver/theme.resolver.json"])
    func positiveCasesAreValid(_ name: String) {
        let diagnostics = Fixture.validate(name)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
    }

    /// File → (the code of its first error, text that message must contain).
    static let negative: [String: (Diagnostic.Code, String)] = [
        "invalid/no-type.json": (.missingValue, "type cannot be determined"),
        "invalid/name-dollar.json": (.unknownKey, "$bad"),
        "invalid/name-dot.json": (.invalidValue, "cannot contain `.`"),
        "invalid/name-brace.json": (.invalidValue, "cannot contain `{`"),
        "invalid/token-and-group.json": (.typeMismatch, "cannot also hold `child`"),
        "invalid/unknown-type.json": (.invalidValue, "`spacing` is not a DTCG type"),
        "invalid/type-case.json": (.invalidValue, "case-sensitive"),
        "invalid/alias-missing.json": (.unresolvedReference, "`{b}` names no token"),
        "invalid/alias-cycle.json": (.referenceCycle, "{a} → {b} → {c} → {a}"),
        "invalid/alias-self.json": (.referenceCycle, "itself"),
        "invalid/alias-group.json": (.unresolvedReference, "names a group"),
        "invalid/alias-type-mismatch.json": (.typeMismatch, "color token aliases a token of type dimension"),
        "invalid/alias-member-type.json": (.typeMismatch, "`color` must be a color"),
        "invalid/pointer-missing.json": (.unresolvedReference, "points to nothing"),
        "invalid/pointer-malformed.json": (.invalidValue, "JSON Pointer"),
        "invalid/pointer-to-token.json": (.unresolvedReference, "not its `$value`"),
        "invalid/pointer-cycle.json": (.referenceCycle, "{a} → {b} → {a}"),
        "invalid/extends-cycle.json": (.extendsCycle, "cycle"),
        "invalid/extends-token.json": (.typeMismatch, "must name a group"),
        "invalid/extends-missing.json": (.unresolvedReference, "does not exist"),
        "invalid/color-space.json": (.invalidValue, "unknown colour space \"cmyk\""),
        "invalid/color-count.json": (.invalidValue, "3 components"),
        "invalid/color-range.json": (.invalidValue, "srgb red must be in [0, 1]"),
        "invalid/color-hue.json": (.invalidValue, "hue must be in [0, 360)"),
        "invalid/color-alpha.json": (.invalidValue, "alpha must be in [0, 1]"),
        "invalid/color-hex-short.json": (.invalidValue, "6-digit"),
        "invalid/color-hex-alpha.json": (.invalidValue, "6-digit"),
        "invalid/color-string.json": (.invalidValue, "must be an object"),
        "invalid/color-component-string.json": (.invalidValue, "number or \"none\""),
        "invalid/dimension-unit.json": (.invalidValue, "\"px\" or \"rem\""),
        "invalid/dimension-no-unit.json": (.invalidValue, "needs `unit`"),
        "invalid/dimension-string.json": (.invalidValue, "must be an object"),
        "invalid/duration-unit.json": (.invalidValue, "\"ms\" or \"s\""),
        "invalid/font-weight-range.json": (.invalidValue, "[1, 1000]"),
        "invalid/font-weight-case.json": (.invalidValue, "unknown font weight \"Bold\""),
        "invalid/font-family-number.json": (.invalidValue, "font family"),
        "invalid/cubic-bezier-x.json": (.invalidValue, "x coordinates"),
        "invalid/cubic-bezier-length.json": (.invalidValue, "4 numbers"),
        "invalid/number-string.json": (.invalidValue, "JSON number"),
        "invalid/stroke-style-name.json": (.invalidValue, "\"wavy\""),
        "invalid/stroke-style-cap.json": (.invalidValue, "lineCap"),
        "invalid/border-missing.json": (.invalidValue, "needs `style`"),
        "invalid/transition-bad.json": (.invalidValue, "cubic Bézier"),
        "invalid/shadow-extra.json": (.invalidValue, "`opacity`"),
        "invalid/gradient-object.json": (.invalidValue, "array of stops"),
        "invalid/typography-missing.json": (.invalidValue, "needs `letterSpacing`"),
        "invalid/description-number.json": (.typeMismatch, "$description"),
        "invalid/deprecated-number.json": (.typeMismatch, "$deprecated"),
        "invalid/extensions-array.json": (.typeMismatch, "$extensions"),
        "invalid/legacy-value.json": (.unknownKey, "legacy"),
        "invalid/value-and-ref.json": (.invalidValue, "not both"),
        "invalid/not-object.json": (.typeMismatch, "JSON object"),
        "invalid/syntax.json": (.syntax, "trailing comma"),
        "resolver/invalid-bad-version.json": (.unsupportedVersion, "2025.10"),
        "resolver/invalid-no-order.json": (.missingValue, "resolutionOrder"),
        "resolver/invalid-empty-contexts.json": (.missingValue, "at least one context"),
        "resolver/invalid-bad-default.json": (.invalidValue, "`default` must be one of the contexts"),
        "resolver/invalid-inline-no-name.json": (.missingValue, "needs `name` and `type`"),
        "resolver/invalid-duplicate-name.json": (.invalidValue, "appears twice"),
        "resolver/invalid-set-refers-modifier.json": (.invalidValue, "only `resolutionOrder` may refer to a modifier"),
        "resolver/invalid-refers-order.json": (.invalidValue, "into `resolutionOrder`"),
        "resolver/invalid-sets-cycle.json": (.referenceCycle, "cycle"),
        "resolver/invalid-missing-file.json": (.missingValue, "nowhere.tokens.json"),
        "resolver/invalid-alias-in-one-mode.json": (.unresolvedReference, "(with m=b)"),
    ]

    @Test func everyNegativeFixtureIsInTheTable() {
        let files = Set(Fixture.names(in: "invalid") + Fixture.names(in: "resolver", prefix: "invalid-"))
        #expect(files == Set(Self.negative.keys))
    }

    @Test(arguments: Array(negative.keys).sorted())
    func negativeCasesAreRejected(_ name: String) throws {
        let diagnostics = Fixture.validate(name)
        let firstError = diagnostics.first { $0.isError }
        let first = try #require(firstError, "\(name) was judged valid")
        guard let (code, text) = Self.negative[name] else {
            Issue.record("no expectation for \(name)")
            return
        }
        #expect(first.code == code, "\(first)")
        #expect(first.message.contains(text), "\(first)")
        #expect(first.location.line > 0, "\(first) has no line")
        #expect(first.file == name)
        // Each problem is reported once.
        #expect(Set(diagnostics.map(\.description)).count == diagnostics.count)
    }
}
