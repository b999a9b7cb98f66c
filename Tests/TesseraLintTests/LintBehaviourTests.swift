import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraLint
import Testing

/// Suggestions and fixes from a theme, suppression comments, and where findings point.
struct LintBehaviourTests {
    /// The vocabulary of a theme in Fixtures: `app.theme.json` unless another is named.
    static func fixtureTheme(_ file: String = "app.theme.json") throws -> ThemeVocabulary {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(file)")
        let theme = try #require(ThemeLoader().load(contentsOf: url).theme)
        return ThemeVocabulary(theme: theme)
    }

    static func lint(_ source: String, vocabulary: ThemeVocabulary = .standard, settings: LintSettings = LintSettings())
        -> [LintFinding]
    {
        Linter(settings: settings, vocabulary: vocabulary).lint(source: source, path: "View.swift")
    }

    /// (source, rule, suggestion, replacement) with the default theme's scale and roles.
    static let suggestions: [(String, RuleID, String?, String?)] = [
        ("Text(\"x\").padding(16)", .hardcodedSpacing, ".padding(.l)", ".l"),
        ("Text(\"x\").padding(.horizontal, 8)", .hardcodedSpacing, ".padding(.horizontal, .s)", ".s"),
        ("Text(\"x\").padding(15)", .hardcodedSpacing, nil, nil),
        ("VStack(spacing: 12) { }", .hardcodedSpacing, "theme.gap(.regular)", nil),
        ("Text(\"x\").font(.system(size: 17))", .hardcodedFont, ".textRole(.body)", nil),
        ("Text(\"x\").font(.system(size: 34, weight: .bold))", .hardcodedFont, ".textRole(.largeTitle)", nil),
    ]

    @Test(arguments: suggestions)
    func suggestsTheThemesToken(_ source: String, _ rule: RuleID, _ suggestion: String?, _ replacement: String?) throws
    {
        let finding = try #require(Self.lint(source).first { $0.rule == rule })
        #expect(finding.suggestion == suggestion)
        #expect(finding.fix?.replacement == replacement)
    }

    @Test func colourSuggestionNamesTheRoleAndDistance() throws {
        let theme = try Self.fixtureTheme()
        let exact = try #require(
            Self.lint("Circle().fill(Color(red: 37/255, green: 99/255, blue: 235/255))", vocabulary: theme).first)
        #expect(exact.rule == .hardcodedColor)
        #expect(
            exact.message.contains("#2563EB") && exact.message.contains(".role(.accent)")
                && exact.message.contains("ΔE 0.0"))
        #expect(exact.fix?.replacement == ".role(.accent)")

        let near = try #require(
            Self.lint("Circle().fill(Color(red: 0.15, green: 0.39, blue: 0.93))", vocabulary: theme).first)
        #expect(near.suggestion == ".role(.accent)")
        #expect(near.fix == nil, "only exact matches are fixed")

        let custom = try #require(Self.lint("let banner = Color(hex: \"#FFE8A3\")", vocabulary: theme).first)
        #expect(custom.suggestion == ".role(.custom(\"promoBanner\"))")
        #expect(custom.fix == nil, "not in a shape-style position")

        let palette = try #require(Self.lint("let fuchsia = Color(hex: \"#C026D3\")", vocabulary: theme).first)
        #expect(palette.message.contains("palette colour `palette.brand.500`"))
    }

    @Test func customStepsAndRadiiComeFromTheTheme() throws {
        let theme = try Self.fixtureTheme()
        let padding = try #require(Self.lint("Text(\"x\").padding(20)", vocabulary: theme).first)
        #expect(padding.suggestion == ".padding(Spacing(\"gutter\"))")
        let radius = try #require(Self.lint("RoundedRectangle(cornerRadius: 14)", vocabulary: theme).first)
        #expect(radius.message.contains("radius `card` is 14 pt"))
    }

    @Test func findingsPointAtTheLiteralNotTheChain() throws {
        let source = """
            struct Card: View {
                var body: some View {
                    VStack { Text("Title") }
                        .background(.surfaceBase)
                        .padding(24)
                }
            }
            """
        let finding = try #require(Self.lint(source).first)
        #expect((finding.line, finding.column) == (5, 22))
        #expect(finding.lineText == ".padding(24)")
    }

    @Test func suppressionComments() {
        let source = """
            // tessera-lint:disable-next-line hardcoded-spacing
            Text("a").padding(16)
            Text("b").padding(16) // tessera-lint:disable-line hardcoded-spacing, hardcoded-font
            Text("c").padding(16) // tessera-lint:disable-line hardcoded-font
            // tessera-lint:disable all
            Text("d").padding(16).foregroundColor(.red)
            // tessera-lint:enable all
            Text("e").padding(16)
            """
        let lines = Self.lint(source).map(\.line)
        #expect(lines == [4, 8])
    }

    @Test func severitiesAndThresholdsFollowTheSettings() {
        var settings = LintSettings()
        settings.severities[.hardcodedSpacing] = .error
        settings.severities[.deviceCheck] = nil
        settings.largestFixedFrame = 500
        settings.ignoredSpacing = [0, 1]
        let source = """
            Text("a").padding(16).frame(width: 390)
            let idiom = UIDevice.current.userInterfaceIdiom
            Divider().padding(1)
            """
        let findings = Self.lint(source, settings: settings)
        #expect(findings.map(\.rule) == [.hardcodedSpacing])
        #expect(findings.first?.severity == .error)
    }
}
