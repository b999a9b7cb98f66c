import Foundation
@_spi(TesseraTools) import TesseraCore
import Testing

@testable import TesseraTokens

/// A token and a group at the same path in two sets (Figma allows it across collections) is a
/// located warning naming both sets and the winner, whichever order they merge in.
struct SetCollisionTests {
    private let tokenJSON =
        ##"{"color": {"$type": "color", "primary": {"$value": "#3b57d6"}}, "alias": {"$value": "{color.primary}"}}"##
    private let groupJSON = ##"{"color": {"$type": "color", "primary": {"hover": {"$value": "#2040b0"}}}}"##

    @Test(arguments: [false, true])
    func aTokenAndAGroupOfOnePathAreAWarningEitherWay(_ tokenLast: Bool) throws {
        let tokenSet = TokenSource(file: "base.tokens.json", root: try JSONNode(parsing: tokenJSON))
        let groupSet = TokenSource(file: "brand.tokens.json", root: try JSONNode(parsing: groupJSON))
        let sources = tokenLast ? [groupSet, tokenSet] : [tokenSet, groupSet]
        let result = DesignTokenReader().resolve(sources)
        let collision = try #require(result.diagnostics.first { $0.code == .duplicateKey }, "\(result.diagnostics)")
        #expect(collision.severity == .warning)
        #expect(collision.message.contains("base.tokens.json"))
        #expect(collision.message.contains("brand.tokens.json"))
        let winner = tokenLast ? "base.tokens.json" : "brand.tokens.json"
        #expect(collision.message.contains("the later set, \(winner), wins"), "\(collision.message)")
        #expect(collision.file == winner)
        #expect(collision.location.line == 1)
        #expect("\(collision.path)".contains("primary"))
        #expect(result.diagnostics.filter { $0.code == .duplicateKey }.count == 1)
    }

    @Test func tokensWithoutATypeTakeItFromTheirValue() {
        let result = Fixture.tokens(
            """
            {"a": {"$value": "#ff0000"}, "b": {"$value": "12px"}, "c": {"$value": 1.5}, "d": {"$value": {"value": 200, "unit": "ms"}}, "e": {"$value": "Inter"}}
            """, strictness: .lenient)
        #expect(result.tokens["a"]?.type == .color)
        #expect(result.tokens["b"]?.type == .dimension)
        #expect(result.tokens["c"]?.type == .number)
        #expect(result.tokens["d"]?.type == .duration)
        #expect(result.tokens["e"]?.type == nil)
        #expect(result.diagnostics.contains { $0.message.hasPrefix("4 tokens have no `$type`") })
        #expect(result.diagnostics.contains { $0.message.contains("type cannot be determined") })
    }
}
