/// A platform version such as 17.0 or 26.1.
struct Version: Comparable, CustomStringConvertible, Sendable {
    var major: Int
    var minor: Int

    init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `17`, `17.0` or `17.0.1` (the patch is ignored).
    init?(parsing text: String) {
        let parts = text.split(separator: ".").map { Int($0) }
        guard let first = parts.first, let major = first else { return nil }
        self.init(major, parts.count > 1 ? parts[1] ?? 0 : 0)
    }

    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

    var description: String { "\(major).\(minor)" }
}

/// The platforms the layer is built for, and their deployment floors. visionOS has no type-check
/// pass of its own, so this pass also checks that symbols visionOS lacks stay out of its build.
enum Platform: String, CaseIterable, Sendable {
    case iOS, macOS, visionOS

    var floor: Version {
        switch self {
        case .iOS: Version(17)
        case .macOS: Version(14)
        case .visionOS: Version(1)
        }
    }

    /// Symbols introduced in this release or later exist only in SDKs of Swift 6.2 compilers.
    var newSDK: Version { Version(26) }
}

/// Where a declaration or a guard says something is available: an introduction version per
/// platform (absent means "not restricted"), and platforms where it is unavailable.
struct Availability: Sendable {
    var introduced: [Platform: Version] = [:]
    var unavailable: Set<Platform> = []

    /// The stricter of two availabilities (an extension's and its member's, say).
    func merged(with other: Availability) -> Availability {
        var result = self
        for (platform, version) in other.introduced {
            result.introduced[platform] = max(version, result.introduced[platform] ?? version)
        }
        result.unavailable.formUnion(other.unavailable)
        return result
    }

    /// Platforms where this is newer than the deployment floor, with the version required.
    var aboveFloor: [(Platform, Version)] {
        Platform.allCases.compactMap { platform in
            guard !unavailable.contains(platform), let version = introduced[platform], version > platform.floor else {
                return nil
            }
            return (platform, version)
        }
    }

    /// Whether this needs an SDK that only Swift 6.2 and later compilers have.
    var needsNewSDK: Bool { aboveFloor.contains { $0.1 >= $0.0.newSDK } }
}
