/// A colour in gamma-encoded sRGB, each channel and alpha in 0…1.
///
/// This is what renderers draw and what contrast is measured on. Colours written in wider
/// spaces are gamut-mapped into sRGB when converted to this type (see `ColorSpaces`).
public struct RGBA: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The red channel, 0…1, gamma-encoded.
    public var red: Double
    /// The green channel, 0…1, gamma-encoded.
    public var green: Double
    /// The blue channel, 0…1, gamma-encoded.
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// A colour from gamma-encoded sRGB channels and alpha, each 0…1.
    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 0…255 channel values.
    public init(red255: Int, green255: Int, blue255: Int, alpha: Double = 1) {
        self.init(red: Double(red255) / 255, green: Double(green255) / 255, blue: Double(blue255) / 255, alpha: alpha)
    }

    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// Whether the colour is fully opaque.
    package var isOpaque: Bool { alpha >= 1 }

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; channels rounded to the nearest 8-bit value.
    public var hexString: String {
        func byte(_ value: Double) -> String {
            let scaled = Int((min(max(value, 0), 1) * 255).rounded())
            let text = String(scaled, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }

    public var description: String { hexString }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (alpha last); the `#` is required.
    public init(hex text: String) throws(ColorParseError) {
        guard text.hasPrefix("#") else {
            throw ColorParseError(
                "expected a hex colour starting with '#' (#RGB, #RRGGBB or #RRGGBBAA), found \"\(text)\"")
        }
        let digits = Array(text.utf8.dropFirst())
        var values: [UInt8] = []
        values.reserveCapacity(digits.count)
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(digit - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): values.append(digit - UInt8(ascii: "A") + 10)
            default:
                throw ColorParseError(
                    "\"\(text)\" has a character that is not a hex digit; expected #RGB, #RRGGBB or #RRGGBBAA")
            }
        }
        func pair(_ index: Int) -> Double { Double(values[index] << 4 | values[index + 1]) / 255 }
        switch values.count {
        case 3:
            self.init(
                red: Double(values[0] * 17) / 255, green: Double(values[1] * 17) / 255,
                blue: Double(values[2] * 17) / 255)
        case 6:
            self.init(red: pair(0), green: pair(2), blue: pair(4))
        case 8:
            self.init(red: pair(0), green: pair(2), blue: pair(4), alpha: pair(6))
        default:
            throw ColorParseError(
                "\"\(text)\" has \(values.count) hex digits; expected 3 (#RGB), 6 (#RRGGBB) or 8 (#RRGGBBAA)")
        }
    }

    /// This colour drawn over `background` (source-over, in gamma-encoded sRGB as displays blend).
    public func composited(over background: RGBA) -> RGBA {
        if alpha >= 1 { return self }
        let outAlpha = alpha + background.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        func blend(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / outAlpha
        }
        return RGBA(
            red: blend(red, background.red), green: blend(green, background.green), blue: blend(blue, background.blue),
            alpha: outAlpha)
    }
}

/// Why a written colour could not be read.
public struct ColorParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong with the colour, and what was expected.
    public var message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
