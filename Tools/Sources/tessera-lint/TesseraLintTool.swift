import ArgumentParser
import TesseraLintCommand

/// `tessera-lint`: the `tessera lint` command on its own, small enough for the SwiftPM plugins
/// to build quickly.
@main
struct TesseraLintTool {
    static func main() {
        LintCommand.main()
    }
}
