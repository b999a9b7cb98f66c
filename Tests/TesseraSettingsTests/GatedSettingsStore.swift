import Foundation
import TesseraCore
import TesseraSettings
import TesseraTestSupport

/// Settings in memory whose saves pass through `gate`: closed, a save waits until the test
/// opens it, so the test can act while the save is under way.
actor GatedSettingsStore: SettingsStore {
    let gate = SaveGate()
    /// What was saved last.
    private(set) var data: Data?

    func load<Value: Sendable>(decoding decode: @Sendable (Data) throws -> (value: Value, issues: [LoadIssue]))
        -> StoredValue<Value>
    {
        StoredValue.read(data, backup: nil, decode: decode) { nil }
    }

    func save(_ data: Data) async {
        await gate.pass()
        self.data = data
    }
}
