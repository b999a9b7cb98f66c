package import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command of `tessera` that runs in an executable of its own, built next to `tessera`.
///
/// `tessera lint` needs swift-syntax, `tessera studio` an HTTP server and `tessera mcp` both
/// swift-syntax and the Model Context Protocol SDK; building them takes
/// minutes, and every other command needs neither. So `tessera` stays small and hands these
/// commands to `tessera-lint` and `tessera-studio`: the arguments are passed on unchanged, and the
/// sibling replaces the `tessera` process (signals such as Ctrl-C reach it directly, and its exit
/// status is the command's).
package struct SiblingExecutable: Sendable {
    /// The word after `tessera` (`lint`).
    package let command: String
    /// The executable's product name (`tessera-lint`).
    package let product: String

    package init(command: String, product: String) {
        self.command = command
        self.product = product
    }

    /// `tessera lint`, run by `tessera-lint`.
    package static let lint = SiblingExecutable(command: "lint", product: "tessera-lint")
    /// `tessera studio`, run by `tessera-studio`.
    package static let studio = SiblingExecutable(command: "studio", product: "tessera-studio")
    /// `tessera mcp`, run by `tessera-mcp`.
    package static let mcp = SiblingExecutable(command: "mcp", product: "tessera-mcp")
    /// The commands `tessera` hands on.
    package static let all: [SiblingExecutable] = [.lint, .studio, .mcp]

    /// Where the sibling is expected: the folder of the running executable.
    package var location: URL? {
        let running = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? product)
        return running.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(product)
    }

    /// The sentence printed when the sibling is not built: what to run instead, with the user's
    /// own arguments.
    package func notBuiltMessage(arguments: [String]) -> String {
        let quoted = arguments.map(Self.shellQuoted).joined(separator: " ")
        return """
            Error: 'tessera \(command)' runs the \(product) executable, which is not built yet. \
            Build and run it with: swift run --package-path Tools \(product)\(quoted.isEmpty ? "" : " " + quoted)
            """
    }

    /// Replaces this process with the sibling, passing `arguments` (the words after the command).
    /// Returns only when the sibling cannot be started, with the exit status to end with: 1 after
    /// printing what to run instead.
    package func replaceProcess(arguments: [String]) -> Int32 {
        guard let path = location?.path, FileManager.default.isExecutableFile(atPath: path) else {
            printError(notBuiltMessage(arguments: arguments))
            return 1
        }
        let words = [path] + arguments
        var argv = words.map { strdup($0) }
        argv.append(nil)
        execv(path, argv)
        // execv returns only on failure.
        let reason = String(cString: strerror(errno))
        for argument in argv { free(argument) }
        printError("Error: could not start \(path): \(reason).")
        return 1
    }

    private static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,@%+".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
