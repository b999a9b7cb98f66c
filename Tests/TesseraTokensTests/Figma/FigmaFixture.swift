import Foundation
import TesseraCore

@testable import TesseraTokens

/// The example Figma file the README shows, and small files written inline.
enum FigmaFixture {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Figma/figma-variables.json")

    static func exampleTokens() throws -> FigmaTokens {
        FigmaTokens.convert(
            FigmaFile.read(try Data(contentsOf: example), file: "figma-variables.json"), name: "figma-variables",
            file: "figma-variables.json")
    }

    static func read(_ json: String, file: String = "inline.json") -> FigmaFile {
        FigmaFile.read(Data(json.utf8), file: file)
    }

    /// A "get local variables" response with `collections` (JSON objects) and `variables`.
    static func response(collections: [String], variables: [String]) -> String {
        #"{"status": 200, "error": false, "meta": {"variableCollections": {"# + collections.joined(separator: ", ")
            + #"}, "variables": {"#
            + variables.joined(separator: ", ") + "}}}"
    }

    static func collection(_ id: String, _ name: String, modes: [(String, String)], extra: String = "") -> String {
        let list = modes.map { #"{"modeId": "\#($0.0)", "name": "\#($0.1)"}"# }.joined(separator: ", ")
        return
            #""\#(id)": {"id": "\#(id)", "name": "\#(name)", "modes": [\#(list)], "defaultModeId": "\#(modes[0].0)"\#(extra)}"#
    }

    static func variable(
        _ id: String, _ name: String, in collection: String, _ type: String, _ values: String,
        scopes: String = #"["ALL_SCOPES"]"#
    ) -> String {
        #""\#(id)": {"id": "\#(id)", "name": "\#(name)", "variableCollectionId": "\#(collection)", "resolvedType": "\#(type)", "valuesByMode": \#(values), "scopes": \#(scopes)}"#
    }
}
