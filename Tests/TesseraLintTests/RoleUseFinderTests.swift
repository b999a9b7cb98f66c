import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraLint

/// The uses of removed and renamed roles, found through the syntax tree, and the renames written.
struct RoleUseFinderTests {
    static let changes = RoleChanges(
        renamed: ["promoBanner": "promotion"], removed: ["legacyCard"],
        kinds: ["promoBanner": "color", "legacyCard": "surface"])

    static let source = """
        import SwiftUI
        import Tessera

        extension ColorRole {
            static let promoBanner = ColorRole.custom("promoBanner")
        }

        struct Banner: View {
            // promoBanner in a comment is no use.
            let title = "promoBanner"
            var body: some View {
                Text(title)
                    .foregroundStyle(.promoBanner)
                    .background(ColorRole.promoBanner)
                    .surface(.legacyCard)
            }
        }

        """

    @Test("members, custom-role names and generated declarations are uses; comments and other strings are not")
    func finds() {
        let uses = RoleUseFinder.find(Self.changes, inSource: Self.source, file: "Banner.swift")
        #expect(
            uses.map { "\($0.line):\($0.column) \($0.role)" } == [
                "5:16 promoBanner", "5:48 promoBanner", "13:31 promoBanner", "14:35 promoBanner", "15:23 legacyCard",
            ])
        #expect(uses.last?.description == "Banner.swift:15:23: surface legacyCard is removed")
        #expect(uses.first?.description == "Banner.swift:5:16: color promoBanner is renamed to promotion")
    }

    @Test("--renames writes the new names in place, nothing else")
    func rewrites() throws {
        let folder = try TemporaryFolder.create("renames", containing: ["Banner.swift": Self.source])
        defer { TemporaryFolder.remove(folder) }
        let (uses, missing) = RoleUseFinder.find(Self.changes, in: [folder.path])
        #expect(missing.isEmpty)
        let written = try FixApplier.apply(uses)
        #expect(written.count == 4)
        let text = try String(contentsOf: folder.appendingPathComponent("Banner.swift"), encoding: .utf8)
        #expect(
            text
                == Self.source.replacingOccurrences(of: ".promoBanner", with: ".promotion")
                .replacingOccurrences(of: "let promoBanner", with: "let promotion")
                .replacingOccurrences(of: "custom(\"promoBanner\")", with: "custom(\"promotion\")"))
        #expect(text.contains("// promoBanner in a comment") && text.contains("let title = \"promoBanner\""))
    }
}
