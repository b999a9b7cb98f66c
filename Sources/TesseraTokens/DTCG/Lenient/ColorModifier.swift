import TesseraCore

/// Tokens Studio's colour modifiers (`$extensions["studio.tokens"].modify`): `alpha` sets the
/// opacity, `lighten` moves each channel towards white by the amount, `darken` towards black,
/// `mix` blends with `color` by the amount — in sRGB, or in HSL lightness when `space` is `hsl`.
struct ColorModifier {
    enum Kind: String { case alpha, lighten, darken, mix }

    var kind: Kind
    var amount: Double
    /// `srgb` or `hsl`; other spaces (`lch`, `p3`) are computed in sRGB.
    var space: String
    var mixWith: RGBA?

    /// Whether `space` is one this reader computes exactly.
    var isExactSpace: Bool { ["srgb", "hsl", ""].contains(space) || kind == .alpha }

    /// The modifier a token's `$extensions` describe, with its amount and mix colour already
    /// resolved (aliases replaced); `nil` with a reason when it cannot be read.
    static func read(_ modify: JSONNode) -> Result<ColorModifier, LenientValue.Failure> {
        func failure(_ message: String, _ node: JSONNode) -> Result<ColorModifier, LenientValue.Failure> {
            .failure(LenientValue.Failure(message: message, node: node, subpath: []))
        }
        guard let name = modify["type"]?.stringValue, let kind = Kind(rawValue: name) else {
            return failure(
                "unknown colour modifier \(modify["type"]?.description ?? "(no type)"); expected alpha, lighten, darken or mix",
                modify["type"] ?? modify)
        }
        let amountNode = modify["value"] ?? JSONNode(.null)
        var amount = amountNode.numberValue
        if amount == nil, let text = amountNode.stringValue {
            switch TokenMath.evaluate(text) {
            case .success(let quantity) where quantity.unit.isEmpty: amount = quantity.value
            case .success(let quantity) where quantity.unit == "%": amount = quantity.value / 100
            default: break
            }
        }
        guard let amount, (0...1).contains(amount) else {
            return failure(
                "a colour modifier's `value` is a number in [0, 1]; found \(amountNode.description.prefix(40))",
                amountNode)
        }
        var mixWith: RGBA?
        if kind == .mix {
            guard let other = modify["color"], let rgba = Self.rgba(other) else {
                return failure(
                    "a `mix` modifier needs `color`, a colour; found \(modify["color"]?.description.prefix(40) ?? "nothing")",
                    modify["color"] ?? modify)
            }
            mixWith = rgba
        }
        return .success(
            ColorModifier(
                kind: kind, amount: amount, space: (modify["space"]?.stringValue ?? "srgb").lowercased(),
                mixWith: mixWith))
    }

    /// An sRGB colour from a DTCG colour object or CSS text.
    static func rgba(_ node: JSONNode) -> RGBA? {
        if let text = node.stringValue { return CSSColor.parse(text) }
        guard node["colorSpace"]?.stringValue == "srgb",
            let components = node["components"]?.elements?.compactMap(\.numberValue),
            components.count == 3
        else { return nil }
        return RGBA(
            red: components[0], green: components[1], blue: components[2], alpha: node["alpha"]?.numberValue ?? 1)
    }

    func applied(to color: RGBA) -> RGBA {
        switch kind {
        case .alpha:
            return RGBA(red: color.red, green: color.green, blue: color.blue, alpha: amount)
        case .mix:
            guard let other = mixWith else { return color }
            func blend(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
            return RGBA(
                red: blend(color.red, other.red), green: blend(color.green, other.green),
                blue: blend(color.blue, other.blue),
                alpha: blend(color.alpha, other.alpha))
        case .lighten, .darken:
            if space == "hsl" {
                var (hue, saturation, lightness) = Self.hsl(color)
                lightness = kind == .lighten ? lightness + (1 - lightness) * amount : lightness - lightness * amount
                return Self.rgb(hue: hue, saturation: saturation, lightness: lightness, alpha: color.alpha)
            }
            func move(_ channel: Double) -> Double {
                kind == .lighten ? channel + (1 - channel) * amount : channel - channel * amount
            }
            return RGBA(red: move(color.red), green: move(color.green), blue: move(color.blue), alpha: color.alpha)
        }
    }

    static func hsl(_ color: RGBA) -> (Double, Double, Double) {
        let high = max(color.red, color.green, color.blue)
        let low = min(color.red, color.green, color.blue)
        let lightness = (high + low) / 2
        guard high != low else { return (0, 0, lightness) }
        let delta = high - low
        let saturation = lightness > 0.5 ? delta / (2 - high - low) : delta / (high + low)
        var hue: Double
        if high == color.red {
            hue = (color.green - color.blue) / delta + (color.green < color.blue ? 6 : 0)
        } else if high == color.green {
            hue = (color.blue - color.red) / delta + 2
        } else {
            hue = (color.red - color.green) / delta + 4
        }
        hue /= 6
        return (hue, saturation, lightness)
    }

    static func rgb(hue: Double, saturation: Double, lightness: Double, alpha: Double) -> RGBA {
        guard saturation > 0 else { return RGBA(red: lightness, green: lightness, blue: lightness, alpha: alpha) }
        let q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation
        let p = 2 * lightness - q
        func channel(_ shift: Double) -> Double {
            var t = hue + shift
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1 / 6 { return p + (q - p) * 6 * t }
            if t < 1 / 2 { return q }
            if t < 2 / 3 { return p + (q - p) * (2 / 3 - t) * 6 }
            return p
        }
        return RGBA(red: channel(1 / 3), green: channel(0), blue: channel(-1 / 3), alpha: alpha)
    }
}
