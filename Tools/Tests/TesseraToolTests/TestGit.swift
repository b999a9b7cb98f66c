import Foundation
import TesseraTestSupport

/// Runs `git` in a test's folder as a throwaway author: for tests that read files at a revision
/// (`git:REV:PATH`). A git command that fails throws with git's message.
enum TestGit {
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ arguments: [String], in folder: URL) throws {
        let outcome = try Subprocess.run(
            ["git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments, in: folder)
        guard outcome.status == 0 else {
            throw Failed(
                description: "git \(arguments.joined(separator: " ")) exited \(outcome.status): \(outcome.errors)")
        }
    }
}
