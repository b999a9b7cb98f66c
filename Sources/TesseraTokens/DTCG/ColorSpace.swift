/// The colour spaces of the DTCG Color module and the range of each component.
enum DTCGColorSpace: String, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// One component's allowed range; `upperOpen` excludes the upper bound (hues: `[0, 360)`).
    struct Range {
        var name: String
        var lower: Double
        var upper: Double
        var upperOpen = false

        func contains(_ value: Double) -> Bool {
            value >= lower && (upperOpen ? value < upper : value <= upper)
        }

        var text: String {
            func number(_ value: Double) -> String {
                value.isInfinite
                    ? (value < 0 ? "-∞" : "∞") : (value == value.rounded() ? String(Int(value)) : String(value))
            }
            return "[\(number(lower)), \(number(upper))\(upperOpen ? ")" : "]")"
        }
    }

    var ranges: [Range] {
        let unit = { (name: String) in Range(name: name, lower: 0, upper: 1) }
        let hue = Range(name: "hue", lower: 0, upper: 360, upperOpen: true)
        let percent = { (name: String) in Range(name: name, lower: 0, upper: 100) }
        let any = { (name: String) in Range(name: name, lower: -.infinity, upper: .infinity) }
        let positive = { (name: String) in Range(name: name, lower: 0, upper: .infinity) }
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            return [unit("red"), unit("green"), unit("blue")]
        case .hsl: return [hue, percent("saturation"), percent("lightness")]
        case .hwb: return [hue, percent("whiteness"), percent("blackness")]
        case .lab: return [percent("lightness"), any("a"), any("b")]
        case .lch: return [percent("lightness"), positive("chroma"), hue]
        case .oklab: return [unit("lightness"), any("a"), any("b")]
        case .oklch: return [unit("lightness"), positive("chroma"), hue]
        case .xyzD65, .xyzD50: return [unit("x"), unit("y"), unit("z")]
        }
    }
}
