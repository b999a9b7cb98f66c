import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraDiff
import TesseraLint
import TesseraOutputFile
import TesseraTokens

extension ThemeTools {
    // MARK: Lint

    /// `tessera lint --format json` on a source text or a Swift file, with the served theme's
    /// suggestions (and, for a file, the `.tessera-lint.json` the command line would find).
    func lint(_ arguments: ToolArguments) throws(ToolError) -> JSONNode {
        let source = try arguments.string("source", limit: limits.sourceBytes)
        let path = try arguments.string("path", limit: 4096)
        let name = try arguments.string("name", limit: 1024)
        let tool = ToolCatalog.lint
        let loaded = try served.load()
        switch (source, path) {
        case (let source?, nil):
            let linter = Linter(vocabulary: loaded.vocabulary, root: workingDirectory)
            return LintReport.jsonTree(linter.lint(source: source, path: name ?? "source.swift"))
        case (nil, let path?):
            if name != nil {
                throw .invalidArguments("\(tool): 'name' names a 'source' text; a file is named by its 'path'")
            }
            return try lintFile(path, vocabulary: loaded.vocabulary)
        case (.some, .some):
            throw .invalidArguments("\(tool): give 'source' (Swift text) or 'path' (a .swift file), not both")
        case (nil, nil): throw .invalidArguments("\(tool): give 'source' (Swift text) or 'path' (a .swift file)")
        }
    }

    private func lintFile(_ path: String, vocabulary: ThemeVocabulary) throws(ToolError) -> JSONNode {
        let tool = ToolCatalog.lint
        let full = absolute(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else {
            throw .invalidArguments("error: \(path): no such file or folder")
        }
        guard !isFolder.boolValue, path.hasSuffix(".swift") else {
            throw .invalidArguments(
                "\(tool): \(path) is not a Swift file; give one .swift file (or its text as 'source')")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: full)[.size] as? NSNumber)?.intValue ?? 0
        if size > limits.sourceBytes {
            throw .refused("\(tool): \(path) is \(size) bytes; the limit is \(limits.sourceBytes) bytes")
        }
        var configuration = LintConfiguration(root: workingDirectory)
        if let url = LintConfiguration.discover(for: [path], workingDirectory: workingDirectory) {
            do { configuration = try LintConfiguration.load(contentsOf: url) } catch {
                throw .invalidArguments(error.description)
            }
        }
        let linter = Linter(
            settings: configuration.settings, vocabulary: vocabulary, exclusions: configuration.exclude,
            root: configuration.root)
        let result = linter.lint(paths: [full])
        if result.problems.first != nil { throw .invalidArguments("error: \(path): cannot be read") }
        // Named as the caller named the file, as the command line names it.
        return LintReport.jsonTree(
            result.findings.map { finding in
                var copy = finding
                copy.file = path
                return copy
            })
    }

    // MARK: Audit

    /// `tessera audit --format json` on the served theme, or on a proposed text of it.
    func audit(_ arguments: ToolArguments) throws(ToolError) -> JSONNode {
        let level = try Self.level(arguments)
        let theme: CompiledTheme
        if let proposed = try arguments.string("theme", limit: limits.themeBytes) {
            theme = try served.compileProposed(proposed, shownAs: proposedName).theme
        } else {
            theme = try served.load().theme
        }
        let report = AccessibilityAudit.run(theme, level: level)
        return AuditReport.jsonDocument(level: level, passed: report.passed, themes: [report.jsonTree()])
    }

    // MARK: Diff

    /// `tessera diff OLD NEW --format json`: OLD the served theme unless given; NEW a file or
    /// `git:REV:PATH`, or `proposed` text.
    func diff(_ arguments: ToolArguments) throws(ToolError) -> JSONNode {
        let tool = ToolCatalog.diff
        let level = try Self.level(arguments)
        let oldArgument = try arguments.string("old")
        let newArgument = try arguments.string("new")
        let proposed = try arguments.string("proposed", limit: limits.themeBytes)
        if newArgument != nil, proposed != nil {
            throw .invalidArguments("\(tool): give 'new' (a file) or 'proposed' (theme text), not both")
        }
        let (oldName, old) = try side(oldArgument)
        let newName: String
        let new: CompiledTheme
        if let proposed {
            newName = proposedName
            new = try served.compileProposed(proposed, shownAs: proposedName).theme
        } else if let newArgument {
            let loaded = try side(newArgument)
            newName = loaded.name
            new = loaded.theme
        } else {
            throw .invalidArguments(
                "\(tool): give 'new' (a theme file, tokens, or git:REV:PATH) or 'proposed' (theme text) to compare with \(oldName)"
            )
        }
        do {
            return try DiffReport.json(ThemeDiff(old: old, new: new, level: level), old: oldName, new: newName)
        } catch {
            throw .refused("\(tool): the report cannot be written: \(error)")
        }
    }

    /// One side of a diff: a file, tokens or `git:REV:PATH` as the command line reads it, or the
    /// served theme when not given.
    private func side(_ argument: String?) throws(ToolError) -> (name: String, theme: CompiledTheme) {
        guard let argument else {
            let loaded = try served.load()
            return (served.path ?? loaded.theme.id, loaded.theme)
        }
        let input = ThemeInput(argument.hasPrefix("git:") ? argument : absolute(argument))
        switch input.load() {
        case .success(let loaded): return (argument, loaded.theme)
        case .failure(let failure):
            let named = failure.diagnostics.map { diagnostic in
                var copy = diagnostic
                if copy.file == input.description { copy.file = argument }
                return copy.description
            }
            throw .theme(named + ["error: \(argument) did not load; nothing was compared"])
        }
    }

    // MARK: DESIGN.md

    /// Writes `tessera export design-md` for the served theme, when the server may write.
    func writeDesignMarkdown(_ arguments: ToolArguments) throws(ToolError) -> JSONNode {
        let tool = ToolCatalog.writeDesignMarkdown
        let path = try arguments.string("path") ?? "DESIGN.md"
        guard allowWrites else {
            throw .refused(
                "\(tool): this server was started without --allow-writes, so it writes nothing; read the design summary as the resource \(ThemeResources.designMarkdown) instead, or restart with `tessera mcp --allow-writes`"
            )
        }
        let url = URL(fileURLWithPath: absolute(path)).standardizedFileURL
        let root = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
        guard url.path.hasPrefix(root.hasSuffix("/") ? root : root + "/"), path.hasSuffix(".md") else {
            throw .refused("\(tool): '\(path)' must be a .md file inside \(workingDirectory)")
        }
        let loaded = try served.load()
        let text = DesignMarkdown.document(for: loaded.theme, level: try Self.level(arguments))
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            // Named as the caller gave it; what is wrong and what to do, as every command says it.
            throw .refused(
                "error: cannot write \(path): \(OutputFile.problem(writing: url.path, asFolder: false, error: error))")
        }
        return .object(["schemaVersion": .number(1), "wrote": .string(path), "bytes": .number(Double(text.utf8.count))])
    }

    // MARK: Shared

    /// How a proposed text is named in diagnostics and reports.
    var proposedName: String { "\(served.path ?? "theme") (proposed)" }

    static func level(_ arguments: ToolArguments) throws(ToolError) -> AuditLevel {
        try arguments.choice("level", in: AuditLevel.allCases.map(\.rawValue)).flatMap(AuditLevel.init(rawValue:))
            ?? .AA
    }

    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (workingDirectory as NSString).appendingPathComponent(path)
    }

}
