import Foundation
import TesseraSync
import TesseraTestSupport
import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// A file system that fails one chosen step, like a crash or a full disk at that moment. A
/// failing write leaves half the data behind, as a torn write would.
final class FaultyFileSystem: FileSystem {
    private struct State: Sendable {
        var step = 0
        var failAt: Int?
        var linksFail = false
    }

    private let base = LocalFileSystem()
    private let state = LockedValue(State())

    struct InjectedFault: Error {}

    var stepsTaken: Int { state.withLock { $0.step } }

    private func tick() throws {
        let fails = state.withLock { state -> Bool in
            defer { state.step += 1 }
            return state.step == state.failAt
        }
        if fails { throw InjectedFault() }
    }

    func reset(failAt: Int?) {
        state.withLock {
            $0.step = 0
            $0.failAt = failAt
        }
    }

    func contents(of url: URL) throws -> Data? { try base.contents(of: url) }
    func exists(_ url: URL) -> Bool { base.exists(url) }

    /// Whether hard links fail, as on volumes without them (the save then copies).
    var linksFail: Bool {
        get { state.withLock { $0.linksFail } }
        set { state.withLock { $0.linksFail = newValue } }
    }

    func write(_ data: Data, to url: URL, permissions: Int) throws {
        do { try tick() } catch {
            try base.write(data.prefix(data.count / 2), to: url, permissions: permissions)
            throw error
        }
        try base.write(data, to: url, permissions: permissions)
    }

    /// A failing copy leaves a fragment behind, as a full disk would.
    func copy(_ source: URL, to destination: URL) throws {
        do { try tick() } catch {
            let data = try base.contents(of: source) ?? Data()
            try base.write(data.prefix(data.count / 2), to: destination, permissions: 0o600)
            throw error
        }
        try base.copy(source, to: destination)
    }

    func link(_ source: URL, to destination: URL) throws {
        try tick()
        if linksFail { throw FileError("link", destination.path, code: EPERM) }
        try base.link(source, to: destination)
    }

    func permissions(of url: URL) -> Int? { base.permissions(of: url) }
    func entries(of directory: URL) -> [String] { base.entries(of: directory) }
    func destination(of url: URL) -> URL { base.destination(of: url) }
    func synchronize(_ url: URL) throws {
        try tick()
        try base.synchronize(url)
    }
    func synchronizeDirectory(_ url: URL) throws {
        try tick()
        try base.synchronizeDirectory(url)
    }
    func rename(_ source: URL, to destination: URL) throws {
        try tick()
        try base.rename(source, to: destination)
    }
    func remove(_ url: URL) throws {
        try tick()
        try base.remove(url)
    }
    func createDirectory(_ url: URL) throws {
        try tick()
        try base.createDirectory(url)
    }
}

@Suite("Stores")
struct StoreTests {
    @Test(
        "a fault at any step of a save leaves the last good file loadable and a complete backup",
        arguments: [false, true])
    func faultInjection(linksFail: Bool) throws {
        let directory = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(directory) }
        let fileSystem = FaultyFileSystem()
        fileSystem.linksFail = linksFail
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
            // A fault the save can work around (no hard link, a folder that cannot be flushed, a
            // stale file that cannot be removed) lets it succeed; any other makes it throw.
            let saved = (try? file.save(Data("next".utf8))) != nil
            fileSystem.reset(failAt: nil)
            let outcome = try file.load { (String(decoding: $0, as: UTF8.self), []) }
            guard let text = outcome.value, outcome.recovery == nil else {
                Issue.record("step \(failing): \(outcome)")
                continue
            }
            #expect(text == (saved ? "next" : "good"), "step \(failing)")
            let backup = try String(contentsOf: file.backupURL, encoding: .utf8)
            #expect(
                ["good", "next", "version-2"].contains(backup),
                "step \(failing): the backup is a whole earlier version, not \(backup)")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
                $0.hasSuffix(".tmp")
            }
            #expect(leftovers.isEmpty, "step \(failing) left \(leftovers)")
        }
    }

    @Test("a file that fails to decode is quarantined, never overwritten, and the backup is used")
    func quarantine() throws {
        let directory = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(directory) }
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
        let directory = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(directory) }
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
        try Data(ThemeJSON.extending("forest", ##""colors": {"accent": {"light": "#GG0000"}}"##).utf8).write(to: file)
        let stored = try await store.loadCustomization(of: "forest")
        let recovery = try #require(stored.recovery)
        #expect(stored.value == nil && !recovery.restoredFromBackup && recovery.setAsideAt != nil)
        #expect(recovery.reason.contains("colors.accent.light"))
    }

    @Test("concurrent saves are serialised: the file always holds one whole save")
    func concurrentSaves() async throws {
        let directory = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(directory) }
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

    @Test(
        "file names never collide, whatever the ids",
        arguments: [
            ["A B", "A_B", "a b", "a_b", "ab"], ["Ocean", "ocean", "OCEAN"], ["a/b", "a%2Fb", "a.b", ".."],
        ])
    func fileNames(ids: [String]) {
        let names = ids.map(ThemeStore.fileName(for:))
        #expect(Set(names.map { $0.lowercased() }).count == ids.count, "\(names)")
        #expect(names.allSatisfy { !$0.contains("/") && $0 != ".." && $0 != "." })
    }
}

/// Records the steps a save takes, in order.
final class RecordingFileSystem: FileSystem {
    private let base = LocalFileSystem()
    private let log = LockedValue<[String]>([])
    var steps: [String] { log.value }

    private func record(_ step: String, _ url: URL) {
        let name =
            url.lastPathComponent.hasSuffix(".tmp")
            ? (url.lastPathComponent.contains(".bak.") ? "backup-temp" : "temp") : url.lastPathComponent
        log.withLock { $0.append("\(step) \(name)") }
    }

    func contents(of url: URL) throws -> Data? { try base.contents(of: url) }
    func exists(_ url: URL) -> Bool { base.exists(url) }
    func permissions(of url: URL) -> Int? { base.permissions(of: url) }
    func entries(of directory: URL) -> [String] { base.entries(of: directory) }
    func destination(of url: URL) -> URL { base.destination(of: url) }
    func write(_ data: Data, to url: URL, permissions: Int) throws {
        record("write", url)
        try base.write(data, to: url, permissions: permissions)
    }
    func synchronize(_ url: URL) throws {
        record("flush", url)
        try base.synchronize(url)
    }
    func synchronizeDirectory(_ url: URL) throws {
        log.withLock { $0.append("flush folder") }
        try base.synchronizeDirectory(url)
    }
    func rename(_ source: URL, to destination: URL) throws {
        record("rename-to", destination)
        try base.rename(source, to: destination)
    }
    func link(_ source: URL, to destination: URL) throws {
        record("link", destination)
        try base.link(source, to: destination)
    }
    func copy(_ source: URL, to destination: URL) throws {
        record("copy", destination)
        try base.copy(source, to: destination)
    }
    func remove(_ url: URL) throws {
        record("remove", url)
        try base.remove(url)
    }
    func createDirectory(_ url: URL) throws { try base.createDirectory(url) }
}

@Suite("Stores: files on real disks")
struct StoreFileTests {
    @Test("a save flushes the new file, links the old one as the backup, renames, then flushes the folder")
    func saveSteps() throws {
        let directory = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(directory) }
        let fileSystem = RecordingFileSystem()
        let file = AtomicFile(url: directory.appendingPathComponent("theme.json"), fileSystem: fileSystem)
        try file.save(Data("1".utf8))
        try file.save(Data("2".utf8))
        #expect(
            fileSystem.steps == [
                "write temp", "flush temp", "rename-to theme.json", "flush folder",
                "write temp", "flush temp", "link backup-temp", "rename-to theme.json.bak", "rename-to theme.json",
                "flush folder",
            ])
    }

    private func read(_ file: AtomicFile) throws -> String? {
        try file.load { (String(decoding: $0, as: UTF8.self), []) }.value
    }

    @Test("a new file is created 0600; a file the user made 0640 stays 0640 through saves, and so does its backup")
    func permissions() throws {
        let directory = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(directory) }
        let file = AtomicFile(url: directory.appendingPathComponent("settings.json"))
        try file.save(Data("1".utf8))
        #expect(LocalFileSystem().permissions(of: file.url) == 0o600)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.url.path)
        try file.save(Data("2".utf8))
        try file.save(Data("3".utf8))
        #expect(LocalFileSystem().permissions(of: file.url) == 0o640)
        #expect(LocalFileSystem().permissions(of: file.backupURL) == 0o640)
    }

    @Test("saving through a symbolic link writes the link's target and keeps the link")
    func symlinks() throws {
        let directory = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(directory) }
        let real = directory.appendingPathComponent("real").appendingPathComponent("theme.json")
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: real)
        let link = directory.appendingPathComponent("theme.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let file = AtomicFile(url: link)
        try file.save(Data("new".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path, "still a link")
        #expect(try String(contentsOf: real, encoding: .utf8) == "new")
        #expect(try read(file) == "new")
        #expect(try String(contentsOf: real.appendingPathExtension("bak"), encoding: .utf8) == "old")
    }

    @Test("temporary files a killed save left behind go on the next load; other files stay")
    func staleTemporaries() throws {
        let directory = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(directory) }
        let file = AtomicFile(url: directory.appendingPathComponent("theme.json"))
        try file.save(Data("1".utf8))
        let stale = [".theme.json.\(UUID().uuidString).tmp", ".theme.json.bak.\(UUID().uuidString).tmp"]
        let others = [".other.json.\(UUID().uuidString).tmp", "notes.tmp", ".theme.json.tmp"]
        for name in stale + others { try Data("x".utf8).write(to: directory.appendingPathComponent(name)) }
        #expect(try read(file) == "1")
        let remaining = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        #expect(remaining.isDisjoint(with: stale) && remaining.isSuperset(of: others))
    }

    @Test("errors name the operation, the path and the system's reason")
    func errorMessages() throws {
        let directory = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(directory) }
        let blocker = directory.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let file = AtomicFile(url: blocker.appendingPathComponent("theme.json"))
        do {
            try file.save(Data("1".utf8))
            Issue.record("saving inside a file cannot succeed")
        } catch {
            let message = "\(error)"
            #expect(message.contains(blocker.path) && message.contains("errno"), "\(message)")
        }
    }

    @Test("an unreadable file that cannot be moved aside (a read-only volume) loads the backup and says so")
    func readOnlyVolume() throws {
        let directory = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(directory) }
        let fileSystem = FaultyFileSystem()
        let file = AtomicFile(url: directory.appendingPathComponent("theme.json"), fileSystem: fileSystem)
        try file.save(Data("1".utf8))
        try file.save(Data("2".utf8))
        try Data("garbage".utf8).write(to: file.url)
        fileSystem.reset(failAt: 0)  // the first step of the load is moving the file aside
        struct NotANumber: Error {}
        let outcome = try file.load { data -> (value: Int, issues: [LoadIssue]) in
            guard let number = Int(String(decoding: data, as: UTF8.self)) else { throw NotANumber() }
            return (number, [])
        }
        #expect(outcome.value == 1 && outcome.recovery?.setAsideAt == nil)
        #expect(
            outcome.recovery?.reason.contains("could not be moved aside") == true,
            "\(String(describing: outcome.recovery))")
        #expect(outcome.recovery.map { "\($0)" }?.contains("left in place") == true)
        #expect(try String(contentsOf: file.url, encoding: .utf8) == "garbage", "nothing the user saved is lost")
    }
}
