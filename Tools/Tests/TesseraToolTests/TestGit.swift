import Foundation

/// Runs `git` in a test's folder as a throwaway author, output discarded: for tests that read
/// files at a revision (`git:REV:PATH`).
enum TestGit {
    static func run(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }
}
