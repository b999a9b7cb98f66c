import Foundation
@_spi(TesseraTools) import TesseraCore
import Testing

@testable import TesseraTokens

/// GentleDesignSystem specs (our own files in its 0.6 and 0.7 formats) become themes that
/// validate and look the same.
struct GentleImportTests {
    static func imported(_ name: String, edit: (inout JSONNode) -> Void = { _ in }) throws -> (
        CompiledTheme, [Diagnostic]
    ) {
        var spec = try JSONNode(parsing: Data(contentsOf: Fixture.url("gentle/\(name)")))
        edit(&spec)
        let result = GentleImport.theme(from: spec.data(), file: name, id: "imported")
        #expect(result.isValid, "\(result.diagnostics.filter(\.isError))")
        let tree = try #require(result.theme)
        let theme = try #require(ThemeLoader().load(tree: tree).theme)
        return (theme, result.diagnostics)
    }

    static func hex(_ theme: CompiledTheme, _ role: ColorRole, dark: Bool = false) -> String {
        theme.color(role, in: ColorMode(dark ? .dark : .light, .standard)).hexString
    }

    @Test(arguments: [
        ("accent", "#4A6EF5", "#3B82F6"), ("textOnAccent", "#FFFFFF", "#FFFFFF"),
        ("surfaceSecondary", "#F4F6FE", "#151D30"),
        ("scrim", "#000000B3", "#000000B3"), ("surfaceTint", "#111827CC", "#020617CC"),
        ("background", "#FFFFFF", "#0B0F19"),
    ])
    func coloursMapByMeaningWithBothAppearances(_ role: String, _ light: String, _ dark: String) throws {
        let (theme, _) = try Self.imported("gentle-0.7.json")
        let found = try #require(theme.colorRoles.first { $0.name == role })
        #expect(Self.hex(theme, found) == light)
        #expect(Self.hex(theme, found, dark: true) == dark)
    }

    @Test(arguments: [
        ("title", TextStyle.title1, 28.0, FontWeight.bold, FontDesign.rounded, 4.0),
        ("body", .body, 17, .regular, .default, 2),
        ("code", .body, 17, .regular, .monospaced, 0),
        ("caption", .caption1, 12, .regular, .default, 0),
        ("buttonPlain", .body, 17, .regular, .default, 0),
    ])
    func textRolesCarryTheirValuesExactly(
        _ role: String, _ style: TextStyle, _ size: Double, _ weight: FontWeight, _ design: FontDesign,
        _ lineSpacing: Double
    ) throws {
        let (theme, _) = try Self.imported("gentle-0.7.json")
        let found = try #require(theme.textRoles.first { $0.name == role })
        let text = theme.resolved().text(found)
        #expect(text.textStyle == style)
        #expect(text.size == size)
        #expect(text.weight == weight)
        #expect(text.design == design)
        #expect(text.lineSpacing == lineSpacing)
        // Gentle applies no Dynamic Type maximum.
        #expect(
            theme.resolved(for: ThemeContext(dynamicTypeSize: .accessibility5)).text(found).maximumSize
                == .accessibility5)
    }

    @Test func monoCodeKeepsTrackingWidthAndCaptionItsCase() throws {
        let (theme, _) = try Self.imported("gentle-0.7.json")
        let code = theme.resolved().text(.code)
        #expect(code.tracking == 0.3)
        #expect(code.width == .condensed)
        #expect(theme.resolved().text(.caption).textCase == .uppercase)
    }

    @Test func buttonsKeepFillsBordersPressAnimationsAndDisabledLooks() throws {
        let (theme, diagnostics) = try Self.imported("gentle-0.7.json")
        let resolved = theme.resolved()
        let pressed = resolved.button(.primary, state: .pressed)
        #expect(pressed.scale == 0.9)
        #expect(pressed.opacity == 0.86)
        let animation = resolved.animation(of: pressed)
        #expect(animation.curve.curve == .spring)
        #expect(animation.curve.response == 0.45)
        #expect(animation.curve.damping == 0.45)
        let secondary = theme.spec.buttons["secondary"]
        #expect(secondary?.border?.color == "accent")
        #expect(secondary?.fill == nil)
        #expect(secondary?.disabled.saturation == 0.3)
        #expect(theme.spec.motion["gentleSubtlePress"]?.animation.duration == 0.12)
        #expect(!diagnostics.contains { $0.message.contains("usesNativeStyle") }, "native roles come across")
        let native = theme.spec.buttons.filter { $0.value.native == true }.map(\.key).sorted()
        #expect(!native.isEmpty && native.allSatisfy { theme.resolved().button(.custom($0)).isNative }, "\(native)")
        #expect(theme.spec.buttons["primary"]?.native == nil && !resolved.button(.primary).isNative)
    }

    @Test func surfacesKeepBordersPerAppearanceRadiiAndDarkShadowOpacity() throws {
        let (theme, _) = try Self.imported("gentle-0.7.json")
        let card = try #require(theme.spec.surfaces["cardElevated"])
        #expect(card.border?.width == 0.5)
        let border = try #require(theme.colorRoles.first { $0.name == "cardElevatedBorder" })
        #expect(Self.hex(theme, border) == "#E5E7EB59")
        #expect(Self.hex(theme, border, dark: true) == "#37415159")
        let shadow = try #require(theme.spec.shadows["cardElevated"])
        #expect(shadow.opacity == 0.08)
        #expect(abs(shadow.darkOpacity - 0.28) < 1e-9)
        #expect(shadow.radius == 8 && shadow.y == 6)
        #expect(theme.spec.surfaces["popover"]?.radius?.description == "14")
        if case .glass(_, _, let fallback, let opaque) = theme.spec.surfaces["floatingWidget"]?.background {
            #expect(fallback == .thick)
            #expect(opaque == "surfaceBase")
        } else {
            Issue.record("floatingWidget is not glass")
        }
    }

    @Test func layoutAndRadiiComeAcross() throws {
        let (theme, _) = try Self.imported("gentle-0.7.json")
        let resolved = theme.resolved()
        #expect(resolved.spacing("xxl") == 32)
        #expect(resolved.radius("pill") == 999)
        #expect(resolved.inset(.screen, .tight) == EdgeInsets(horizontal: 8, vertical: 12))
    }

    @Test func version06KeepsItsOwnRoles() throws {
        let (theme, diagnostics) = try Self.imported("gentle-0.6.json")
        let specular = try #require(theme.colorRoles.first { $0.name == "surfaceSpecular" })
        #expect(Self.hex(theme, specular) == "#FFFFFF66")
        #expect(Self.hex(theme, .textOnOverlay) == "#F9FAFB")
        #expect(theme.spec.surfaces["sheet"] != nil)
        #expect(diagnostics.contains { $0.message.contains("surfaceSpecular") })
    }

    /// Preset-like variations: serif and expanded type, negative tracking, square corners with
    /// offset shadows, thick borders.
    @Test func presetStylesComeAcross() throws {
        let (theme, _) = try Self.imported("gentle-0.7.json") { spec in
            spec = spec.replacing(atKeys: ["typography", "roles", "largeTitle_xxl", "design"], with: .string("serif"))
                .replacing(atKeys: ["typography", "roles", "largeTitle_xxl", "letterSpacing"], with: .number(-1))
                .replacing(atKeys: ["typography", "roles", "body_m", "width"], with: .string("expanded"))
                .replacing(atKeys: ["surfaces", "roles", "card", "cornerRadius"], with: .number(0))
                .replacing(atKeys: ["surfaces", "roles", "card", "borderWidth"], with: .number(2))
                .replacing(atKeys: ["surfaces", "roles", "card", "shadowOffsetX"], with: .number(4))
                .replacing(atKeys: ["surfaces", "roles", "card", "shadowRadius"], with: .number(0.001))
                .replacing(atKeys: ["surfaces", "roles", "card", "shadowOpacity"], with: .number(1))
        }
        let title = theme.resolved().text(.largeTitle)
        #expect(title.design == .serif)
        #expect(title.tracking == -1)
        #expect(theme.resolved().text(.body).width == .expanded)
        #expect(theme.spec.surfaces["card"]?.radius == nil)
        #expect(theme.spec.surfaces["card"]?.border?.width == 2)
        #expect(theme.spec.shadows["card"]?.x == 4)
        #expect(theme.spec.shadows["card"]?.darkOpacity == 1)
    }

    @Test(arguments: [
        (#"{"_specVersion": "1.2.0"}"#, "1.2.0 is not supported"),
        (#"{"colors": {}}"#, "`_specVersion` is missing"),
        (
            #"{"_specVersion": "0.7.0", "colors": {"pairByRole": {"primaryCTA": {"lightHex": "blue"}}}}"#,
            "expected `lightHex`"
        ),
        (
            #"{"_specVersion": "0.7.0", "typography": {"roles": {"body_m": {"weight": "bold"}}}}"#,
            "expected `pointSize`"
        ),
        (
            #"{"_specVersion": "0.7.0", "surfaces": {"roles": {"card": {"backgroundStyle": {"type": "paper"}}}}}"#,
            "\"solid\", \"material\" or \"glass\""
        ),
    ])
    func badSpecsGetPreciseErrors(_ json: String, _ message: String) {
        let result = GentleImport.theme(from: Data(json.utf8), file: "bad.json", id: "bad")
        #expect(!result.isValid)
        let error = result.diagnostics.first(where: \.isError)
        #expect(error?.message.contains(message) == true, "\(result.diagnostics)")
        #expect(error?.location.line ?? 0 > 0)
    }
}
