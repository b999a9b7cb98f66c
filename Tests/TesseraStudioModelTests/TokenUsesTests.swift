import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudioModel
import TesseraTestSupport
import Testing

/// Where each radius and spacing step, shadow and animation is used (`editors.uses`,
/// ``TokenUses``), as the session's gallery carries it: the references the theme writes, merged
/// over its bases, following each edit.
@MainActor
@Suite("Studio: where radii, spacing, shadows and motion are used")
struct TokenUsesTests {
    static func uses(_ session: StudioSession, _ group: String, _ name: String) -> [String] {
        EditorModelTests.editors(session)["uses"]?[group]?[name]?.elements?.compactMap { $0["path"]?.stringValue } ?? []
    }

    @Test("each radius step lists the surfaces and buttons that name it, the preset's and this file's")
    func radii() throws {
        let (session, folder) = try ModeMatrixTests.session(##""surfaces": {"cardSecondary": {"radius": 11}}"##)
        defer { TemporaryFolder.remove(folder) }
        #expect(
            Self.uses(session, "radii", "large") == [
                "surfaces.card.radius", "surfaces.cardElevated.radius", "surfaces.popover.radius",
            ])
        #expect(
            Self.uses(session, "radii", "medium") == ["buttons.plain.shape", "buttons.tertiary.shape"],
            "cardSecondary's radius is this file's literal now, not {radii.medium}")
        #expect(Self.uses(session, "radii", "none") == [], "a step nothing names is listed with no use")
        let use = EditorModelTests.editors(session)["uses"]?["radii"]?["large"]?.elements?.first
        #expect(use?["group"]?.stringValue == "surfaces" && use?["name"]?.stringValue == "card")
    }

    @Test("spacing steps list buttons' padding, gaps, insets and the grid, the size-class overrides too")
    func spacing() throws {
        let (session, folder) = try ModeMatrixTests.session()
        defer { TemporaryFolder.remove(folder) }
        let xl = Self.uses(session, "spacing", "xl")
        #expect(
            xl.contains("buttons.primary.padding.horizontal") && xl.contains("layout.gaps.loose")
                && xl.contains("layout.insets.card.roomy.vertical"))
        #expect(xl.contains("layout.sizeClasses.regularWidth.grid.gutter"))
        #expect(xl == xl.sorted(), "ordered by path")
        #expect(Self.uses(session, "spacing", "none") == [])
    }

    @Test("a button's padding set to a spacing token moves its use to that step; a typed number uses none")
    func paddingFollowsEdit() throws {
        let (session, folder) = try ModeMatrixTests.session()
        defer { TemporaryFolder.remove(folder) }
        #expect(session.edit(["buttons", "primary", "padding", "vertical"], to: .string("{spacing.xxl}")) == [])
        #expect(
            EditorModelTests.editors(session)["buttons"]?["primary"]?["padding"]?["vertical"]?.stringValue
                == "{spacing.xxl}")
        #expect(Self.uses(session, "spacing", "xxl").contains("buttons.primary.padding.vertical"))
        #expect(!Self.uses(session, "spacing", "m").contains("buttons.primary.padding.vertical"))
        #expect(session.edit(["buttons", "primary", "padding", "vertical"], to: .number(13)) == [])
        #expect(!Self.uses(session, "spacing", "xxl").contains("buttons.primary.padding.vertical"))
    }

    @Test("shadows list the surfaces that cast them; animations the button roles that press with them")
    func byName() throws {
        let (session, folder) = try ModeMatrixTests.session(
            ##""motion": {"gentle": {"curve": "easeOut", "duration": 0.2}}"##)
        defer { TemporaryFolder.remove(folder) }
        #expect(Self.uses(session, "shadows", "large") == ["surfaces.floatingPanel.shadow", "surfaces.popover.shadow"])
        #expect(Self.uses(session, "shadows", "small") == [])
        #expect(
            Self.uses(session, "motion", "press") == ["buttons.destructive.animation", "buttons.primary.animation"])
        #expect(
            Self.uses(session, "motion", "gentle") == [
                "buttons.plain.animation", "buttons.secondary.animation", "buttons.tertiary.animation",
            ])
        #expect(session.edit(["surfaces", "card", "shadow"], to: .string("small")) == [])
        #expect(Self.uses(session, "shadows", "small") == ["surfaces.card.shadow"])
    }
}

/// A surface's background switched between a solid colour role and a material (and glass), each
/// switch one edit of the whole background as the server wrote it in `switches`.
@MainActor
@Suite("Studio: switching a surface's background")
struct BackgroundSwitchTests {
    static func switches(_ session: StudioSession, _ role: String) -> JSONNode? {
        EditorModelTests.editors(session)["surfaces"]?[role]?["switches"]
    }

    @Test("solid → material → solid comes back to the start; the saved file then writes nothing for the surface")
    func roundTrip() async throws {
        let (session, folder) = try ModeMatrixTests.session()
        defer { TemporaryFolder.remove(folder) }
        let before = try EditorModelTests.saved(folder)
        let material = try #require(Self.switches(session, "card")?["material"])
        #expect(
            material == .object(["material": .string("regular"), "opaque": .string("surfaceBase")]),
            "\(material.text())")
        #expect(Self.switches(session, "card")?["solid"] == nil, "no switch to the kind it is")
        #expect(session.edit(["surfaces", "card", "background"], to: material) == [])
        #expect(
            session.draft.surfaces["card"]?.background
                == .material(.regular, tint: nil, tintOpacity: nil, opaque: "surfaceBase"))
        #expect(await session.save() == nil)
        #expect(try EditorModelTests.saved(folder)["surfaces"]?["card"]?["background"] == material, "written whole")
        let solid = try #require(Self.switches(session, "card")?["solid"])
        #expect(solid == .object(["solid": .string("surfaceBase")]))
        #expect(session.edit(["surfaces", "card", "background"], to: solid) == [])
        #expect(await session.save() == nil)
        #expect(try EditorModelTests.saved(folder) == before, "back where it started")
    }

    @Test(
        "a material switched to solid fills with its opaque colour; to glass keeps its tint and falls back to its material"
    )
    func fromMaterial() throws {
        let (session, folder) = try ModeMatrixTests.session()
        defer { TemporaryFolder.remove(folder) }
        let switches = Self.switches(session, "chrome")
        #expect(switches?["solid"] == .object(["solid": .string("background")]))
        #expect(
            switches?["glass"]
                == .object([
                    "glass": .string("regular"), "tint": .string("surfaceTint"), "fallback": .string("bar"),
                    "opaque": .string("background"),
                ]))
        #expect(
            Self.switches(session, "floatingWidget")?["material"]
                == .object([
                    "material": .string("thick"), "tint": .string("surfaceBase"), "opaque": .string("surfaceBase"),
                ]))
    }
}
