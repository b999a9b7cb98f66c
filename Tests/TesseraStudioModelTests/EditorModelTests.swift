import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudioModel
import TesseraTestSupport
import Testing

/// The Studio's value editors (``EditorModel`` and edits through ``StudioSession/edit(_:to:)``):
/// values shown as the draft writes them, a chosen token written as a reference, one key written
/// per edit, and a bad value refused at its place in the file, changing nothing.
@MainActor
@Suite("Studio: value editors")
struct EditorModelTests {
    static let members =
        ##""typography": {"caption": {"size": 13.5}}, "radii": {"small": 7}, "surfaces": {"cardSecondary": {"radius": 11}}"##

    static func editors(_ session: StudioSession) -> JSONNode {
        (try? JSONNode(encoding: session.gallery(for: ThemeContext()).editors, memberOrder: .encoded)) ?? .null
    }

    static func saved(_ folder: URL) throws -> JSONNode {
        try JSONNode(parsing: Data(contentsOf: folder.appendingPathComponent("theme.json")))
    }

    @Test("a surface's radius is shown as written: the reference, not the points it resolves to")
    func surfaceRadiusShownAsWritten() throws {
        let (session, folder) = try ModeMatrixTests.session(Self.members)
        defer { TemporaryFolder.remove(folder) }
        let editors = Self.editors(session)
        #expect(editors["surfaces"]?["card"]?["radius"]?.stringValue == "{radii.large}", "the preset's reference")
        #expect(editors["surfaces"]?["cardSecondary"]?["radius"]?.numberValue == 11, "this file's literal")
        let choices = editors["choices"]?["radii"]?.elements?.compactMap { $0["reference"]?.stringValue }
        #expect(choices == ["{radii.none}", "{radii.small}", "{radii.medium}", "{radii.large}", "{radii.xl}"])
        #expect(
            editors["choices"]?["radii"]?.elements?[1]["points"]?.numberValue == 7, "a token's points are the draft's")
    }

    @Test("choosing a radius token for a surface writes the reference and keeps it through a save")
    func surfaceRadiusKeepsReference() async throws {
        let (session, folder) = try ModeMatrixTests.session(Self.members)
        defer { TemporaryFolder.remove(folder) }
        let before = try Self.saved(folder)
        #expect(session.edit(["surfaces", "cardSecondary", "radius"], to: .string("{radii.small}")) == [])
        #expect(Self.editors(session)["surfaces"]?["cardSecondary"]?["radius"]?.stringValue == "{radii.small}")
        #expect(
            session.gallery(for: ThemeContext()).gallery.surfaces["cardSecondary"]?["cornerRadius"]?.numberValue == 7)
        // The token's value changes; the surface follows it, as a reference does.
        #expect(session.edit(["radii", "small"], to: .number(9)) == [])
        #expect(
            session.gallery(for: ThemeContext()).gallery.surfaces["cardSecondary"]?["cornerRadius"]?.numberValue == 9)
        #expect(await session.save() == nil)
        let saved = try Self.saved(folder)
        #expect(saved["surfaces"]?["cardSecondary"]?["radius"]?.stringValue == "{radii.small}")
        #expect(saved["radii"]?["small"]?.numberValue == 9)
        let rest = saved.removing(at: ["surfaces", "cardSecondary", "radius"]).removing(at: ["radii", "small"])
        #expect(
            rest == before.removing(at: ["surfaces", "cardSecondary", "radius"]).removing(at: ["radii", "small"]),
            "nothing else is written")
    }

    @Test("editing a text role's size writes that key alone; weight, design and tracking each write theirs")
    func textRoleOneKey() async throws {
        let (session, folder) = try ModeMatrixTests.session(Self.members)
        defer { TemporaryFolder.remove(folder) }
        let before = try Self.saved(folder)
        #expect(session.edit(["typography", "body", "size"], to: .number(18)) == [])
        #expect(await session.save() == nil)
        let saved = try Self.saved(folder)
        #expect(
            saved["typography"]?["body"] == .object(["size": .number(18)]),
            "only the size: \(saved["typography"]?["body"]?.text() ?? "none")")
        #expect(saved.removing(at: ["typography", "body"]) == before, "nothing else changed")
        #expect(
            Self.editors(session)["typography"]?["body"]?["lineSpacing"]?.numberValue == 2,
            "the preset's keys are still shown as written")

        #expect(session.edit(["typography", "body", "weight"], to: .string("semibold")) == [])
        #expect(session.edit(["typography", "body", "design"], to: .string("serif")) == [])
        #expect(session.edit(["typography", "body", "letterSpacing"], to: .number(0.2)) == [])
        #expect(session.gallery(for: ThemeContext()).gallery.typography["body"]?["weight"]?.stringValue == "semibold")
        #expect(await session.save() == nil)
        let body = try Self.saved(folder)["typography"]?["body"]
        #expect(
            body?.members?.map(\.key).sorted() == ["design", "letterSpacing", "size", "weight"],
            "\(body?.text() ?? "none")")

        // Choosing "default" (an emptied field) sends null: the key is left out again.
        #expect(session.edit(["typography", "body", "design"], to: .null) == [])
        #expect(Self.editors(session)["typography"]?["body"]?["design"] == nil)
        #expect(await session.save() == nil)
        #expect(try Self.saved(folder)["typography"]?["body"]?["design"] == nil)
    }

    @Test("a shadow's colour reference and a motion curve are written as chosen")
    func shadowAndMotion() async throws {
        let (session, folder) = try ModeMatrixTests.session(Self.members)
        defer { TemporaryFolder.remove(folder) }
        #expect(session.edit(["shadows", "medium", "color"], to: .string("{colors.accent}")) == [])
        #expect(session.edit(["motion", "standard", "duration"], to: .number(0.4)) == [])
        #expect(session.edit(["motion", "gentle", "curve"], to: .string("linear")) == [])
        let editors = Self.editors(session)
        #expect(editors["shadows"]?["medium"]?["color"]?.stringValue == "{colors.accent}")
        #expect(editors["motion"]?["standard"]?["duration"]?.numberValue == 0.4)
        #expect(editors["choices"]?["curves"]?.elements?.compactMap(\.stringValue).contains("spring") == true)
        #expect(await session.save() == nil)
        let saved = try Self.saved(folder)
        #expect(saved["shadows"]?["medium"] == .object(["color": .string("{colors.accent}")]))
        // An animation is one value (a merge replaces it whole): it is written whole, its duration and Reduce Motion substitute kept.
        #expect(
            saved["motion"]?["gentle"]
                == .object([
                    "curve": .string("linear"), "duration": .number(0.15),
                    "reduceMotion": .object(["curve": .string("none")]),
                ]))
    }

    @Test("a press animation the theme does not write is shown as the core defines it, named as built in")
    func builtInMotion() throws {
        let (session, folder) = try ModeMatrixTests.session(Self.members)
        defer { TemporaryFolder.remove(folder) }
        let editors = Self.editors(session)
        #expect(editors["builtInMotion"]?.elements?.compactMap(\.stringValue) == PressAnimation.allCases.map(\.name))
        #expect(
            editors["motion"]?["pop"]?["damping"]?.numberValue == 0.5
                && editors["motion"]?["pop"]?["curve"]?.stringValue == "spring")
        var pop = editors["motion"]?["pop"] ?? .null
        pop = pop.setting(.number(0.6), at: ["damping"])
        #expect(session.edit(["motion", "pop"], to: pop) == [])
        let after = Self.editors(session)
        #expect(after["builtInMotion"]?.elements?.compactMap(\.stringValue).contains("pop") == false, "written now")
        #expect(after["motion"]?["pop"]?["damping"]?.numberValue == 0.6)
    }

    @Test("switching a curve's kind starts from the theme's own timing of that kind; the entry written compiles")
    func curveSwitch() async throws {
        let (session, folder) = try ModeMatrixTests.session(
            ##""motion": {"gentle": {"curve": "easeOut", "duration": 0.2}}"##)
        defer { TemporaryFolder.remove(folder) }
        let timings = Self.editors(session)["choices"]?["curveTimings"]
        #expect(
            timings?["spring"] == .object(["response": .number(0.4), "damping": .number(0.55)]),
            "bounce, the first spring by name")
        #expect(timings?["easeOut"] == .object(["duration": .number(0.2)]), "gentle, this file's")
        #expect(
            timings?["linear"] == .object(["duration": .number(0.2)]),
            "no linear curve: the first easing curve's duration")
        #expect(timings?["none"] == .object([:]))
        let spring: JSONNode = .object([
            "curve": .string("spring"), "response": .number(0.4), "damping": .number(0.55),
            "reduceMotion": .object(["curve": .string("none")]),
        ])
        #expect(session.edit(["motion", "gentle"], to: spring) == [])
        #expect(await session.save() == nil)
        let gentle = try Self.saved(folder)["motion"]?["gentle"]
        #expect(
            gentle?["curve"]?.stringValue == "spring" && gentle?["response"]?.numberValue == 0.4
                && gentle?["damping"]?.numberValue == 0.55, "\(gentle?.text() ?? "none")")
        #expect(
            ThemeFileStore(url: folder.appendingPathComponent("theme.json")).read().theme?.spec.motion["gentle"]?
                .animation.curve == .spring)
    }

    @Test(
        "a bad value is refused with the core's message at its line and column, and nothing changes",
        arguments: [
            (["surfaces", "card", "radius"], JSONNode.string("{radii.huge}")),
            (["surfaces", "card", "radius"], JSONNode.string("twelve")),
            (["typography", "body", "weight"], JSONNode.string("heavyish")),
            (["shadows", "small", "opacity"], JSONNode.number(2)),
            (["motion", "gentle", "curve"], JSONNode.string("wobble")),
        ] as [([String], JSONNode)])
    func badValueLocated(path: [String], value: JSONNode) throws {
        let (session, folder) = try ModeMatrixTests.session(Self.members)
        defer { TemporaryFolder.remove(folder) }
        let revision = session.revision
        let refused = session.edit(JSONPath(path.map(JSONPath.Component.key)), to: value)
        #expect(!refused.isEmpty, "\(path) = \(value.text())")
        let first = refused.first
        #expect(
            first?.file == "theme.json" && first?.location != nil,
            "located in the file: \(first?.description ?? "none")")
        #expect(
            first?.description.contains(path.dropLast().joined(separator: ".")) == true
                || first?.path.description.contains(path.last ?? "") == true,
            "names the place: \(first?.description ?? "none")")
        #expect(session.revision == revision && !session.hasUnsavedChanges, "nothing changed")
    }
}
