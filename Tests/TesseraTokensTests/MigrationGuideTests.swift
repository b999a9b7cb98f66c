import Foundation
import Testing

@testable import TesseraTokens

/// The DocC migration guide's role tables say what the importer does: every role the importer
/// maps is in the guide, with the same Tessera role.
struct MigrationGuideTests {
    static let guide = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Tessera/Tessera.docc/MigratingFromGentle.md")

    /// The guide's table rows under `heading`, as (Gentle role, Tessera role) pairs.
    static func rows(under heading: String) throws -> [String: String] {
        let text = try String(contentsOf: guide, encoding: .utf8)
        guard let start = text.range(of: "### \(heading)\n") else { return [:] }
        let section = text[start.upperBound...].prefix { $0 != "#" }
        var rows: [String: String] = [:]
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            let strip: (String) -> String = {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "`."))
                    .replacingOccurrences(of: "role(.", with: "").replacingOccurrences(of: ")", with: "")
            }
            rows[strip(cells[0])] = strip(cells[1])
        }
        return rows
    }

    @Test(arguments: [
        ("Text roles", GentleMapping.text), ("Colour roles", GentleMapping.colors),
        ("Surface roles", GentleMapping.surfaces),
        ("Button roles", GentleMapping.buttons.mapValues(\.role)),
    ])
    func guideTableMatchesTheImporter(_ heading: String, _ mapping: [String: String]) throws {
        let rows = try Self.rows(under: heading)
        #expect(rows.count == mapping.count, "\(heading): \(rows.count) rows for \(mapping.count) mapped roles")
        for (gentle, tessera) in mapping {
            #expect(
                rows[gentle] == tessera,
                "\(heading): `\(gentle)` is `\(tessera)` in the importer, `\(rows[gentle] ?? "missing")` in the guide")
        }
    }
}
