import Foundation
import TesseraTestSupport
import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// Many brands over one base file, switched in a manager.
@MainActor
@Suite("Brands: a folder of brands as a manager's presets")
struct BrandSwitchTests {
    static let base = """
        {
          "specVersion": "1.0",
          "extends": "default",
          "name": "Company",
          "palette": { "company": { "600": "#1D4ED8", "300": "#93C5FD" } },
          "colors": { "accent": { "light": "{palette.company.600}", "dark": "{palette.company.300}" } },
          "radii": { "medium": 10 }
        }
        """

    /// `count` brands with their own accents, radii and type weights, the same on every run.
    static func generatedBrands(_ count: Int) -> [String: String] {
        var generator = SeededGenerator(seed: 20_261_124)
        var files = ["base/theme.json": base]
        let weights = ["regular", "medium", "semibold", "bold", "heavy"]
        for index in 0..<count {
            func hex(_ range: ClosedRange<Int>) -> String {
                (0..<3).map { _ in String(format: "%02X", Int.random(in: range, using: &generator)) }.joined()
            }
            let light = hex(0x10...0x60)
            let dark = hex(0xA0...0xF0)
            let radius = Int.random(in: 0...24, using: &generator)
            let weight = weights[Int.random(in: 0..<weights.count, using: &generator)]
            let name = String(format: "brand-%02d", index)
            // Every other brand is a folder with a theme.json, as agencies often keep them.
            let path = index.isMultiple(of: 2) ? "brands/\(name).json" : "brands/\(name)/theme.json"
            let extends = index.isMultiple(of: 2) ? "../base/theme.json" : "../../base/theme.json"
            files[path] = """
                {"specVersion": "1.0", "extends": "\(extends)", "name": "Brand \(index)",
                 "colors": {"accent": {"light": "#\(light)", "dark": "#\(dark)"}},
                 "radii": {"medium": \(radius)}, "typography": {"headline": {"weight": "\(weight)"}}}
                """
        }
        return files
    }

    static let contexts = [
        ThemeContext(), ThemeContext(appearance: .dark), ThemeContext(contrast: .increased),
        ThemeContext(appearance: .dark, contrast: .increased),
    ]

    @Test("switching between every ordered pair of 20 brands swaps compiled themes equal to a fresh compile")
    func everyPair() async throws {
        let folder = try TemporaryFolder.create("brand-switch", containing: Self.generatedBrands(20))
        defer { TemporaryFolder.remove(folder) }
        let brands = try Presets.brands(in: folder.appendingPathComponent("brands"))
        #expect(brands.map(\.id) == (0..<20).map { String(format: "brand-%02d", $0) })
        #expect(Set(brands.map { $0.theme.spec.radii["medium"] }).count > 10, "the generated brands differ")
        let fresh = try Dictionary(
            uniqueKeysWithValues: brands.map { brand in
                let index = Int(brand.id.suffix(2)) ?? 0
                let file = folder.appendingPathComponent(
                    index.isMultiple(of: 2) ? "brands/\(brand.id).json" : "brands/\(brand.id)/theme.json")
                let theme = try #require(ThemeLoader().load(contentsOf: file).theme)
                return (brand.id, Self.contexts.map { theme.resolved(for: $0).jsonTree() })
            })
        let manager = ThemeManager(presets: brands)
        var compiled: [String: CompiledTheme] = [:]
        for brand in brands {
            try await manager.select(brand.id)
            compiled[brand.id] = manager.theme
        }
        var switches = 0
        for from in brands {
            for to in brands where to.id != from.id {
                try await manager.select(from.id)
                let before = manager.theme
                try await manager.select(to.id)
                let after = manager.theme
                #expect(after === compiled[to.id], "a switch swaps in the brand's compiled theme; nothing recompiles")
                #expect(after !== before)
                #expect(
                    Self.contexts.map { after.resolved(for: $0).jsonTree() } == fresh[to.id], "\(from.id) → \(to.id)")
                switches += 1
            }
        }
        #expect(switches == 20 * 19)
    }

    @Test("a brand's customisation is saved in a store and read back by a new manager, for every brand")
    func customisationsPersist() async throws {
        let folder = try TemporaryFolder.create("brand-store", containing: Self.generatedBrands(4))
        defer { TemporaryFolder.remove(folder) }
        let brands = try Presets.brands(in: folder.appendingPathComponent("brands"))
        let store = ThemeStore(directory: folder.appendingPathComponent("store"))
        let manager = ThemeManager(presets: brands, store: store)
        try await manager.load()
        for (index, brand) in brands.enumerated() {
            try await manager.select(brand.id)
            manager.session.edit("Radius") { $0.radii["large"] = Double(30 + index) }
            let result = await manager.session.apply()
            #expect(result.outcome == .applied, "\(brand.id): \(result.outcome)")
        }
        let saved = try String(
            contentsOf: folder.appendingPathComponent("store/customizations/brand-01.json"), encoding: .utf8)
        #expect(
            saved.contains(#""extends": "brand-01""#) && saved.contains(#""large": 31"#),
            "only the change, over the brand: \(saved)")
        #expect(!saved.contains("accent"), "the brand's own values are not copied: \(saved)")

        let reopened = ThemeManager(presets: brands, store: store)
        try await reopened.load()
        for (index, brand) in brands.enumerated() {
            try await reopened.select(brand.id)
            #expect(reopened.session.draft.radii["large"] == Double(30 + index), "\(brand.id)")
            #expect(
                reopened.session.draft.colors["accent"] == brand.spec.colors["accent"], "\(brand.id) keeps its accent")
            #expect(!reopened.session.hasUnsavedChanges, "\(brand.id)")
        }
    }

    @Test("a brand's identity is its own; a folder brand without an id takes the folder's name")
    func identity() throws {
        let folder = try TemporaryFolder.create("brand-identity", containing: Self.generatedBrands(2))
        defer { TemporaryFolder.remove(folder) }
        let brands = try Presets.brands(in: folder.appendingPathComponent("brands"))
        #expect(brands.map(\.id) == ["brand-00", "brand-01"])
        #expect(brands.map(\.name) == ["Brand 0", "Brand 1"])
        #expect(brands.allSatisfy { $0.summary.isEmpty }, "the base's identity is not inherited")
    }

    @Test(
        "a brand that does not compile stops loading with its file, line and column; so do an empty folder and a shared id"
    )
    func failures() throws {
        var files = Self.generatedBrands(1)
        files["brands/broken.json"] = #"{"specVersion": "1.0", "extends": "../base/gone.json"}"#
        let folder = try TemporaryFolder.create("brand-failures", containing: files)
        defer { TemporaryFolder.remove(folder) }
        #expect(throws: Diagnostic.self) { try Presets.brands(in: folder.appendingPathComponent("brands")) }
        do {
            _ = try Presets.brands(in: folder.appendingPathComponent("brands"))
        } catch {
            #expect(error.code == .missingBase)
            #expect(error.file?.hasSuffix("brands/broken.json") == true)
            #expect(error.location == TextPosition(line: 1, column: 35))
        }
        #expect(throws: Diagnostic.self) { try Presets.brands(in: folder.appendingPathComponent("base/none")) }
        let twins = try TemporaryFolder.create(
            "brand-twins",
            containing: [
                "a.json": #"{"specVersion": "1.0", "extends": "ocean", "id": "same"}"#,
                "b.json": #"{"specVersion": "1.0", "extends": "forest", "id": "same"}"#,
            ])
        defer { TemporaryFolder.remove(twins) }
        do {
            _ = try Presets.brands(in: twins)
            Issue.record("two brands with one id must be refused")
        } catch {
            #expect(error.message.contains("two brands have the id `same`"))
        }
    }
}
