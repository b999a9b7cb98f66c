import Foundation

/// One preset's customisation in a `ThemeStore`, as an editing session saves it: a partial
/// theme holding what differs from the preset, and the keys a newer version wrote, kept.
/// Saving the preset as it ships removes the file.
final class PresetCustomizationStore: EditingStore, @unchecked Sendable {
    let store: ThemeStore
    let presetID: String
    let base: ThemeSpec
    private let lock = NSLock()
    private var preservedValues: [PreservedValue] = []

    init(store: ThemeStore, presetID: String, base: ThemeSpec) {
        self.store = store
        self.presetID = presetID
        self.base = base
    }

    /// Keys this version does not understand, written back on every save.
    var preserved: [PreservedValue] {
        get { lock.withLock { preservedValues } }
        set { lock.withLock { preservedValues = newValue } }
    }

    func load() async throws -> StoredValue<ThemeSpec> {
        let stored = try await store.loadCustomization(of: presetID)
        preserved = stored.value?.preserved ?? []
        return StoredValue(value: stored.value?.spec, issues: stored.issues, recovery: stored.recovery)
    }

    func save(_ spec: ThemeSpec) async throws {
        let preserved = self.preserved
        if spec == base, preserved.isEmpty {
            try await store.removeCustomization(of: presetID)
        } else {
            try await store.saveCustomization(spec, of: presetID, preserving: preserved)
        }
    }
}
