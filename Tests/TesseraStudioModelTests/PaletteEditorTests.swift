import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudioModel
import TesseraTestSupport
import Testing

/// The Studio's palette editor (``PaletteModel`` and the session's palette operations): a ramp
/// added from one colour is the generator's ramp, a rename rewrites every reference in one undo
/// step and refuses a name in use, and where each entry is used is listed for every mode.
@MainActor
@Suite("Studio: palette editor")
struct PaletteEditorTests {
    static let members =
        ##""palette": {"brand": {"500": "#0E7C86", "700": "#0A5C63"}, "spare": "#123456"}, "colors": {"accent": {"light": "{palette.brand.500}", "dark": "{palette.brand.700}"}, "focusRing": {"light": "{colors.accent}"}, "success": {"light": "{palette.spare}"}}, "shadows": {"medium": {"color": "{palette.brand.700}"}}"##

    static func palette(_ session: StudioSession) -> JSONNode {
        (try? JSONNode(encoding: session.gallery(for: ThemeContext()).editors.palette, memberOrder: .encoded)) ?? .null
    }

    static func group(_ session: StudioSession, _ name: String) -> JSONNode? {
        palette(session)["groups"]?.elements?.first { $0["name"]?.stringValue == name }
    }

    static func entry(_ session: StudioSession, _ path: String) -> JSONNode? {
        palette(session)["groups"]?.elements?.flatMap { $0["entries"]?.elements ?? [] }.first {
            $0["path"]?.stringValue == path
        }
    }

    @Test("a ramp added from one colour is the generator's ramp for it, written as one undo step")
    func addRampIsTheGenerators() async throws {
        let (session, folder) = try ModeMatrixTests.session(Self.members)
        defer { TemporaryFolder.remove(folder) }
        let revision = session.revision
        #expect(session.addRamp(named: "ocean", from: "#2A9D8F") == [])
        #expect(session.revision == revision + 1 && session.status.undoLabel == "Add palette ramp ocean from #2A9D8F")
        let expected = ThemeGenerator.paletteRamp(from: try RGBA(hex: "#2A9D8F"))
        #expect(session.draft.palette["ocean"] == expected)
        // The ramp `tessera generate --accent` writes for the same colour.
        let generated = ThemeGenerator.generate(from: BrandColors(accent: try RGBA(hex: "#2A9D8F")))
        #expect(generated.spec.palette["brand"] == expected)
        let shown = Self.group(session, "ocean")?["entries"]?.elements?.compactMap { $0["name"]?.stringValue }
        #expect(
            shown == ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"],
            "lightest to darkest, as the generator names them")
        #expect(await session.save() == nil)
        let saved = try EditorModelTests.saved(folder)
        #expect(saved["palette"]?["ocean"]?.members?.count == 11)
        session.undo()
        #expect(session.draft.palette["ocean"] == nil)
    }

    @Test(
        "a ramp is refused for a name in use, a bad colour or an empty name, naming what was expected",
        arguments: [
            ("brand", "#2A9D8F", "palette.brand already exists"),
            ("ocean", "teal", "\"teal\""),
            ("", "#2A9D8F", "name"),
            ("my ramp", "#2A9D8F", "my ramp"),
        ])
    func addRampRefused(name: String, colour: String, message: String) throws {
        let (session, folder) = try ModeMatrixTests.session(Self.members)
        defer { TemporaryFolder.remove(folder) }
        let revision = session.revision
        let refused = session.addRamp(named: name, from: colour)
        #expect(refused.first?.description.contains(message) == true, "\(refused.map(\.description))")
        #expect(session.revision == revision)
    }

    @Test("renaming a ramp rewrites every reference to its entries in one undo step")
    func renameRamp() async throws {
        let (session, folder) = try ModeMatrixTests.session(Self.members)
        defer { TemporaryFolder.remove(folder) }
        let before = try EditorModelTests.saved(folder)
        #expect(session.renamePalette("brand", to: "teal") == [])
        #expect(session.draft.palette["brand"] == nil && session.draft.palette["teal"] != nil)
        #expect(session.draft.colors["accent"]?.light == .reference(TokenReference(group: .palette, name: "teal.500")))
        #expect(session.draft.colors["accent"]?.dark == .reference(TokenReference(group: .palette, name: "teal.700")))
        #expect(session.draft.shadows["medium"]?.color == .reference(TokenReference(group: .palette, name: "teal.700")))
        #expect(
            session.draft.colors["focusRing"]?.light == .reference(TokenReference(group: .colors, name: "accent")),
            "a role reference is left alone")
        #expect(session.status.undoLabel == "Rename palette.brand to palette.teal")
        #expect(await session.save() == nil)
        let saved = try EditorModelTests.saved(folder)
        #expect(
            saved["colors"]?["accent"]
                == .object(["light": .string("{palette.teal.500}"), "dark": .string("{palette.teal.700}")]))
        #expect(saved["shadows"]?["medium"]?["color"]?.stringValue == "{palette.teal.700}")
        #expect(saved["palette"]?["teal"] == before["palette"]?["brand"])
        // One step: a single undo brings every reference back.
        session.undo()
        #expect(session.draft.palette["brand"] != nil && session.draft.palette["teal"] == nil)
        #expect(session.draft.colors["accent"]?.light == .reference(TokenReference(group: .palette, name: "brand.500")))
        #expect(
            session.draft.shadows["medium"]?.color == .reference(TokenReference(group: .palette, name: "brand.700")))
    }

    @Test("renaming one entry of a ramp rewrites the references to it and no other")
    func renameEntry() throws {
        let (session, folder) = try ModeMatrixTests.session(Self.members)
        defer { TemporaryFolder.remove(folder) }
        #expect(session.renamePalette("brand.500", to: "550") == [])
        #expect(session.draft.colors["accent"]?.light == .reference(TokenReference(group: .palette, name: "brand.550")))
        #expect(session.draft.colors["accent"]?.dark == .reference(TokenReference(group: .palette, name: "brand.700")))
        #expect(Self.entry(session, "brand.550") != nil && Self.entry(session, "brand.500") == nil)
    }

    @Test(
        "a rename is refused for a name that exists, an inherited entry or one that is not there, with a precise message",
        arguments: [
            ("brand", "spare", "palette.spare already exists"),
            ("brand.500", "700", "palette.brand.700 already exists"),
            ("indigo", "violet", "palette.indigo is written by preset default"),
            ("nothing", "else", "no palette entry palette.nothing"),
            ("brand", "a.b", "a.b"),
        ])
    func renameRefused(path: String, name: String, message: String) throws {
        let (session, folder) = try ModeMatrixTests.session(Self.members)
        defer { TemporaryFolder.remove(folder) }
        let revision = session.revision
        let refused = session.renamePalette(path, to: name)
        #expect(refused.first?.description.contains(message) == true, "\(refused.map(\.description))")
        #expect(session.revision == revision && !session.hasUnsavedChanges)
    }

    @Test("where used: every role that references an entry, in every mode, directly or through another role")
    func whereUsed() throws {
        let (session, folder) = try ModeMatrixTests.session(Self.members)
        defer { TemporaryFolder.remove(folder) }
        func uses(_ path: String) -> [String: [String]] {
            var found: [String: [String]] = [:]
            for use in Self.entry(session, path)?["uses"]?.elements ?? [] {
                found[use["role"]?.stringValue ?? "?"] = use["modes"]?.elements?.compactMap(\.stringValue)
            }
            return found
        }
        // The preset writes accent's increased-contrast values (indigo) and focusRing's and
        // success's dark ones; a mode the file leaves unwritten follows the key it falls back to.
        #expect(
            uses("brand.500") == ["accent": ["light"], "focusRing": ["light"], "themePrimary": ["light"]],
            "focusRing and themePrimary through {colors.accent}")
        #expect(uses("brand.700") == ["accent": ["dark"], "themePrimary": ["dark"]])
        #expect(uses("spare") == ["success": ["light", "increasedContrastLight"]], "increased light follows light")
        #expect(
            uses("indigo.800") == [
                "accent": ["increasedContrastLight"], "focusRing": ["increasedContrastLight"],
                "themePrimary": ["increasedContrastLight"],
            ])
        #expect(Self.group(session, "brand")?["own"] == JSONNode(.bool(true)))
        #expect(Self.group(session, "indigo")?["own"] == JSONNode(.bool(false)), "the preset's ramp")
        #expect(Self.entry(session, "brand.500")?["hex"]?.stringValue == "#0E7C86")
    }

    @Test("a role pointed at an entry of an added ramp through the token chooser's reference lists it as used")
    func pointRoleAtNewRamp() async throws {
        let (session, folder) = try ModeMatrixTests.session(Self.members)
        defer { TemporaryFolder.remove(folder) }
        #expect(session.addRamp(named: "ocean", from: "#2A9D8F") == [])
        #expect(session.edit(["colors", "warning", "light"], to: .string("{palette.ocean.600}")) == [])
        #expect(
            Self.entry(session, "ocean.600")?["uses"]?.elements?.contains { $0["role"]?.stringValue == "warning" }
                == true)
        #expect(session.renamePalette("ocean", to: "lagoon") == [])
        #expect(await session.save() == nil)
        #expect(
            try EditorModelTests.saved(folder)["colors"]?["warning"]?["light"]?.stringValue == "{palette.lagoon.600}")
    }
}
