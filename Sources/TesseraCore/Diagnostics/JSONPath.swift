import Foundation

/// A path into a JSON document, such as `colors.textPrimary.light` or `pairings[2].text`.
public struct JSONPath: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step of a path: an object key or an array index.
    public enum Component: Sendable, Hashable, Codable {
        /// An object's key.
        case key(String)
        /// An array's index, from 0.
        case index(Int)
    }

    /// The steps from the document's root.
    public var components: [Component]

    /// The path made of `components`; the root when empty.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// A path of object keys: `["colors", "accent", "light"]`.
    public init(arrayLiteral elements: String...) {
        self.components = elements.map(Component.key)
    }

    /// The empty path, naming the document's root.
    public static let root = JSONPath()

    /// This path with an object key added.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// This path with an array index added.
    public func appending(index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// The keys of the path (indices left out).
    public var keys: [String] {
        components.compactMap { if case .key(let key) = $0 { key } else { nil } }
    }

    /// Dotted form; keys that are not plain identifiers are written `["like this"]`, the root as `$`.
    public var description: String {
        if components.isEmpty { return "$" }
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if key.isPlainPathKey {
                    text += text.isEmpty ? key : "." + key
                } else {
                    let escaped = key.replacingOccurrences(of: "\\", with: "\\\\")
                        .replacingOccurrences(of: "\"", with: "\\\"")
                    text += "[\"\(escaped)\"]"
                }
            }
        }
        return text
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self.init(text.split(separator: ".").map { .key(String($0)) })
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension String {
    var isPlainPathKey: Bool {
        guard !isEmpty else { return false }
        return unicodeScalars.allSatisfy { scalar in
            scalar == "_" || scalar == "-"
                || (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
        }
    }
}
