import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudio
import TesseraStudioModel
import TesseraTestSupport
import Testing

/// A folder of brands open in one Studio (`StudioBrands`): switching, comparing, and the impact
/// of a base's edit on the brands that extend it.
@MainActor
@Suite("Studio: a folder of brands")
struct StudioBrandFolderTests {
    static let base = """
        {"specVersion": "1.0", "extends": "default", "name": "Northwind",
         "colors": {"accent": {"light": "#1D4ED8", "dark": "#93C5FD"}, "themePrimary": {"light": "#1D4ED8", "dark": "#93C5FD"}}}
        """
    static let files = [
        "base/theme.json": base,
        "brands/ember.json":
            ##"{"specVersion": "1.0", "extends": "../base/theme.json", "name": "Ember", "colors": {"accent": {"light": "#B45309", "dark": "#FCD34D"}}}"##,
        "brands/harbour.json":
            ##"{"specVersion": "1.0", "extends": "../base/theme.json", "name": "Harbour", "colors": {"accent": {"light": "#0F766E", "dark": "#5EEAD4"}}}"##,
        "brands/meadow/theme.json":
            ##"{"specVersion": "1.0", "extends": "../../base/theme.json", "name": "Meadow", "radii": {"medium": 12}}"##,
    ]

    static func folder() throws -> URL { try TemporaryFolder.create("studio-brands", containing: files) }

    @Test("the folder lists its brands in path order, then the base they extend; the first brand is shown")
    func lists() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let brands = try StudioBrands(folder: folder.appendingPathComponent("brands"))
        #expect(brands.entries.map(\.id) == ["ember.json", "harbour.json", "meadow/theme.json", "../base/theme.json"])
        #expect(brands.entries.map(\.isBase) == [false, false, false, true])
        #expect(brands.entries.map(\.name) == ["Ember", "Harbour", "Meadow", "Northwind"])
        #expect(brands.current.fileName == "ember.json")
        let switcher = brands.current.status.brands
        #expect(switcher?.current == "ember.json")
        #expect(switcher?.items.count == 4)
        #expect(
            brands.dependents(of: "../base/theme.json").map(\.id) == [
                "ember.json", "harbour.json", "meadow/theme.json",
            ])
    }

    @Test("a folder with no brand is refused, saying what it expected")
    func empty() throws {
        let folder = try TemporaryFolder.create("studio-brands-empty", containing: ["notes.txt": "x"])
        defer { TemporaryFolder.remove(folder) }
        #expect(throws: StudioError.self) { try StudioBrands(folder: folder) }
        do { _ = try StudioBrands(folder: folder) } catch { #expect(error.description.contains("FOLDER/ID.json")) }
    }

    @Test("switching keeps each brand's unsaved draft and undo history; the revision only grows")
    func switching() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let brands = try StudioBrands(folder: folder.appendingPathComponent("brands"))
        let ember = brands.current
        var announced: [Int] = []
        ember.onRevisionChange = { announced.append($0.revision) }
        #expect(ember.edit(["radii", "large"], to: .number(21)).isEmpty)
        let before = ember.revision
        #expect(try brands.open("harbour.json"))
        let harbour = brands.current
        #expect(harbour !== ember && harbour.fileName == "harbour.json")
        #expect(harbour.revision > before, "the page reads the new file")
        #expect(announced.last == harbour.revision, "the page stream follows the file shown")
        #expect(!harbour.hasUnsavedChanges && harbour.status.canUndo == false)
        #expect(harbour.notice?.contains("unsaved edits to ember.json are kept") == true)
        #expect(harbour.status.brands?.items.first?.unsaved == true, "the switcher marks Ember edited")
        #expect(harbour.edit(["radii", "small"], to: .number(3)).isEmpty)
        #expect(try brands.open("ember.json"))
        #expect(brands.current === ember)
        #expect(ember.draft[radius: "large"] == 21, "Ember's draft is as it was left")
        ember.undo()
        #expect(ember.draft[radius: "large"] != 21 && !ember.hasUnsavedChanges)
        #expect(brands.hasUnsavedChanges("harbour.json"), "undo in Ember leaves Harbour's edit")
        #expect(try !brands.open("../../etc/passwd"), "only the files listed open")
        #expect(Set(brands.openSessions.map(\.fileName)) == ["ember.json", "harbour.json"])
    }

    @Test("a base saved from its own session is what a brand switched to next is drawn over, at once")
    func baseSavedThenSwitch() async throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let brands = try StudioBrands(folder: folder.appendingPathComponent("brands"))
        let ember = brands.current
        #expect(ember.theme.spec[radius: "large"] != 30)
        #expect(try brands.open("../base/theme.json"))
        #expect(brands.current.edit(["radii", "large"], to: .number(30)).isEmpty)
        #expect(await brands.current.save() == nil)
        #expect(try brands.open("ember.json"))
        #expect(
            ember.theme.spec[radius: "large"] == 30,
            "Ember is drawn over the saved base without waiting for the watcher")
        #expect(!ember.hasUnsavedChanges)
    }

    @Test("compared with its base: the roles that differ, and the inherited blue themePrimary beside the amber accent")
    func compareWithBase() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let brands = try StudioBrands(folder: folder.appendingPathComponent("brands"))
        let tree = try #require(try brands.comparison(with: StudioBrands.baseTarget, in: ThemeContext()))
        let comparison = tree.comparison
        #expect(comparison.target == "Northwind (../base/theme.json)")
        #expect(tree.gallery.colors["accent"] == "#1D4ED8", "the base's gallery")
        let differs = comparison.differs.map(\.role)
        #expect(differs.contains("accent") && !differs.contains("themePrimary") && !differs.contains("background"))
        let primary = try #require(comparison.clashes.first { $0.role == "themePrimary" })
        #expect(primary.value == "#1D4ED8")
        #expect(primary.origin == "../base/theme.json")
        #expect(primary.hueDifference > 100)
        let flagged = comparison.clashes.map(\.role)
        #expect(
            !flagged.contains("destructive") && !flagged.contains("success"),
            "status colours of other hues are not clashes: \(flagged)")
        // Meadow keeps the base's accent: nothing clashes.
        #expect(try brands.open("meadow/theme.json"))
        let meadow = try #require(try brands.comparison(with: StudioBrands.baseTarget, in: ThemeContext()))
        #expect(meadow.comparison.clashes.isEmpty)
    }

    @Test("compared with a sibling brand: its accent differs; itself and unknown files are no target")
    func compareWithSibling() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let brands = try StudioBrands(folder: folder.appendingPathComponent("brands"))
        let tree = try #require(try brands.comparison(with: "harbour.json", in: ThemeContext(appearance: .dark)))
        let accent = tree.comparison.differs.first { $0.role == "accent" }
        #expect(accent?.value == "#FCD34D" && accent?.theirs == "#5EEAD4")
        #expect(tree.comparison.mode == "dark")
        #expect(try brands.comparison(with: "ember.json", in: ThemeContext()) == nil)
        #expect(try brands.comparison(with: "nope.json", in: ThemeContext()) == nil)
    }

    @Test("editing the base lists every brand it affects with its audit before and after the edit; nothing is saved")
    func impact() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let brands = try StudioBrands(folder: folder.appendingPathComponent("brands"))
        #expect(brands.current.impact == nil, "a brand that no other brand extends has no impact")
        #expect(try brands.open("../base/theme.json"))
        let base = brands.current
        let saved = try #require(base.impact?.brands)
        #expect(saved.map(\.id) == ["ember.json", "harbour.json", "meadow/theme.json"])
        #expect(saved.allSatisfy { $0.before == $0.after }, "no edit yet")
        #expect(base.edit(["colors", "background", "light"], to: .string("#1D4ED8")).isEmpty)
        let page = base.page(for: ThemeContext())
        let after = try #require(page.impact?.brands)
        for brand in after {
            let expected = ThemeLoader().load(contentsOf: folder.appendingPathComponent("brands/" + brand.id))
            let before = AccessibilityAudit.run(try #require(expected.theme)).failures.count
            #expect(brand.before.failures == before)
            #expect(brand.after.failures > before, "a blue background fails more checks: \(brand)")
            #expect(!brand.after.passed)
        }
        #expect(
            try String(contentsOf: folder.appendingPathComponent("base/theme.json"), encoding: .utf8) == Self.base,
            "nothing saved")
    }
}
