import Foundation
import Testing

@testable import TesseraCore

/// The typed edits an app's own theme editor makes: each writes the key the theme file has,
/// removes what `nil` removes, and leaves a valid theme valid.
@Suite("Typed edits of a theme document")
struct ThemeSpecEditingTests {
    private func loaded(_ extra: String = "") throws -> ThemeSpec {
        let json = #"{"specVersion": "1.0", "id": "app", "extends": "default"\#(extra)}"#
        let document = ThemeLoader().load(Data(json.utf8), file: "app.json")
        return try #require(document.spec, "\(document.diagnostics)")
    }

    private func paths(_ saved: ThemeSpec, _ draft: ThemeSpec) -> [String] {
        ThemeRules().changes(from: saved, to: draft).map(\.path.description)
    }

    @Test(
        "a colour is written under its mode's own key, and reads back only from it",
        arguments: [
            (Appearance.light, ContrastMode.standard, "light"), (.dark, .standard, "dark"),
            (.light, .increased, "increasedContrastLight"), (.dark, .increased, "increasedContrastDark"),
        ])
    func colorPerMode(appearance: Appearance, contrast: ContrastMode, key: String) throws {
        let saved = try loaded(##", "colors": {"promo": {"light": "#116633", "fallback": "accent"}}"##)
        let promo = ColorRole.custom("promo")
        #expect(saved[color: promo, .light] == .hex("#116633"))
        #expect(saved[color: promo, .dark] == nil, "dark falls back to light: nothing written under dark")
        var draft = saved
        draft[color: promo, appearance, contrast: contrast] = .hex("#123456")
        #expect(draft[color: promo, appearance, contrast: contrast] == .hex("#123456"))
        #expect(paths(saved, draft) == ["colors.promo.\(key)"])
        let theme = try #require(ThemeRules().validate(draft).theme)
        #expect(theme.color(promo, in: ColorMode(appearance, contrast)).hexString == "#123456")
    }

    @Test("nil removes a mode's value; for light, the role's entry, so the preset decides again")
    func colorRemoval() throws {
        let saved = try loaded(##", "colors": {"accent": {"light": "#AA0000", "dark": "#FF5555"}}"##)
        var draft = saved
        draft[color: .accent, .dark] = nil
        #expect(paths(saved, draft) == ["colors.accent.dark"])
        #expect(draft[color: .accent, .light] == .hex("#AA0000"))
        draft[color: .accent, .light] = nil
        #expect(draft[color: .accent, .light] == nil && draft.colors["accent"] == nil)
    }

    @Test("a custom colour role the document lacks is added, light included, with the fallback given in code")
    func newCustomColor() throws {
        let saved = try loaded()
        var draft = saved
        draft[color: .custom("promo", fallback: .accent), .dark] = .hex("#223344")
        #expect(draft[color: .custom("promo"), .light] == .hex("#223344"))
        #expect(draft[color: .custom("promo"), .dark] == .hex("#223344"))
        #expect(draft.colors["promo"]?.fallback == "accent")
        #expect(ThemeRules().validate(draft).theme != nil)
    }

    @Test("spacing steps and radii are set and removed by name")
    func scales() throws {
        let saved = try loaded()
        var draft = saved
        #expect(draft[spacing: .m] == 12)
        draft[spacing: .m] = 13
        draft[spacing: "huge"] = 96
        draft[radius: "large"] = 21
        draft[radius: "xl"] = nil
        #expect(draft[spacing: .m] == 13 && draft[spacing: "huge"] == 96)
        #expect(draft[radius: "large"] == 21 && draft[radius: "xl"] == nil)
        #expect(Set(paths(saved, draft)) == ["layout.spacing.m", "layout.spacing.huge", "radii.large", "radii.xl"])
    }

    @Test("a text role's size and weight; nil returns it to the text style's own")
    func textRole() throws {
        let saved = try loaded()
        var draft = saved
        #expect(draft[textSize: .title] == nil, "the default preset's title uses the system size")
        draft[textSize: .title] = 30
        draft[textWeight: .body] = .bold
        #expect(draft[textSize: .title] == 30 && draft[textWeight: .body] == .bold)
        #expect(Set(paths(saved, draft)) == ["typography.title.size", "typography.body.weight"])
        let theme = try #require(ThemeRules().validate(draft).theme)
        #expect(theme.resolved().text(.title).size == 30)
        draft[textSize: .title] = nil
        draft[textWeight: .body] = nil
        #expect(paths(saved, draft) == [], "back to the system size and the style's weight, as the preset has them")
    }

    @Test("a custom text role the document lacks is added in the text style of its fallback")
    func newCustomText() throws {
        var draft = try loaded()
        draft[textSize: .custom("quote", fallback: .headline)] = 19
        let entry = try #require(draft.typography["quote"])
        #expect(entry.textStyle == draft.typography["headline"]?.textStyle)
        #expect(entry.fallback == "headline" && entry.size == .points(19))
        #expect(ThemeRules().validate(draft).theme != nil)
    }

    @Test("a partial file decoded on its own takes its preset's layout for a spacing edit; without a preset, nothing")
    func spacingWithoutLayout() throws {
        let partial = #"{"specVersion": "1.0", "extends": "default", "radii": {"large": 22}}"#
        var spec = try JSONDecoder().decode(ThemeSpec.self, from: Data(partial.utf8))
        #expect(spec[spacing: .m] == nil)
        spec[spacing: .m] = 14
        var expected = try #require(Presets.named("default")?.spec.layout)
        expected.spacing["m"] = 14
        #expect(spec.layout == expected, "what loading the file would merge in, with the step written")

        let alone = #"{"specVersion": "1.0", "radii": {"large": 22}}"#
        var bare = try JSONDecoder().decode(ThemeSpec.self, from: Data(alone.utf8))
        bare[spacing: .m] = 14
        #expect(bare[spacing: .m] == nil && bare.layout == nil)
    }
}
