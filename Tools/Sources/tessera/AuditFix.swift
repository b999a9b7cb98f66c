import ArgumentParser
import Foundation
import TesseraAuditReports
import TesseraCommandSupport
import TesseraCore

/// `tessera audit THEME --fix (-o FIXED | --write)`: writes the theme file with its failing
/// colour roles moved the least that passes (``AuditFixReport``), every other value as it was.
struct AuditFix {
    var theme: String
    var output: String
    var level: AuditLevel
    var format: OutputFormat

    func run() throws {
        let url = URL(fileURLWithPath: theme)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            printError("error: \(theme): cannot read the file (\(error.localizedDescription)); check the path")
            throw ExitCode(1)
        }
        let document = ThemeLoader().load(contentsOf: url)
        guard let fix = AuditFixReport(data: data, document: document, url: url, file: theme, level: level) else {
            for diagnostic in document.errors { printError(diagnostic.description) }
            printError(
                "error: \(theme) has errors; fix them first (`tessera validate \(theme)` lists them), then run --fix again"
            )
            throw ExitCode(1)
        }
        if fix.hasEdits || output != theme {
            do {
                try OutputFile.write(fix.written(), to: output)
            } catch let exit as ExitCode {
                throw exit
            } catch {
                printError("error: \(output): cannot encode the fixed theme (\(error.localizedDescription))")
                throw ExitCode(1)
            }
        }
        switch format {
        case .json:
            JSONOutput.print(fix.json(theme: theme, output: output))
        case .text:
            if fix.nothingToFix {
                print("\(theme): nothing to fix; every pair passes (\(level.rawValue))")
            }
            for line in fix.changeLines { print(line) }
            for diagnostic in fix.unsolved { printError(diagnostic) }
            if fix.hasEdits || output != theme {
                print("Wrote \(output)")
                print(
                    "  \(fix.movedCount) \(fix.movedCount == 1 ? "colour" : "colours") moved; the audit \(fix.passed ? "passes" : "still FAILS") in all four modes (\(level.rawValue))"
                )
            }
        }
        if !fix.passed { throw ExitCode(1) }
    }
}
