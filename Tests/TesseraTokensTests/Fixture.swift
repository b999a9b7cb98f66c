import Foundation
import TesseraCore
import TesseraTokens

/// The project's own DTCG fixtures, written to cover every rule the 2025.10 format and resolver
/// modules state (and the conformance suite checks).
enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    static func names(in subfolder: String, prefix: String = "") -> [String] {
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(subfolder).path)) ?? []
        return files.filter { $0.hasSuffix(".json") && $0.hasPrefix(prefix) }.sorted().map { "\(subfolder)/\($0)" }
    }

    static func validate(_ name: String) -> [Diagnostic] {
        DesignTokenReader(strictness: .strict).validate(contentsOf: url(name), shownAs: name)
    }

    static func resolve(_ name: String, inputs: [String: String] = [:], strictness: Strictness = .lenient)
        -> TokenResolution
    {
        DesignTokenReader(strictness: strictness).read(contentsOf: url(name), inputs: inputs, shownAs: name)
    }

    /// Reads JSON text as a token document.
    static func tokens(_ json: String, strictness: Strictness = .strict) -> TokenResolution {
        DesignTokenReader(strictness: strictness).read(Data(json.utf8), file: "inline.json")
    }
}

extension JSONNode {
    var numbers: [Double] { elements?.compactMap(\.numberValue) ?? [] }
}
