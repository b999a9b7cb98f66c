import Testing

@_spi(TesseraTools) @testable import TesseraCore

@Suite("The compiled token catalogue")
struct TokenCatalogueTests {
    /// The default theme with `radii` added to its corner radii (none 0, small 6, medium 10,
    /// large 16, xl 24), each inserted in the order given, compiled.
    static func theme(adding radii: [(String, Double)]) throws -> CompiledTheme {
        var spec = Presets.default.spec
        for (name, value) in radii { spec.radii[name] = value }
        return try #require(ThemeCompiler.compile(spec).theme)
    }

    // Sixteen radii of one value: a `Dictionary`'s order among them is its hash order, which
    // varies per launch and per table size, so only a tie broken by name gives one order.
    static let equal = (0..<16).map { (String(UnicodeScalar(UInt8(97 + $0))), 8.0) }

    @Test("equal radii come in name order, whatever order the theme was built in")
    func equalRadiiByName() throws {
        let expected = ["none", "small"] + Self.equal.map(\.0) + ["medium", "large", "xl"]
        for radii in [Self.equal, Self.equal.reversed(), Self.equal.shuffled()] {
            let theme = try Self.theme(adding: radii)
            #expect(theme.catalogue.radii.map(\.name) == expected)
            #expect(theme.catalogue.radii.map(\.points) == [0, 6] + Array(repeating: 8, count: 16) + [10, 16, 24])
        }
    }

    @Test("the scales of the default theme, smallest first, with their values")
    func defaultScales() {
        let catalogue = Presets.default.theme.catalogue
        #expect(catalogue.spacing.map(\.name) == ["none", "xxs", "xs", "s", "m", "l", "xl", "xxl", "xxxl"])
        #expect(catalogue.spacing.map(\.points) == [0, 2, 4, 8, 12, 16, 24, 32, 48])
        #expect(catalogue.radii.map(\.name) == ["none", "small", "medium", "large", "xl"])
        #expect(catalogue.shadows == ["large", "medium", "small"])
        #expect(catalogue.motion == ["bounce", "gentle", "press", "standard"])
    }

    @Test("a colour role's written value per mode follows the file's fallbacks")
    func writtenColors() throws {
        var spec = Presets.default.spec
        spec.colors["accent"] = ColorRoleSpec(light: .hex("#112233"), dark: ColorValue(parsing: "{palette.indigo.300}"))
        let catalogue = try #require(ThemeCompiler.compile(spec).theme).catalogue
        #expect(catalogue.written(.accent, in: ColorMode(.light)) == .hex("#112233"))
        #expect(catalogue.written(.accent, in: ColorMode(.light, .increased)) == .hex("#112233"))
        #expect(catalogue.written(.accent, in: ColorMode(.dark)) == ColorValue(parsing: "{palette.indigo.300}"))
        #expect(
            catalogue.written(.accent, in: ColorMode(.dark, .increased)) == ColorValue(parsing: "{palette.indigo.300}"))
        #expect(catalogue.written(ColorRole.custom("nowhere"), in: ColorMode(.light)) == nil)
    }

    @Test("a text role's colour role is the one its colour names, the default when it names none")
    func textColorRoles() {
        let catalogue = Presets.default.theme.catalogue
        #expect(catalogue.colorRole(of: .callout) == .textSecondary)
        #expect(catalogue.colorRole(of: .body) == .textPrimary)
        #expect(catalogue.colorRole(of: TextRole.custom("nowhere")) == nil)
    }

    @Test(
        "a button role's colour roles: fill, label, and the label without a fill (plainLabelColor, else the fill, else the label)"
    )
    func buttonColors() throws {
        let catalogue = Presets.default.theme.catalogue
        let primary = try #require(catalogue.colors(of: .primary))
        #expect(primary.fill == .accent)
        #expect(primary.label == .textOnAccent)
        #expect(primary.plainLabel == .accent, "no plainLabelColor: the fill")
        let tertiary = try #require(catalogue.colors(of: .tertiary))
        #expect(tertiary.fill == nil)
        #expect(tertiary.plainLabel == .accent, "no fill either: the label colour")
        let secondary = try #require(catalogue.colors(of: .secondary))
        #expect(secondary.fill == .surfaceSecondary)
        #expect(secondary.plainLabel == .accent, "its plainLabelColor")
        #expect(catalogue.colors(of: ButtonRole.custom("nowhere")) == nil)
    }

    @Test("made once per compiled theme")
    func sharedPerTheme() {
        let theme = Presets.default.theme
        #expect(theme.catalogue === theme.catalogue)
    }
}
