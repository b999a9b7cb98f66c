// libFuzzer entry point for DTCG documents: read the input as a token file or resolver document
// (strictly and leniently, with the Tokens Studio value forms a lenient reading converts), then
// as a Tokens Studio math expression in a token's value. Built by Fuzz/run with the core and the
// TesseraTokens sources; any crash, hang or sanitizer report is a failure.
import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func dtcgTokensTarget(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    for strictness in [Strictness.strict, .lenient] {
        let reader = DesignTokenReader(strictness: strictness)
        let read = reader.read(data, file: "fuzz.tokens.json")
        _ = read.tokens.document().data()
        if let resolver = read.resolver {
            for modifier in resolver.modifiers {
                for context in modifier.contexts { _ = reader.resolve(resolver, inputs: [modifier.name: context]) }
            }
        }
    }
    // The input as an expression: the evaluator sees it through a token's value, with a
    // reference to evaluate inside it.
    if let text = String(data: data, encoding: .utf8) {
        let escaped = String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
        for type in ["dimension", "number", "fontWeight", "duration"] {
            let document =
                #"{"base": {"$type": "number", "$value": 4}, "t": {"$type": "\#(type)", "$value": \#(escaped)}, "u": {"$type": "\#(type)", "$value": "{base} * (\#(text.prefix(200).replacingOccurrences(of: "\"", with: "")))"}}"#
            _ = DesignTokenReader(strictness: .lenient).read(Data(document.utf8), file: "math.json")
        }
    }
    return 0
}
