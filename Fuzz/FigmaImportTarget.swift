// libFuzzer entry point for Figma variables files: read, convert to DTCG tokens, resolve them
// for each Tessera mode, and import as a theme. Built by Fuzz/run with the core and the
// TesseraTokens sources; any crash, hang or sanitizer report is a failure.
import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func figmaImportTarget(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let figma = FigmaFile.read(data, file: "fuzz.json")
    let tokens = FigmaTokens.convert(figma, name: "fuzz")
    if tokens.isValid {
        for (_, inputs) in tokens.modeInputs.sorted(by: { $0.key < $1.key }) { _ = tokens.read(inputs: inputs) }
        for file in tokens.files { _ = file.contents.data() }
    }
    _ = FigmaImport.theme(from: figma, file: "fuzz.json")
    _ = FigmaImport.suggestedMap(for: figma, file: "fuzz.json")
    return 0
}
