/// An entry of the palette — the raw colour options a theme chooses from: a colour, or a group
/// of further entries (`"blue": {"600": "#2563EB"}`, referenced as `{palette.blue.600}`).
package indirect enum PaletteNode: Sendable, Hashable, Codable {
    /// A palette entry: a colour, written as a string such as `"#1A73E8"`.
    case color(ColorValue)
    /// A group of entries (an object in the file), referenced as `{palette.GROUP.NAME}`.
    case group([String: PaletteNode])

    package init(from decoder: any Decoder) throws {
        if case .string = decoder.scalar() {
            self = .color(try ColorValue(from: decoder))
            return
        }
        let keyed = try decoder.container(keyedBy: AnyCodingKey.self)
        if keyed.contains(AnyCodingKey("colorSpace")) {
            self = .color(try ColorValue(from: decoder))
        } else {
            self = .group(try decoder.decodeTable(PaletteNode.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .color(let value): try value.encode(to: encoder)
        case .group(let entries): try entries.encode(to: encoder)
        }
    }

    /// Every colour below this entry with its dotted path (`blue.600`), sorted by path.
    package func flattened(prefix: String = "") -> [(path: String, value: ColorValue)] {
        switch self {
        case .color(let value):
            return [(prefix, value)]
        case .group(let entries):
            return entries.keys.sorted().flatMap { key in
                entries[key].map { $0.flattened(prefix: prefix.isEmpty ? key : "\(prefix).\(key)") } ?? []
            }
        }
    }
}
