import Foundation
import TesseraCore
import TesseraTestSupport
import Testing

@testable import TesseraDiff

/// The diff of real edits, one per kind of role; a theme with itself; both directions.
struct ThemeDiffTests {
    static func theme(_ members: String, preset: String = "default", sourceLocation: SourceLocation = #_sourceLocation)
        throws -> CompiledTheme
    {
        let document = ThemeLoader().load(Data(ThemeJSON.extending(preset, members).utf8))
        return try #require(document.theme, "\(document.diagnostics)", sourceLocation: sourceLocation)
    }

    @Test("a theme compared with itself is empty, for every preset")
    func itselfIsEmpty() {
        for preset in Presets.all {
            let diff = ThemeDiff(old: preset.theme, new: preset.theme)
            #expect(diff.isEmpty, "\(preset.id): \(diff.roles.map(\.role))")
        }
    }

    /// Edit → a role it must change, with the property and context the change is reported in.
    static let edits: [(String, RoleKey, String, String)] = [
        (##""colors": {"accent": {"light": "#FF0000"}}"##, RoleKey(.color, "accent"), "", "light"),
        (
            ##""colors": {"textSecondary": {"increasedContrastDark": "#FFFFFF"}}"##, RoleKey(.color, "textSecondary"),
            "", "dark, increased contrast"
        ),
        (##""typography": {"body": {"weight": "bold"}}"##, RoleKey(.text, "body"), "weight", "every mode"),
        (
            ##""typography": {"caption2": {"maximumSize": "xLarge"}}"##, RoleKey(.text, "caption2"), "size",
            "accessibility5"
        ),
        (##""layout": {"spacing": {"m": 13}}"##, RoleKey(.layout, "spacing.m"), "", "everywhere"),
        (
            ##""layout": {"spacing": {"m": 13}}"##, RoleKey(.layout, "gap.regular"), "",
            "compact width, regular height; compact width, compact height"
        ),
        (##""radii": {"large": 20}"##, RoleKey(.radius, "large"), "", "everywhere"),
        (##""radii": {"large": 20}"##, RoleKey(.surface, "card"), "cornerRadius", "every mode"),
        (##""shadows": {"small": {"radius": 5}}"##, RoleKey(.shadow, "small"), "radius", "every mode"),
        (
            ##""motion": {"gentle": {"curve": "easeOut", "duration": 0.3}}"##, RoleKey(.motion, "gentle"), "duration",
            "standard motion"
        ),
        (
            ##""buttons": {"primary": {"minHeight": 40}}"##, RoleKey(.button, "primary"), "capsule.normal.minHeight",
            "every mode"
        ),
        (##""surfaces": {"card": {"radius": 4}}"##, RoleKey(.surface, "card"), "cornerRadius", "every mode"),
    ]

    @Test("each kind of edit changes the role it touches, in the contexts it touches", arguments: 0..<edits.count)
    func realEdit(_ index: Int) throws {
        let (members, role, property, place) = Self.edits[index]
        let diff = ThemeDiff(old: try Self.theme(""), new: try Self.theme(members))
        let change = try #require(diff.roles.first { $0.role == role }, "\(diff.roles.map(\.role))")
        #expect(change.change == .changed)
        #expect(change.values.contains { $0.property == property && $0.place == place }, "\(change.values)")
        #expect(diff.renames.isEmpty)
    }

    @Test("a smaller button is a touch-target regression; the way back is a fix")
    func regression() throws {
        let old = try Self.theme("")
        let new = try Self.theme(##""buttons": {"primary": {"minHeight": 40}}"##)
        let diff = ThemeDiff(old: old, new: new)
        let regression = try #require(diff.regressions.first)
        #expect(diff.regressions.count == 1)
        #expect(regression.finding.check == .touchTarget && regression.finding.role == "primary")
        #expect(regression.old?.passed == true && regression.new?.passed == false)
        let back = ThemeDiff(old: new, new: old)
        #expect(back.regressions.isEmpty)
        #expect(back.audit.filter(\.isFix).count == 1)
    }

    @Test("a role removed while one resolving the same is added is a rename")
    func rename() throws {
        let brand = ##""light": "#123456", "dark": "#654321", "fallback": "accent""##
        let old = try Self.theme(
            ##""colors": {"brand": {\##(brand)}, "other": {"light": "#000000", "fallback": "accent"}}"##)
        let new = try Self.theme(
            ##""colors": {"brandPrimary": {\##(brand)}, "other": {"light": "#000000", "fallback": "accent"}}"##)
        let diff = ThemeDiff(old: old, new: new)
        #expect(diff.renames == [RoleRename(kind: .color, from: "brand", to: "brandPrimary")])
        #expect(diff.roles.isEmpty && diff.audit.isEmpty)
        // A different value is a removal and an addition.
        let changed = try Self.theme(
            ##""colors": {"brandPrimary": {"light": "#123457", "fallback": "accent"}, "other": {"light": "#000000", "fallback": "accent"}}"##
        )
        let other = ThemeDiff(old: old, new: changed)
        #expect(other.renames.isEmpty)
        #expect(other.roles.map(\.change) == [.removed, .added])
    }

    @Test(
        "swapping the themes swaps old and new, added and removed, and renames",
        arguments: [
            ##""colors": {"accent": {"light": "#FF0000"}, "brand": {"light": "#010203", "fallback": "accent"}}, "buttons": {"primary": {"minHeight": 40}}"##,
            ##""typography": {"body": {"size": 20}}, "radii": {"huge": 40}, "colors": {"gone": {"light": "#010203", "fallback": "accent"}}"##,
        ])
    func symmetric(_ members: String) throws {
        let old = try Self.theme(##""colors": {"gone": {"light": "#010203", "fallback": "accent"}}"##)
        let new = try Self.theme(members)
        let forward = ThemeDiff(old: old, new: new)
        let backward = ThemeDiff(old: new, new: old)
        #expect(!forward.isEmpty)
        let flipped: [RoleChange.Change: RoleChange.Change] = [.added: .removed, .removed: .added, .changed: .changed]
        #expect(
            forward.roles.map { "\($0.role) \($0.change)" }
                == backward.roles.map { "\($0.role) \(flipped[$0.change] ?? $0.change)" })
        for (a, b) in zip(forward.roles, backward.roles) {
            #expect(
                Set(a.values.map { "\($0.contexts) \($0.property) \($0.old ?? "-") \($0.new ?? "-")" })
                    == Set(b.values.map { "\($0.contexts) \($0.property) \($0.new ?? "-") \($0.old ?? "-")" }))
        }
        #expect(forward.renames.map { [$0.from, $0.to] } == backward.renames.map { [$0.to, $0.from] })
        #expect(forward.audit.map { [$0.old, $0.new] } == backward.audit.map { [$0.new, $0.old] })
    }

    @Test("a file that does not load gives its diagnostics with line and column, never a theme")
    func loadFailure() throws {
        let folder = try TemporaryFolder.create(
            "diff",
            containing: [
                "broken.json": "{\"specVersion\": \"1.0\",\n  \"colors\": {\"accent\": {\"light\": \"#GG0000\"}}}\n",
                "syntax.json": "{\"specVersion\": \"1.0\",,}",
            ])
        defer { TemporaryFolder.remove(folder) }
        for (name, expected) in [("broken.json", ":2:"), ("syntax.json", ":1:")] {
            let path = folder.appendingPathComponent(name).path
            guard case .failure(let failure) = ThemeInput(path).load() else {
                Issue.record("\(name) loaded")
                continue
            }
            #expect(
                failure.diagnostics.contains { $0.isError && $0.description.hasPrefix(path + expected) },
                "\(failure.diagnostics)")
        }
        guard case .failure(let missing) = ThemeInput(folder.appendingPathComponent("none.json").path).load() else {
            Issue.record("a missing file loaded")
            return
        }
        #expect(missing.diagnostics.first?.message.contains("cannot read") == true)
    }

    @Test("git:REV:PATH names a file in a revision; other arguments are paths")
    func inputs() {
        let git = ThemeInput("git:origin/main:Themes/brand.json")
        #expect(git.revision == "origin/main" && git.path == "Themes/brand.json")
        let file = ThemeInput("Themes/brand.json")
        #expect(file.revision == nil && file.path == "Themes/brand.json")
    }
}
