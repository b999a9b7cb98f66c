import Foundation
import TesseraCore
import Testing

@testable import TesseraTokens

/// A lenient reading takes each value form real systems write as its DTCG equivalent, says so
/// once per kind, and leaves `tokens validate` (strict) the judge. One fixture per form.
struct LenientReadingTests {
    private func read(_ name: String) -> TokenResolution { Fixture.resolve("lenient/\(name)") }

    private func measure(_ token: DesignToken?) -> String? {
        guard let value = token?.value["value"]?.numberValue, let unit = token?.value["unit"]?.stringValue else {
            return nil
        }
        return value.formatted + unit
    }

    private func hex(_ token: DesignToken?) -> String? {
        token.flatMap { ColorModifier.rgba($0.value) }.map(\.hexString)
    }

    /// Each kind of leniency is one warning naming how many places.
    private func expectOneWarningPerKind(_ result: TokenResolution, sourceLocation: SourceLocation = #_sourceLocation) {
        let messages = result.diagnostics.filter { !$0.isError }.map(\.description)
        #expect(Set(messages).count == messages.count, "\(messages)", sourceLocation: sourceLocation)
        for diagnostic in result.diagnostics where !diagnostic.isError {
            #expect(diagnostic.location.line > 0, "\(diagnostic)", sourceLocation: sourceLocation)
        }
    }

    @Test func tokensStudioTypesInCompositesReadAsDTCG() throws {
        let result = read("studio-composite.json")
        #expect(result.isValid, "\(result.diagnostics)")
        let body = try #require(result.tokens["text.body"])
        #expect(body.type == .typography)
        #expect(body.value["fontSize"]?["value"]?.numberValue == 18)
        #expect(body.value["fontSize"]?["unit"]?.stringValue == "px")
        #expect(body.value["fontWeight"]?.numberValue == 400)
        #expect(body.value["lineHeight"]?.numberValue == 1.3)
        #expect(body.value["letterSpacing"]?["value"]?.numberValue == -0.02)
        #expect(body.value["fontFamily"]?.stringValue == "Atkinson Hyperlegible")
        #expect(body.value["paragraphSpacing"] == nil)
        let heading = try #require(result.tokens["text.heading"])
        #expect(heading.value["fontSize"]?["value"]?.numberValue == 27)
        #expect(heading.value["fontWeight"]?.numberValue == 600)
        #expect(heading.value["lineHeight"]?.numberValue == 1.2)
        #expect(result.tokens["font.size.base"]?.type == .dimension)
        let studio = try #require(result.diagnostics.first { $0.message.contains("Tokens Studio types") })
        #expect(studio.message.hasPrefix("7 `$type`s"), "\(studio.message)")
        #expect(result.diagnostics.contains { $0.message.hasPrefix("9 tokens are written in the legacy form") })
        expectOneWarningPerKind(result)

        let strict = Fixture.validate("lenient/studio-composite.json")
        #expect(strict.contains { $0.isError && $0.message.contains("`fontSizes` is not a DTCG type") })
    }

    /// Style Dictionary files write `fontSize` and `lineHeight` as `type`, and typography members
    /// in kebab case (`font-size`, as Workday's Canvas does); they read as the format's.
    @Test func singularTypeNamesInCompositesReadAsDTCG() throws {
        let result = read("singular-types.json")
        #expect(result.isValid, "\(result.diagnostics)")
        let body = try #require(result.tokens["text.body"])
        #expect(body.value["fontSize"]?["value"]?.numberValue == 17)
        #expect(body.value["fontSize"]?["unit"]?.stringValue == "px")
        #expect(body.value["lineHeight"]?.numberValue == 1.4)
        #expect(measure(result.tokens["font.size.title"]) == "28px")
        let title = try #require(result.tokens["text.title"])
        #expect(title.value["fontSize"]?["value"]?.numberValue == 28)
        #expect(title.value["lineHeight"]?.numberValue == 1.4)
        #expect(title.value["fontFamily"]?.stringValue == "Atkinson Hyperlegible")
        #expect(title.value["fontWeight"]?.numberValue == 400)
        #expect(result.diagnostics.contains { $0.message.hasPrefix("1 token writes typography members in kebab case") })
        #expect(result.tokens["font.size.body"]?.type == .dimension)
        #expect(result.tokens["font.line-height.body"]?.type == .number)
        expectOneWarningPerKind(result)
        #expect(Fixture.validate("lenient/singular-types.json").contains { $0.isError })
    }

    /// `oklch()` colours (Workday's Canvas) and notes kept beside tokens (`"_comment": "…"`).
    @Test func oklchColoursAndNotesBesideTokens() throws {
        let result = read("css-oklch.json")
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(hex(result.tokens["color.ink"]) == "#000000C4")
        #expect(hex(result.tokens["color.paper"]) == "#FFFFFF")
        #expect(hex(result.tokens["color.red"]) == "#FF0000")
        #expect(hex(result.tokens["color.muted"]) == "#63636380")
        #expect(hex(result.tokens["color.alias"]) == "#FF0000")
        let notes = result.diagnostics.filter { $0.message.contains("it was ignored") }
        #expect(notes.count == 2 && notes.allSatisfy { !$0.isError && $0.location.line > 0 }, "\(notes)")
        let strict = Fixture.validate("lenient/css-oklch.json")
        #expect(strict.contains { $0.isError && $0.message.contains("`_comment` must be a token") })
    }

    /// `hsl()`/`hsla()` colours (Jobber's Atlantis writes its palette so), comma- or space-separated,
    /// hue in degrees, alpha as a number or a percentage; a malformed one is a located warning.
    @Test func hslColours() throws {
        let result = read("css-hsl.json")
        #expect(hex(result.tokens["color.brand"]) == "#215A9C")
        #expect(hex(result.tokens["color.ink"]) == "#00000099")
        #expect(hex(result.tokens["color.red"]) == "#FF0000")
        #expect(hex(result.tokens["color.mint"]) == "#40BF8040")
        #expect(hex(result.tokens["color.white"]) == "#FFFFFF")
        // Not a colour: a warning where it is, naming what was found (`tokens validate` refuses it).
        let warning = try #require(result.diagnostics.first { "\($0.path)".contains("bad") }, "\(result.diagnostics)")
        #expect(
            !warning.isError && warning.location.line == 9 && warning.message.contains("hsl(212, 65%)"), "\(warning)")
        #expect(result.diagnostics.contains { $0.message.contains("5 tokens write a colour as CSS text") })
    }

    @Test func mathEvaluatesWithReferencesAndFailsLocated() throws {
        let result = read("studio-math.json")
        #expect(measure(result.tokens["space.unit"]) == "4px")
        #expect(measure(result.tokens["space.rhythm"]) == "16px")
        #expect(measure(result.tokens["space.capped"]) == "4px")
        #expect(measure(result.tokens["space.double"]) == "8px")
        #expect(measure(result.tokens["space.nested"]) == "5px")
        #expect(result.tokens["space.broken"] == nil)
        let broken = try #require(result.diagnostics.first { $0.isError })
        #expect(broken.message.contains("unknown name `pow`"), "\(broken)")
        #expect("\(broken.path)".contains("broken"), "\(broken.path)")
        #expect(broken.location.line == 8)
        #expect(result.diagnostics.filter(\.isError).count == 1)
        #expect(result.diagnostics.contains { $0.message.hasPrefix("4 tokens hold Tokens Studio math") })
    }

    @Test(arguments: [
        ("1 + 2 * 3", 7.0, ""), ("(1 + 2) * 3", 9, ""), ("floor(4 / 18 * 18 * 4)", 16, ""), ("min(4,4*2)", 4, ""),
        ("max(1px, 3px) - 1px", 2, "px"), ("0.25rem * 2", 0.5, "rem"), ("-(2)", -2, ""), ("round(2.5)", 3, ""),
        ("ceil(-0.5)", 0, ""),
        ("6px * 1px", 6, "px"), ("calc(1rem * .25)", 0.25, "rem"), ("calc(16px * 1.5) + 2px", 26, "px"),
        ("2^3^2", 512, ""), ("16px * 1.25^2", 25, "px"), ("roundTo(16px / 1.2px^3, 0)", 9, ""),
        ("roundTo(16px * 1.2^3, 2)", 27.65, "px"),
        ("-2^2", -4, ""), ("2^-1", 0.5, ""), ("roundTo(16px * 1.2^2.3)", 24, "px"), ("16px*1.2px^0", 16, "px"),
        ("2^1px", 2, ""), ("4px^0.5px", 2, "px"),
        ("roundTo((2^(-1 * 10px)) * 1024px, 0)", 1, "px"),
    ])
    func mathEvaluates(_ expression: String, _ value: Double, _ unit: String) {
        #expect(TokenMath.evaluate(expression) == .success(TokenMath.Quantity(value: value, unit: unit)))
    }

    @Test(arguments: [
        ("1 +", "ends where a number"), ("2px + 1rem", "cannot add px and rem"), ("1 / 0", "division by zero"),
        ("eval(1)", "unknown name `eval`"),
        ("4 )", "unexpected `)`"), ("3furlong", "unknown unit"),
        ("((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))", "deeper than"),
        (String(repeating: "1+", count: 600) + "1", "longer than"), ("2px * 3rem", "cannot multiply px by rem"),
        ("floor(1, 2)", "takes one value"), ("calc(1, 2)", "takes one value"),
        ("2rem^1px", "mixes two units"), ("roundTo(1.5, 1, 2)", "`roundTo` takes a value and a whole number"),
        ("roundTo(1.5, 0.5)", "whole number"),
        ("10^400", "not a finite number"),
    ])
    func mathRefuses(_ expression: String, _ reason: String) {
        guard case .failure(let error) = TokenMath.evaluate(expression) else {
            Issue.record("\(expression) evaluated")
            return
        }
        #expect(error.message.contains(reason), "\(error.message)")
    }

    @Test func dimensionsWrittenAsStringsNumbersAndObjects() {
        let result = read("dimension-strings.json")
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(measure(result.tokens["size.rem"]) == "0.25rem")
        #expect(measure(result.tokens["size.px"]) == "12px")
        #expect(measure(result.tokens["size.bare"]) == "18px")
        #expect(measure(result.tokens["size.number"]) == "6px")
        #expect(measure(result.tokens["size.points"]) == "10px")
        #expect(measure(result.tokens["size.em"]) == "1.5em")
        #expect(measure(result.tokens["size.object"]) == "0.5rem")
        #expect(measure(result.tokens["size.objectString"]) == "2px")
        #expect(result.diagnostics.contains { $0.message.hasPrefix("5 tokens write a dimension as a string") })
        expectOneWarningPerKind(result)
        #expect(Fixture.validate("lenient/dimension-strings.json").filter(\.isError).count >= 6)
    }

    @Test func aSiblingUnitIsApplied() {
        let result = read("sibling-unit.json")
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(measure(result.tokens["radius.small"]) == "5px")
        #expect(measure(result.tokens["radius.large"]) == "1rem")
        #expect(measure(result.tokens["motion.quick"]) == "150ms")
        let warning = result.diagnostics.first { $0.message.contains("sibling `unit`") }
        #expect(warning?.message.hasPrefix("3 tokens") == true, "\(result.diagnostics)")
        #expect(
            Fixture.validate("lenient/sibling-unit.json").contains {
                $0.isError && $0.message.contains("unknown token property `unit`")
            })
    }

    @Test func aSiblingAlphaIsApplied() {
        let result = read("sibling-alpha.json")
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(result.tokens["border.subtle"]?.value["alpha"]?.numberValue == 0.12)
        #expect(result.tokens["border.object"]?.value["alpha"]?.numberValue == 0.5)
        #expect(
            result.diagnostics.contains { $0.message.hasPrefix("2 tokens give their opacity in a sibling `alpha`") })
    }

    @Test func coloursAsCSSTextWithAlpha() {
        let result = read("hex-alpha.json")
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(hex(result.tokens["color.scrim"]) == "#00000080")
        #expect(hex(result.tokens["color.short"]) == "#00000088")
        #expect(hex(result.tokens["color.three"]) == "#FF00AA")
        #expect(hex(result.tokens["color.six"]) == "#3B57D6")
        #expect(hex(result.tokens["color.rgba"]) == "#10203040")
        #expect(result.tokens["color.clear"]?.value["alpha"]?.numberValue == 0)
        #expect(result.diagnostics.contains { $0.message.hasPrefix("6 tokens write a colour as CSS text") })
    }

    @Test func tokensStudioColourModifiersAreApplied() {
        let result = read("studio-modifiers.json")
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(hex(result.tokens["text.secondary"]) == "#00000099")
        #expect(hex(result.tokens["text.light"]) == "#99B2E6")
        #expect(hex(result.tokens["text.dark"]) == "#103050")
        #expect(hex(result.tokens["text.mixed"]) == "#99B2E6")
        #expect(hex(result.tokens["text.hsl"]) == "#BFBFBF")
        // The aliased colour itself is untouched.
        #expect(hex(result.tokens["base.black"]) == "#000000")
        #expect(result.diagnostics.contains { $0.message.hasPrefix("5 tokens carry Tokens Studio colour modifiers") })
    }

    @Test func aliasesAcrossTypesConvertOrFailOneToken() throws {
        let result = read("cross-type-alias.json")
        #expect(measure(result.tokens["marginSize"]) == "16px")
        #expect(result.tokens["ratio"]?.value.numberValue == 16)
        let shadow = try #require(result.tokens["elevation"])
        #expect(shadow.value["offsetX"]?["value"]?.numberValue == 4)
        #expect(shadow.value["offsetX"]?["unit"]?.stringValue == "px")
        #expect(shadow.value["blur"]?["value"]?.numberValue == 16)
        #expect(result.tokens["wrong"] == nil)
        let errors = result.diagnostics.filter(\.isError)
        #expect(errors.count == 1)
        #expect(
            errors.first?.message.contains(
                "this dimension token aliases a token of type color, and a value of type color cannot be read as a dimension"
            ) == true, "\(errors)")
        #expect(errors.first?.location.line == 10)
        #expect(result.tokens.count == 6)
        let strict = Fixture.validate("lenient/cross-type-alias.json")
        #expect(
            strict.contains { $0.isError && $0.message.contains("this dimension token aliases a token of type number") }
        )
    }

    /// A `number` token aliasing a length (Canvas types its line heights so) is its number in px;
    /// a typography whose `lineHeight` aliases it keeps the length, which the import turns into a
    /// multiple of the font size.
    @Test func aLineHeightAliasingALengthKeepsTheLength() throws {
        let result = read("line-height-length.json")
        #expect(result.tokens["lineHeight.body"]?.value.numberValue == 24)
        let body = try #require(result.tokens["text.body"])
        #expect(measure(body) == nil)
        #expect(body.value["lineHeight"]?["value"]?.numberValue == 1.5)
        #expect(body.value["lineHeight"]?["unit"]?.stringValue == "rem")
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let imported = DTCGImport.theme(
            from: Fixture.url("lenient/line-height-length.json"),
            map: TokenMap(roles: ["typography": [("body", "text.body")]]),
            shownAs: "line-height-length.json")
        let theme = try #require(imported.theme, "\(imported.diagnostics.filter(\.isError))")
        #expect(theme["typography"]?["body"]?["lineHeight"]?.numberValue == 1.5)
    }

    @Test func fontWeightsByName() {
        let result = read("font-weights.json")
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(result.tokens["weight.semi"]?.value.numberValue == 600)
        #expect(result.tokens["weight.extra"]?.value.numberValue == 800)
        #expect(result.tokens["weight.numeric"]?.value.numberValue == 700)
        #expect(result.tokens["weight.italic"]?.value.numberValue == 700)
        #expect(result.tokens["weight.standard"]?.value.stringValue == "medium")
        #expect(result.diagnostics.contains { $0.message.hasPrefix("4 tokens write a font weight") })
    }

    @Test func lineHeightsAsPercentagesAndStrings() {
        let result = read("line-heights.json")
        #expect(result.tokens["leading.percent"]?.value.numberValue == 1.3)
        #expect(result.tokens["leading.string"]?.value.numberValue == 1.5)
        #expect(result.tokens["leading.number"]?.value.numberValue == 1.2)
        // `AUTO` has no DTCG form: it is left out and said so; the typography then lacks a line height.
        #expect(result.tokens["type.auto"]?.value["lineHeight"] == nil)
        #expect(result.diagnostics.contains { $0.message.contains("lineHeight AUTO") })
    }

    @Test func tokensStudioShadows() throws {
        let result = read("studio-shadow.json")
        #expect(result.isValid, "\(result.diagnostics)")
        let layers = try #require(result.tokens["shadow.card"]?.value.elements)
        #expect(layers.count == 2)
        #expect(layers[0]["offsetY"]?["value"]?.numberValue == 2)
        #expect(layers[0]["inset"] == nil)
        #expect(layers[1]["inset"].map { if case .bool(true) = $0.value { true } else { false } } == true)
        #expect(layers[1]["color"]?["alpha"]?.numberValue == 0.2)
        #expect(result.tokens["shadow.card"]?.type == .shadow)
    }

    @Test func resolverReferencesAsURIsOrRawPaths() {
        let result = Fixture.resolve("uri/uri.resolver.json")
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(result.tokens["color.accent"] != nil)
        #expect(result.tokens["space.m"] != nil)
        #expect(result.tokens["accent"] != nil)
    }

    /// Style Dictionary 3 writes aliases with a `.value` suffix (Pinterest's Gestalt); Tokens
    /// Studio types font names `other` and composites alias them (Blackbaud's SKY UX). Both read
    /// leniently with one warning each, and stay errors for `tokens validate`.
    @Test func valueSuffixAliasesAndForeignTypedFontNames() throws {
        let result = read("value-suffix-and-other.json")
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(hex(result.tokens["color.text.default"]) == "#111111")
        #expect(hex(result.tokens["color.text.subtle"]) == "#6B6B6B")
        #expect(result.tokens["font.family"]?.value.stringValue == "Blackbaud Sans")
        #expect(result.tokens["type.body"]?.value["fontFamily"]?.stringValue == "Blackbaud Sans")
        #expect(
            result.diagnostics.contains { $0.message.hasPrefix("2 tokens write aliases ending in `.value`") },
            "\(result.diagnostics)")
        expectOneWarningPerKind(result)
        let strict = Fixture.validate("lenient/value-suffix-and-other.json")
        #expect(strict.contains { $0.isError && $0.message.contains("`{color.gray.900.value}` names no token") })
    }

    /// Wikimedia's Codex writes aliases with spaces inside the braces (`{ dimension.12 }`), which
    /// Style Dictionary trims; Tokens Studio and Sass write `rgba(#hex, alpha)`, also around an alias.
    /// Both read leniently with one warning each, and stay errors for `tokens validate`.
    @Test func spacedAliasesAndHexInRGBA() throws {
        let result = read("spaced-alias-and-rgba-hex.json")
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(result.tokens["spacing.xs"]?.value["value"]?.numberValue == 2)
        #expect(result.tokens["spacing.s"]?.value["value"]?.numberValue == 8)
        #expect(hex(result.tokens["color.focus"]) == "#B061F266")
        #expect(hex(result.tokens["color.scrim"]) == "#B061F280")
        #expect(
            result.diagnostics.contains {
                $0.message.hasPrefix("2 tokens write aliases with spaces inside the braces")
            }, "\(result.diagnostics)")
        expectOneWarningPerKind(result)
        let strict = Fixture.validate("lenient/spaced-alias-and-rgba-hex.json")
        #expect(strict.contains { $0.isError && $0.message.contains("`{ dimension.12 }` names no token") }, "\(strict)")
    }

    /// Style Dictionary keeps other members of a token as metadata (REI Cedar's `docs`, Open edX
    /// Paragon's `source` and `actions`): read leniently with one warning naming the members; a
    /// member that holds a token is read as a child token, not set aside.
    @Test func tokenMetadataMembersAreSetAsideUnlessTheyHoldTokens() throws {
        let result = read("token-metadata.json")
        #expect(hex(result.tokens["color.text.primary"]) == "#1F1F1F")
        #expect(hex(result.tokens["color.text.accent"]) == "#00BBF9")
        let warning = result.diagnostics.first {
            $0.message.contains("beside their value are not defined by the format")
        }
        #expect(warning?.message.hasPrefix("3 members of tokens") == true, "\(result.diagnostics)")
        #expect(warning?.message.contains("(docs, source, actions)") == true, "\(result.diagnostics)")
        // A member that holds a token is not metadata: it is read as a child token.
        #expect(hex(result.tokens["color.text.muted.hover"]) == "#4A4A4A", "\(result.diagnostics)")
        #expect(!result.diagnostics.contains { $0.isError }, "\(result.diagnostics)")
        expectOneWarningPerKind(result)
        let strict = Fixture.validate("lenient/token-metadata.json")
        #expect(strict.contains { $0.isError && $0.message.contains("cannot also hold `docs`") }, "\(strict)")
    }

    /// Tokens Studio's older alias form, `$` and a token's name (Supabase's tokens), reads as an
    /// alias with one warning; text that starts with `$` but names no token stays text.
    @Test func dollarAliasesReadAsAliases() throws {
        let result = read("dollar-alias.json")
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(hex(result.tokens["text.secondary"]) == "#3E4451")
        #expect(result.tokens["text.price"]?.value.stringValue == "$4.99")
        #expect(
            result.diagnostics.contains { $0.message.hasPrefix("1 token writes aliases as `$` and a token's name") },
            "\(result.diagnostics)")
        expectOneWarningPerKind(result)
    }

    /// Style Dictionary reads `1.5` as a name (Open edX Paragon's `spacing.spacer.1.5`): a lenient
    /// reading keeps the token, with one warning that no alias can name it; `tokens validate` refuses it.
    @Test func dottedNamesAreReadLeniently() throws {
        let result = read("dotted-names.json")
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(measure(result.tokens["spacing.spacer.1.5"]) == "0.375rem")
        #expect(measure(result.tokens["spacing.spacer.2"]) == "0.5rem")
        #expect(
            result.diagnostics.contains { $0.message.hasPrefix("1 name contains `.` (1.5)") }, "\(result.diagnostics)")
        expectOneWarningPerKind(result)
        #expect(
            Fixture.validate("lenient/dotted-names.json").contains {
                $0.isError && $0.message.contains("invalid name `1.5`")
            })
    }

    /// REI Cedar keeps its options in files of plain values (`"eighth-x": "0.2rem"`) that its
    /// tokens alias: a lenient reading takes the values of a file that holds no token as tokens,
    /// with one warning; a plain value beside tokens (`_comment`) stays a note; strict refuses both.
    @Test func plainValueFilesAreReadAsTokens() throws {
        let result = Fixture.resolve("plain/plain.resolver.json")
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(measure(result.tokens["space.eighth-x"]) == "0.2rem")
        #expect(measure(result.tokens["space.quarter-x"]) == "0.4rem")
        #expect(hex(result.tokens["color.text.primary"]) == "#2E2E2B")
        #expect(result.tokens["font.sans"]?.value.stringValue == "Graphik")
        #expect(result.tokens["_comment"] == nil)
        #expect(
            result.diagnostics.contains {
                $0.message.hasPrefix("5 values are written plainly, without `$value`, in a file that holds no token")
            }, "\(result.diagnostics)")
        #expect(
            result.diagnostics.contains {
                $0.message.contains("`_comment` must be a token") && $0.message.contains("it was ignored")
            }, "\(result.diagnostics)")
        expectOneWarningPerKind(result)
        let strict = Fixture.resolve("plain/plain.resolver.json", strictness: .strict)
        #expect(!strict.isValid)
    }

    /// Reading the same file twice gives the same warnings: nothing depends on order of discovery.
    @Test func warningsAreStable() {
        #expect(
            read("studio-composite.json").diagnostics.map(\.description)
                == read("studio-composite.json").diagnostics.map(\.description))
    }

    /// A group whose name no token can have (`{global`, from a broken rename in a real system) is
    /// left out of a lenient reading with a located warning; the rest of the document reads. The
    /// strict judge still refuses it.
    @Test func aMalformedGroupNameIsLeftOutNotTheDocument() throws {
        let data = Data(
            """
            {"color": {"text": {"$type": "color", "$value": "#111111"}},
             "{global": {"color": {"400}": {"$type": "color", "$value": "#F4F6F5"}}}}
            """.utf8)
        let lenient = DesignTokenReader(strictness: .lenient).read(data, file: "semantic.json")
        #expect(lenient.isValid, "\(lenient.diagnostics)")
        #expect(lenient.tokens["color.text"] != nil)
        let warning = try #require(lenient.diagnostics.first { $0.message.contains("invalid name `{global`") })
        #expect(
            warning.severity == .warning && warning.message.hasSuffix("it and what it holds were left out"),
            "\(warning)")
        #expect(warning.location.line == 2 && warning.location.column == 2, "\(warning.location)")
        let strict = DesignTokenReader(strictness: .strict).read(data, file: "semantic.json")
        #expect(strict.diagnostics.contains { $0.isError && $0.message.contains("invalid name `{global`") })
    }
}
