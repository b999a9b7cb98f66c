import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudioModel
import TesseraTestSupport
import Testing

/// The editors of button forms, surfaces' materials, gaps, the grid and text roles' Dynamic Type
/// clamps (``EditorModel``): each value shown as written — a reference as the reference —, the
/// choices the core accepts, and a chosen token written as a reference through the one edit seam,
/// nothing else written.
@MainActor
@Suite("Studio: button, surface, gap, grid and clamp editors")
struct GroupEditorTests {
    static func editors(_ session: StudioSession) -> JSONNode { EditorModelTests.editors(session) }

    @Test("each group is shown as written: references stay references")
    func shownAsWritten() throws {
        let (session, folder) = try ModeMatrixTests.session(##""layout": {"gaps": {"tight": 6}}"##)
        defer { TemporaryFolder.remove(folder) }
        let editors = Self.editors(session)
        #expect(editors["gaps"]?["micro"]?.stringValue == "{spacing.xs}")
        #expect(editors["gaps"]?["tight"]?.numberValue == 6, "this file's literal")
        #expect(
            editors["grid"]?["gutter"]?.stringValue == "{spacing.l}" && editors["grid"]?["columns"]?.numberValue == 4)
        #expect(editors["buttons"]?["primary"]?["shape"]?.stringValue == "capsule")
        #expect(editors["buttons"]?["tertiary"]?["shape"]?.stringValue == "{radii.medium}")
        #expect(
            editors["buttons"]?["primary"]?["fill"]?.stringValue == "accent"
                && editors["buttons"]?["primary"]?["form"]?.stringValue == "capsule")
        #expect(editors["buttonForms"]?["iconSize"]?.numberValue == 20)
        #expect(editors["surfaces"]?["sheet"]?["background"]?["material"]?.stringValue == "regular")
        #expect(editors["surfaces"]?["sheet"]?["background"]?["tint"]?.stringValue == "surfaceOverlay")
        #expect(editors["surfaces"]?["card"]?["radius"]?.stringValue == "{radii.large}", "the radius is still there")
        #expect(editors["typography"]?["buttonPrimary"]?["maximumSize"]?.stringValue == "accessibility3")
        let choices = editors["choices"]
        #expect(
            choices?["spacing"]?.elements?.first { $0["name"]?.stringValue == "s" }?["reference"]?.stringValue
                == "{spacing.s}")
        #expect(choices?["spacing"]?.elements?.first { $0["name"]?.stringValue == "s" }?["points"]?.numberValue == 8)
        #expect(choices?["materials"]?.elements?.compactMap(\.stringValue) == Material.allCases.map(\.rawValue))
        #expect(choices?["buttonForms"]?.elements?.compactMap(\.stringValue) == ButtonForm.allCases.map(\.rawValue))
        #expect(choices?["sizes"]?.elements?.compactMap(\.stringValue) == DynamicTypeSize.allCases.map(\.rawValue))
        #expect(choices?["colorRoles"]?.elements?.compactMap(\.stringValue).contains("surfaceOverlay") == true)
        #expect(choices?["textRoles"]?.elements?.compactMap(\.stringValue).contains("buttonPrimary") == true)
        #expect(choices?["animations"]?.elements?.compactMap(\.stringValue).contains("bounce") == true)
    }

    /// Each editor's edit as the page sends it when a token or a name is chosen, and what the file then holds there.
    @Test(
        "choosing a token writes the reference; the saved file changes only there",
        arguments: [
            (["layout", "gaps", "tight"], JSONNode.string("{spacing.xs}")),
            (["layout", "grid", "gutter"], JSONNode.string("{spacing.m}")),
            (["layout", "grid", "margin"], JSONNode.string("{spacing.xl}")),
            (["buttons", "primary", "shape"], JSONNode.string("{radii.small}")),
            (["buttons", "secondary", "fill"], JSONNode.string("surfaceBase")),
            (["buttons", "primary", "labelColor"], JSONNode.string("textPrimary")),
            (["buttons", "plain", "padding", "horizontal"], JSONNode.string("{spacing.l}")),
            (["surfaces", "sheet", "background", "material"], JSONNode.string("thick")),
            (["surfaces", "sheet", "background", "tint"], JSONNode.string("surfaceBase")),
            (["typography", "body", "maximumSize"], JSONNode.string("accessibility2")),
        ] as [([String], JSONNode)])
    func tokenWritesReference(path: [String], value: JSONNode) async throws {
        let (session, folder) = try ModeMatrixTests.session()
        defer { TemporaryFolder.remove(folder) }
        let before = try EditorModelTests.saved(folder)
        let jsonPath = JSONPath(path.map(JSONPath.Component.key))
        #expect(session.edit(jsonPath, to: value) == [])
        var shown: JSONNode? = Self.editors(session)
        for key in path.first == "layout" ? Array(path.dropFirst()) : path { shown = shown?[key] }
        #expect(shown == value, "the editor shows what was chosen: \(shown?.text() ?? "nothing")")
        #expect(await session.save() == nil)
        let saved = try EditorModelTests.saved(folder)
        var written: JSONNode? = saved
        for key in path { written = written?[key] }
        #expect(written == value, "saved as chosen: \(written?.text() ?? "nothing")")
        // A surface's background is one value (a merge replaces it whole), so it is written whole.
        let unit =
            path.contains("background") ? JSONPath(path.prefix(through: 2).map(JSONPath.Component.key)) : jsonPath
        #expect(
            Self.without(unit, in: saved) == Self.without(unit, in: before), "nothing else written: \(saved.text())")
    }

    /// `tree` without the value at `path`, and without the objects that leaves empty.
    static func without(_ path: JSONPath, in tree: JSONNode) -> JSONNode {
        var result = tree.removing(at: path)
        var components = path.components
        while !components.isEmpty {
            components.removeLast()
            let parent = JSONPath(components)
            var node: JSONNode? = result
            for case .key(let key) in components { node = node?[key] }
            guard let members = node?.members, members.isEmpty else { break }
            result = result.removing(at: parent)
        }
        return result
    }
}

extension GroupEditorTests {
    @Test(
        "a surface's material changed keeps its tint and opaque colour: the saved file reads back the same background")
    func materialKeepsTint() async throws {
        let (session, folder) = try ModeMatrixTests.session()
        defer { TemporaryFolder.remove(folder) }
        #expect(session.edit(["surfaces", "sheet", "background", "material"], to: .string("thick")) == [])
        let drafted = session.draft.surfaces["sheet"]?.background
        #expect(await session.save() == nil)
        let reread = ThemeFileStore(url: folder.appendingPathComponent("theme.json")).read().spec?.surfaces["sheet"]?
            .background
        #expect(reread == drafted, "\(String(describing: reread)) ≠ \(String(describing: drafted))")
        #expect(Self.editors(session)["surfaces"]?["sheet"]?["background"]?["tint"]?.stringValue == "surfaceOverlay")
    }
}
