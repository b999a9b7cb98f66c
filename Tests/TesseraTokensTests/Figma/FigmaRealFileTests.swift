import Foundation
@_spi(TesseraTools) import TesseraCore
import Testing

@testable import TesseraTokens

/// Real Figma variables files from public repositories (Tools/Corpus/Figma/manifest.json), brought
/// by `scripts/figma-corpus` into `files/` (not committed). Every variable of a type a token can
/// have imports, and every appearance context reads.
enum FigmaCorpus {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tools/Corpus/Figma")

    static let names: [String] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("manifest.json")),
            let root = try? JSONNode(parsing: data)
        else { return [] }
        return (root["files"]?.elements ?? []).compactMap { $0["name"]?.stringValue }
    }()

    static func url(_ name: String) -> URL { folder.appendingPathComponent("files/\(name).json") }
    static let present = names.filter { FileManager.default.fileExists(atPath: url($0).path) }
    static let absent = names.filter { !present.contains($0) }
}

struct FigmaRealFileTests {
    @Test(
        "every real Figma file of the manifest is present",
        .enabled(
            if: FigmaCorpus.absent.isEmpty,
            "not present, skipped: \(FigmaCorpus.absent.joined(separator: ", ")) — run scripts/figma-corpus with a clone of the repository the manifest names"
        ))
    func everyFileIsPresent() {
        #expect(FigmaCorpus.present.count == FigmaCorpus.names.count)
    }

    @Test("a real Figma file imports with every variable", arguments: FigmaCorpus.present)
    func importsWithEveryVariable(_ name: String) throws {
        let figma = FigmaFile.read(contentsOf: FigmaCorpus.url(name), shownAs: name)
        #expect(figma.isValid, "\(figma.diagnostics.prefix(3))")
        let tokens = FigmaTokens.convert(figma, name: name, file: name)
        #expect(tokens.isValid, "\(tokens.diagnostics.filter(\.isError).prefix(3))")
        // Only variables no DTCG type holds (strings other than font families, booleans) are left
        // out, and a subscribed library's variables whose value is an alias into a library the
        // file does not hold (no value to import): each said.
        let remote = Set(figma.variables.filter(\.remote).map(\.name))
        let lost = tokens.diagnostics.filter { diagnostic in
            diagnostic.message.contains("left out") && !diagnostic.message.contains("have no DTCG type")
                && !(diagnostic.message.contains("a variable that is not in this file")
                    && remote.contains { diagnostic.message.hasPrefix("variable `\($0)` aliases") })
        }
        let unreachable = tokens.diagnostics.filter { $0.message.contains("a variable that is not in this file") }.count
        #expect(lost.isEmpty, "\(lost.prefix(3).map(\.message))")
        #expect(
            tokens.files.allSatisfy { $0.contents.members?.isEmpty == false },
            "\(tokens.files.filter { $0.contents.members?.isEmpty != false }.map(\.path))")
        #expect(Set(tokens.files.map(\.path)).count == tokens.files.count, "two collections wrote one file")
        // Every variable but the strings and booleans said to have no DTCG type is a token.
        let untyped =
            tokens.diagnostics.lazy.filter { $0.message.contains("have no DTCG type") }
            .compactMap { Int($0.message.prefix { $0.isNumber }) }.first ?? 0
        let typed = figma.variables.count - untyped
        // Collections read as one collection's modes count their variables once.
        let merged = tokens.diagnostics.compactMap { diagnostic -> Int? in
            let words = diagnostic.message.split(separator: " ")
            guard diagnostic.message.contains("read as one collection"), words.count > 5, let count = Int(words[0]),
                let each = Int(words[5])
            else { return nil }
            return (count - 1) * each
        }.reduce(0, +)
        var inputs = Array(tokens.modeInputs.values)
        for mode in tokens.otherModes {
            let parts = mode.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { inputs.append([parts[0]: parts[1]]) }
        }
        for input in inputs {
            let read = tokens.read(inputs: input)
            #expect(read.isValid, "\(input): \(read.diagnostics.filter(\.isError).prefix(3))")
            #expect(read.tokens.count == typed - merged - unreachable, "\(input)")
        }
    }
}
