import ArgumentParser
import Foundation

/// Writes generated text to a file (atomically), saying `Wrote PATH`, or to standard output.
package enum ExportOutput {
    package static func write(_ text: String, to output: String?) throws {
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            print("Wrote \(output)")
        } catch {
            printError("error: cannot write \(output): \(error.localizedDescription)")
            throw ExitCode(1)
        }
    }
}
