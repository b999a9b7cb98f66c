import ArgumentParser
import Foundation
import TesseraCommandSupport
@_spi(TesseraTools) import TesseraCore
import TesseraTokens

/// `tessera import figma FILE [--map MAP.json] [-o OUT] [--format theme|dtcg]`
struct ImportFigmaCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case theme, dtcg
    }

    static let configuration = CommandConfiguration(
        commandName: "figma",
        abstract: "Make a theme (or DTCG tokens) from Figma variables, offline.",
        discussion: """
            FILE is the JSON of Figma's "get local variables" response, a plugin's \
            getLocalVariablesAsync() export, a "post variables" body (what `tessera export figma` \
            writes), or an array of these. Scopes decide each number's type; modes named light, \
            dark, "light high contrast", "Dark HC"… become Tessera's modes (or name them in the \
            map's `figmaModes`); other modes are kept as more resolver modes. `--format dtcg` \
            writes OUT/NAME.resolver.json and token files; `--format theme` writes a theme through \
            the DTCG import and its map (`--suggest-map` prints a starter) and audits it.
            """
    )

    @Argument(help: "The Figma variables JSON file.", completion: .file(extensions: ["json"]))
    var file: String

    @Option(help: "A map file: roles to tokens (as for `import dtcg`) and `figmaModes`.")
    var map: String?

    @Flag(name: .customLong("suggest-map"), help: "Print a starter map for these variables instead of importing.")
    var suggestMap = false

    @Option(help: "What to write: theme (a theme file) or dtcg (a folder of token files and a resolver).")
    var format: Format = .theme

    @Flag(help: "Name every token the theme does not use, not only the first few.")
    var verbose = false

    @Option(
        name: [.customShort("o"), .customLong("output")], help: "The theme file, or for dtcg the folder, to write.")
    var output: String?

    func validate() throws {
        if !suggestMap, output == nil {
            throw ValidationError(
                "Give -o \(format == .theme ? "THEME.json" : "FOLDER") (or --suggest-map to print a starter map).")
        }
    }

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            printError("error: cannot read \(file): no such file, or not readable")
            throw ExitCode(1)
        }
        var modes = FigmaModeMap()
        var tokenMap: TokenMap?
        if let map {
            let url = URL(fileURLWithPath: map)
            let readModes = FigmaModeMap.read(contentsOf: url, shownAs: map)
            let readRoles = TokenMap.read(contentsOf: url, shownAs: map)
            for diagnostic in readModes.diagnostics + readRoles.diagnostics { printError(diagnostic.description) }
            guard !readModes.diagnostics.containsErrors, let roles = readRoles.map else { throw ExitCode(1) }
            modes = readModes.map
            tokenMap = roles
            tokenMap?.listsEveryUnusedToken = verbose
        }
        let figma = FigmaFile.read(data, file: file)
        if suggestMap {
            let suggested = FigmaImport.suggestedMap(for: figma, file: file, modes: modes)
            for diagnostic in suggested.diagnostics.inReadingOrder() { printError(diagnostic.description) }
            guard let starter = suggested.map else { throw ExitCode(1) }
            print(starter.text(), terminator: "")
            return
        }
        guard let output else { return }
        switch format {
        case .dtcg: try writeTokens(figma, modes: modes, to: output)
        case .theme: try writeTheme(figma, map: tokenMap, modes: modes, to: output)
        }
    }

    private func writeTokens(_ figma: FigmaFile, modes: FigmaModeMap, to output: String) throws {
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let tokens = FigmaTokens.convert(figma, name: name, modes: modes, file: file)
        for diagnostic in tokens.diagnostics.inReadingOrder() { printError(diagnostic.description) }
        guard tokens.isValid else {
            printError("error: \(file) was not imported; nothing was written")
            throw ExitCode(1)
        }
        let folder = URL(fileURLWithPath: output)
        try OutputFile.createFolder(output)
        do {
            for url in try tokens.write(to: folder) {
                print(
                    "Wrote \((output as NSString).appendingPathComponent(String(url.path.dropFirst(folder.path.count + 1))))"
                )
            }
        } catch {
            printError(
                "error: cannot write into \(output): \(OutputFile.problem(writing: output, asFolder: true, error: error))"
            )
            throw ExitCode(1)
        }
    }

    private func writeTheme(_ figma: FigmaFile, map: TokenMap?, modes: FigmaModeMap, to output: String) throws {
        let result = FigmaImport.theme(from: figma, file: file, map: map, modes: modes)
        for diagnostic in result.diagnostics.inReadingOrder() { printError(diagnostic.description) }
        guard result.isValid, var theme = result.theme else {
            printError("error: \(file) was not imported; nothing was written")
            throw ExitCode(1)
        }
        if !result.otherModes.isEmpty {
            printError(
                "note: modes a theme has no place for, kept in `--format dtcg`: \(result.otherModes.joined(separator: ", "))"
            )
        }
        if theme["id"] == nil {
            theme = theme.replacing(id: URL(fileURLWithPath: output).deletingPathExtension().lastPathComponent)
        }
        try OutputFile.write(theme.data(), to: output)
        print("Wrote \(output)")
        guard let compiled = ThemeLoader().load(tree: theme).theme else { return }
        let report = AccessibilityAudit.run(compiled, level: .AA)
        let failures = report.failures
        printError(
            "audit (\(AuditLevel.AA.rawValue), light, dark and both increased-contrast modes): \(report.findings.count) checks, \(failures.count) failed"
        )
        for failure in failures { printError("    \(failure.check.rawValue): \(failure.message)") }
    }
}
