import ArgumentParser
import Foundation
package import TesseraTokens

/// Writes generated text to a file (atomically), saying `Wrote PATH`, or to standard output.
package enum ExportOutput {
    package static func write(_ text: String, to output: String?) throws {
        guard let output else {
            print(text, terminator: "")
            return
        }
        try OutputFile.write(Data(text.utf8), to: output)
        print("Wrote \(output)")
    }

    /// Writes `files` under the folder `output` (created when missing), each atomically, saying
    /// `Wrote PATH` for each, in order.
    package static func write(_ files: [ExportedFile], into output: String) throws {
        let folder = URL(fileURLWithPath: output)
        try OutputFile.createFolder(output)
        for file in files {
            do {
                try ExportedFile.write([file], to: folder)
            } catch {
                let path = (output as NSString).appendingPathComponent(file.path)
                printError(
                    "error: cannot write \(path): \(OutputFile.problem(writing: path, asFolder: false, error: error))")
                throw ExitCode(1)
            }
            print("Wrote \((output as NSString).appendingPathComponent(file.path))")
        }
    }
}
