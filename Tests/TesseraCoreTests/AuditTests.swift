import Foundation
import Testing
@testable import TesseraCore

@Suite("Accessibility audit")
struct AuditTests {
    @Test("every built-in preset passes AA in all four modes", arguments: PresetCatalog.builtIn.ids)
    func presetsPass(id: String) throws {
        let preset = try #require(Presets.named(id))
        let report = AccessibilityAudit.run(preset.theme, level: .AA)
        let failures = report.failures.map(\.message)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(report.findings.count > 200, "the audit checked \(report.findings.count) things")
    }
}
