import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudioModel
import TesseraTestSupport
import Testing

/// The Studio over a brand file that extends a base file.
@MainActor
@Suite("Studio session: a brand over a base file")
struct StudioBrandTests {
    static let base = """
        {
          "specVersion": "1.0",
          "extends": "ocean",
          "name": "Company",
          "palette": { "company": { "600": "#1D4ED8" } },
          "colors": { "accent": { "light": "{palette.company.600}", "dark": "#93C5FD" } },
          "radii": { "medium": 9 }
        }
        """
    static let brand =
        #"{"specVersion": "1.0", "extends": "../base/theme.json", "name": "Harbour", "radii": {"small": 2}}"#

    @Test(
        "edits compile through the chain; a save writes only the brand's differences to the brand file, never the base")
    func saveBrandOnly() async throws {
        let folder = try TemporaryFolder.create(
            "studio-brand", containing: ["base/theme.json": Self.base, "brands/harbour.json": Self.brand])
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("brands/harbour.json")
        let session = try StudioSession(file: file)
        #expect(session.theme.resolved(for: ThemeContext()).color(.accent).hexString == "#1D4ED8", "the base's accent")
        #expect(session.edit(["colors", "accent", "dark"], to: .string("#BFDBFE")).isEmpty)
        #expect(session.edit(["radii", "large"], to: .number(21)).isEmpty)
        #expect(await session.save() == nil)
        let saved = try JSONNode(parsing: Data(contentsOf: file))
        #expect(saved["extends"]?.stringValue == "../base/theme.json", "extends as written")
        #expect(saved["name"]?.stringValue == "Harbour")
        #expect(
            saved["radii"] == .object(["small": .number(2), "large": .number(21)]),
            "not the base's medium radius: \(saved)")
        #expect(
            saved["colors"] == .object(["accent": .object(["dark": .string("#BFDBFE")])]),
            "not the base's light accent: \(saved)")
        #expect(saved["palette"] == nil)
        #expect(try String(contentsOf: folder.appendingPathComponent("base/theme.json"), encoding: .utf8) == Self.base)
        let reloaded = ThemeLoader().load(contentsOf: file)
        #expect(reloaded.theme?.resolved(for: ThemeContext(appearance: .dark)).color(.accent).hexString == "#BFDBFE")
        #expect(
            ThemeOrigins(reloaded).origin(of: ["colors", "accent", "light"])?.file
                == folder.appendingPathComponent("base/theme.json").path)
    }

    @Test(
        "a change to the base file on disk reloads the brand and says which file changed; the next edit clears the notice"
    )
    func baseChangeReloads() async throws {
        let folder = try TemporaryFolder.create(
            "studio-brand-base", containing: ["base/theme.json": Self.base, "brands/harbour.json": Self.brand])
        defer { TemporaryFolder.remove(folder) }
        let session = try StudioSession(file: folder.appendingPathComponent("brands/harbour.json"))
        var published: [Int] = []
        session.onDraftChange = { published.append($0.revision) }
        #expect(!session.checkDisk(), "nothing changed yet")
        let teal = Self.base.replacingOccurrences(of: "#1D4ED8", with: "#0F766E").replacingOccurrences(
            of: "\"medium\": 9", with: "\"medium\": 11")
        try Data(teal.utf8).write(to: folder.appendingPathComponent("base/theme.json"))
        #expect(session.checkDisk(), "the base changed")
        #expect(
            session.theme.resolved(for: ThemeContext()).color(.accent).hexString == "#0F766E", "the new base's accent")
        #expect(session.theme.spec.radii["medium"] == 11)
        #expect(session.notice?.contains("base/theme.json changed on disk") == true, "\(session.notice ?? "no notice")")
        #expect(published.count == 1, "the reload is published to the live stream")
        #expect(!session.hasUnsavedChanges)
        #expect(session.edit(["radii", "large"], to: .number(21)).isEmpty)
        #expect(session.notice == nil, "the notice told of the reload, not of the edit")
    }

    @Test("a save keeps the file's $schema, first")
    func saveKeepsSchema() async throws {
        let brand =
            #"{"$schema": "../../Schema/theme.schema.json", "specVersion": "1.0", "extends": "../base/theme.json", "name": "Harbour"}"#
        let folder = try TemporaryFolder.create(
            "studio-brand-schema", containing: ["base/theme.json": Self.base, "brands/harbour.json": brand])
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("brands/harbour.json")
        let session = try StudioSession(file: file)
        #expect(session.edit(["radii", "large"], to: .number(21)).isEmpty)
        #expect(await session.save() == nil)
        let saved = try JSONNode(parsing: Data(contentsOf: file))
        #expect(saved.members?.first?.key == "$schema", "\(saved)")
        #expect(saved["$schema"]?.stringValue == "../../Schema/theme.schema.json")
        #expect(ThemeLoader().load(contentsOf: file).isValid)
    }
}
