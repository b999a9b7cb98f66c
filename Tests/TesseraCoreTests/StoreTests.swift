import Foundation
import Testing
@testable import TesseraCore

/// A file system that fails one chosen step, like a crash or a full disk at that moment. A
/// failing write leaves half the data behind, as a torn write would.
final class FaultyFileSystem: FileSystem, @unchecked Sendable {
    private let base = LocalFileSystem()
    private let lock = NSLock()
    private var step = 0
    var failAt: Int?

    struct InjectedFault: Error {}

    var stepsTaken: Int { lock.withLock { step } }

    private func tick() throws {
        try lock.withLock {
            defer { step += 1 }
            if step == failAt { throw InjectedFault() }
        }
    }

    func reset(failAt: Int?) {
        lock.withLock {
            step = 0
            self.failAt = failAt
        }
    }

    func contents(of url: URL) throws -> Data? { try base.contents(of: url) }
    func exists(_ url: URL) -> Bool { base.exists(url) }

    func write(_ data: Data, to url: URL) throws {
        do { try tick() } catch {
            try base.write(data.prefix(data.count / 2), to: url)
            throw error
        }
        try base.write(data, to: url)
    }

    func synchronize(_ url: URL) throws { try tick(); try base.synchronize(url) }
    func rename(_ source: URL, to destination: URL) throws { try tick(); try base.rename(source, to: destination) }
    func copy(_ source: URL, to destination: URL) throws { try tick(); try base.copy(source, to: destination) }
    func remove(_ url: URL) throws { try tick(); try base.remove(url) }
    func createDirectory(_ url: URL) throws { try tick(); try base.createDirectory(url) }
}

func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("Stores")
struct StoreTests {
    @Test("a fault at any step of a save leaves the last good file loadable")
    func faultInjection() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fileSystem = FaultyFileSystem()
        let file = AtomicFile(url: directory.appendingPathComponent("theme.json"), fileSystem: fileSystem)
        try file.save(Data("version-1".utf8))
        fileSystem.reset(failAt: nil)
        try file.save(Data("version-2".utf8))
        let steps = fileSystem.stepsTaken
        #expect(steps >= 4)
        for failing in 0..<steps {
            fileSystem.reset(failAt: nil)
            try file.save(Data("good".utf8))
            fileSystem.reset(failAt: failing)
            #expect(throws: FaultyFileSystem.InjectedFault.self) { try file.save(Data("next".utf8)) }
            fileSystem.reset(failAt: nil)
            let outcome = try file.load { (String(decoding: $0, as: UTF8.self), []) }
            guard let text = outcome.value, outcome.recovery == nil else {
                Issue.record("step \(failing): \(outcome)")
                continue
            }
            #expect(text == "good", "step \(failing)")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
            #expect(leftovers.isEmpty, "step \(failing) left \(leftovers)")
        }
    }

    @Test("a file that fails to decode is quarantined, never overwritten, and the backup is used")
    func quarantine() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = AtomicFile(url: directory.appendingPathComponent("theme.json"))
        try file.save(Data("1".utf8))
        try file.save(Data("2".utf8))
        try Data("garbage".utf8).write(to: file.url)
        struct NotANumber: Error {}
        let outcome = try file.load { data -> (value: Int, issues: [LoadIssue]) in
            guard let number = Int(String(decoding: data, as: UTF8.self)) else { throw NotANumber() }
            return (number, [])
        }
        guard let recovery = outcome.recovery, let place = recovery.setAsideAt else {
            Issue.record("expected a recovery, got \(outcome)")
            return
        }
        let quarantined = URL(fileURLWithPath: place)
        #expect(outcome.value == 1 && recovery.restoredFromBackup, "the backup holds the version before the last save")
        #expect(try String(contentsOf: quarantined, encoding: .utf8) == "garbage")
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
        try file.save(Data("3".utf8))
        #expect(try String(contentsOf: quarantined, encoding: .utf8) == "garbage", "a later save leaves it alone")
    }

    @Test("the theme store keeps each preset's customisation apart and reports unreadable ones")
    func themeStore() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ThemeStore(directory: directory)
        #expect(try await store.loadSelection() == nil)
        #expect(try await store.loadCustomization(of: "ocean").value == nil)

        var ocean = try #require(Presets.named("ocean")?.spec)
        ocean.extends = "ocean"
        ocean.radii["large"] = 40
        try await store.saveCustomization(ocean, of: "ocean")
        try await store.saveSelection("ocean")
        #expect(try await store.loadSelection() == "ocean")
        #expect(try await store.loadCustomization(of: "ocean").value?.spec == ocean)
        #expect(try await store.loadCustomization(of: "forest").value == nil)

        let file = directory.appendingPathComponent("customizations/forest.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(##"{"specVersion": "1.0", "extends": "forest", "colors": {"accent": {"light": "#GG0000"}}}"##.utf8).write(to: file)
        let stored = try await store.loadCustomization(of: "forest")
        let recovery = try #require(stored.recovery)
        #expect(stored.value == nil && !recovery.restoredFromBackup && recovery.setAsideAt != nil)
        #expect(recovery.reason.contains("colors.accent.light"))
    }

    @Test("concurrent saves are serialised: the file always holds one whole save")
    func concurrentSaves() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ThemeStore(directory: directory)
        let base = try #require(Presets.named("paper")?.spec)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<24 {
                group.addTask {
                    var spec = base
                    spec.extends = "paper"
                    spec.radii["large"] = Double(index + 1)
                    try await store.saveCustomization(spec, of: "paper")
                }
            }
            try await group.waitForAll()
        }
        let loaded = try #require(try await store.loadCustomization(of: "paper").value?.spec)
        #expect((1...24).contains(Int(loaded.radii["large"] ?? 0)))
    }

    @Test("file names never collide, whatever the ids", arguments: [
        ["A B", "A_B", "a b", "a_b", "ab"], ["Ocean", "ocean", "OCEAN"], ["a/b", "a%2Fb", "a.b", ".."],
    ])
    func fileNames(ids: [String]) {
        let names = ids.map(ThemeStore.fileName(for:))
        #expect(Set(names.map { $0.lowercased() }).count == ids.count, "\(names)")
        #expect(names.allSatisfy { !$0.contains("/") && $0 != ".." && $0 != "." })
    }
}
