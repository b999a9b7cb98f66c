import Foundation
import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// Vocabularies whose meaning is fixed across the systems that use them: shadcn/ui's flat colour
/// names, and the level words (`weak`) and group words (`component`, `scrim`) that place a colour.
/// Each rule on a small token file written here.
@Suite("Suggested maps: shared vocabularies")
struct MapSuggestionVocabularyTests {
    static func suggest(_ document: String) throws -> JSONNode { try MapSuggestionRuleTests.suggest(document) }
    static func color(_ hex: String) -> String { MapSuggestionRuleTests.color(hex) }

    /// A shadcn/ui theme: `accent` is a quiet hover fill there, `primary` the brand colour.
    static let shadcn = #"""
        { "$type": "color",
          "background": \#(color("#FFFFFF")), "foreground": \#(color("#0A0A0A")),
          "card": \#(color("#FAFAFA")), "card-foreground": \#(color("#0A0A0A")),
          "popover": \#(color("#FFFFFF")), "popover-foreground": \#(color("#0A0A0A")),
          "primary": \#(color("#2563EB")), "primary-foreground": \#(color("#FFFFFF")),
          "secondary": \#(color("#F4F4F5")), "secondary-foreground": \#(color("#18181B")),
          "muted": \#(color("#F4F4F5")), "muted-foreground": \#(color("#71717A")),
          "accent": \#(color("#F59E0B")), "accent-foreground": \#(color("#18181B")),
          "destructive": \#(color("#DC2626")), "destructive-foreground": \#(color("#FAFAFA")),
          "border": \#(color("#E4E4E7")), "input": \#(color("#A1A1AA")), "ring": \#(color("#2563EB")) }
        """#

    @Test("a theme named as shadcn/ui names its colours maps by that vocabulary: `primary` is the accent, not `accent`")
    func shadcnVocabulary() throws {
        let map = try Self.suggest(Self.shadcn)
        let expected = [
            "background": "background", "textPrimary": "foreground", "surfaceBase": "card",
            "surfaceOverlay": "popover", "surfaceSecondary": "muted", "textSecondary": "muted-foreground",
            "accent": "primary", "textOnAccent": "primary-foreground", "destructive": "destructive",
            "textOnDestructive": "destructive-foreground", "borderSubtle": "border", "controlBorder": "input",
            "focusRing": "ring",
        ]
        for (role, token) in expected {
            #expect(map["colors"]?[role]?.stringValue == token, "\(role)")
        }
        #expect(map["$why"]?["colors.accent"]?.stringValue?.contains("shadcn/ui") == true)
    }

    @Test(
        "a few of shadcn/ui's names in a system of its own (under eight, or no `primary-foreground`) are no vocabulary")
    func fewNamesAreNoVocabulary() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "color",
              "background": \#(Self.color("#FFFFFF")), "foreground": \#(Self.color("#0A0A0A")),
              "card": \#(Self.color("#FAFAFA")), "border": \#(Self.color("#E4E4E7")),
              "accent": \#(Self.color("#2563EB")), "muted": \#(Self.color("#F4F4F5")) }
            """#)
        #expect(map["colors"]?["accent"]?.stringValue == "accent")
        #expect(map["$why"]?["colors.accent"]?.stringValue?.contains("shadcn/ui") == false)
    }

    @Test("`weak` names a quieter level: `text.weak` is the secondary text, not the primary")
    func weakIsQuieter() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "text": { "strong": \#(Self.color("#000000")), "weak": \#(Self.color("#545454")) } } }
            """#)
        #expect(map["colors"]?["textPrimary"]?.stringValue == "color.text.strong")
        #expect(map["colors"]?["textSecondary"]?.stringValue == "color.text.weak")
    }

    @Test("a scrim's colour is never the text, however dark and neutral")
    func scrimIsNoText() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "surface": { "default": \#(Self.color("#FFFFFF")) },
                "scrim": { "default": \#(Self.color("#000000")) } } }
            """#)
        #expect(map["colors"]?["textPrimary"]?.stringValue == "")
    }

    @Test("a colour under a `component` group is that component's own, never the page's")
    func componentGroupIsNoPage() throws {
        let map = try Self.suggest(
            #"""
            { "app": { "color": { "$type": "color",
                "component": { "primary": { "bg": { "default": \#(Self.color("#FFFFFF")) } } },
                "surface": { "bg": { "base": \#(Self.color("#F1F2F4")) } },
                "text": { "default": \#(Self.color("#1F2328")) } } } }
            """#)
        #expect(map["colors"]?["background"]?.stringValue == "app.color.surface.bg.base")
    }
}
