import TesseraSettings
import Testing

/// An app that imports only TesseraSettings can name everything the settings API returns: this
/// file imports nothing else, so it compiles only while the core's types are re-exported.
@Suite("What TesseraSettings brings with it")
struct SettingsImportTests {
    @Test("results, issues, recoveries and colours need no second import")
    func namesFromTheCore() {
        let result = ApplyResult<SettingsChange>(outcome: .nothingToApply, changes: [])
        let issue = EditingIssue(id: "count", message: "must not be negative")
        let load = LoadIssue(kind: .unknownKey, path: "legacy", message: "kept")
        let recovery = Recovery(setAsideAt: nil, reason: "unreadable", restoredFromBackup: false)
        let color = try? RGBA(hex: "#FFFFFF")
        #expect(result.changes.isEmpty && issue.id == "count" && load.kind == .unknownKey)
        #expect(!recovery.restoredFromBackup && color == .white)
    }
}
