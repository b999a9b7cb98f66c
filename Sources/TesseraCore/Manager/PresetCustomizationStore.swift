import Foundation

/// One preset's customisation in a `ThemeStore`, as an editing session saves it: a partial
/// theme holding what differs from the preset. The keys a newer version wrote come back from
/// `load()` and are handed to every `save`, so the store itself holds nothing that changes.
struct PresetCustomizationStore: EditingStore {
    let store: ThemeStore
    let presetID: String
    let base: ThemeSpec

    func load() async throws -> StoredValue<ThemeSpec> {
        let stored = try await store.loadCustomization(of: presetID)
        return StoredValue(
            value: stored.value?.spec, issues: stored.issues, recovery: stored.recovery,
            preserving: stored.value?.preserved ?? [])
    }

    func save(_ spec: ThemeSpec, preserving preserved: [PreservedValue]) async throws {
        if spec == base, preserved.isEmpty {
            try await store.removeCustomization(of: presetID)
        } else {
            try await store.saveCustomization(spec, of: presetID, preserving: preserved)
        }
    }
}
