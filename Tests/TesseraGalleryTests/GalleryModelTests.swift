import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraTestSupport
import Testing

@Suite("Gallery model")
struct GalleryModelTests {
    /// Every preset in every colour mode.
    static let cases: [(preset: String, mode: ColorMode)] = Presets.all.flatMap { preset in
        ColorMode.allCases.map { (preset.id, $0) }
    }

    static func theme(_ id: String) throws -> CompiledTheme {
        try #require(Presets.named(id)).theme
    }

    @Test("every colour role is present in every mode, with the value ResolvedTheme gives", arguments: cases)
    func colours(preset: String, mode: ColorMode) throws {
        let theme = try Self.theme(preset)
        let context = ThemeContext(appearance: mode.appearance, contrast: mode.contrast)
        let resolved = theme.resolved(for: context)
        let tree = GalleryModel.tree(for: theme, in: context)
        let colours = try #require(tree["colors"]?.members)
        let details = try #require(tree["colorDetails"]?.members)
        #expect(colours.map(\.key) == theme.colorRoles.map(\.name))
        #expect(details.map(\.key) == theme.colorRoles.map(\.name))
        for role in theme.colorRoles {
            let hex = resolved.color(role).hexString
            #expect(tree["colors"]?[role.name]?.stringValue == hex, "\(preset) \(mode) \(role.name)")
            #expect(tree["colorDetails"]?[role.name]?["hex"]?.stringValue == hex, "\(preset) \(mode) \(role.name)")
        }
        #expect(tree["theme"]?["id"]?.stringValue == theme.id && tree["theme"]?["name"]?.stringValue == theme.name)
        #expect(tree["context"] == context.jsonTree())
    }

    @Test("the contrast rows are the audit's findings for the mode, in order", arguments: cases)
    func contrastRows(preset: String, mode: ColorMode) throws {
        let theme = try Self.theme(preset)
        let context = ThemeContext(appearance: mode.appearance, contrast: mode.contrast)
        let findings = AccessibilityAudit.contrast(in: theme.resolved(for: context))
        let rows = try #require(GalleryModel.tree(for: theme, in: context)["pairings"]?.elements)
        #expect(rows.count == findings.count)
        #expect(!rows.isEmpty)
        for (row, finding) in zip(rows, findings) {
            #expect(row["role"]?.stringValue == finding.role)
            #expect(row["against"]?.stringValue == finding.against)
            #expect(row["passed"] == JSONNode(.bool(finding.passed)))
            #expect(row["threshold"]?.numberValue == finding.threshold)
            #expect(row["wcag"]?.numberValue == finding.value)
            // The page prints what the CLI prints: the core's rule, which never rounds a ratio up
            // past its threshold (4.499 is "4.49", not "4.50").
            #expect(row["ratio"]?.stringValue == AccessibilityAudit.format(finding.value))
            #expect(finding.message.contains("\(row["ratio"]?.stringValue ?? "?"):1"))
        }
        #expect(AccessibilityAudit.format(5.679) == "5.67")
    }

    @Test(
        "a low-contrast colour shows as a failing row; its other mode passes",
        arguments: [
            (Appearance.light, false),
            (.dark, true),
        ])
    func failingRow(appearance: Appearance, passes: Bool) throws {
        let json = ThemeJSON.extending(
            "default", ##""colors": {"textTertiary": {"light": "#CCCCCC", "dark": "#EEEEEE"}}"##)
        let theme = try #require(ThemeLoader().load(Data(json.utf8)).theme)
        let rows = try #require(
            GalleryModel.tree(for: theme, in: ThemeContext(appearance: appearance))["pairings"]?.elements)
        let row = try #require(
            rows.first { $0["role"]?.stringValue == "textTertiary" && $0["against"]?.stringValue == "background" })
        #expect(row["passed"] == JSONNode(.bool(passes)))
    }

    @Test(
        "each colour's chain follows its references to the literal",
        arguments: [
            ("blossom", ColorMode(.light, .standard), "accent", ["{palette.rose.600}", "#B5245E"]),
            ("blossom", ColorMode(.dark, .increased), "accent", ["{palette.rose.200}", "#FFC7DA"]),
            ("blossom", ColorMode(.dark, .standard), "surfaceOverlay", ["#301B26"]),
        ])
    func aliasChains(preset: String, mode: ColorMode, role: String, chain: [String]) throws {
        let theme = try Self.theme(preset)
        let tree = GalleryModel.tree(for: theme, in: ThemeContext(appearance: mode.appearance, contrast: mode.contrast))
        let written = try #require(tree["colorDetails"]?[role]?["chain"]?.elements)
        #expect(written.compactMap(\.stringValue) == chain)
    }

    @Test(
        "the type ramp has every text role at every Dynamic Type size, as resolved", arguments: ["default", "blossom"])
    func typeRamp(preset: String) throws {
        let theme = try Self.theme(preset)
        let tree = GalleryModel.tree(for: theme, in: ThemeContext())
        let order = try #require(tree["dynamicTypeSizes"]?["order"]?.elements).compactMap(\.stringValue)
        #expect(order == DynamicTypeSize.allCases.map(\.rawValue))
        for role in theme.textRoles {
            let sizes = try #require(tree["typeRamp"]?[role.name]?.elements).compactMap(\.numberValue)
            let expected = DynamicTypeSize.allCases.map {
                theme.resolved(for: ThemeContext(dynamicTypeSize: $0)).text(role).size
            }
            #expect(sizes == expected, "\(role.name)")
        }
    }
}
