import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore
import TesseraDiff

/// The Swift uses of removed and renamed roles, found by `tessera-lint --uses-of` (the
/// linter's syntax tree) run beside this executable.
struct SourceUses {
    /// `tessera-lint`'s answer: `{"schemaVersion":1,"uses":[{"file","line","column","kind","role","change","replacement"}]}`.
    var json: JSONNode

    var uses: [JSONNode] { json["uses"]?.elements ?? [] }

    static func find(_ diff: ThemeDiff, in paths: [String], old: String, new: String) throws -> SourceUses {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let lint = executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(
            "tessera-lint")
        guard FileManager.default.isExecutableFile(atPath: lint.path) else {
            printError(
                "error: --sources needs tessera-lint next to tessera; run `swift build --package-path Tools --product tessera-lint`"
            )
            throw ExitCode(1)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("diff.json")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try DiffReport.json(diff, old: old, new: new).data().write(to: report)
        } catch {
            let why = OutputFile.problem(writing: folder.path, asFolder: true, error: error)
            printError(
                "error: --sources cannot write the diff for tessera-lint in the temporary folder: \(why); set TMPDIR to a folder you can write to"
            )
            throw ExitCode(1)
        }
        let process = Process()
        process.executableURL = lint
        process.arguments = ["--uses-of", report.path, "--format", "json"] + paths
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            printError("error: cannot run \(lint.path): \(error.localizedDescription)")
            throw ExitCode(1)
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 || process.terminationStatus == 1, let json = try? JSONNode(parsing: data)
        else {
            printError("error: tessera-lint --uses-of failed (exit \(process.terminationStatus))")
            throw ExitCode(1)
        }
        return SourceUses(json: json)
    }

    private func line(_ use: JSONNode) -> String {
        let file = use["file"]?.stringValue ?? ""
        let line = use["line"]?.description ?? ""
        let column = use["column"]?.description ?? ""
        let role = "\(use["kind"]?.stringValue ?? "") \(use["role"]?.stringValue ?? "")"
        let what = use["replacement"]?.stringValue.map { "renamed to \($0)" } ?? "removed"
        return "\(file):\(line):\(column): \(role) is \(what)"
    }

    var text: String {
        guard !uses.isEmpty else { return "\nSwift uses: none of the removed or renamed roles is used.\n" }
        return "\nSwift uses (\(uses.count))\n" + uses.map { "  " + line($0) + "\n" }.joined()
    }

    var markdown: String {
        guard !uses.isEmpty else { return "\nNo Swift code uses a removed or renamed role.\n" }
        return "\n<details><summary>Swift uses of removed and renamed roles (\(uses.count))</summary>\n\n"
            + uses.map { "- `\(line($0))`\n" }.joined() + "\n</details>\n"
    }
}
