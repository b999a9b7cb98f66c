/// The twelve Dynamic Type sizes, named as SwiftUI's `DynamicTypeSize` names them.
///
/// Reading also accepts `AX1` … `AX5` and UIKit's capitalised names (`Large`).
public enum DynamicTypeSize: String, SpecEnum, Comparable {
    /// The smallest size.
    case xSmall
    /// Smaller than the default.
    case small
    /// Slightly smaller than the default.
    case medium
    /// The default size.
    case large
    /// Slightly larger than the default.
    case xLarge
    /// Larger.
    case xxLarge
    /// The largest size that is not an accessibility size.
    case xxxLarge
    /// The first accessibility size (AX1).
    case accessibility1
    /// Accessibility size AX2.
    case accessibility2
    /// Accessibility size AX3.
    case accessibility3
    /// Accessibility size AX4.
    case accessibility4
    /// The largest size (AX5).
    case accessibility5

    /// Other spellings accepted when reading: `AX1` … `AX5`, and each name with a capital first letter.
    public static var aliases: [String: DynamicTypeSize] {
        var aliases: [String: DynamicTypeSize] = [
            "AX1": .accessibility1, "AX2": .accessibility2, "AX3": .accessibility3,
            "AX4": .accessibility4, "AX5": .accessibility5,
        ]
        for size in allCases { aliases[size.rawValue.prefix(1).uppercased() + size.rawValue.dropFirst()] = size }
        aliases["XSmall"] = .xSmall
        return aliases
    }

    /// The default size.
    public static let `default` = DynamicTypeSize.large

    /// Table index, `xSmall` = 0 … `accessibility5` = 11.
    @inlinable public var index: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { index >= DynamicTypeSize.accessibility1.index }

    /// Parses a size name as typed by a person, in any letter case: `large`, `Large`, `AX3`,
    /// `ax3`, `accessibility3`.
    public init?(name: String) {
        if let size = DynamicTypeSize(rawValue: name) ?? DynamicTypeSize.aliases[name] {
            self = size
            return
        }
        let folded = name.lowercased()
        let names =
            DynamicTypeSize.allCases.map { ($0.rawValue, $0) } + DynamicTypeSize.aliases.map { ($0.key, $0.value) }
        guard let size = names.first(where: { $0.0.lowercased() == folded })?.1 else { return nil }
        self = size
    }

    /// Whether `lhs` is smaller than `rhs`.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.index < rhs.index }
}
