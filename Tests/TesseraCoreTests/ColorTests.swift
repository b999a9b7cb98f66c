import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

@Suite("Colour science")
struct ColorTests {
    @Test(
        "hex parses and formats",
        arguments: [
            ("#FFF", "#FFFFFF"), ("#0a84ff", "#0A84FF"), ("#11223344", "#11223344"), ("#000000FF", "#000000"),
            ("#abc", "#AABBCC"),
        ])
    func hex(text: String, formatted: String) throws {
        #expect(try RGBA(hex: text).hexString == formatted)
    }

    @Test(
        "bad hex is refused with what was expected",
        arguments: ["", "FFF", "#", "#FF", "#GGGGGG", "#12345", "#1234567", "# FFFFFF", "#ＦＦＦ"])
    func badHex(text: String) {
        #expect(throws: ColorParseError.self) { try RGBA(hex: text) }
    }

    @Test(
        "WCAG 2 contrast matches the reference vectors",
        arguments: [
            ("#767676", "#FFFFFF", 4.5422), ("#777777", "#FFFFFF", 4.4781), ("#595959", "#FFFFFF", 7.0047),
            ("#949494", "#FFFFFF", 3.0335), ("#959595", "#FFFFFF", 2.9953), ("#000000", "#595959", 2.9980),
            ("#007AFF", "#FFFFFF", 4.0170), ("#0A84FF", "#000000", 5.7574),
        ])
    func wcag(foreground: String, background: String, ratio: Double) throws {
        let value = Contrast.wcagRatio(try RGBA(hex: foreground), try RGBA(hex: background))
        #expect(abs(value - ratio) < 0.00005, "\(value)")
        #expect(
            abs(Contrast.wcagRatio(try RGBA(hex: background), try RGBA(hex: foreground)) - value) < 1e-12, "symmetric")
    }

    @Test("never rounded before comparing: 2.9953 fails 3:1 and 4.4781 fails 4.5:1")
    func noRounding() throws {
        #expect(Contrast.wcagRatio(try RGBA(hex: "#959595"), .white) < 3)
        #expect(Contrast.wcagRatio(try RGBA(hex: "#777777"), .white) < 4.5)
        #expect(AccessibilityAudit.format(4.4999) == "4.49")
    }

    @Test(
        "APCA Lc matches the reference vectors exactly",
        arguments: [
            ("#888888", "#FFFFFF", 63.056469930209424), ("#FFFFFF", "#888888", -68.54146436644962),
            ("#000000", "#AAAAAA", 58.146262578561334), ("#AAAAAA", "#000000", -56.24113336839742),
            ("#112233", "#DDEEFF", 91.66830811481631), ("#DDEEFF", "#112233", -93.06770049484275),
            ("#112233", "#444444", 8.32326136957393), ("#444444", "#112233", -7.526878460278154),
        ])
    func apca(text: String, background: String, lc: Double) throws {
        let value = Contrast.apca(text: try RGBA(hex: text), background: try RGBA(hex: background))
        #expect(abs(value - lc) < 1e-9, "\(value)")
    }

    @Test("a translucent foreground is composited over the background first")
    func compositing() throws {
        let half = try RGBA(hex: "#00000080")
        let composite = half.composited(over: .white)
        #expect(composite.hexString == "#7F7F7F")
        #expect(Contrast.wcagRatio(half, .white) == Contrast.wcagRatio(composite, .white))
        #expect(RGBA.clear.composited(over: .white) == .white)
    }

    static let samples: [ColorSpaces.Vector] = {
        var values: [ColorSpaces.Vector] = []
        for r in stride(from: 0.0, through: 1.0, by: 0.25) {
            for g in stride(from: 0.0, through: 1.0, by: 0.25) {
                for b in stride(from: 0.0, through: 1.0, by: 0.25) { values.append((r, g, b)) }
            }
        }
        return values
    }()

    func close(_ a: ColorSpaces.Vector, _ b: ColorSpaces.Vector, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.0 - b.0) < tolerance && abs(a.1 - b.1) < tolerance && abs(a.2 - b.2) < tolerance
    }

    @Test("the 8-bit linearisation table is the transfer function itself, bit for bit; other values take the formula")
    func linearBytesAreExact() {
        for byte in 0...255 {
            let value = Double(byte) / 255
            #expect(
                ColorSpaces.linearize(value).bitPattern == ColorSpaces.linearizedByFormula(value).bitPattern, "\(byte)")
        }
        for value in [-0.5, -1.0 / 255, 0.5 / 255, 0.123456789, 254.5 / 255, 1.5, .ulpOfOne] {
            #expect(
                ColorSpaces.linearize(value).bitPattern == ColorSpaces.linearizedByFormula(value).bitPattern, "\(value)"
            )
        }
        #expect(ColorSpaces.linearize(-0.5) == -ColorSpaces.linearize(0.5))
    }

    @Test("conversions round-trip within 1e-9: sRGB ↔ linear ↔ XYZ ↔ OKLab ↔ OKLCH ↔ Display P3")
    func roundTrips() {
        for srgb in Self.samples {
            let linear = ColorSpaces.linearSRGB(fromSRGB: srgb)
            #expect(close(ColorSpaces.sRGB(fromLinearSRGB: linear), srgb))
            let xyz = ColorSpaces.xyz(fromLinearSRGB: linear)
            #expect(close(ColorSpaces.linearSRGB(fromXYZ: xyz), linear))
            let lab = ColorSpaces.okLab(fromXYZ: xyz)
            #expect(close(ColorSpaces.xyz(fromOKLab: lab), xyz))
            let lch = ColorSpaces.okLCH(fromOKLab: lab)
            #expect(close(ColorSpaces.okLab(fromOKLCH: lch), lab))
            let p3 = ColorSpaces.displayP3(fromXYZ: xyz)
            #expect(close(ColorSpaces.xyz(fromDisplayP3: p3), xyz))
        }
    }

    @Test("known values: D65 white, sRGB red in OKLab and XYZ, P3 of sRGB red")
    func knownValues() {
        let white = ColorSpaces.xyz(fromSRGB: (1, 1, 1))
        #expect(close(white, (0.9504559270516716, 1, 1.0890577507598784), 1e-6))
        let whiteLab = ColorSpaces.okLab(fromXYZ: white)
        #expect(close(whiteLab, (1, 0, 0), 1e-4))
        let red = ColorSpaces.okLCH(fromOKLab: ColorSpaces.okLab(fromXYZ: ColorSpaces.xyz(fromSRGB: (1, 0, 0))))
        #expect(close(red, (0.6279553606145516, 0.25768330773615683, 29.2338851923426), 1e-4))
        let p3 = ColorSpaces.displayP3(fromXYZ: ColorSpaces.xyz(fromSRGB: (1, 0, 0)))
        #expect(close(p3, (0.9174875573251656, 0.2003514220506548, 0.13856059316149963), 1e-4))
    }

    @Test("out-of-gamut colours map into sRGB by OKLCH chroma reduction, keeping lightness and hue")
    func gamutMapping() throws {
        let p3Green = ColorComponents(colorSpace: .displayP3, components: [0, 1, 0])
        let (color, inGamut) = try p3Green.rgba()
        #expect(!inGamut)
        #expect(ColorSpaces.isInSRGBGamut((color.red, color.green, color.blue), tolerance: 0))
        let original = ColorSpaces.okLCH(
            fromOKLab: ColorSpaces.okLab(fromXYZ: ColorSpaces.xyz(fromDisplayP3: (0, 1, 0))))
        let mapped = ColorSpaces.okLCH(
            fromOKLab: ColorSpaces.okLab(fromXYZ: ColorSpaces.xyz(fromSRGB: (color.red, color.green, color.blue))))
        #expect(abs(mapped.0 - original.0) < 0.03, "lightness kept")
        #expect(abs(mapped.2 - original.2) < 3, "hue kept")
        #expect(mapped.1 < original.1, "chroma reduced")

        let inside = try ColorComponents(
            colorSpace: .oklch, components: [0.6279553606145516, 0.25768330773615683, 29.2338851923426]
        ).rgba()
        #expect(inside.inGamut && inside.color.hexString == "#FF0000")
        #expect(
            try ColorComponents(colorSpace: .oklch, components: [1.2, 0.3, 100]).rgba().color.hexString == "#FFFFFF")
        #expect(try ColorComponents(colorSpace: .oklch, components: [0, 0.3, 100]).rgba().color.hexString == "#000000")
        #expect(
            try ColorComponents(colorSpace: .srgb, components: [1, 0.5, 0], alpha: 0.5).rgba().color.hexString
                == "#FF800080")
    }
}
