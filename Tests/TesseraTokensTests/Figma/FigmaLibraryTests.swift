import Foundation
import TesseraCore
import Testing

@testable import TesseraTokens

/// `Fixtures/figma/library.json` (written by `scripts/figma-library-fixture`): a "get local
/// variables" response built like a large library's — 21 collections, one base colour collection
/// per mode for nine colour modes, a semantic `mode` collection aliasing them, 1,105 variables.
/// Every variable imports and every semantic colour reaches the output with the value Figma shows
/// in each mode.
struct FigmaLibraryTests {
    /// The semantic collection's modes and the appearance context each is read as.
    static let modes: [(name: String, context: String)] = [
        ("Light", "light"), ("Light high contrast", "light-increased-contrast"),
        ("Light colorblind", "light-colorblind"),
        ("Light tritanopia", "light-tritanopia"), ("Dark", "dark"), ("Dark dimmed", "dark-dimmed"),
        ("Dark high contrast", "dark-increased-contrast"), ("Dark colorblind", "dark-colorblind"),
        ("Dark tritanopia", "dark-tritanopia"),
    ]

    private static let url = Fixture.url("figma/library.json")

    private func converted() throws -> FigmaTokens {
        FigmaTokens.convert(
            FigmaFile.read(try Data(contentsOf: Self.url), file: "library.json"), name: "library", file: "library.json")
    }

    /// The file as plain JSON, to compute what Figma shows independently of the importer.
    private struct Raw {
        let collections: [String: [String: Any]]
        let variables: [String: [String: Any]]

        init() throws {
            let root = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: FigmaLibraryTests.url)) as? [String: Any])
            let meta = try #require(root["meta"] as? [String: Any])
            collections = try #require(meta["variableCollections"] as? [String: [String: Any]])
            variables = try #require(meta["variables"] as? [String: [String: Any]])
        }

        func collectionName(of variable: [String: Any]) -> String {
            (collections[variable["variableCollectionId"] as? String ?? ""]?["name"] as? String) ?? ""
        }

        func modeID(named name: String, in collection: String) -> String? {
            let modes =
                collections.values.first { $0["name"] as? String == collection }?["modes"] as? [[String: String]]
            return modes?.first { $0["name"] == name }?["modeId"]
        }

        /// The colour `id` shows in `mode` of its own collection, following aliases as Figma does
        /// (a one-mode collection shows its one value).
        func color(_ id: String, mode: String, depth: Int = 0) -> [Double]? {
            guard depth < 32, let variable = variables[id], let values = variable["valuesByMode"] as? [String: Any]
            else { return nil }
            let value = values[mode] ?? (values.count == 1 ? values.first?.value : nil)
            if let alias = value as? [String: Any], alias["type"] as? String == "VARIABLE_ALIAS",
                let target = alias["id"] as? String
            {
                let sameCollection =
                    variables[target]?["variableCollectionId"] as? String == variable["variableCollectionId"] as? String
                return color(target, mode: sameCollection ? mode : "", depth: depth + 1)
            }
            guard let channels = value as? [String: Double] else { return nil }
            return ["r", "g", "b", "a"].map { channels[$0] ?? 1 }
        }
    }

    private func components(_ token: DesignToken?) -> [Double]? {
        guard let value = token?.value, let numbers = value["components"]?.elements?.compactMap(\.numberValue),
            numbers.count == 3
        else { return nil }
        return numbers + [value["alpha"]?.numberValue ?? 1]
    }

    @Test func everyVariableImportsAndNoFileIsEmpty() throws {
        let tokens = try converted()
        #expect(tokens.isValid, "\(tokens.diagnostics)")
        #expect(
            !tokens.diagnostics.contains { $0.message.contains("left out") }, "\(tokens.diagnostics.map(\.message))")
        #expect(
            tokens.files.allSatisfy { $0.contents.members?.isEmpty == false },
            "\(tokens.files.filter { $0.contents.members?.isEmpty != false }.map(\.path))")
        let raw = try Raw()
        #expect(raw.collections.count == 21 && raw.variables.count == 1_105)
        // The nine base colour collections hold the same names: each name is one token.
        let baseNames = Set(
            raw.variables.values.filter { raw.collectionName(of: $0).hasPrefix("base/color/") }.compactMap {
                $0["name"] as? String
            })
        let others = raw.variables.values.filter { !raw.collectionName(of: $0).hasPrefix("base/color/") }.count
        #expect(baseNames.count == 97)
        let merge = try #require(
            tokens.diagnostics.first { $0.message.contains("read as one collection `base/color`") })
        #expect(merge.message.hasPrefix("9 collections hold the same 97 variable(s)"), "\(merge.message)")
        for mode in Self.modes {
            let read = tokens.read(inputs: ["appearance": mode.context])
            #expect(read.isValid, "\(mode.name): \(read.diagnostics)")
            #expect(read.tokens.count == baseNames.count + others, "\(mode.name)")
        }
        #expect(
            Set(tokens.otherModes)
                == Set(
                    ["light-colorblind", "light-tritanopia", "dark-dimmed", "dark-colorblind", "dark-tritanopia"].map {
                        "appearance=\($0)"
                    }))
    }

    @Test(arguments: modes.map(\.name))
    func everySemanticColourReachesTheOutputWithItsValueInTheMode(_ modeName: String) throws {
        let tokens = try converted()
        let raw = try Raw()
        let context = try #require(Self.modes.first { $0.name == modeName }?.context)
        let mode = try #require(raw.modeID(named: modeName, in: "mode"))
        let read = tokens.read(inputs: ["appearance": context])
        #expect(read.isValid, "\(read.diagnostics)")
        let semantic = raw.variables.values.filter { raw.collectionName(of: $0) == "mode" }
        #expect(semantic.count == 115)
        var checked = 0
        for variable in semantic {
            let name = try #require(variable["name"] as? String)
            let id = try #require(variable["id"] as? String)
            let expected = try #require(raw.color(id, mode: mode), "\(name)")
            let got = try #require(
                components(read.tokens[name.replacingOccurrences(of: "/", with: ".")]), "\(name) in \(modeName)")
            #expect(
                zip(got, expected).allSatisfy { abs($0 - $1) < 0.001 }, "\(name) in \(modeName): \(got) ≠ \(expected)")
            checked += 1
        }
        #expect(checked == 115)
    }

    /// Values read off the fixture's JSON by hand (an alias followed to its base colour).
    @Test(arguments: [
        ("Light", "bgColor.default", "#FCFCFD"), ("Dark", "bgColor.default", "#181A1E"),
        ("Dark dimmed", "bgColor.default", "#30353D"),
        ("Light high contrast", "fgColor.default", "#15181B"), ("Light colorblind", "fgColor.danger", "#C4701C"),
        ("Light colorblind", "bgColor.default", "#FCFCFD"), ("Light tritanopia", "fgColor.accent", "#1CA8C4"),
        ("Dark", "button.primary.bgColor.rest", "#34E26E"), ("Light", "borderColor.translucent", "#17191C26"),
    ])
    func sampleValues(_ mode: String, _ token: String, _ expected: String) throws {
        let tokens = try converted()
        let context = try #require(Self.modes.first { $0.name == mode }?.context)
        let read = tokens.read(inputs: ["appearance": context])
        #expect(read.tokens[token].flatMap { DTCGValues.themeColor($0.value)?.stringValue } == expected)
    }
}
