import Foundation
@_spi(TesseraTools) import TesseraCore

/// Colours written as CSS text, as Tokens Studio and Style Dictionary files hold them:
/// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` with numbers or percentages or
/// with a hex colour and an opacity (`rgba(#b061f2, .4)`), `hsl()`/`hsla()` (as Jobber's Atlantis
/// writes its palette), `oklch()` (as Workday's Canvas writes its colours) and `transparent`.
enum CSSColor {
    static func parse(_ text: String) -> RGBA? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "transparent" { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        if trimmed.hasPrefix("#") { return hex(trimmed.dropFirst()) }
        for prefix in ["rgba(", "rgb("] where trimmed.hasPrefix(prefix) && trimmed.hasSuffix(")") {
            let inner = trimmed.dropFirst(prefix.count).dropLast()
            // `rgba(#b061f2, .4)`: a hex colour and an opacity, as Sass and Tokens Studio write it.
            if inner.hasPrefix("#") {
                let parts = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, let colour = hex(parts[0].dropFirst()), colour.alpha == 1 else { return nil }
                let isPercent = parts[1].hasSuffix("%")
                guard let number = Double(isPercent ? String(parts[1].dropLast()) : parts[1]) else { return nil }
                let alpha = isPercent ? number / 100 : number
                guard (0...1).contains(alpha) else { return nil }
                return RGBA(red: colour.red, green: colour.green, blue: colour.blue, alpha: alpha)
            }
            let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
            guard parts.count == 3 || parts.count == 4 else { return nil }
            var channels: [Double] = []
            for (index, part) in parts.enumerated() {
                let isPercent = part.hasSuffix("%")
                guard let number = Double(isPercent ? String(part.dropLast()) : part) else { return nil }
                channels.append(
                    index < 3 ? (isPercent ? number / 100 : number / 255) : (isPercent ? number / 100 : number))
            }
            guard channels.allSatisfy({ (0...1).contains($0) }) else { return nil }
            return RGBA(
                red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
        }
        if trimmed.hasPrefix("oklch("), trimmed.hasSuffix(")") { return oklch(trimmed.dropFirst(6).dropLast()) }
        for prefix in ["hsla(", "hsl("] where trimmed.hasPrefix(prefix) && trimmed.hasSuffix(")") {
            return hsl(trimmed.dropFirst(prefix.count).dropLast())
        }
        return nil
    }

    /// `hsl(H S L [/ A])` or `hsl(H, S, L[, A])`: hue in degrees (`deg` optional, any turn),
    /// saturation and lightness as percentages, alpha from 0 to 1 or a percentage.
    private static func hsl(_ inner: Substring) -> RGBA? {
        let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 3 || parts.count == 4, parts[1].hasSuffix("%"), parts[2].hasSuffix("%"),
            let hue = Double(parts[0].hasSuffix("deg") ? String(parts[0].dropLast(3)) : parts[0]),
            let saturation = Double(parts[1].dropLast()).map({ $0 / 100 }),
            let lightness = Double(parts[2].dropLast()).map({ $0 / 100 }),
            (0...1).contains(saturation), (0...1).contains(lightness)
        else { return nil }
        var alpha = 1.0
        if parts.count == 4 {
            let isPercent = parts[3].hasSuffix("%")
            guard let number = Double(isPercent ? String(parts[3].dropLast()) : parts[3]) else { return nil }
            alpha = isPercent ? number / 100 : number
            guard (0...1).contains(alpha) else { return nil }
        }
        // CSS Color 4's hsl-to-rgb: each channel from its own point on the hue circle.
        let turn = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        let reach = saturation * min(lightness, 1 - lightness)
        func channel(_ n: Double) -> Double {
            let k = (n + turn / 30).truncatingRemainder(dividingBy: 12)
            return lightness - reach * max(-1, min(k - 3, 9 - k, 1))
        }
        return RGBA(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }

    /// `oklch(L C H [/ A])`: lightness from 0 to 1 (or a percentage), chroma (100 % is 0.4), hue
    /// in degrees (`none` is 0), alpha from 0 to 1 (or a percentage); gamut-mapped into sRGB.
    private static func oklch(_ inner: Substring) -> RGBA? {
        let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        let parts = halves[0].split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        guard parts.count == 3 else { return nil }
        func number(_ text: String, percent scale: Double) -> Double? {
            if text == "none" { return 0 }
            if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 * scale } }
            return Double(text.hasSuffix("deg") ? String(text.dropLast(3)) : text)
        }
        guard let lightness = number(parts[0], percent: 1), let chroma = number(parts[1], percent: 0.4),
            let hue = number(parts[2], percent: 1)
        else { return nil }
        var alpha = 1.0
        if halves.count == 2 {
            guard let value = number(halves[1].trimmingCharacters(in: .whitespaces), percent: 1),
                (0...1).contains(value)
            else { return nil }
            alpha = value
        }
        guard (0...1).contains(lightness), chroma >= 0 else { return nil }
        return try? ColorComponents(colorSpace: .oklch, components: [lightness, chroma, hue], alpha: alpha).rgba().color
    }

    private static func hex(_ digits: Substring) -> RGBA? {
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded: String
        switch digits.count {
        case 3, 4: expanded = digits.map { "\($0)\($0)" }.joined()
        case 6, 8: expanded = String(digits)
        default: return nil
        }
        var values: [Double] = []
        var index = expanded.startIndex
        while index < expanded.endIndex {
            let next = expanded.index(index, offsetBy: 2)
            guard let byte = UInt8(expanded[index..<next], radix: 16) else { return nil }
            values.append(Double(byte) / 255)
            index = next
        }
        return RGBA(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }
}
