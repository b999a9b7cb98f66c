import ArgumentParser
import TesseraCommandSupport

/// `tessera-roles THEME -o FILE.swift`: `tessera export swift` on its own, for the TesseraRoles and
/// TesseraGenerateRoles plugins. It links TesseraCore, TesseraTokens and ArgumentParser only, so an
/// app using the plugins does not build the Studio's server or the linter.
@main
struct TesseraRolesTool {
    static func main() {
        ExportSwiftCommand.main()
    }
}
