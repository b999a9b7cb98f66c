import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

@testable import TesseraTokens

/// Each public design system of Tools/Corpus/SuggestMap imported with the map its expert wrote by
/// hand: every mapped role is in the theme, with its token's value. A system is read from
/// `systems/NAME` (what `scripts/suggest-map-corpus` writes), else from the files kept in
/// `vendor/NAME` with its resolver; one that is in neither is skipped, and named.
enum CorpusImport {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Tools/Corpus/SuggestMap")

    struct System: Sendable, CustomStringConvertible {
        let name: String
        let entry: String
        let map: URL
        let inputs: [String: String]
        /// `systems/NAME`, or `vendor/NAME` (whose resolver is in `resolvers/`).
        let files: URL
        let vendored: Bool
        /// Why the reader cannot read this system yet (the manifest's `notRead`): its import is a
        /// known issue until the reader learns the dialect, and a pass then fails the test.
        var notRead: String? = nil
        var description: String { name }
    }

    static let manifest: [JSONNode] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("manifest.json")),
            let root = try? JSONNode(parsing: data)
        else { return [] }
        return root["systems"]?.elements ?? []
    }()

    static func system(_ node: JSONNode) -> System? {
        guard let name = node["name"]?.stringValue, let entry = node["entry"]?.stringValue,
            let map = node["expertMap"]?.stringValue
        else { return nil }
        let inputs = Dictionary(
            (node["inputs"]?.members ?? []).compactMap { member in member.value.stringValue.map { (member.key, $0) } },
            uniquingKeysWith: { first, _ in first })
        let materialised = folder.appendingPathComponent("systems/\(name)")
        if FileManager.default.fileExists(atPath: materialised.appendingPathComponent(entry).path) {
            return System(
                name: name, entry: entry, map: folder.appendingPathComponent(map), inputs: inputs, files: materialised,
                vendored: false,
                notRead: node["notRead"]?.stringValue)
        }
        let vendored = folder.appendingPathComponent("vendor/\(name)")
        guard FileManager.default.fileExists(atPath: vendored.path) else { return nil }
        return System(
            name: name, entry: entry, map: folder.appendingPathComponent(map), inputs: inputs, files: vendored,
            vendored: true,
            notRead: node["notRead"]?.stringValue)
    }

    /// The systems whose files are here.
    static let present: [System] = manifest.compactMap(system)
    /// The systems named in the manifest whose files are not.
    static let absent: [String] = manifest.compactMap { node in
        system(node) == nil ? node["name"]?.stringValue : nil
    }
}

struct CorpusImportTests {
    typealias System = CorpusImport.System

    @Test(
        "every system of the manifest is present (the others need scripts/suggest-map-corpus and clones)",
        .enabled(
            if: CorpusImport.absent.isEmpty,
            "not present, skipped: \(CorpusImport.absent.joined(separator: ", ")) — run scripts/suggest-map-corpus with clones of their repositories"
        ))
    func everySystemIsPresent() {
        #expect(CorpusImport.present.count == CorpusImport.manifest.count)
    }

    /// The system's files in one folder with its resolver, as the script lays them out.
    private func entry(of system: System, in scratch: URL) throws -> URL {
        guard system.vendored else { return system.files.appendingPathComponent(system.entry) }
        let copy = scratch.appendingPathComponent(system.name)
        try FileManager.default.copyItem(at: system.files, to: copy)
        let resolver = CorpusImport.folder.appendingPathComponent("resolvers/\(system.name).resolver.json")
        if FileManager.default.fileExists(atPath: resolver.path) {
            try FileManager.default.copyItem(at: resolver, to: copy.appendingPathComponent(resolver.lastPathComponent))
        }
        return copy.appendingPathComponent(system.entry)
    }

    @Test(
        "the system imports with its expert's map, every mapped role in the theme with its token's value",
        arguments: CorpusImport.present)
    func importsWithItsExpertMap(_ system: System) throws {
        guard let reason = system.notRead else { return try checkImport(of: system) }
        withKnownIssue("\(system.name) is not read yet: \(reason)") { try checkImport(of: system) }
    }

    private func checkImport(of system: System) throws {
        let scratch = try TemporaryFolder.create("tessera-corpus")
        defer { TemporaryFolder.remove(scratch) }
        let url = try entry(of: system, in: scratch)
        let read = TokenMap.read(try Data(contentsOf: system.map), shownAs: system.map.lastPathComponent)
        let map = try #require(read.map, "\(system.name): \(read.diagnostics)")
        let result = DTCGImport.theme(from: url, inputs: system.inputs, map: map, shownAs: system.name)
        let errors = result.diagnostics.filter(\.isError).prefix(3).map(\.description)
        let theme = try #require(result.theme, "\(system.name) was not imported: \(errors)")
        #expect(result.isValid, "\(system.name): \(errors)")
        // The tokens in the light mode the import read, to compare each role with.
        let reader = DesignTokenReader(strictness: .lenient)
        let first = reader.read(contentsOf: url, inputs: system.inputs, shownAs: system.name)
        let light = DTCGImport.modeInputs(first.resolver, map: map, base: system.inputs)["light"] ?? system.inputs
        let tokens = reader.read(contentsOf: url, inputs: light, shownAs: system.name).tokens
        for (section, roles) in map.roles {
            let place = section == "spacing" ? theme["layout"]?["spacing"] : theme[section]
            for (role, name) in roles {
                let value = try #require(
                    place?[role], "\(system.name): \(section).\(role) (`\(name)`) is not in the theme")
                let token = try #require(
                    tokens[name], "\(system.name): \(section).\(role) names `\(name)`, which did not resolve in light")
                switch section {
                case "colors":
                    let written = value.stringValue ?? value["light"]?.stringValue
                    let expected = DTCGValues.themeColor(token.value)?.stringValue
                    #expect(
                        written?.uppercased() == expected?.uppercased(),
                        "\(system.name): colors.\(role) is \(written ?? "?"), `\(name)` is \(expected ?? "?")")
                case "spacing", "radii":
                    #expect(
                        value.numberValue == DTCGValues.points(from: token.value),
                        "\(system.name): \(section).\(role) is \(value), `\(name)` is \(token.value)")
                case "typography":
                    let size = DTCGValues.points(from: token.value["fontSize"])
                    #expect(
                        size == nil || value["size"]?.numberValue == size,
                        "\(system.name): typography.\(role) size \(value["size"]?.description ?? "?"), `\(name)` \(size ?? 0)"
                    )
                default:
                    break
                }
            }
        }
    }
}
