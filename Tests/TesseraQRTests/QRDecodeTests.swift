import Foundation
import TesseraQR
import Testing

/// Codes this module makes, read back by a real decoder (zbarimg): the bytes must come back
/// exactly, at every size the data needs.
@Suite(
    "QR codes: read back by zbarimg",
    .enabled(if: ZBar.enabled, "zbarimg is not installed; scripts/qr-check installs it"))
struct QRDecodeTests {
    /// `count` bytes of printable ASCII that vary along the string.
    static func text(_ count: Int) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_./:?=&%")
        return String((0..<count).map { alphabet[($0 * 7 + $0 / alphabet.count) % alphabet.count] })
    }

    static let deviceURL =
        "http://192.168.1.20:8787/live?token=" + "Vq3x_Rk9bT2mZp8LwN0sYc4HfJ6dGa1eUo7iKx5nQrE".prefix(43)

    static let inputs: [String] = [
        "Tessera",
        deviceURL,
        "http://[fe80::1c2a:3bff:fe4d:5e6f]:8787/live?token=" + String(repeating: "0f", count: 32),
        "Thème « Ardoise » — couleurs, 色, 🎨",
        text(100), text(500), text(1000), text(2000),
    ]

    @Test("real inputs decode to exactly their UTF-8 bytes", arguments: inputs)
    func realInputs(text: String) throws {
        let code = try QRCode(text)
        #expect(try ZBar.decode(ZBar.image(code)) == Array(text.utf8), "version \(code.version)")
    }

    /// The longest data of each version at M, and one byte more (which needs the next version).
    @Test("every version at M holds exactly its capacity and reads back", arguments: QRVersion.all)
    func versionBoundaries(version: QRVersion) throws {
        let capacity = version.byteCapacity(.medium)
        let full = try QRCode(Self.text(capacity))
        #expect(full.version == version)
        #expect(try ZBar.decode(ZBar.image(full)) == Array(Self.text(capacity).utf8))
        if version.number < 40 {
            #expect(try QRCode(Self.text(capacity + 1)).version.number == version.number + 1)
        } else {
            #expect(throws: QRCodeError.tooLong(bytes: capacity + 1, capacity: capacity, level: .medium)) {
                try QRCode(Self.text(capacity + 1))
            }
        }
    }

    /// Each level at versions of one, two and many blocks, full.
    @Test("every level reads back at full capacity", arguments: QRErrorCorrection.allCases, [1, 5, 7, 10, 21, 27, 40])
    func levels(level: QRErrorCorrection, number: Int) throws {
        let version = try #require(QRVersion(number))
        let text = Self.text(version.byteCapacity(level))
        let code = try QRCode(text, errorCorrection: level)
        #expect(code.version == version)
        #expect(try ZBar.decode(ZBar.image(code)) == Array(text.utf8))
    }

    /// Whatever mask the penalty picks, every one must be written and announced correctly.
    @Test("every mask reads back", arguments: QRMask.all, [1, 8])
    func masks(mask: QRMask, number: Int) throws {
        let bytes = Array(Self.text(try #require(QRVersion(number)).byteCapacity(.quartile)).utf8)
        let code = try QRCode(bytes: bytes, errorCorrection: .quartile, mask: mask)
        #expect(try ZBar.decode(ZBar.image(code)) == bytes)
    }

    /// Bytes that are not text at all, from a fixed seed.
    @Test("arbitrary bytes, 0 … 255, read back")
    func binary() throws {
        let bytes = (0..<300).map { UInt8(($0 * 73 + 11) % 256) }
        #expect(try ZBar.decode(ZBar.image(QRCode(bytes: bytes))) == bytes)
    }

    @Test(
        "the SVG, rendered by librsvg, reads back", .enabled(if: ZBar.path("rsvg-convert") != nil || ZBar.required),
        arguments: [
            "Tessera", deviceURL, text(700),
        ])
    func svg(text: String) throws {
        let svg = QRCodeSVG.document(for: try QRCode(text), label: text)
        let png = try ZBar.run(
            "rsvg-convert", ["--format", "png", "--background-color", "#ffffff"], input: Data(svg.utf8))
        #expect(try ZBar.decode(Data(png), fileExtension: "png") == Array(text.utf8))
    }

    /// The terminal text drawn as a terminal would, light glyphs on a dark background (or dark
    /// glyphs on light), then read.
    @Test("the terminal rendering, drawn as a terminal shows it, reads back", arguments: [true, false])
    func terminal(lightOnDark: Bool) throws {
        let code = try QRCode(Self.deviceURL)
        let lines = QRCodeTerminal.text(for: code, lightOnDark: lightOnDark).split(separator: "\n").map(Array.init)
        // Each glyph is two modules: (top, bottom) inked.
        let glyphs: [Character: (Bool, Bool)] = [
            "█": (true, true), "▀": (true, false), "▄": (false, true), " ": (false, false),
        ]
        let side = try #require(lines.first?.count)
        let image = ZBar.image(side: side) { x, y in
            // The drawn area already includes the quiet zone; outside it is the terminal's background.
            let row = y / 2
            guard x >= 0, x < side, y >= 0, row < lines.count, let glyph = glyphs[lines[row][x]] else {
                return lightOnDark
            }
            let inked = y % 2 == 0 ? glyph.0 : glyph.1
            return inked != lightOnDark
        }
        #expect(try ZBar.decode(image) == Array(Self.deviceURL.utf8))
        #expect(lines.count == (code.size + 2 * QRCode.quietZone + 1) / 2)
        #expect(lines.allSatisfy { $0.count == code.size + 2 * QRCode.quietZone })
    }
}
