import Foundation
import TesseraTestSupport
import TesseraZip
import Testing

/// ZIP archives read back by an independent reader: Python's `zipfile` (CRC of every entry,
/// names, contents, stored method), and CRC-32 against its published check value.
@Suite("ZIP archives of stored files")
struct ZipArchiveTests {
    struct Failure: Error, CustomStringConvertible { let description: String }

    /// What Python's `zipfile` reads from the archive at `file`: `testzip()` (the first entry whose
    /// CRC is wrong, or null), and each entry's name, method, size and text.
    static func readBack(_ file: URL) throws -> [String: Any] {
        let script = """
            import json, sys, zipfile
            with zipfile.ZipFile(sys.argv[1]) as z:
                bad = z.testzip()
                entries = [] if bad else [[i.filename, i.compress_type, i.file_size, z.read(i).decode("utf-8"), i.flag_bits, (i.external_attr >> 16) & 0o777, list(i.date_time)] for i in z.infolist()]
            print(json.dumps({"bad": bad, "entries": entries}))
            """
        let run = try Subprocess.run(["python3", "-c", script, file.path])
        guard run.status == 0, let reply = try JSONSerialization.jsonObject(with: run.output) as? [String: Any] else {
            throw Failure(description: "python3 zipfile could not read the archive: \(run.errors)")
        }
        return reply
    }

    @Test("CRC-32 of \"123456789\" is 0xCBF43926 (the published check value); of nothing, 0")
    func checkValue() {
        #expect(CRC32.checksum(of: Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(of: [UInt8]()) == 0)
        #expect(CRC32.checksum(of: Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
    }

    @Test("Python's zipfile reads every file back, in its folders, stored, with a right CRC")
    func readsBack() throws {
        let folder = try TemporaryFolder.create("zip")
        defer { TemporaryFolder.remove(folder) }
        let files = [
            ("Theme.xcassets/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#),
            ("Theme.xcassets/Colors/accent.colorset/Contents.json", #"{"colors": []}"#),
            ("tokens/base.tokens.json", "{}\n"),
            ("empty.txt", ""),
            ("named/é — ünïcode.json", "ünïcode ✓"),
        ]
        var archive = ZipArchive()
        for (path, text) in files { try archive.add(path, contents: Array(text.utf8)) }
        let file = folder.appendingPathComponent("export.zip")
        try Data(try archive.data()).write(to: file)
        let reply = try Self.readBack(file)
        #expect(reply["bad"] is NSNull)
        let entries = try #require(reply["entries"] as? [[Any]])
        #expect(entries.count == files.count)
        for (entry, (path, text)) in zip(entries, files) {
            #expect(entry[0] as? String == path)
            #expect(entry[1] as? Int == 0, "stored, not compressed")
            #expect(entry[2] as? Int == text.utf8.count)
            #expect(entry[3] as? String == text)
            #expect(((entry[4] as? Int) ?? 0) & 0x800 != 0, "the name is flagged UTF-8")
            #expect(entry[5] as? Int == 0o644)
            #expect(entry[6] as? [Int] == [1980, 1, 1, 0, 0, 0])
        }
        #expect(try archive.data() == (try archive.data()), "the same files give the same bytes")
    }

    @Test("a byte changed inside a file is caught by the reader's CRC check: the CRC written is the file's")
    func corruptionIsCaught() throws {
        let folder = try TemporaryFolder.create("zip")
        defer { TemporaryFolder.remove(folder) }
        var archive = ZipArchive()
        try archive.add("a.txt", contents: Array("first file".utf8))
        try archive.add("b/c.txt", contents: Array("second file".utf8))
        var bytes = try archive.data()
        // "second file" starts after b/c.txt's 30-byte header and 7-byte name.
        let at = try #require(
            bytes.indices.first { Array(bytes[$0..<min($0 + 6, bytes.count)]) == Array("second".utf8) })
        bytes[at] ^= 0x20
        let file = folder.appendingPathComponent("bad.zip")
        try Data(bytes).write(to: file)
        #expect(try Self.readBack(file)["bad"] as? String == "b/c.txt")
    }

    @Test("an empty archive is read as empty")
    func empty() throws {
        let folder = try TemporaryFolder.create("zip")
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("empty.zip")
        try Data(try ZipArchive().data()).write(to: file)
        #expect((try Self.readBack(file)["entries"] as? [Any])?.isEmpty == true)
    }

    @Test(
        "paths that could land outside the folder, or twice, are refused",
        arguments: [
            "", "/etc/passwd", "../up.txt", "a/../../b", "a//b", "./a", "a\\b", "folder/", "nul\0.txt",
        ])
    func refusedPaths(_ path: String) {
        var archive = ZipArchive()
        #expect(throws: ZipError.invalidPath(path)) { try archive.add(path, contents: []) }
        #expect(archive.count == 0)
    }

    @Test("a path added twice is refused")
    func duplicate() throws {
        var archive = ZipArchive()
        try archive.add("a.txt", contents: [1])
        #expect(throws: ZipError.duplicatePath("a.txt")) { try archive.add("a.txt", contents: [2]) }
        #expect(archive.count == 1)
    }
}
