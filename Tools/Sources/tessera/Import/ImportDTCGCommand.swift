import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore
import TesseraTokens

/// `tessera import dtcg FILE [--input NAME=VALUE]... [--map MAP.json] -o THEME.json`
struct ImportDTCGCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dtcg",
        abstract: "Make a theme from DTCG tokens: a token file, or a resolver with all its modes.",
        discussion: """
            Tokens written by `tessera export dtcg` come back as the same theme. Other tokens need \
            a map naming the token for each role: `--suggest-map` prints a starter to edit. The \
            theme is checked before it is written; nothing is written when it has errors.
            """
    )

    @Argument(help: "A token file or resolver document.", completion: .file(extensions: ["json"]))
    var file: String

    @OptionGroup var inputs: ResolverInputOptions

    @Option(help: "A map file naming, for each role, the token that plays it.")
    var map: String?

    @Flag(name: .customLong("suggest-map"), help: "Print a starter map for these tokens instead of importing.")
    var suggestMap = false

    @Flag(help: "Name every token the theme does not use, not only the first few.")
    var verbose = false

    @Option(name: [.customShort("o"), .customLong("output")], help: "The theme file to write.")
    var output: String?

    func validate() throws {
        if suggestMap, map != nil {
            throw ValidationError(
                "--suggest-map prints a starter map and reads none; give --map MAP.json (with -o THEME.json) to import with a map, or --suggest-map alone."
            )
        }
        if !suggestMap, output == nil {
            throw ValidationError("Give -o THEME.json (or --suggest-map to print a starter map).")
        }
    }

    func run() throws {
        let url = URL(fileURLWithPath: file)
        if suggestMap {
            let suggested = TokenMap.suggested(forFile: url, inputs: try inputs.parsed(), shownAs: file)
            for diagnostic in suggested.diagnostics { printError(diagnostic.description) }
            guard let map = suggested.map else { throw ExitCode(1) }
            print(map.text(), terminator: "")
            if let unmapped = map["$unmapped"]?.elements?.compactMap(\.stringValue), !unmapped.isEmpty {
                printError(
                    "\(unmapped.count) roles have no suggestion (fill them in, or leave them to the preset): \(unmapped.joined(separator: ", "))"
                )
            }
            return
        }
        var tokenMap: TokenMap?
        if let map {
            let read = TokenMap.read(contentsOf: URL(fileURLWithPath: map), shownAs: map)
            for diagnostic in read.diagnostics { printError(diagnostic.description) }
            guard let found = read.map else { throw ExitCode(1) }
            tokenMap = found
            tokenMap?.listsEveryUnusedToken = verbose
        }
        let result = DTCGImport.theme(from: url, inputs: try inputs.parsed(), map: tokenMap, shownAs: file)
        for diagnostic in result.diagnostics { printError(diagnostic.description) }
        guard result.isValid, let theme = result.theme, let output else {
            printError("error: \(file) was not imported; nothing was written")
            throw ExitCode(1)
        }
        var named = theme
        if named["id"] == nil {
            named = named.replacing(id: URL(fileURLWithPath: output).deletingPathExtension().lastPathComponent)
        }
        try OutputFile.write(named.data(), to: output)
        print("Wrote \(output)")
    }
}

extension JSONNode {
    /// The theme with an `id` after its `specVersion` (and `extends`).
    func replacing(id: String) -> JSONNode {
        guard var members else { return self }
        let position = members.firstIndex { $0.key != "specVersion" && $0.key != "extends" } ?? members.count
        members.insert(JSONNode.Member(key: "id", value: .string(id)), at: position)
        return JSONNode(.object(members))
    }
}
