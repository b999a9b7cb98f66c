import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore
import TesseraDiff

/// `tessera diff OLD NEW [--format text|markdown|json|sarif] [--fail-on regression|any|none] [--sources PATH...]`
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract:
            "Show what a theme change does: roles changed, added, removed and renamed, and accessibility checks whose result changed.",
        discussion: """
            OLD and NEW are theme files, DTCG token files or resolvers, built-in presets by name \
            (`tessera diff default ocean`; a file of that name wins), or git:REV:PATH (read with \
            `git show`, so `tessera diff git:origin/main:Themes/brand.json Themes/brand.json` reviews \
            a branch). Both are resolved in light, dark and both increased-contrast modes, text at \
            every Dynamic Type size, and audited; a check that passed and now fails is a regression. \
            Exit codes: 1 when NEW has a regression (--fail-on regression, the default), any change \
            (--fail-on any), or a file does not load; 0 otherwise.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json, sarif
    }

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case regression, any, none
    }

    @Argument(help: "The theme before: a file, tokens, a preset's name, or git:REV:PATH.")
    var old: String

    @Argument(help: "The theme after: a file, tokens, a preset's name, or git:REV:PATH.")
    var new: String

    @Option(help: "Output format: text, markdown (a pull-request comment), json or sarif.")
    var format: Format = .text

    @Option(name: .customLong("fail-on"), help: "Exit 1 on: regression (default), any change, or none.")
    var failOn: FailOn = .regression

    @Option(name: .customLong("level"), help: "Conformance level the audit holds both themes to: AA or AAA.")
    var level: AuditLevel = .AA

    @Option(
        parsing: .upToNextOption,
        help: "Swift files or folders to search for uses of removed and renamed roles (needs tessera-lint).")
    var sources: [String] = []

    func run() throws {
        let before = try Self.load(old)
        let after = try Self.load(new)
        let diff = ThemeDiff(old: before.theme, new: after.theme, level: level)
        let uses = sources.isEmpty ? nil : try SourceUses.find(diff, in: sources, old: old, new: new)
        switch format {
        case .text:
            print(DiffReport.text(diff, old: old, new: new), terminator: "")
            if let uses { print(uses.text, terminator: "") }
        case .markdown:
            print(DiffReport.markdown(diff, old: old, new: new), terminator: "")
            if let uses { print(uses.markdown, terminator: "") }
        case .json:
            JSONOutput.print(
                try DiffReport.json(
                    diff, old: old, new: new, extra: uses.map { [.init(key: "sources", value: $0.json)] } ?? []))
        case .sarif:
            print(DiffReport.sarif(diff, new: after, root: FileManager.default.currentDirectoryPath), terminator: "")
        }
        switch failOn {
        case .regression: if !diff.regressions.isEmpty { throw ExitCode(1) }
        case .any: if !diff.isEmpty { throw ExitCode(1) }
        case .none: break
        }
    }

    /// The compiled theme; prints the diagnostics and exits 1 when it does not load.
    static func load(_ argument: String) throws -> LoadedTheme {
        switch ThemeInput(argument).load() {
        case .success(let loaded):
            for warning in loaded.warnings { printError(warning.description) }
            return loaded
        case .failure(let failure):
            for diagnostic in failure.diagnostics { printError(diagnostic.description) }
            printError("error: \(argument) did not load; nothing was compared")
            throw ExitCode(1)
        }
    }
}
