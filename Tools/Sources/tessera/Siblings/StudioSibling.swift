import ArgumentParser
import TesseraCommandSupport

/// `tessera studio`, as `tessera --help` lists it. The command runs in `tessera-studio` (it needs
/// an HTTP server); `Tessera.main()` hands the arguments on before they are parsed here.
struct StudioSibling: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "See and edit a theme in the browser (runs tessera-studio).",
        discussion:
            "'tessera studio --help' lists its options once tessera-studio is built: swift build --package-path Tools --product tessera-studio"
    )

    @Argument(parsing: .captureForPassthrough, help: "Passed on to tessera-studio.")
    var arguments: [String] = []

    func run() throws {
        throw ExitCode(SiblingExecutable.studio.replaceProcess(arguments: arguments))
    }
}
