/// A QR code as text for a terminal: each character is two modules, one above the other, drawn
/// with the Unicode half blocks (▀ ▄ █ and space), with the quiet zone around the symbol.
public enum QRCodeTerminal {
    /// The lines of `code`, each ending in a newline. With `lightOnDark` (a terminal with light
    /// text on a dark background, the usual case) the glyphs draw the light modules and the
    /// terminal's background shows through as the dark ones; otherwise the glyphs draw the dark
    /// modules.
    public static func text(for code: QRCode, lightOnDark: Bool = true) -> String {
        let margin = QRCode.quietZone
        let range = -margin..<(code.size + margin)
        // A module in the quiet zone (outside the symbol) is light.
        func inked(_ x: Int, _ y: Int) -> Bool { code[x: x, y: y] != lightOnDark }
        var text = ""
        for top in stride(from: range.lowerBound, to: range.upperBound, by: 2) {
            for x in range {
                // With an odd height, the last line's bottom half is one more row of quiet zone.
                switch (inked(x, top), inked(x, top + 1)) {
                case (true, true): text += "█"
                case (true, false): text += "▀"
                case (false, true): text += "▄"
                case (false, false): text += " "
                }
            }
            text += "\n"
        }
        return text
    }
}
