import Benchmark
import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTokens

/// A resolver of 120 token files written into `folder`: 20 sets of 100 tokens (colours and
/// dimensions) and 20 modifiers of five contexts, each context's file aliasing 20 tokens of the
/// sets — the shape of a large Figma library's export.
func writeLargeResolver(into folder: URL) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var sets: [String] = []
    var modifiers: [String] = []
    var order: [String] = []
    for set in 0..<20 {
        var tokens: [String] = []
        for index in 0..<100 {
            let value =
                index % 2 == 0
                ? #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(Double(index) / 100), 0.5, \#(Double(set) / 20)]}}"#
                : #"{"$type": "dimension", "$value": {"value": \#(index), "unit": "px"}}"#
            tokens.append(#""t\#(index)": \#(value)"#)
        }
        try Data(#"{"s\#(set)": {\#(tokens.joined(separator: ", "))}}"#.utf8).write(
            to: folder.appendingPathComponent("set-\(set).tokens.json"))
        sets.append(#""s\#(set)": {"sources": [{"$ref": "set-\#(set).tokens.json"}]}"#)
        order.append(##"{"$ref": "#/sets/s\##(set)"}"##)
    }
    for modifier in 0..<20 {
        var contexts: [String] = []
        for context in 0..<5 {
            let aliases = (0..<20).map {
                #""a\#($0)": {"$value": "{s\#((modifier + context) % 20).t\#(($0 * 5 + context) % 100)}"}"#
            }
            let name = "m\(modifier)-c\(context).tokens.json"
            try Data(#"{"m\#(modifier)": {\#(aliases.joined(separator: ", "))}}"#.utf8).write(
                to: folder.appendingPathComponent(name))
            contexts.append(#""c\#(context)": [{"$ref": "\#(name)"}]"#)
        }
        modifiers.append(#""m\#(modifier)": {"contexts": {\#(contexts.joined(separator: ", "))}, "default": "c0"}"#)
        order.append(##"{"$ref": "#/modifiers/m\##(modifier)"}"##)
    }
    let resolver = folder.appendingPathComponent("large.resolver.json")
    try Data(
        #"{"version": "2025.10", "sets": {\#(sets.joined(separator: ", "))}, "modifiers": {\#(modifiers.joined(separator: ", "))}, "resolutionOrder": [\#(order.joined(separator: ", "))]}"#
            .utf8
    )
    .write(to: resolver)
    return resolver
}

/// `tokens validate` of a 120-file, 20-modifier resolver (≤ 100 ms).
let validateBenchmarks: @Sendable () -> Void = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tessera-validate-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
    guard let resolver = try? writeLargeResolver(into: folder) else { return }
    let reader = DesignTokenReader(strictness: .strict)
    Benchmark("Tokens: validate a 120-file, 20-modifier resolver") { benchmark in
        for _ in benchmark.scaledIterations {
            let diagnostics = reader.validate(contentsOf: resolver)
            precondition(!diagnostics.containsErrors)
            blackHole(diagnostics)
        }
    }
}
