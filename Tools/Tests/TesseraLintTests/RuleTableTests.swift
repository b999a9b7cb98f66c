import Foundation
import Testing
import TesseraLint

/// The README's rule table lists every rule with its default severity, so the documentation
/// cannot drift from the rules.
struct RuleTableTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    @Test(arguments: RuleID.allCases)
    func readmeListsTheRuleWithItsDefaultSeverity(_ rule: RuleID) throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        #expect(text.contains("| `\(rule.rawValue)` | \(rule.description.defaultSeverity.rawValue) |"), "README rule table: \(rule.rawValue)")
    }
}
