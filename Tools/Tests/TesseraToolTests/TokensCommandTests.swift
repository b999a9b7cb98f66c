import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

/// `tessera tokens validate|resolve`, run as a user runs them.
@Suite("tessera tokens")
struct TokensCommandTests {
    static let fixtures = Tool.tokenFixtures

    @Test("validate exits 0 for valid files and resolvers, 1 with FILE:LINE:COL for invalid ones, 64 for usage")
    func validateExitCodes() throws {
        let valid = try Tool.run(
            ["tokens", "validate", "valid/every-type.json", "resolver/theme.resolver.json"], in: Self.fixtures)
        #expect(valid.status == 0, "\(valid.output)\(valid.error)")
        #expect(valid.output.contains("2 files checked: 0 errors"))

        let invalid = try Tool.run(
            ["tokens", "validate", "valid/groups.json", "invalid/alias-cycle.json"], in: Self.fixtures)
        #expect(invalid.status == 1)
        #expect(invalid.output.contains("invalid/alias-cycle.json:4:15: error: "))

        let usage = try Tool.run(["tokens", "validate"], in: Self.fixtures)
        #expect(usage.status == 64)
        #expect(usage.error.contains("Missing expected argument"))
    }

    @Test("resolve prints one DTCG document for the chosen inputs; failures exit 1 and print nothing")
    func resolve() throws {
        let dark = try Tool.run(
            ["tokens", "resolve", "resolver/theme.resolver.json", "--input", "appearance=dark"], in: Self.fixtures)
        #expect(dark.status == 0, "\(dark.error)")
        let document = try JSONNode(parsing: dark.output)
        #expect(document["color"]?["accent"]?["$value"]?["hex"]?.stringValue == "#003366")
        #expect(document["color"]?["accent"]?["$type"]?.stringValue == "color")

        let missing = try Tool.run(
            ["tokens", "resolve", "resolver/theme.resolver.json", "--input", "appearance=sepia"], in: Self.fixtures)
        #expect(missing.status == 1)
        #expect(missing.output.isEmpty)
        #expect(missing.error.contains("choose one of light, dark"))

        let malformed = try Tool.run(
            ["tokens", "resolve", "resolver/theme.resolver.json", "--input", "dark"], in: Self.fixtures)
        #expect(malformed.status == 64)
    }

    @Test("resolve passes real-world departures through with warnings; validate rejects them")
    func lenience() throws {
        let folder = try TemporaryFolder.create("tokens-lenience")
        defer { TemporaryFolder.remove(folder) }
        try #"{"size": {"$type": "dimension", "text": {"$value": {"value": 1.2, "unit": "em"}}}}"#
            .write(to: folder.appendingPathComponent("em.json"), atomically: true, encoding: .utf8)
        let resolved = try Tool.run(["tokens", "resolve", "em.json"], in: folder)
        #expect(resolved.status == 0)
        #expect(resolved.error.contains("em.json:1:75: warning:"), "\(resolved.error)")
        #expect(try JSONNode(parsing: resolved.output)["size"]?["text"]?["$value"]?["unit"]?.stringValue == "em")
        let validated = try Tool.run(["tokens", "validate", "em.json"], in: folder)
        #expect(validated.status == 1)
    }
}
