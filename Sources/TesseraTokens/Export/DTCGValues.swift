import Foundation
@_spi(TesseraTools) import TesseraCore

/// Conversions between Tessera theme values and DTCG token values, shared by export and import.
enum DTCGValues {
    /// The vendor key under which Tessera-only facts travel in `$extensions`.
    static let namespace = "app.tessera"

    static func dimension(_ points: Double) -> JSONNode {
        .object(["value": .number(points), "unit": .string("px")])
    }

    static func duration(seconds: Double) -> JSONNode {
        let milliseconds = (seconds * 1000 * 1000).rounded() / 1000
        return .object(["value": .number(milliseconds), "unit": .string("ms")])
    }

    /// Points from a DTCG dimension (`rem` at 16 px), or from a dimension written as a string
    /// (`"12px"`, `"0.75rem"`, `"12"`, as Style Dictionary and Tokens Studio files do); `nil` when
    /// the value is not one. An `em` is `em` points: 16 (the root's size) unless a text style's
    /// own length is read, whose `em` is its font size, as CSS resolves it (a line height of
    /// `1.2em` on 17 px text is 20.4 px).
    static func points(from value: JSONNode?, em: Double = 16) -> Double? {
        if let text = value?.stringValue?.trimmingCharacters(in: .whitespaces) {
            for (unit, scale) in [("px", 1.0), ("rem", 16.0), ("em", em), ("", 1.0)] where text.hasSuffix(unit) {
                if let number = Double(text.dropLast(unit.count)), number.isFinite { return number * scale }
            }
            return nil
        }
        guard let value, let number = value["value"]?.numberValue else { return value?.numberValue }
        switch value["unit"]?.stringValue {
        case "rem": return number * 16
        case "em": return number * em
        default: return number
        }
    }

    /// A theme colour as written (`#RRGGBB[AA]`, `{palette.x}`, `{colors.role}` or a components
    /// object) as a DTCG value: an alias for a reference; for a literal, the colour `compiled`
    /// (what the core compiled it to) as an sRGB colour object with its hex, or a colour object
    /// in its own space with `compiled` as its hex. `nil` when a literal has no compiled colour.
    static func color(_ value: JSONNode, compiled: RGBA?) -> JSONNode? {
        if let text = value.stringValue {
            if text.hasPrefix("{"), let path = DTCGReference.alias(in: text) {
                if path.first == TokenReference.Group.colors.name {
                    return .string("{" + (["color"] + path.dropFirst()).joined(separator: ".") + "}")
                }
                return .string(text)
            }
            return compiled.map(color(_:))
        }
        guard let space = value["colorSpace"]?.stringValue, let components = value["components"] else { return nil }
        var members: [JSONNode.Member] = [
            .init(key: "colorSpace", value: .string(space)),
            .init(key: "components", value: components.withoutLocations),
        ]
        if let alpha = value["alpha"]?.numberValue, alpha < 1 {
            members.append(.init(key: "alpha", value: .number(alpha)))
        }
        if let compiled { members.append(.init(key: "hex", value: .string(hex6(compiled)))) }
        return JSONNode(.object(members))
    }

    static func color(_ rgba: RGBA) -> JSONNode {
        var members: [JSONNode.Member] = [
            .init(key: "colorSpace", value: .string("srgb")),
            .init(
                key: "components",
                value: JSONNode(.array([rgba.red, rgba.green, rgba.blue].map { .number(rounded($0)) }))),
        ]
        if rgba.alpha < 1 { members.append(.init(key: "alpha", value: .number(rounded(rgba.alpha)))) }
        members.append(.init(key: "hex", value: .string(hex6(rgba))))
        return JSONNode(.object(members))
    }

    /// Six decimal places: exact for 8-bit channels, stable in text.
    static func rounded(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }

    static func hex6(_ rgba: RGBA) -> String {
        rgba.opaqueHex.lowercased()
    }

    /// A DTCG colour value as a theme colour: `#RRGGBB[AA]` for sRGB, a components object for the
    /// spaces themes accept, `nil` for others.
    static func themeColor(_ value: JSONNode) -> JSONNode? {
        if let text = value.stringValue, (try? RGBA(hex: text)) != nil { return .string(text.uppercased()) }
        guard let space = value["colorSpace"]?.stringValue, let components = value["components"]?.elements else {
            return nil
        }
        let numbers = components.map { $0.numberValue ?? 0 }
        let alpha = value["alpha"]?.numberValue ?? 1
        if space == "srgb", numbers.count == 3 {
            let rgba = RGBA(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: alpha)
            return .string(rgba.alpha < 1 ? rgba.hexString.uppercased() : rgba.opaqueHex.uppercased())
        }
        guard ColorComponents.Space(rawValue: space) != nil else { return nil }
        var members: [JSONNode.Member] = [
            .init(key: "colorSpace", value: .string(space)),
            .init(key: "components", value: JSONNode(.array(numbers.map { .number($0) }))),
        ]
        if alpha < 1 { members.append(.init(key: "alpha", value: .number(alpha))) }
        return JSONNode(.object(members))
    }

    /// The cubic Bézier control points of a theme curve (springs approximated by their settle shape).
    static func bezier(for curve: String) -> [Double] {
        switch curve {
        case "linear": [0, 0, 1, 1]
        case "easeIn": [0.42, 0, 1, 1]
        case "easeOut": [0, 0, 0.58, 1]
        case "easeInOut": [0.42, 0, 0.58, 1]
        case "spring", "bouncy", "snappy", "smooth": [0.2, 0.9, 0.3, 1]
        default: [0, 0, 1, 1]
        }
    }

    /// The CSS numeric weight of a theme weight name.
    static func cssWeight(_ name: String?) -> Int {
        FontWeight(rawValue: name ?? "regular")?.cssWeight ?? 400
    }

    /// The theme weight nearest a DTCG font weight (number or name).
    static func themeWeight(_ value: JSONNode?) -> String? {
        let number: Double?
        if let name = value?.stringValue {
            number = ValueChecker.weightNames[name].map(Double.init)
        } else {
            number = value?.numberValue
        }
        guard let number else { return nil }
        let rank = min(8, max(0, Int((number / 100).rounded()) - 1))
        return FontWeight.allCases[rank].rawValue
    }
}

extension RGBA {
    /// `#rrggbb`, alpha left out.
    var opaqueHex: String { String(hexString.prefix(7)) }
}
