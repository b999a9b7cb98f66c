import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// A corpus of broken and hostile theme files: each must produce its diagnostic at the right
/// place, and none may crash.
@Suite("Malformed themes")
struct MalformedThemeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var code: Diagnostic.Code
        var path: String
        var line: Int
        var severity: Diagnostic.Severity = .error
        var message: String? = nil
        var testDescription: String { name }
    }

    /// Wraps `body` (lines of a partial theme) after the two header lines.
    static func partial(_ body: String) -> String {
        "{\n\"specVersion\": \"1.0\", \"extends\": \"default\",\n\(body)\n}"
    }

    static let cases: [Case] = [
        Case(name: "empty file", text: "", code: .syntax, path: "$", line: 1),
        Case(
            name: "truncated JSON", text: partial("\"colors\": {\"accent\": {\"light\": \"#FFF\""), code: .syntax,
            path: "colors", line: 4),
        Case(
            name: "missing closing quote", text: "{\"specVersion\": \"1.0\", \"name\": \"Oops\n}", code: .syntax,
            path: "name", line: 1, message: "a closing quote (\") is missing before the end of the line"),
        Case(
            name: "tab in a string", text: "{\"specVersion\": \"1.0\", \"name\": \"a\tb\"}", code: .syntax,
            path: "name", line: 1, message: "control character byte 0x9 in a string; escape it"),
        Case(name: "top level is an array", text: "[1, 2]", code: .typeMismatch, path: "$", line: 1),
        Case(name: "missing specVersion", text: "{\"extends\": \"default\"}", code: .missingValue, path: "$", line: 1),
        Case(
            name: "malformed specVersion", text: "{\"specVersion\": \"one\"}", code: .invalidValue, path: "specVersion",
            line: 1),
        Case(
            name: "newer major version", text: "{\"specVersion\": \"2.0\"}", code: .unsupportedVersion,
            path: "specVersion", line: 1),
        Case(
            name: "unmigratable old version", text: "{\"version\": \"0.3\"}", code: .unsupportedVersion,
            path: "version", line: 1),
        Case(
            name: "unknown preset", text: "{\"specVersion\": \"1.0\",\n\"extends\": \"ocaen\"}", code: .unknownPreset,
            path: "extends", line: 2, message: "did you mean `ocean`"),
        Case(
            name: "extends is a number", text: "{\"specVersion\": \"1.0\", \"extends\": 3}", code: .typeMismatch,
            path: "extends", line: 1),
        Case(
            name: "bad hex digit", text: partial("\"colors\": {\"accent\": {\"light\": \"#12345G\"}}"),
            code: .invalidColor, path: "colors.accent.light", line: 3),
        Case(
            name: "hex without #", text: partial("\"colors\": {\"accent\": {\"light\": \"123456\"}}"),
            code: .invalidColor, path: "colors.accent.light", line: 3),
        Case(
            name: "hex of five digits", text: partial("\"colors\": {\"accent\": {\"dark\": \"#12345\"}}"),
            code: .invalidColor, path: "colors.accent.dark", line: 3),
        Case(
            name: "colour is a number", text: partial("\"colors\": {\"accent\": {\"light\": 42}}"), code: .typeMismatch,
            path: "colors.accent.light", line: 3),
        Case(
            name: "unresolved palette reference",
            text: partial("\"colors\": {\n\"accent\": {\"light\": \"{palette.indigo.650}\"}}"),
            code: .unresolvedReference, path: "colors.accent.light", line: 4,
            message: "did you mean {palette.indigo.600}"),
        Case(
            name: "reference cycle",
            text: partial(
                "\"colors\": {\"accent\": {\"light\": \"{colors.focusRing}\"},\n\"focusRing\": {\"light\": \"{colors.accent}\"}}"
            ), code: .referenceCycle, path: "colors.focusRing.light", line: 4,
            message: "colors.focusRing.light → colors.accent.light → colors.focusRing.light"),
        Case(
            name: "palette cycle", text: partial("\"palette\": {\"a\": \"{palette.b}\", \"b\": \"{palette.a}\"}"),
            code: .referenceCycle, path: "palette.a", line: 3),
        Case(
            name: "reference to another group",
            text: partial("\"colors\": {\"accent\": {\"light\": \"{radii.large}\"}}"), code: .unresolvedReference,
            path: "colors.accent.light", line: 3),
        Case(
            name: "misspelt built-in role", text: partial("\"colors\": {\"textSecondry\": {\"light\": \"#000\"}}"),
            code: .unknownRole, path: "colors.textSecondry", line: 3, message: "did you mean `textSecondary`"),
        Case(
            name: "custom role with unknown fallback",
            text: partial("\"colors\": {\"promo\": {\"light\": \"#000\", \"fallback\": \"acent\"}}"),
            code: .unknownRole, path: "colors.promo.fallback", line: 3, message: "did you mean `accent`"),
        Case(
            name: "text role names unknown colour",
            text: partial(
                "\"typography\": {\"body\": {\"textStyle\": \"body\", \"size\": \"system\", \"color\": \"textPrimery\"}}"
            ), code: .unknownRole, path: "typography.body.color", line: 3, message: "did you mean `textPrimary`"),
        Case(
            name: "unknown text style",
            text: partial("\"typography\": {\"body\": {\"textStyle\": \"bodyy\", \"size\": \"system\"}}"),
            code: .typeMismatch, path: "typography.body.textStyle", line: 3, message: "did you mean `body`"),
        Case(
            name: "negative size", text: partial("\"typography\": {\"code\": {\"textStyle\": \"body\", \"size\": -3}}"),
            code: .valueOutOfRange, path: "typography.code.size", line: 3),
        Case(
            name: "size is a word",
            text: partial("\"typography\": {\"code\": {\"textStyle\": \"body\", \"size\": \"big\"}}"),
            code: .typeMismatch, path: "typography.code.size", line: 3),
        Case(
            name: "clamps out of order",
            text: partial("\"typography\": {\"body\": {\"minimumSize\": \"AX2\", \"maximumSize\": \"large\"}}"),
            code: .valueOutOfRange, path: "typography.body.minimumSize", line: 3),
        Case(
            name: "unknown Dynamic Type size", text: partial("\"typography\": {\"body\": {\"maximumSize\": \"AX9\"}}"),
            code: .typeMismatch, path: "typography.body.maximumSize", line: 3),
        Case(
            name: "opacity above 1", text: partial("\"shadows\": {\"small\": {\"opacity\": 1.5}}"),
            code: .valueOutOfRange, path: "shadows.small.opacity", line: 3),
        Case(
            name: "pressed opacity negative",
            text: partial("\"buttons\": {\"primary\": {\"pressed\": {\"scale\": 1, \"opacity\": -0.1}}}"),
            code: .valueOutOfRange, path: "buttons.primary.pressed.opacity", line: 3),
        Case(
            name: "button names unknown motion", text: partial("\"buttons\": {\"primary\": {\"animation\": \"pres\"}}"),
            code: .unresolvedReference, path: "buttons.primary.animation", line: 3, message: "did you mean `press`"),
        Case(
            name: "unresolved spacing reference",
            text: partial("\"layout\": {\"gaps\": {\"tight\": \"{spacing.sm}\"}}"), code: .unresolvedReference,
            path: "layout.gaps.tight", line: 3),
        Case(
            name: "gap refers to another group",
            text: partial("\"layout\": {\"gaps\": {\"tight\": \"{colors.accent}\"}}"), code: .unresolvedReference,
            path: "layout.gaps.tight", line: 3, message: "not a dimension reference"),
        Case(
            name: "gap reference without a name", text: partial("\"layout\": {\"gaps\": {\"tight\": \"{spacing.}\"}}"),
            code: .unresolvedReference, path: "layout.gaps.tight", line: 3, message: "not a dimension reference"),
        Case(
            name: "misspelt radius reference",
            text: partial("\"surfaces\": {\"card\": {\"radius\": \"{radii.larg}\"}}"), code: .unresolvedReference,
            path: "surfaces.card.radius", line: 3, message: "did you mean {radii.large}"),
        Case(
            name: "zero touch target", text: partial("\"layout\": {\"minimumTouchTarget\": 0}"), code: .valueOutOfRange,
            path: "layout.minimumTouchTarget", line: 3),
        Case(
            name: "removed built-in role", text: partial("\"colors\": {\"accent\": null}"), code: .missingRole,
            path: "colors", line: 3),
        Case(
            name: "surface shadow unknown", text: partial("\"surfaces\": {\"card\": {\"shadow\": \"huge\"}}"),
            code: .unresolvedReference, path: "surfaces.card.shadow", line: 3),
        Case(
            name: "surface background without kind",
            text: partial(
                "\"surfaces\": {\"card\": {\"background\": {\"solid\": \"surfaceBase\", \"material\": \"thin\"}}}"),
            code: .typeMismatch, path: "surfaces.card.background", line: 3),
        Case(
            name: "spring without response",
            text: partial("\"motion\": {\"press\": {\"curve\": \"spring\", \"response\": null}}"), code: .missingValue,
            path: "motion.press", line: 3),
        Case(
            name: "too many colour components",
            text: partial(
                "\"colors\": {\"accent\": {\"light\": {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0, 1]}}}"),
            code: .invalidColor, path: "colors.accent.light", line: 3),
        Case(
            name: "unknown key with suggestion", text: partial("\"colors\": {\"accent\": {\"lihgt\": \"#FFF\"}}"),
            code: .unknownKey, path: "colors.accent.lihgt", line: 3, message: "did you mean `light`"),
        Case(
            name: "unknown top-level key", text: partial("\"colours\": {}"), code: .unknownKey, path: "colours",
            line: 3, message: "did you mean `colors`"),
        Case(
            name: "radius a small edit from the base's", text: partial("\"radii\": {\"mediun\": 8, \"hairline\": 1}"),
            code: .unknownKey, path: "radii.mediun", line: 3, severity: .warning, message: "did you mean `medium`?"),
        Case(
            name: "spacing step a small edit from the base's",
            text: partial("\"layout\": {\"spacing\": {\"md\": 16, \"gutter\": 20}}"), code: .unknownKey,
            path: "layout.spacing.md", line: 3, severity: .warning, message: "did you mean `m`?"),
        Case(
            name: "unknown key far from any known one",
            text: partial("\"colors\": {\"accent\": {\"vibrancy\": \"high\"}}"), code: .unknownKey,
            path: "colors.accent.vibrancy", line: 3, severity: .warning, message: "kept when saving"),
        Case(
            name: "newer minor version", text: "{\"specVersion\": \"1.7\", \"extends\": \"default\"}",
            code: .newerVersion, path: "specVersion", line: 1, severity: .warning),
        Case(
            name: "out-of-gamut P3 colour",
            text: partial(
                "\"colors\": {\"themeSecondary\": {\"light\": {\"colorSpace\": \"display-p3\", \"components\": [0, 1, 0]}}}"
            ), code: .outOfGamut, path: "colors.themeSecondary.light", line: 3, severity: .warning),
        Case(
            name: "number too large", text: partial("\"radii\": {\"huge\": 1e999}"), code: .numberOutOfRange,
            path: "radii.huge", line: 3),
        Case(
            name: "NaN literal", text: partial("\"radii\": {\"huge\": NaN}"), code: .syntax, path: "radii.huge", line: 3
        ),
        Case(
            name: "key repeated 20 times",
            text: "{\n\"specVersion\": \"1.0\",\n\"extends\": \"default\",\n"
                + (1...20).map { "\"radii\": {\"x\": \($0)}" }.joined(separator: ",\n") + "\n}", code: .duplicateKey,
            path: "radii", line: 5, severity: .warning, message: "first at line 4"),
    ]

    @Test("each malformed file gives its diagnostic at the right place", arguments: cases)
    func diagnoses(_ entry: Case) throws {
        let document = ThemeLoader().load(Data(entry.text.utf8), file: "case.json")
        let match = document.diagnostics.first { $0.code == entry.code && $0.path.description == entry.path }
        let found = try #require(match, "\(entry.name): got \(document.diagnostics.map(\.description))")
        #expect(found.severity == entry.severity)
        #expect(found.location.line == entry.line, "\(found)")
        #expect(found.file == "case.json")
        if let message = entry.message { #expect(found.message.contains(message), "\(found.message)") }
        if entry.severity == .error {
            #expect(document.theme == nil, "an error must not produce a theme")
        }
    }

    @Test("custom spacing steps and radii, and neighbours of steps the file defines, are not misspellings")
    func customScaleNames() {
        let text = Self.partial(
            "\"layout\": {\"spacing\": {\"gutter\": 20, \"m\": 12, \"md\": 16}}, \"radii\": {\"hairline\": 1}")
        let document = ThemeLoader().load(Data(text.utf8))
        #expect(document.isValid)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
    }

    @Test("every problem in a file is reported, not only the first")
    func collectsAll() {
        let text = Self.partial(
            """
            "colors": {"accent": {"light": "#XYZ"}, "focusRing": {"dark": "{palette.nope}"}},
            "typography": {"code": {"textStyle": "body", "size": 0}},
            "shadows": {"small": {"opacity": 2}},
            "buttons": {"plain": {"labelColor": "txtPrimary"}}
            """)
        let document = ThemeLoader().load(Data(text.utf8))
        let paths = Set(document.errors.map(\.path.description))
        #expect(
            paths.isSuperset(of: [
                "colors.accent.light", "colors.focusRing.dark", "typography.code.size", "shadows.small.opacity",
                "buttons.plain.labelColor",
            ]), "\(paths)")
        #expect(document.errors.allSatisfy { $0.location.isKnown })
    }

    @Test("an entry of a table that fails to decode is reported, and the entries after it are still read")
    func tableEntriesAfterAFailureAreRead() {
        let text = Self.partial(
            """
            "colors": {
            "accent": {"light": 42},
            "focusRing": {"light": true},
            "success": {"light": "#12345G"}
            }
            """)
        let document = ThemeLoader().load(Data(text.utf8))
        let found = document.errors.map { "\($0.code) \($0.path) \($0.location.line)" }
        #expect(found.contains("typeMismatch colors.accent.light 4"), "\(found)")
        #expect(found.contains("typeMismatch colors.focusRing.light 5"), "\(found)")
        // Only a value that was decoded reaches the compiler, which finds the bad hex.
        #expect(found.contains("invalidColor colors.success.light 6"), "\(found)")
    }

    @Test("the duplicate warning for a key repeated 20 times points at each repeat")
    func repeatedKey() {
        let text =
            "{\n\"specVersion\": \"1.0\",\n\"extends\": \"default\",\n"
            + (1...20).map { "\"radii\": {\"x\": \($0)}" }.joined(separator: ",\n") + "\n}"
        let document = ThemeLoader().load(Data(text.utf8))
        let lines = document.diagnostics.filter { $0.code == .duplicateKey }.map(\.location.line)
        #expect(lines == Array(5...23))
        #expect(document.spec?.radii["x"] == 20)
    }

    @Test("diagnostics print as FILE:LINE:COL: severity: PATH: message")
    func format() {
        let document = ThemeLoader().load(
            Data(Self.partial("\"colors\": {\"accent\": {\"light\": \"#12\"}}").utf8), file: "brand.json")
        #expect(
            document.errors.first?.description
                == "brand.json:3:32: error: colors.accent.light: \"#12\" has 2 hex digits; expected 3 (#RGB), 6 (#RRGGBB) or 8 (#RRGGBBAA)"
        )
    }
}
