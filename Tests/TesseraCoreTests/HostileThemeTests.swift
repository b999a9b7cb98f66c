import Foundation
import TesseraTestSupport
import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// Runs `body` on a thread with a 512 KB stack — what a background thread gets on Apple
/// platforms — so a walk that recurses once per link of a chain crashes here as it would there.
func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread {
            continuation.resume(returning: body())
        }
        thread.stackSize = 512 * 1024
        thread.start()
    }
}

/// A partial theme extending `default` whose custom colour roles are `roles` (name → light value).
func themeWithColors(_ roles: [(name: String, light: String)]) -> Data {
    var json = #"{"specVersion": "1.0", "extends": "default", "colors": {"#
    for (index, role) in roles.enumerated() {
        if index > 0 { json += ",\n" }
        json += #""\#(role.name)": {"light": "\#(role.light)", "fallback": "accent"}"#
    }
    json += "}}"
    return Data(json.utf8)
}

@Suite("Hostile themes")
struct HostileThemeTests {
    @Test("a 100,000-link chain of colour references resolves on a 512 KB stack")
    func longChain() async {
        let links = 100_000
        let roles = (0..<links).map { index in
            (name: "c\(index)", light: index == links - 1 ? "#336699" : "{colors.c\(index + 1)}")
        }
        let data = themeWithColors(roles)
        let document = await onSmallStack { ThemeLoader().load(data, file: "chain.json") }
        #expect(document.diagnostics.filter { $0.severity == .error }.isEmpty, "\(document.diagnostics.prefix(3))")
        #expect(document.theme?.resolved().color(.custom("c0")).hexString == "#336699")
    }

    @Test("a cycle of any length is one error naming its ends and its length", arguments: [1, 2, 50, 100_000])
    func cycles(length: Int) async throws {
        let roles = (0..<length).map { index in (name: "c\(index)", light: "{colors.c\((index + 1) % length)}") }
        let data = themeWithColors(roles)
        let document = await onSmallStack { ThemeLoader().load(data, file: "cycle.json") }
        #expect(document.theme == nil)
        let cycles = document.diagnostics.filter { $0.code == .referenceCycle }
        #expect(!cycles.isEmpty && cycles.count <= 4, "one per mode at most, not one per link: \(cycles.count)")
        let message = try #require(cycles.first?.message)
        #expect(message.hasPrefix("reference cycle: colors.c0.light → "))
        if length > 12 {
            #expect(message.contains("… \(length + 1 - 11) more …") && message.count < 400, "\(message)")
        }
        #expect(cycles.first?.location.line ?? 0 > 0, "points at the line of the link")
    }

    @Test("200,000 custom colours merge and compile; every one resolves")
    func manyRoles() throws {
        let count = 200_000
        let roles = (0..<count).map { index in
            (name: "r\(index)", light: index % 2 == 0 ? "#112233" : "{colors.accent}")
        }
        let document = ThemeLoader().load(themeWithColors(roles), file: "many.json")
        let theme = try #require(document.theme, "\(document.diagnostics.prefix(3))")
        #expect(theme.colorRoles.count == ColorRoles.Builtin.allCases.count + count)
        #expect(theme.resolved().color(.custom("r199998")).hexString == "#112233")
    }

    @Test("merging is by key: removals, repeats and new keys in one pass keep the documented order")
    func mergeRules() throws {
        let base = try JSONNode(parsing: #"{"a": 1, "b": {"x": 1, "y": 2}, "c": 3, "e": 4}"#)
        let overlay = try JSONNode(parsing: #"{"c": null, "b": {"y": 5, "z": 6}, "d": 7, "a": null, "e": [1]}"#)
        let merged = base.merged(with: overlay)
        #expect(merged.text(pretty: false) == #"{"b":{"x":1,"y":5,"z":6},"e":[1],"d":7}"#)
        #expect(base.overlay(from: base) == nil)
        let back = try #require(merged.overlay(from: base))
        #expect(base.merged(with: back)["b"] == merged["b"])
    }
}

@Suite("Hostile values")
struct HostileValueTests {
    @Test("a length too large for later stages is an error at its own path; the audit never traps on a number")
    func hugeLengths() throws {
        let json =
            #"{"specVersion": "1.0", "extends": "default", "buttons": {"primary": {"minHeight": 1e19}}, "radii": {"huge": 1e300}}"#
        let document = ThemeLoader().load(Data(json.utf8), file: "huge.json")
        #expect(document.theme == nil)
        let paths = document.diagnostics.filter { $0.code == .valueOutOfRange }.map(\.path.description)
        #expect(paths.contains("buttons.primary.minHeight") && paths.contains("radii.huge"), "\(document.diagnostics)")
        for value in [1e19, -1e19, 1e300, .infinity, .nan, 123.456, 12] {
            #expect(!AccessibilityAudit.format(value).isEmpty)
        }
        #expect(
            AccessibilityAudit.format(1e19) == "10000000000000000000" && AccessibilityAudit.format(4.4999) == "4.49")
    }

    @Test(
        "specVersion is exactly MAJOR.MINOR in ASCII digits",
        arguments: [
            ("1.0", true), ("10.25", true), ("+1.0", false), ("1.-0", false), ("1.0.0", false), (" 1.0", false),
            ("1.", false), (".0", false), ("١.٠", false), ("1e0.0", false), ("99999999999999999999.0", false),
        ])
    func specVersion(text: String, valid: Bool) {
        #expect((SpecVersion(text) != nil) == valid)
    }

    @Test("contexts that are not real (NaN or infinite scale) resolve like scale 1 and never grow the cache")
    func unrealContexts() {
        let theme = Presets.default.theme
        let reference = theme.resolved(for: ThemeContext(displayScale: 1)).text(.body)
        for scale in [Double.nan, .infinity, -.infinity, 0, -2] {
            #expect(theme.resolved(for: ThemeContext(displayScale: scale)).text(.body) == reference)
        }
        let fresh = ThemeLoader().load(Data(ThemeJSON.extending("ocean").utf8)).theme
        for index in 0..<20_000 {
            _ = fresh?.resolved(for: ThemeContext(displayScale: index.isMultiple(of: 2) ? .nan : 1 + Double(index) / 7))
        }
        #expect((fresh?.cache.typographyCount ?? .max) <= FacetCache.tablesPerFacet)
    }
}

@Suite("Hostile files: bounded reports")
struct BoundedReportTests {
    @Test("a key repeated 100,000 times gives the first 100 warnings and one line for the rest")
    func repeatedKeys() {
        let members = (0..<100_000).map { _ in #""x": 1"# }.joined(separator: ", ")
        let json = #"{"specVersion": "1.0", "extends": "default", "radii": {"# + members + "}}"
        let document = ThemeLoader().load(Data(json.utf8), file: "repeats.json")
        let duplicates = document.diagnostics.filter { $0.code == .duplicateKey }
        #expect(duplicates.count == DiagnosticLimit.perCode + 1)
        #expect(
            duplicates.last?.message.hasPrefix("and \(100_000 - 1 - DiagnosticLimit.perCode) more like this") == true)
        #expect(document.theme != nil, "repeats are warnings; the theme still loads")
    }

    @Test("many errors of one kind are capped per kind; other kinds are all listed")
    func cappedPerCode() {
        let roles = (0..<500).map { ##""r\##($0)": {"light": "#GG0000", "fallback": "accent"}"## }.joined(
            separator: ", ")
        let json = #"{"specVersion": "1.0", "extends": "default", "colors": {"# + roles + #"}, "radii": {"bad": -1}}"#
        let diagnostics = ThemeLoader().load(Data(json.utf8)).diagnostics
        #expect(diagnostics.filter { $0.code == .invalidColor }.count == DiagnosticLimit.perCode + 1)
        #expect(diagnostics.contains { $0.code == .valueOutOfRange && $0.path.description == "radii.bad" })
    }

    @Test("a syntax error names the key it was reading, and a 100,000-digit number is not echoed")
    func syntaxErrorsArePlaced() throws {
        let digits = String(repeating: "9", count: 100_000)
        let json = #"{"specVersion": "1.0", "extends": "default", "layout": {"spacing": {"m": "# + digits + "e9999}}}"
        let diagnostic = try #require(ThemeLoader().load(Data(json.utf8)).diagnostics.first)
        #expect(diagnostic.code == .numberOutOfRange && diagnostic.path.description == "layout.spacing.m")
        #expect(diagnostic.message.count < 200, "\(diagnostic.message.prefix(300))")
    }
}

@Suite("One bad value, one error")
struct CascadeTests {
    typealias Case = MalformedThemeTests.Case

    static func partial(_ body: String) -> String { MalformedThemeTests.partial(body) }

    static let cases: [Case] = [
        Case(
            name: "fractional grid columns", text: partial(#""layout": {\#n"grid": {"columns": 1.5}\#n}"#),
            code: .typeMismatch, path: "layout.grid.columns", line: 4),
        Case(
            name: "a number for a colour",
            text: partial(##""colors": {\##n"accent": {"light": 5, "dark": "#000000"}\##n}"##), code: .typeMismatch,
            path: "colors.accent.light", line: 4),
        Case(
            name: "a string for a radius", text: partial(#""radii": {\#n"large": "big"\#n}"#), code: .typeMismatch,
            path: "radii.large", line: 4),
        Case(
            name: "a list for the spacing", text: partial(#""layout": {"spacing":\#n[1, 2]}"#), code: .typeMismatch,
            path: "layout.spacing", line: 4),
    ]

    @Test("a bad value gives its own error at its own line and nothing that follows from it", arguments: cases)
    func oneError(entry: Case) {
        let diagnostics = ThemeLoader().load(Data(entry.text.utf8), file: "bad.json").diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.description))")
        #expect(diagnostics.first?.code == entry.code && diagnostics.first?.path.description == entry.path)
        #expect(diagnostics.first?.location.line == entry.line)
    }

    /// A bad value of a token every preset uses: only the value is reported, never the uses of
    /// it that the preset's buttons, insets and gaps make (they would say the token is missing
    /// and suggest another, which is wrong: it exists).
    static let badTokens: [Case] = [
        Case(
            name: "spacing step out of range", text: partial(#""layout": {"spacing": {"m": -4}}"#),
            code: .valueOutOfRange, path: "layout.spacing.m", line: 3),
        Case(
            name: "radius out of range", text: partial(#""radii": {"medium": -3}"#), code: .valueOutOfRange,
            path: "radii.medium", line: 3),
        Case(
            name: "unknown motion curve", text: partial(#""motion": {"press": {"curve": "wobbly", "duration": 0.2}}"#),
            code: .typeMismatch, path: "motion.press.curve", line: 3),
        Case(
            name: "palette entry not a colour", text: partial(##""palette": {"indigo": {"600": "#GG0000"}}"##),
            code: .invalidColor, path: "palette.indigo.600", line: 3),
        Case(
            name: "colour role not a colour", text: partial(##""colors": {"accent": {"light": "#12"}}"##),
            code: .invalidColor, path: "colors.accent.light", line: 3),
        Case(
            name: "shadow opacity out of range",
            text: partial(#""shadows": {"card": {"opacity": 7, "darkOpacity": 0.3, "radius": 4, "y": 2}}"#),
            code: .valueOutOfRange, path: "shadows.card.opacity", line: 3),
    ]

    @Test("a bad token value is one error at the value, for every token group", arguments: badTokens)
    func oneErrorPerBadToken(entry: Case) {
        let diagnostics = ThemeLoader().load(Data(entry.text.utf8), file: "bad.json").diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.description))")
        #expect(
            diagnostics.first?.code == entry.code && diagnostics.first?.path.description == entry.path,
            "\(diagnostics.map(\.description))")
        #expect(diagnostics.first?.location.line == entry.line)
    }

    @Test("the same file gives the same diagnostics in the same order every time")
    func deterministicOrder() {
        let text = Self.partial(
            ##""layout": {"spacing": {"m": -4, "s": "{x}"}}, "radii": {"large": -1}, "colors": {"accent": {"light": "#12"}, "focusRing": {"light": "{palette.nowhere}"}}"##
        )
        let first = ThemeLoader().load(Data(text.utf8), file: "bad.json").diagnostics.map(\.description)
        for _ in 0..<20 {
            #expect(ThemeLoader().load(Data(text.utf8), file: "bad.json").diagnostics.map(\.description) == first)
        }
        #expect(first.count > 3, "\(first)")
    }

    @Test("a suggestion between equally near names is the first alphabetically, whatever their order")
    func suggestionTieBreak() {
        for candidates in [["s", "l", "xl"], ["l", "s", "xl"], ["xl", "l", "s"]] {
            #expect(Suggestion.closest(to: "m", in: candidates) == "l")
        }
        #expect(Suggestion.closest(to: "accnt", in: ["accent", "account"]) == "accent")
        #expect(Suggestion.closest(to: "accnt", in: ["account", "accent"]) == "accent")
    }

    @Test("removing a token the preset uses: each inherited use says so and points at the removal")
    func inheritedUses() {
        let json =
            "{\n\"specVersion\": \"1.0\", \"extends\": \"default\",\n\"layout\": {\"spacing\": {\n\"xl\": null}}\n}"
        let diagnostics = ThemeLoader().load(Data(json.utf8), file: "inherit.json").diagnostics
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            #expect(
                diagnostic.code == .unresolvedReference && diagnostic.message.contains("{spacing.xl}"), "\(diagnostic)")
            #expect(
                diagnostic.message.contains("inherited from `default`") && diagnostic.location.line == 4,
                "\(diagnostic)")
        }
    }

    @Test("a suggestion is never the name itself")
    func noSelfSuggestion() {
        #expect(Suggestion.closest(to: "dark", in: ["dark", "light"]) == nil)
        #expect(Suggestion.closest(to: "drak", in: ["dark", "light"]) == "dark")
    }
}
