import Foundation
import TesseraLint
import Testing

/// `shadowed-role` reports a SwiftUI style only where the theme has a role of that name, and its
/// fix writes the role's `.role(…)` spelling.
struct ShadowedRoleTests {
    /// (source, whether the shadowing theme is used — the default theme with a colour role `tint`
    /// and a button role `link` of its own — and the replacement; nil when nothing is reported).
    static let cases: [(String, Bool, String?)] = [
        ("Text(\"x\").foregroundStyle(.background)", false, ".role(.background)"),
        ("Rectangle().fill(.separator.opacity(0.4))", false, ".role(.separator)"),
        ("Text(\"x\").background(.background.secondary)", false, ".role(.background)"),
        ("Button(\"x\") {}.buttonStyle(.plain)", false, ".role(.plain)"),
        ("Toggle(\"x\", isOn: $on).tint(.tint)", true, ".role(.custom(\"tint\"))"),
        ("Button(\"x\") {}.buttonStyle(.link)", true, ".role(.custom(\"link\"))"),
        // Not a role of the theme: SwiftUI's style is all there is.
        ("Text(\"x\").foregroundStyle(.secondary)", false, nil),
        ("Toggle(\"x\", isOn: $on).tint(.tint)", false, nil),
        ("Button(\"x\") {}.buttonStyle(.link)", false, nil),
        ("Text(\"x\").foregroundStyle(.primary)", true, nil),
        // A role's name outside a style position, or in a position of the other family.
        ("let plain = Style.plain", false, nil),
        ("Button(\"x\") {}.buttonStyle(.background)", false, nil),
        ("Rectangle().fill(.plain)", false, nil),
    ]

    @Test(arguments: cases)
    func reportsOnlyTheThemesRoles(_ source: String, _ shadowing: Bool, _ replacement: String?) throws {
        let vocabulary = shadowing ? try LintBehaviourTests.fixtureTheme("shadowing.theme.json") : .standard
        let found = Linter(vocabulary: vocabulary).lint(source: source, path: "View.swift").filter {
            $0.rule == .shadowedRole
        }
        #expect(found.map { $0.fix?.replacement } == (replacement.map { [$0] } ?? []), "\(source)")
        #expect(found.allSatisfy { $0.severity == .warning && $0.suggestion == replacement })
    }

    @Test func theFixIsAppliedInPlace() throws {
        let source = """
            struct Row: View {
                var body: some View {
                    Button(action: open) { Text("Open") }   // keep this comment
                        .buttonStyle(.plain)
                        .background(.background.opacity(0.8), in: .capsule)
                        .foregroundStyle(.secondary)
                }
            }

            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shadowed-role-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Row.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let findings = Linter().lint(paths: [file.path]).findings.filter { $0.rule == .shadowedRole }
        #expect(findings.map { "\($0.line):\($0.column)" } == ["4:26", "5:25"])
        let applied = try FixApplier.apply(findings)
        #expect(applied.count == 2)
        let fixed = try String(contentsOf: file, encoding: .utf8)
        #expect(
            fixed
                == source
                .replacingOccurrences(of: ".buttonStyle(.plain)", with: ".buttonStyle(.role(.plain))")
                .replacingOccurrences(
                    of: ".background(.background.opacity", with: ".background(.role(.background).opacity"))
        #expect(Linter().lint(source: fixed, path: "Row.swift").filter { $0.rule == .shadowedRole }.isEmpty)
    }
}
