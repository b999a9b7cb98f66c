import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// Keeps Schema/theme.schema.json in step with the Swift model: every key a type reads, every
/// built-in role and every enumeration value appear in the schema, and nothing else does.
@Suite("JSON Schema")
struct SchemaTests {
    static let schema: JSONNode = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Schema/theme.schema.json")
        let data = (try? Data(contentsOf: url)) ?? Data()
        return (try? JSONReader().read(data).root) ?? .null
    }()

    static func properties(_ node: JSONNode?) -> Set<String> {
        Set(node?["properties"]?.members?.map(\.key) ?? [])
    }

    static func keys<Key: CodingKey & CaseIterable>(_ type: Key.Type) -> Set<String> {
        Set(Key.allCases.map(\.stringValue))
    }

    static func definition(_ name: String) -> JSONNode? { schema["$defs"]?[name] }

    @Test(
        "object keys match the types' coding keys",
        arguments: [
            ("ColorRoleSpec", keys(ColorRoleSpec.CodingKeys.self)),
            ("ColorComponents", keys(ColorComponents.CodingKeys.self)),
            ("TextRoleSpec", keys(TextRoleSpec.CodingKeys.self)),
            ("LayoutSpec", keys(LayoutSpec.CodingKeys.self)),
            ("EdgeInsetsSpec", keys(EdgeInsetsSpec.CodingKeys.self)),
            ("GridSpec", keys(GridSpec.CodingKeys.self)),
            ("LayoutOverride", keys(LayoutOverride.CodingKeys.self)),
            ("SizeClassOverrides", keys(SizeClassOverrides.CodingKeys.self)),
            ("ShadowSpec", keys(ShadowSpec.CodingKeys.self)),
            ("AnimationCurve", keys(AnimationCurve.CodingKeys.self)),
            ("AnimationSpec", keys(AnimationCurve.CodingKeys.self).union(keys(AnimationSpec.CodingKeys.self))),
            ("BorderSpec", keys(BorderSpec.CodingKeys.self)),
            ("PressedSpec", keys(PressedSpec.CodingKeys.self)),
            ("DisabledSpec", keys(DisabledSpec.CodingKeys.self)),
            ("ButtonRoleSpec", keys(ButtonRoleSpec.CodingKeys.self)),
            ("ButtonFormsSpec", keys(ButtonFormsSpec.CodingKeys.self)),
            ("SurfaceBackground", keys(SurfaceBackground.CodingKeys.self)),
            ("SurfaceSpec", keys(SurfaceSpec.CodingKeys.self)),
            ("PairingSpec", keys(PairingSpec.CodingKeys.self)),
            ("NonTextSpec", keys(NonTextSpec.CodingKeys.self)),
            ("AccessibilitySpec", keys(AccessibilitySpec.CodingKeys.self)),
        ])
    func objectKeys(name: String, expected: Set<String>) {
        #expect(Self.properties(Self.definition(name)) == expected, "$defs.\(name)")
        #expect(
            Self.definition(name)?["additionalProperties"] == JSONNode(.bool(false)),
            "$defs.\(name) refuses unknown keys")
    }

    @Test("lineSpacing may be null, as the loader accepts and the DTCG importer writes beside lineHeight")
    func lineSpacingMayBeNull() {
        let types = Self.definition("TextRoleSpec")?["properties"]?["lineSpacing"]?["type"]
        #expect(
            Set(types?.elements?.compactMap(\.stringValue) ?? []) == ["number", "null"], "\(String(describing: types))")
        let theme =
            #"{"specVersion": "1.0", "extends": "default", "typography": {"body": {"lineSpacing": null, "lineHeight": 1.4}}}"#
        let document = ThemeLoader().load(Data(theme.utf8))
        #expect(document.isValid && document.diagnostics.isEmpty, "\(document.diagnostics)")
    }

    @Test("top-level keys and built-in roles match")
    func topLevel() {
        #expect(Self.properties(Self.schema) == Self.keys(ThemeSpec.CodingKeys.self))
        #expect(Self.properties(Self.schema["properties"]?["colors"]) == Set(ColorRoles.Builtin.allCases.map(\.name)))
        #expect(
            Self.properties(Self.schema["properties"]?["typography"]) == Set(TextRoles.Builtin.allCases.map(\.name)))
        #expect(Self.properties(Self.schema["properties"]?["buttons"]) == Set(ButtonRoles.Builtin.allCases.map(\.name)))
        #expect(
            Self.properties(Self.schema["properties"]?["surfaces"]) == Set(SurfaceRoles.Builtin.allCases.map(\.name)))
    }

    static func enumValues(_ node: JSONNode?) -> Set<String> {
        Set(node?["enum"]?.elements?.compactMap(\.stringValue) ?? [])
    }

    static func names<E: SpecEnum>(_ type: E.Type, aliases: Bool = true) -> Set<String> {
        Set(E.allCases.map(\.rawValue)).union(aliases ? Set(E.aliases.keys) : [])
    }

    @Test("enumerations list exactly the accepted names")
    func enumerations() {
        let text = Self.definition("TextRoleSpec")?["properties"]
        #expect(Self.enumValues(text?["textStyle"]) == Self.names(TextStyle.self))
        #expect(Self.enumValues(text?["weight"]) == Self.names(FontWeight.self))
        #expect(Self.enumValues(text?["design"]) == Self.names(FontDesign.self))
        #expect(Self.enumValues(text?["width"]) == Self.names(FontWidth.self))
        #expect(Self.enumValues(text?["textCase"]) == Self.names(TextCase.self))
        let sizes = Self.names(DynamicTypeSize.self, aliases: false).union(["AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(Self.enumValues(text?["maximumSize"]) == sizes)
        let background = Self.definition("SurfaceBackground")?["properties"]
        #expect(Self.enumValues(background?["material"]) == Self.names(Material.self))
        #expect(Self.enumValues(background?["glass"]) == Self.names(GlassVariant.self))
        #expect(
            Self.enumValues(Self.definition("ButtonRoleSpec")?["properties"]?["form"]) == Self.names(ButtonForm.self))
        #expect(
            Self.enumValues(Self.definition("AnimationCurve")?["properties"]?["curve"])
                == Self.names(AnimationCurveKind.self))
        #expect(
            Self.enumValues(Self.definition("NonTextSpec")?["properties"]?["usage"])
                == Self.names(NonTextSpec.Usage.self))
        #expect(
            Self.enumValues(Self.definition("ColorComponents")?["properties"]?["colorSpace"])
                == Self.names(ColorComponents.Space.self))
    }
}
