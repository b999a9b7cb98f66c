import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// `--suggest-map` on the public design systems of Tools/Corpus/SuggestMap, against the maps
/// their experts wrote by hand. The systems' files are not all committed (their licences);
/// `scripts/suggest-map-corpus` brings them, and these tests are skipped until it has.
/// The corpus's systems whose files are present.
enum SuggestCorpus {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tools/Corpus/SuggestMap")

    struct System: Sendable, CustomStringConvertible {
        let name: String
        let entry: URL
        let expert: JSONNode
        /// `tune`, `holdout` and `holdout2` to `holdout11` (measured once each, all tuning
        /// material now), or a held-out set added later (measured by scripts/suggest-map-score
        /// once the rules are done, and never run here).
        let split: String
        /// The ninety systems the rules are tuned on, all held to this suite's bound.
        var isTuning: Bool { Self.tuningSplits.contains(split) }
        static let tuningSplits: Set<String> = [
            "tune", "holdout", "holdout2", "holdout3", "holdout4", "holdout5", "holdout6", "holdout7", "holdout8",
            "holdout9", "holdout10", "holdout11",
        ]
        var description: String { name }
    }

    /// The systems of the manifest whose files are present.
    static let present: [System] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("manifest.json")),
            let manifest = try? JSONNode(parsing: data)
        else { return [] }
        return (manifest["systems"]?.elements ?? []).compactMap { system in
            guard let name = system["name"]?.stringValue, let entry = system["entry"]?.stringValue,
                let map = system["expertMap"]?.stringValue
            else { return nil }
            let systemFolder = folder.appendingPathComponent("systems").appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: systemFolder.appendingPathComponent(entry).path),
                let expert = try? JSONNode(parsing: Data(contentsOf: folder.appendingPathComponent(map)))
            else { return nil }
            return System(
                name: name, entry: systemFolder.appendingPathComponent(entry), expert: expert,
                split: system["split"]?.stringValue ?? "")
        }
    }()

    /// The tuning systems present: the only ones the tests compute suggestions for.
    static let tuning = present.filter(\.isTuning)
}

@Suite(
    "Suggested maps: public design systems",
    .enabled(
        if: !SuggestCorpus.present.isEmpty,
        "the corpus is not materialised: run scripts/suggest-map-corpus"))
struct MapSuggestionCorpusTests {
    typealias System = SuggestCorpus.System
    static let tuning = SuggestCorpus.tuning

    static let kinds: [String: Set<String>] = [
        "colors": ["color"], "typography": ["typography"], "spacing": ["dimension", "number", "spacing", "sizing"],
        "radii": ["dimension", "number", "borderRadius"],
    ]

    @Test("every suggestion names a token of the role's kind, and every role has a reason", arguments: tuning)
    func kinds(_ system: System) throws {
        let suggested = TokenMap.suggested(forFile: system.entry, shownAs: system.name)
        let map = try #require(suggested.map, "\(system.name) is not read: \(suggested.diagnostics.prefix(2))")
        let tokens = DesignTokenReader().read(contentsOf: system.entry, shownAs: system.name).tokens
        for (section, kinds) in Self.kinds {
            for entry in map[section]?.members ?? [] {
                #expect(
                    map["$why"]?["\(section).\(entry.key)"]?.stringValue?.isEmpty == false,
                    "\(system.name): \(section).\(entry.key) has no reason")
                guard let name = entry.value.stringValue, !name.isEmpty else { continue }
                let token = try #require(
                    tokens[name], "\(system.name): \(section).\(entry.key) names `\(name)`, which the tokens lack")
                let kind = token.type?.rawValue ?? token.typeName ?? ""
                // An untyped token (Style Dictionary writes no `$type`) is a length by its value:
                // px, rem, or a bare number (`"4"`, pixels in Style Dictionary).
                let length =
                    kind.isEmpty
                    && (token.value.stringValue.map { $0.hasSuffix("px") || $0.hasSuffix("rem") || Double($0) != nil }
                        ?? false)
                #expect(
                    kinds.contains(kind) || (length && section != "colors" && section != "typography"),
                    "\(system.name): \(section).\(entry.key) ← `\(name)` is a \(kind.isEmpty ? "token without a type" : kind)"
                )
            }
        }
    }

    @Test(
        "over the tuning systems present, at most 10 % of the suggestions for roles the experts mapped are wrong (scripts/suggest-map-score reports the held-out set)"
    )
    func precision() throws {
        var (made, wrong) = (0, 0)
        var mistakes: [String] = []
        for system in Self.tuning {
            guard let map = TokenMap.suggested(forFile: system.entry, shownAs: system.name).map else { continue }
            for section in ["colors", "typography", "spacing", "radii"] {
                for entry in system.expert[section]?.members ?? [] {
                    guard let got = map[section]?[entry.key]?.stringValue, !got.isEmpty else { continue }
                    made += 1
                    if got != entry.value.stringValue {
                        wrong += 1
                        mistakes.append("\(system.name) \(section).\(entry.key): \(got)")
                    }
                }
            }
        }
        guard made > 0 else { return }
        #expect(Double(wrong) <= Double(made) * 0.1, "\(wrong) of \(made) wrong: \(mistakes)")
    }
}
