import Foundation

/// Colours as a person types them — in the Studio's colour fields and on the command line
/// (`tessera contrast`) — read into what a theme file writes: one grammar, one parser.
///
/// - `#RGB`, `#RRGGBB`, `#RRGGBBAA`: a hex literal (written upper-case);
/// - `{palette.NAME}`, `{colors.ROLE}`: a reference;
/// - `rgb(R G B [/ A])`, `rgba(R, G, B, A)`: sRGB, channels 0…255 or percentages;
/// - `oklch(L C H [/ A])`: lightness 0…1 or a percentage, chroma, hue in degrees (`deg` optional);
/// - `color(SPACE X Y Z [/ A])` with SPACE `display-p3`, `srgb`, `srgb-linear`, `oklab` or `oklch`.
///
/// An alpha is 0…1 or a percentage. Components are kept to six decimal places. Whether the
/// value is in range for its space is the compiler's to say, as for any value of a file.
extension ColorValue {
    /// What a typed colour may be, as the errors say it.
    package static let typedForms = "#RRGGBB(AA), rgb(…), oklch(…), color(display-p3 …) or {palette.NAME}"

    /// The colour `text` names (surrounding spaces ignored); throws what was expected otherwise.
    @_spi(TesseraTools) public init(typed text: String) throws(ColorParseError) {
        let typed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let expected = "expected \(Self.typedForms); found \"\(typed)\""
        if typed.hasPrefix("#") {
            do { _ = try RGBA(hex: typed) } catch { throw ColorParseError("\(expected): \(error.message)") }
            self = .hex(typed.uppercased())
            return
        }
        if let reference = TokenReference(parsing: typed) {
            guard reference.group == .palette || reference.group == .colors, !reference.name.isEmpty else {
                throw ColorParseError("\(expected): a colour refers to {palette.NAME} or {colors.ROLE}")
            }
            self = .reference(reference)
            return
        }
        guard let open = typed.firstIndex(of: "("), typed.hasSuffix(")") else { throw ColorParseError(expected) }
        let function = typed[..<open].lowercased()
        var body = typed[typed.index(after: open)..<typed.index(before: typed.endIndex)].trimmingCharacters(
            in: .whitespaces)
        let space: ColorComponents.Space
        switch function {
        case "rgb", "rgba": space = .srgb
        case "oklch": space = .oklch
        case "color":
            let named = body.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard let first = named.first, let given = ColorComponents.Space(rawValue: String(first)) else {
                throw ColorParseError(
                    "color(…) needs a colour space: display-p3, srgb, srgb-linear, oklab or oklch; found \"\(typed)\"")
            }
            space = given
            body = named.count > 1 ? String(named[1]) : ""
        default:
            throw ColorParseError(expected)
        }
        let halves = body.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard halves.count <= 2 else {
            throw ColorParseError("\(function)(…) has more than one \"/\"; found \"\(typed)\"")
        }
        var parts = halves[0].split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        var alphaText = halves.count == 2 ? halves[1] : nil
        if alphaText == nil, parts.count == 4 { alphaText = parts.removeLast() }
        guard parts.count == 3 else {
            throw ColorParseError("\(function)(…) needs three components; found \(parts.count) in \"\(typed)\"")
        }
        var components: [Double] = []
        for (index, part) in parts.enumerated() {
            let number: Double?
            switch (function, space, index) {
            case ("rgb", _, _), ("rgba", _, _): number = Self.unit(part, scale: 255)
            case (_, .oklch, 1): number = Double(part)
            case (_, .oklch, 2): number = Double(part.hasSuffix("deg") ? String(part.dropLast(3)) : part)
            default: number = Self.unit(part, scale: 1)
            }
            guard let number, number.isFinite else {
                throw ColorParseError(
                    "\(function)(…) has a component that is not a number: \"\(part)\" in \"\(typed)\"")
            }
            components.append(Self.rounded(number))
        }
        var alpha: Double?
        if let alphaText {
            guard let value = Self.unit(alphaText, scale: 1), value.isFinite else {
                throw ColorParseError("the alpha \"\(alphaText)\" is not a number; expected 0…1 or a percentage")
            }
            alpha = Self.rounded(value)
        }
        self = .components(ColorComponents(colorSpace: space, components: components, alpha: alpha))
    }

    /// The text a colour field shows for this value: what ``init(typed:)`` reads back as the same
    /// value — a hex or reference as written, sRGB as `rgb(…)` (channels 0…255), OKLCH as
    /// `oklch(…)`, any other space as `color(SPACE …)`, with ` / ALPHA` when an alpha is written.
    package var typedText: String {
        switch self {
        case .hex(let text): return text
        case .reference(let reference): return reference.description
        case .components(let value):
            let c = value.components + Array(repeating: 0, count: max(0, 3 - value.components.count))
            let alpha = value.alpha.map { " / \(Self.number($0, places: 4))" } ?? ""
            switch value.colorSpace {
            case .srgb:
                return "rgb(\(c.prefix(3).map { Self.number($0 * 255, places: 3) }.joined(separator: " "))\(alpha))"
            case .oklch:
                return
                    "oklch(\(Self.number(c[0], places: 4)) \(Self.number(c[1], places: 4)) \(Self.number(c[2], places: 3))\(alpha))"
            default:
                return
                    "color(\(value.colorSpace.rawValue) \(c.prefix(3).map { Self.number($0, places: 5) }.joined(separator: " "))\(alpha))"
            }
        }
    }

    /// `text` as a number: a percentage over 100, anything else over `scale`.
    private static func unit(_ text: String, scale: Double) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
        return Double(text).map { $0 / scale }
    }

    private static func rounded(_ value: Double, places: Int = 6) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }

    /// `value` to `places` decimals, as short as it reads: `255`, `0.5`, `0.6235`.
    private static func number(_ value: Double, places: Int) -> String {
        let shown = rounded(value, places: places)
        if shown == shown.rounded(), abs(shown) < 1e15 { return String(Int(shown)) }
        return String(format: "%.\(places)f", shown).replacingOccurrences(
            of: "0+$", with: "", options: .regularExpression)
    }
}
