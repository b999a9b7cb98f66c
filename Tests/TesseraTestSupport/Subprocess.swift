public import Foundation
import TesseraCore
import TesseraSync

/// Runs another program for a test — `git`, `python3`, `swiftc`, `zbarimg` — found on the `PATH`.
public enum Subprocess {
    /// What a finished program left: its exit status, its standard output and its standard error.
    public struct Outcome: Sendable {
        /// The exit status (0 for success).
        public var status: Int32
        /// Standard output, as bytes.
        public var output: Data
        /// Standard error, as text.
        public var errors: String

        /// Standard output as UTF-8 text.
        public var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// Runs `command` (the program's name, then its arguments) in `folder` (the current folder
    /// when nil), writes `input` to its standard input, and waits for it to finish. Throws only
    /// when the program cannot be started; a non-zero exit is in ``Outcome/status``.
    public static func run(_ command: [String], in folder: URL? = nil, input: Data? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()
        let errors = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        if input != nil { process.standardInput = standardInput }
        try process.run()
        if let input {
            standardInput.fileHandleForWriting.write(input)
            try standardInput.fileHandleForWriting.close()
        }
        // Standard error is read on another thread, so that neither pipe can fill and block the program.
        let errorText = LockedValue("")
        let errorsRead = DispatchSemaphore(value: 0)
        let errorHandle = errors.fileHandleForReading
        Thread {
            let text = String(decoding: errorHandle.readDataToEndOfFile(), as: UTF8.self)
            errorText.withLock { $0 = text }
            errorsRead.signal()
        }.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        errorsRead.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: data, errors: errorText.withLock { $0 })
    }
}
