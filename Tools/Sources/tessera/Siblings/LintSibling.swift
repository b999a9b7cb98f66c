import ArgumentParser
import TesseraCommandSupport

/// `tessera lint`, as `tessera --help` lists it. The command runs in `tessera-lint` (it needs
/// swift-syntax); `Tessera.main()` hands the arguments on before they are parsed here.
struct LintSibling: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find raw values in SwiftUI code and name the theme's token to use (runs tessera-lint).",
        discussion:
            "'tessera lint --help' lists its options once tessera-lint is built: swift build --package-path Tools --product tessera-lint"
    )

    @Argument(parsing: .captureForPassthrough, help: "Passed on to tessera-lint.")
    var arguments: [String] = []

    func run() throws {
        throw ExitCode(SiblingExecutable.lint.replaceProcess(arguments: arguments))
    }
}
