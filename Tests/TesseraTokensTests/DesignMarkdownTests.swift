import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// `tessera export design-md`: the DESIGN.md format's front matter and section order, every
/// colour in all four modes, the SwiftUI for each role, and the audit's result.
struct DesignMarkdownTests {
    @Test("Front matter, then the format's sections in its order, then Accessibility")
    func structure() throws {
        let text = DesignMarkdown.document(for: Presets.named("ocean")?.theme ?? Presets.default.theme)
        #expect(text.hasPrefix("---\nversion: alpha\nname: \"Ocean\"\n"))
        let sections = text.split(separator: "\n").filter { $0.hasPrefix("## ") }.map(String.init)
        #expect(
            sections == [
                "## Overview", "## Colors", "## Typography", "## Layout", "## Elevation & Depth", "## Shapes",
                "## Components",
                "## Do's and Don'ts", "## Accessibility",
            ])
        let frontMatter = try #require(text.split(separator: "---\n").first)
        for key in ["colors:", "typography:", "rounded:", "spacing:", "components:"] {
            #expect(frontMatter.contains("\n\(key)\n"), "\(key)")
        }
    }

    @Test("Every colour role's row gives its value in each of the four modes and its SwiftUI")
    func colorRows() throws {
        let theme = Presets.default.theme
        let text = DesignMarkdown.document(for: theme)
        for role in theme.colorRoles {
            let row = try #require(
                text.split(separator: "\n").first { $0.hasPrefix("| \(role.name) | `#") }, "\(role.name)")
            let modes = [
                ColorMode(.light, .standard), ColorMode(.dark, .standard), ColorMode(.light, .increased),
                ColorMode(.dark, .increased),
            ]
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(Array(cells[1...4]) == modes.map { "`\(theme.color(role, in: $0).hexString)`" })
            #expect(cells[5] == "`\(SwiftUISpelling.use(group: "colors", name: role.name) ?? "")`")
        }
        #expect(text.contains("| title | title1 | 28 pt | bold | system-ui | 34 pt |"))
        #expect(text.contains("`.textRole(.title)`"))
    }

    @Test("The Accessibility section reports the audit, failures included")
    func audit() throws {
        let failing =
            ##"{"specVersion": "1.0", "extends": "default", "colors": {"textSecondary": {"light": "#EEEEEE", "dark": "#222222"}}}"##
        let document = ThemeLoader().load(Data(failing.utf8), file: "pale.json")
        let theme = try #require(document.theme)
        let report = AccessibilityAudit.run(theme)
        let text = DesignMarkdown.document(for: theme)
        #expect(text.contains("ran \(report.findings.count) checks"))
        #expect(text.contains("\(report.failures.count) failed."))
        #expect(text.contains("- Fails: textContrast: "))
        #expect(DesignMarkdown.document(for: Presets.default.theme).contains("all passed."))
    }

    @Test("The same theme gives the same bytes")
    func stable() {
        #expect(
            DesignMarkdown.document(for: Presets.default.theme) == DesignMarkdown.document(for: Presets.default.theme))
    }
}
