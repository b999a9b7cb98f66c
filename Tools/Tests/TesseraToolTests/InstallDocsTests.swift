import Foundation
import Testing

/// The installing article and the README name every executable `scripts/install` installs, and
/// count them as it does.
@Suite("install documentation")
struct InstallDocsTests {
    static let root = Tool.testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("Installing.md and README name every product scripts/install builds")
    func everyProductNamed() throws {
        let script = try Self.text("scripts/install")
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("products=(") })
        let products = line.dropFirst("products=(".count).dropLast().split(separator: " ").map(String.init)
        #expect(products.contains("tessera-mcp"))
        let installing = try Self.text("Tools/TesseraTools.docc/Installing.md")
        let readme = try Self.text("README.md")
        for product in products {
            #expect(installing.contains("`\(product)`"), "Installing.md lacks \(product)")
            #expect(installing.contains("~/.local/bin/\(product)"), "Installing.md's uninstall lacks \(product)")
            #expect(readme.contains("`\(product)`"), "README lacks \(product)")
        }
        let counts = ["two", "three", "four", "five"]
        let count = counts[products.count - 2]
        for wrong in counts where wrong != count {
            #expect(!installing.contains("the \(wrong) executables"), "Installing.md says \(wrong)")
        }
        #expect(installing.contains("the \(count) executables"))
    }
}
