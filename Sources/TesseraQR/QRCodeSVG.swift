/// A QR code as an SVG image: dark modules as one path over a light square that includes the
/// quiet zone, one unit per module, with crisp edges at any scale.
public enum QRCodeSVG {
    /// The SVG document of `code`, `pixelsPerModule` CSS pixels per module, announced to assistive
    /// technology as an image named `label` (`role="img"`, `aria-label`).
    public static func document(for code: QRCode, label: String, pixelsPerModule: Int = 4) -> String {
        let side = code.size + 2 * QRCode.quietZone
        var path = ""
        for y in 0..<code.size {
            var x = 0
            while x < code.size {
                guard code[x: x, y: y] else {
                    x += 1
                    continue
                }
                var run = 1
                while code[x: x + run, y: y] { run += 1 }
                path += "M\(x + QRCode.quietZone) \(y + QRCode.quietZone)h\(run)v1h-\(run)z"
                x += run
            }
        }
        let pixels = side * pixelsPerModule
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" width="\(pixels)" height="\(pixels)" \
            role="img" aria-label="\(escaped(label))" shape-rendering="crispEdges">\
            <rect width="\(side)" height="\(side)" fill="#fff"/><path fill="#000" d="\(path)"/></svg>
            """
    }

    /// `text` safe inside an XML attribute in double quotes.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
