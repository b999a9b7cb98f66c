import ArgumentParser
import TesseraCommandSupport
@_spi(TesseraTools) import TesseraCore

/// `tessera contrast FOREGROUND BACKGROUND`
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Measure the contrast of two colours: WCAG 2 ratio and APCA Lc.",
        discussion:
            "A translucent foreground (#RRGGBBAA) is composited over the background first. APCA Lc treats the foreground as text."
    )

    @Argument(help: "The text or foreground colour: #RGB, #RRGGBB, #RRGGBBAA, rgb(…), oklch(…) or color(display-p3 …).")
    var foreground: String

    @Argument(help: "The background colour, written the same ways.")
    var background: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let front: RGBA
        let back: RGBA
        do {
            front = try Self.color(foreground)
            back = try Self.color(background)
        } catch {
            printError("error: \(error.message)")
            throw ExitCode(1)
        }
        let ratio = Contrast.wcagRatio(front, back)
        let apca = Contrast.apca(text: front, background: back)
        switch format {
        case .text:
            print("\(front.hexString) on \(back.hexString)")
            print(
                "  WCAG 2   \(Table.ratio(ratio)):1   AA \(ratio >= 4.5 ? "pass" : "fail")   AA large \(ratio >= 3 ? "pass" : "fail")   AAA \(ratio >= 7 ? "pass" : "fail")"
            )
            print("  APCA Lc  \(Table.points(apca))")
        case .json:
            JSONOutput.print(
                .object([
                    "schemaVersion": .number(1),
                    "foreground": .string(front.hexString),
                    "background": .string(back.hexString),
                    "wcag": .number(ratio),
                    "apca": .number(apca),
                    "aa": JSONNode(.bool(ratio >= 4.5)),
                    "aaLarge": JSONNode(.bool(ratio >= 3)),
                    "aaa": JSONNode(.bool(ratio >= 7)),
                ]))
        }
    }

    /// A colour as typed, read by the core's one colour-text parser (`ColorValue(typed:)`, as the
    /// Studio's colour fields read theirs); a reference names no colour without a theme.
    static func color(_ text: String) throws(ColorParseError) -> RGBA {
        switch try ColorValue(typed: text) {
        case .hex(let hex): return try RGBA(hex: hex)
        case .components(let components): return try components.rgba().color
        case .reference(let reference):
            throw ColorParseError(
                "\(reference) is a reference, which names a colour only within a theme; expected #RRGGBB(AA), rgb(…), oklch(…) or color(display-p3 …)"
            )
        }
    }
}
