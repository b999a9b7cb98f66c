import ArgumentParser
import TesseraCore

/// The diagnostics of the files a command checks, printed as the person asked: each file's
/// diagnostics as FILE:LINE:COL lines, then one summary line (`N files checked: N errors,
/// N warnings`), or one JSON object for scripts. Warnings never change the exit code.
///
/// One mistake is one diagnostic: a mistake in a base file that several checked files extend
/// is printed and counted once (in JSON, each file's list still holds it).
struct FileChecks {
    let format: OutputFormat
    private var files = 0
    private var errors = 0
    private var warnings = 0
    private var results: [JSONNode] = []
    /// The diagnostics reported so far, as printed.
    private var reported: Set<String> = []

    init(format: OutputFormat) {
        self.format = format
    }

    /// Reports `diagnostics` of `file`.
    mutating func add(_ diagnostics: [Diagnostic], of file: String) {
        files += 1
        let new = diagnostics.filter { reported.insert($0.description).inserted }
        // A summary ("and 50 more like this") stands for the diagnostics it leaves out.
        for diagnostic in new {
            let count = diagnostic.omitted ?? 1
            if diagnostic.isError { errors += count } else { warnings += count }
        }
        switch format {
        case .text:
            for diagnostic in new { print(diagnostic) }
        case .json:
            results.append(
                .object([
                    "file": .string(file),
                    "valid": JSONNode(.bool(!diagnostics.containsErrors)),
                    "diagnostics": JSONNode(.array(diagnostics.map(JSONOutput.diagnostic))),
                ]))
        }
    }

    /// Prints the summary; exits 1 when any file has an error.
    func finish() throws {
        switch format {
        case .text:
            let noun = files == 1 ? "file" : "files"
            print(
                "\(files) \(noun) checked: \(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")"
            )
        case .json:
            JSONOutput.print(
                .object([
                    "schemaVersion": .number(1),
                    "files": JSONNode(.array(results)),
                    "errorCount": .number(Double(errors)),
                    "warningCount": .number(Double(warnings)),
                ]))
        }
        if errors > 0 { throw ExitCode(1) }
    }
}
