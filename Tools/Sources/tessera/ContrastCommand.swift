import ArgumentParser
@_spi(TesseraTools) import TesseraCore
import TesseraCommandSupport

/// `tessera contrast FOREGROUND BACKGROUND`
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Measure the contrast of two colours: WCAG 2 ratio and APCA Lc.",
        discussion: "A translucent foreground (#RRGGBBAA) is composited over the background first. APCA Lc treats the foreground as text."
    )

    @Argument(help: "The text or foreground colour: #RGB, #RRGGBB or #RRGGBBAA.")
    var foreground: String

    @Argument(help: "The background colour: #RGB or #RRGGBB.")
    var background: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let front: RGBA, back: RGBA
        do {
            front = try RGBA(hex: foreground)
            back = try RGBA(hex: background)
        } catch {
            printError("error: \(error.message)")
            throw ExitCode(1)
        }
        let ratio = Contrast.wcagRatio(front, back)
        let apca = Contrast.apca(text: front, background: back)
        switch format {
        case .text:
            print("\(front.hexString) on \(back.hexString)")
            print("  WCAG 2   \(Table.ratio(ratio)):1   AA \(ratio >= 4.5 ? "pass" : "fail")   AA large \(ratio >= 3 ? "pass" : "fail")   AAA \(ratio >= 7 ? "pass" : "fail")")
            print("  APCA Lc  \(Table.points(apca))")
        case .json:
            JSONOutput.print(.object([
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
}
