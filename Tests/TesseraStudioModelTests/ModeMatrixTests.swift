import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudioModel
import TesseraTestSupport
import Testing

/// The mode matrix: every colour role in all four modes, where each cell was written, its
/// contrast, and the row actions "Same in all modes" and "Derive increased contrast".
@MainActor
@Suite("Mode matrix")
struct ModeMatrixTests {
    /// A theme on `default` that writes the separator in all four modes and the accent in Light only.
    static func session(_ members: String = ##""colors": {"accent": {"light": "#2563EB"}}"##) throws -> (
        StudioSession, URL
    ) {
        let folder = try TemporaryFolder.create("mode-matrix")
        let file = folder.appendingPathComponent("theme.json")
        try Data(ThemeJSON.extending("default", #""name": "Matrix", "# + members).utf8).write(to: file)
        return (try StudioSession(file: file), folder)
    }

    static func cells(_ session: StudioSession, _ role: String) -> [StudioPayload.Matrix.Cell] {
        session.matrix.roles.first { $0.name == role }?.cells ?? []
    }

    @Test("a row per colour role with its value in each mode as the core resolves it")
    func values() throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        let matrix = session.matrix
        #expect(
            matrix.modes.map(\.key) == [
                "light", "dark", "increasedContrastLight", "increasedContrastDark",
            ])
        #expect(
            try JSONNode(encoding: matrix.modes, memberOrder: .encoded)
                == GalleryModel.tree(for: session.theme, in: ThemeContext())["modes"])
        #expect(matrix.roles.map(\.name) == session.theme.colorRoles.map(\.name))
        let accent = Self.cells(session, "accent")
        for (cell, mode) in zip(accent, ModeMatrix.modes) {
            #expect(cell.hex == session.theme.color(.accent, in: mode).hexString)
        }
        #expect(accent.first?.written?.stringValue == "#2563EB")
        #expect(accent[1].written?.stringValue == "{palette.indigo.300}", "a preset's reference is shown as written")
    }

    @Test("each cell says where it was written: here, the preset, or the mode it follows")
    func origins() throws {
        let (session, folder) = try Self.session(
            ##""colors": {"accent": {"light": "#2563EB"}, "brand": {"light": "#0F766E", "fallback": "accent"}}"##)
        defer { TemporaryFolder.remove(folder) }
        let accent = Self.cells(session, "accent")
        #expect(accent[0].origin == "this file" && !accent[0].inherited)
        #expect(accent[1].origin == "preset default" && accent[1].inherited)
        let brand = Self.cells(session, "brand")
        #expect(brand[1].follows == "light" && brand[1].origin == "this file")
        #expect(brand[3].follows == "light", "dark increased contrast follows light when neither dark mode is written")
        #expect(brand[0].follows == nil)
    }

    @Test("a role the audit checks in a pair has its worst pair's contrast in each mode")
    func contrast() throws {
        let (session, folder) = try Self.session(##""colors": {"accent": {"light": "#8FA8FF"}}"##)
        defer { TemporaryFolder.remove(folder) }
        let light = Self.cells(session, "textOnAccent")[0].contrast
        #expect(light?.passed == false && light?.against == "accent")
        let worst = AccessibilityAudit.contrast(in: session.theme.resolved(for: ThemeContext()))
            .filter { $0.role == "textOnAccent" && $0.against != nil }.min {
                $0.value / $0.threshold < $1.value / $1.threshold
            }
        #expect(light?.ratio == worst.map { AccessibilityAudit.format($0.value) })
        #expect(Self.cells(session, "background")[0].contrast == nil, "a role drawn on nothing has no badge")
    }

    @Test("several edits are one undoable step and keep a reference as written")
    func sameInAllModes() throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        let edits = ModeMatrix.modes.map {
            (
                path: JSONPath([.key("colors"), .key("accent"), .key($0.key)]),
                value: JSONNode.string("{palette.red.600}")
            )
        }
        #expect(session.edit(edits, label: "Same in all modes for accent").isEmpty)
        #expect(
            Self.cells(session, "accent").map { $0.written?.stringValue }
                == Array(repeating: "{palette.red.600}", count: 4))
        #expect(Self.cells(session, "accent").allSatisfy { $0.origin == "this file" && $0.follows == nil })
        session.undo()
        #expect(
            Self.cells(session, "accent")[1].written?.stringValue == "{palette.indigo.300}",
            "one undo takes all four back")
    }

    @Test("a refused edit among several changes nothing")
    func refused() throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        let revision = session.revision
        let refused = session.edit(
            [
                (path: JSONPath([.key("colors"), .key("accent"), .key("dark")]), value: .string("#000000")),
                (path: JSONPath([.key("colors"), .key("accent"), .key("light")]), value: .string("{palette.nope}")),
            ], label: "x")
        #expect(!refused.isEmpty && refused.contains { $0.message.contains("nope") })
        #expect(session.revision == revision && !session.hasUnsavedChanges)
    }

    @Test("derive increased contrast solves both increased modes from the standard ones, as the generator holds them")
    func derive() throws {
        // Orange on white fails even 3:1; increased contrast needs 4.5:1.
        let (session, folder) = try Self.session(##""colors": {"accent": {"light": "#FF8800"}}"##)
        defer { TemporaryFolder.remove(folder) }
        let darkBefore = session.theme.color(.accent, in: ColorMode(.dark))
        guard case .success(let edits) = session.deriveIncreasedContrast(of: "accent") else {
            Issue.record("nothing derived")
            return
        }
        #expect(edits.map(\.key) == ["increasedContrastLight", "increasedContrastDark"])
        let theme = session.theme
        let light = theme.color(.accent, in: ColorMode(.light, .increased))
        #expect(light != theme.color(.accent, in: ColorMode(.light)), "the orange moved")
        #expect(abs(light.okLCH.hue - (try RGBA(hex: "#FF8800")).okLCH.hue) < 8, "its hue kept")
        let increased = AccessibilityAudit.contrast(
            in: theme.resolved(for: ThemeContext(appearance: .light, contrast: .increased))
        )
        .filter { $0.role == "accent" || $0.against == "accent" }
        #expect(!increased.isEmpty)
        for finding in increased {
            #expect(finding.value >= 4.5, "\(finding.role) on \(finding.against ?? "") reaches 4.5:1")
        }
        // Dark passes as it is: its increased value is its standard one, still a palette reference.
        #expect(theme.color(.accent, in: ColorMode(.dark, .increased)) == darkBefore)
        #expect(edits.last?.value == "{palette.indigo.300}")
        session.undo()
        #expect(
            session.theme.color(.accent, in: ColorMode(.light, .increased))
                == Presets.default.theme.color(.accent, in: ColorMode(.light, .increased)))
        if case .failure(.nothingToFix(let message)) = session.deriveIncreasedContrast(of: "nope") {
            #expect(message.contains("nope"))
        } else {
            Issue.record("an unknown role was not refused")
        }
    }
}
