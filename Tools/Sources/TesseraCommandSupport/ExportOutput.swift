import ArgumentParser
import Foundation
import TesseraTokens

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

    /// Writes `files` under the folder `output` (created when missing), each atomically, saying
    /// `Wrote PATH` for each, in order.
    package static func write(_ files: [ExportedFile], into output: String) throws {
        let folder = URL(fileURLWithPath: output)
        for file in files {
            do {
                try ExportedFile.write([file], to: folder)
            } catch {
                printError(
                    "error: cannot write \((output as NSString).appendingPathComponent(file.path)): \(error.localizedDescription)"
                )
                throw ExitCode(1)
            }
            print("Wrote \((output as NSString).appendingPathComponent(file.path))")
        }
    }
}
