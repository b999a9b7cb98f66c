import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraLint
import Testing

/// The rule table of the linter's article (Tools/TesseraTools.docc/Linting.md) lists every rule
/// with its default severity, so the documentation cannot drift from the rules.
struct RuleTableTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tools/TesseraTools.docc/Linting.md")

    @Test(arguments: RuleID.allCases)
    func articleListsTheRuleWithItsDefaultSeverity(_ rule: RuleID) throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        #expect(
            text.contains("| `\(rule.rawValue)` | \(rule.description.defaultSeverity.rawValue) |"),
            "Linting.md rule table: \(rule.rawValue)")
    }
}

/// The linter suggests `.textSecondary` only for roles the SwiftUI layer really has a short member
/// for; every other role is suggested as `.role(.x)`, which always compiles.
struct ShapeStyleMemberTests {
    static let themeColor = RuleTableTests.article.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Tessera/Color/ThemeColor.swift")

    @Test func suggestionsMatchTheLayersShortMembers() throws {
        let source = try String(contentsOf: Self.themeColor, encoding: .utf8)
        let regex = try Regex(#"public static var (\w+): ThemeColor"#)
        let declared = Set(source.matches(of: regex).compactMap { $0.output[1].substring.map(String.init) })
        #expect(!declared.isEmpty)
        #expect(declared == SwiftUISpelling.shapeStyleMembers)
        #expect(!declared.contains("accent") && !declared.contains("background") && !declared.contains("separator"))
    }
}
