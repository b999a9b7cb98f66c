import Benchmark
import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTokens

/// A "get local variables" response the size of a real design system's: 1,400 variables in 19
/// collections (a one-mode primitives collection of 500; ten of 50 with nine appearance modes,
/// eight of 50 with five density modes), 7,000 mode values, 4,700 of them aliases (to the
/// primitives, and every fifth to the collection before).
func figmaVariablesFile() -> Data {
    let appearance = [
        "Light", "Dark", "Light high contrast", "Dark HC", "Dark dimmed", "Light protanopia", "Dark protanopia",
        "Light tritanopia", "Dark tritanopia",
    ]
    let density = ["Compact", "Regular", "Comfortable", "Spacious", "Dense"]
    var collections: [String] = []
    var variables: [String] = []
    func value(_ index: Int, color: Bool) -> String {
        color
            ? #"{"r": \#(Double(index % 256) / 255), "g": \#(Double((index * 7) % 256) / 255), "b": \#(Double((index * 13) % 256) / 255), "a": 1}"#
            : "\(index % 64)"
    }
    func modeList(_ collection: Int, _ names: [String]) -> String {
        names.enumerated().map { #"{"modeId": "\#(collection):\#($0.offset)", "name": "\#($0.element)"}"# }.joined(
            separator: ", ")
    }
    collections.append(
        #""C0": {"id": "C0", "name": "Primitives", "modes": [\#(modeList(0, ["Value"]))], "defaultModeId": "0:0"}"#)
    for index in 0..<500 {
        let color = index < 400
        variables.append(
            #""P\#(index)": {"id": "P\#(index)", "name": "\#(color ? "color" : "space")/\#(index / 10)/\#(index % 10)", "variableCollectionId": "C0", "resolvedType": "\#(color ? "COLOR" : "FLOAT")", "scopes": \#(color ? "[\"ALL_FILLS\"]" : "[\"GAP\"]"), "valuesByMode": {"0:0": \#(value(index, color: color))}}"#
        )
    }
    var globalIndex = 0
    for collection in 1...18 {
        let modes = collection <= 10 ? appearance : density
        collections.append(
            #""C\#(collection)": {"id": "C\#(collection)", "name": "Collection \#(collection)", "modes": [\#(modeList(collection, modes))], "defaultModeId": "\#(collection):0"}"#
        )
        for index in 0..<50 {
            let color = index % 5 != 0
            var values: [String] = []
            for mode in modes.indices {
                let written: String
                if globalIndex % 65 < 47 {
                    let target =
                        collection > 1 && globalIndex % 5 == 0
                        ? "V\(collection - 1)-\(index)"
                        : "P\(color ? (index * 3 + mode) % 400 : 400 + (index + mode) % 100)"
                    written = #"{"type": "VARIABLE_ALIAS", "id": "\#(target)"}"#
                } else {
                    written = value(globalIndex, color: color)
                }
                values.append(#""\#(collection):\#(mode)": \#(written)"#)
                globalIndex += 1
            }
            variables.append(
                #""V\#(collection)-\#(index)": {"id": "V\#(collection)-\#(index)", "name": "group \#(index % 4)/token \#(index)", "variableCollectionId": "C\#(collection)", "resolvedType": "\#(color ? "COLOR" : "FLOAT")", "scopes": \#(color ? "[\"ALL_FILLS\"]" : "[\"GAP\"]"), "valuesByMode": {\#(values.joined(separator: ", "))}}"#
            )
        }
    }
    return Data(
        #"{"status": 200, "error": false, "meta": {"variableCollections": {\#(collections.joined(separator: ",\n"))}, "variables": {\#(variables.joined(separator: ",\n"))}}}"#
            .utf8)
}

/// Figma import figure: the real-sized file to DTCG token files and a resolver (≤ 50 ms).
let figmaBenchmarks: @Sendable () -> Void = {
    let file = figmaVariablesFile()
    Benchmark("Figma: import 1,400 variables (19 collections, 7,000 mode values, 4,700 aliases) to DTCG") { benchmark in
        for _ in benchmark.scaledIterations {
            let tokens = FigmaTokens.convert(FigmaFile.read(file, file: "variables.json"), name: "variables")
            precondition(tokens.isValid)
            for written in tokens.files { blackHole(written.contents.data()) }
            blackHole(tokens.resolver.data())
        }
    }
}
