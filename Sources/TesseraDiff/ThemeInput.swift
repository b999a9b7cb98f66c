import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTokens

/// One side of a diff as the person wrote it: a theme file, a DTCG token file or resolver
/// (imported through ``DTCGImport``), a built-in preset's name (where no file has it), or `git:REV:PATH`, read with `git show REV:PATH` in the
/// current folder (PATH as git reads it: from the repository's root, or `./PATH` from here).
public struct ThemeInput: Sendable, Hashable, CustomStringConvertible {
    /// What was written: `Themes/brand.json`, `git:origin/main:Themes/brand.json`.
    public var description: String
    /// The revision, for `git:REV:PATH`.
    public var revision: String?
    /// The file's path (in the revision, for git).
    public var path: String

    /// Reads `argument`; `git:REV:PATH` names a file in a revision.
    public init(_ argument: String) {
        description = argument
        if argument.hasPrefix("git:"), let colon = argument.dropFirst(4).firstIndex(of: ":") {
            revision = String(argument[argument.index(argument.startIndex, offsetBy: 4)..<colon])
            path = String(argument[argument.index(after: colon)...])
        } else {
            revision = nil
            path = argument
        }
    }

    /// The compiled theme, or every diagnostic that kept it from compiling (each naming this
    /// input as its file).
    public func load() -> Result<LoadedTheme, LoadFailure> {
        // A built-in preset by name, where no file of that name exists.
        if revision == nil, !FileManager.default.fileExists(atPath: path), let preset = Presets.named(path) {
            return .success(LoadedTheme(input: self, theme: preset.theme, tree: nil, warnings: []))
        }
        let data: Data
        switch read() {
        case .success(let read): data = read
        case .failure(let failure): return .failure(failure)
        }
        let tree: JSONNode
        switch JSONNode.parsing(data, file: description) {
        case .success(let parsed): tree = parsed
        case .failure(let diagnostic): return .failure(LoadFailure(diagnostics: [diagnostic]))
        }
        if ResolverDocument.isResolver(tree) || Self.containsToken(tree) {
            return loadTokens(data, resolver: ResolverDocument.isResolver(tree))
        }
        let document = loader.load(tree: tree, file: path)
        return finish(document, overlay: document.overlay, warnings: [])
    }

    /// A loader that reads the base files a path `extends` names where this input is: in the
    /// working tree, or in the same revision (a base path joined to the file's path there, so
    /// `./PATH` stays relative to the current folder).
    var loader: ThemeLoader {
        var loader = ThemeLoader()
        if let revision {
            let fromHere = path.hasPrefix("./") || path.hasPrefix("../")
            loader.baseFiles = BaseFileReader { joined in
                let gitPath = fromHere && !joined.hasPrefix("../") ? "./" + joined : joined
                switch Self.show(revision: revision, path: gitPath) {
                case .success(let data): return .success(data)
                case .failure(let reason):
                    return .failure(
                        BaseFileReader.Failure("`git show \(revision):\(gitPath)` failed: \(reason.message)"))
                }
            }
        }
        return loader
    }

    private func loadTokens(_ data: Data, resolver: Bool) -> Result<LoadedTheme, LoadFailure> {
        // A resolver reads the files it names next to it: in the working tree, or, for a
        // revision, in a copy of its folder as it was in that revision.
        let url: URL
        var copy: URL?
        if revision == nil {
            url = URL(fileURLWithPath: path)
        } else {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "tessera-diff-\(UUID().uuidString)")
            copy = folder
            url = folder.appendingPathComponent((path as NSString).lastPathComponent)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                if resolver, let revision {
                    let archive = folder.appendingPathComponent(".revision.tar").path
                    let parent = (path as NSString).deletingLastPathComponent
                    try Self.run([
                        "git", "archive", "--format=tar", "--output=\(archive)", "--end-of-options",
                        "\(revision):\(parent)",
                    ])
                    try Self.run(["tar", "-xf", archive, "-C", folder.path])
                }
                try data.write(to: url)
            } catch {
                try? FileManager.default.removeItem(at: folder)
                return .failure(
                    LoadFailure(diagnostics: [
                        Diagnostic(
                            .error, .missingValue, "cannot copy \(description) to read it: \(error)", file: description)
                    ]))
            }
        }
        defer { if let copy { try? FileManager.default.removeItem(at: copy) } }
        let imported = DTCGImport.theme(from: url, shownAs: description, takesMap: false)
        guard imported.isValid, let theme = imported.theme else {
            return .failure(LoadFailure(diagnostics: named(imported.diagnostics)))
        }
        let document = ThemeLoader().load(tree: theme)
        return finish(document, overlay: nil, warnings: imported.diagnostics)
    }

    /// Runs a command quietly; throws its standard error when it fails.
    private static func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure(
                message: "`\(arguments.joined(separator: " "))`: "
                    + String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    private struct CommandFailure: Error, CustomStringConvertible {
        var message: String
        var ran = true
        var description: String { message }
    }

    private func finish(_ document: ThemeDocument, overlay: JSONNode?, warnings: [Diagnostic]) -> Result<
        LoadedTheme, LoadFailure
    > {
        guard let theme = document.theme else {
            return .failure(LoadFailure(diagnostics: named(warnings + document.diagnostics)))
        }
        return .success(
            LoadedTheme(input: self, theme: theme, tree: overlay, warnings: named(warnings + document.warnings)))
    }

    private func named(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var copy = diagnostic
            if copy.file == nil { copy.file = description }
            return copy
        }
    }

    private func read() -> Result<Data, LoadFailure> {
        if let refusal = Self.refusal(ofRevision: revision) {
            return .failure(LoadFailure(diagnostics: [Diagnostic(.error, .invalidValue, refusal, file: description)]))
        }
        guard let revision else {
            guard let data = FileManager.default.contents(atPath: path) else {
                return .failure(
                    LoadFailure(diagnostics: [
                        Diagnostic(
                            .error, .missingValue, "cannot read \(path): no such file, or not readable", file: path)
                    ]))
            }
            return .success(data)
        }
        switch Self.show(revision: revision, path: path) {
        case .success(let data):
            return .success(data)
        case .failure(let failure) where failure.ran:
            return .failure(
                LoadFailure(diagnostics: [
                    Diagnostic(
                        .error, .missingValue,
                        "cannot read \(description) with `git show \(revision):\(path)`: \(failure.message)",
                        file: description)
                ]))
        case .failure(let failure):
            return .failure(
                LoadFailure(diagnostics: [
                    Diagnostic(
                        .error, .missingValue, "cannot run git to read \(description): \(failure.message)",
                        file: description)
                ]))
        }
    }

    /// Why `revision` cannot be read, or `nil`. A revision that begins with `-` would reach git
    /// as an option (`--output=FILE` makes `git show` write a file), so it is refused outright —
    /// no branch, tag or commit name begins with one; git is also given `--end-of-options`.
    static func refusal(ofRevision revision: String?) -> String? {
        guard let revision, revision.hasPrefix("-") else { return nil }
        return
            "a revision cannot begin with '-' (`\(revision)` would reach git as an option); name a branch, tag or commit: git:main:PATH, git:HEAD~1:PATH"
    }

    /// `git show REV:PATH`'s output, or why it failed (`ran`: git ran and refused).
    private static func show(revision: String, path: String) -> Result<Data, CommandFailure> {
        if let refusal = refusal(ofRevision: revision) { return .failure(CommandFailure(message: refusal, ran: false)) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "show", "--end-of-options", "\(revision):\(path)"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure(CommandFailure(message: error.localizedDescription, ran: false))
        }
        // Read before waiting, so a large file cannot fill the pipe and stall git.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(CommandFailure(message: reason, ran: true))
        }
        return .success(data)
    }

    /// Whether `node` holds a DTCG token (an object with `$value`) anywhere.
    static func containsToken(_ node: JSONNode) -> Bool {
        guard let members = node.members else { return false }
        return members.contains { $0.key == "$value" || containsToken($0.value) }
    }
}
