/// A ZIP archive of files stored as they are (method 0, no compression), written in one piece:
/// what the Studio downloads for an export of several files, so the folders they sit in
/// (`Theme.xcassets/…`, `tokens/…`) arrive as written.
///
/// Each entry is a local header and the file's bytes, then the central directory and its end
/// record (APPNOTE 6.3: version 2.0, UTF-8 names flagged by bit 11, Unix permissions `0644`).
/// Every entry is dated 1980-01-01 00:00, the earliest date ZIP can hold, so the same files
/// always give the same bytes. ZIP64 is not written: an archive holds at most 65,535 files and
/// every size and offset stays under 4 GiB, or ``add(_:contents:)`` and ``data()`` throw.
///
/// ```swift
/// var archive = ZipArchive()
/// try archive.add("Theme.xcassets/Contents.json", contents: Array(json.utf8))
/// let bytes = try archive.data()   // unzip gives Theme.xcassets/Contents.json
/// ```
public struct ZipArchive: Sendable {
    private struct Entry {
        var name: [UInt8]
        var crc: UInt32
        var size: UInt32
        var offset: UInt32
    }

    private var body: [UInt8] = []
    private var entries: [Entry] = []
    private var paths: Set<String> = []

    public init() {}

    /// The paths added, in order.
    public var count: Int { entries.count }

    /// Adds a file at `path` — relative, `/` between folders (`tokens/base.tokens.json`) —
    /// holding `contents`. Throws for a path that is empty, absolute, names `.` or `..`, holds a
    /// backslash or a NUL, or was added before, and when the archive would pass ZIP's limits.
    public mutating func add(_ path: String, contents: [UInt8]) throws(ZipError) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0"),
            components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else { throw .invalidPath(path) }
        guard !paths.contains(path) else { throw .duplicatePath(path) }
        let name = Array(path.utf8)
        guard entries.count < Int(UInt16.max), name.count <= Int(UInt16.max),
            let size = UInt32(exactly: contents.count), let offset = UInt32(exactly: body.count),
            body.count + 30 + name.count + contents.count < Int(UInt32.max)
        else { throw .tooLarge }
        let crc = CRC32.checksum(of: contents)
        body +=
            Self.uint32(0x0403_4B50) + Self.uint16(20) + Self.uint16(Self.utf8Names) + Self.uint16(0)
            + Self.uint16(Self.time) + Self.uint16(Self.date) + Self.uint32(crc) + Self.uint32(size) + Self.uint32(size)
            + Self.uint16(UInt16(name.count)) + Self.uint16(0) + name
        body += contents
        entries.append(Entry(name: name, crc: crc, size: size, offset: offset))
        paths.insert(path)
    }

    /// The archive's bytes: every file added, then the central directory and its end record.
    public func data() throws(ZipError) -> [UInt8] {
        var directory: [UInt8] = []
        for entry in entries {
            directory +=
                Self.uint32(0x0201_4B50) + Self.uint16(Self.madeByUnix) + Self.uint16(20) + Self.uint16(Self.utf8Names)
                + Self.uint16(0) + Self.uint16(Self.time) + Self.uint16(Self.date) + Self.uint32(entry.crc)
                + Self.uint32(entry.size) + Self.uint32(entry.size) + Self.uint16(UInt16(entry.name.count))
                + Self.uint16(0) + Self.uint16(0) + Self.uint16(0) + Self.uint16(0) + Self.uint32(Self.regularFile)
                + Self.uint32(entry.offset) + entry.name
        }
        guard let start = UInt32(exactly: body.count), let size = UInt32(exactly: directory.count),
            body.count + directory.count + 22 < Int(UInt32.max)
        else { throw .tooLarge }
        let count = UInt16(entries.count)
        let end =
            Self.uint32(0x0605_4B50) + Self.uint16(0) + Self.uint16(0) + Self.uint16(count) + Self.uint16(count)
            + Self.uint32(size) + Self.uint32(start) + Self.uint16(0)
        return body + directory + end
    }

    /// General purpose flag bit 11: names are UTF-8.
    private static let utf8Names: UInt16 = 0x0800
    /// Made by Unix (3), ZIP 2.0: external attributes hold Unix permissions.
    private static let madeByUnix: UInt16 = 3 << 8 | 20
    /// A regular file, `rw-r--r--`, in the high half of the external attributes.
    private static let regularFile: UInt32 = 0o100644 << 16
    /// 00:00:00 in MS-DOS time.
    private static let time: UInt16 = 0
    /// 1980-01-01 in MS-DOS date: (year − 1980) << 9 | month << 5 | day.
    private static let date: UInt16 = 1 << 5 | 1

    private static func uint16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func uint32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }
}

/// Why a file could not go into a ``ZipArchive``.
public enum ZipError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path is empty, absolute, names `.` or `..`, or holds a backslash or a NUL.
    case invalidPath(String)
    /// The path was added before.
    case duplicatePath(String)
    /// More than 65,535 files, or a size or offset of 4 GiB or more (ZIP64 is not written).
    case tooLarge

    public var description: String {
        switch self {
        case .invalidPath(let path): "'\(path)' is not a relative path of folders and a file name, separated by /"
        case .duplicatePath(let path): "'\(path)' is in the archive already"
        case .tooLarge: "the archive would hold more than 65,535 files or pass 4 GiB, which ZIP without ZIP64 cannot"
        }
    }
}
