/// The `MAJOR.MINOR` version of the theme file format.
///
/// A newer MINOR only adds keys: it loads with a warning and its unknown keys are kept.
/// A newer MAJOR is refused. Older versions load through migrations.
package struct SpecVersion: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The major version: a file with a newer one is refused.
    package var major: Int
    /// The minor version: a newer one only adds keys, kept when loaded.
    package var minor: Int

    /// The version `major.minor`.
    package init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// The version this library reads and writes.
    package static let current = SpecVersion(1, 0)

    /// Parses `"1.0"`; `nil` for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        // Exactly digits, dot, digits: no signs, spaces or other numerals.
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }),
            let major = Int(parts[0]), let minor = Int(parts[1])
        else { return nil }
        self.init(major, minor)
    }

    package var description: String { "\(major).\(minor)" }

    /// Whether `lhs` is older than `rhs`, comparing major, then minor.
    package static func < (lhs: SpecVersion, rhs: SpecVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    package init(from decoder: any Decoder) throws {
        self = try WrittenString.decode(from: decoder, expected: "a version \"MAJOR.MINOR\"") { SpecVersion($0) }
    }

    package func encode(to encoder: any Encoder) throws {
        try WrittenString.encode(description, to: encoder)
    }
}
