import Foundation
import Testing

@testable import TesseraCore

/// A custom role a theme lacks, with no fallback named anywhere, draws as its family's everyday
/// role — ordinary content — never as the family's first built-in role (a 34-point title, a
/// primary button, the app's background).
@Suite("A role no theme declares draws as ordinary content")
struct UnknownRoleTests {
    @Test func everydayRoles() throws {
        let theme = try #require(Presets.named("default")?.theme)
        let resolved = theme.resolved()
        #expect(resolved.text(.custom("quoteTypo")) == resolved.text(.body))
        #expect(resolved.button(.custom("buyTypo")) == resolved.button(.plain))
        #expect(resolved.surface(.custom("panelTypo")) == resolved.surface(.card))
        #expect(
            theme.color(.custom("inkTypo"), in: ColorMode(.dark)) == theme.color(.textPrimary, in: ColorMode(.dark)))
        #expect(resolved.text(.custom("quoteTypo", fallback: .headline)) == resolved.text(.headline))
    }
}
