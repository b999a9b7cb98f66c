import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

@Suite("Typed colours: one grammar for the Studio's fields and the command line")
struct TypedColorTests {
    @Test(
        "each form reads as the theme file writes it",
        arguments: [
            ("#3366ccaa", ##""#3366CCAA""##),
            (" {palette.indigo.700} ", #""{palette.indigo.700}""#),
            ("{colors.accent}", #""{colors.accent}""#),
            ("rgb(51 102 204 / 0.5)", #"{"alpha":0.5,"colorSpace":"srgb","components":[0.2,0.4,0.8]}"#),
            ("rgba(255, 0, 0, 50%)", #"{"alpha":0.5,"colorSpace":"srgb","components":[1,0,0]}"#),
            ("oklch(62% 0.19 259deg)", #"{"colorSpace":"oklch","components":[0.62,0.19,259]}"#),
            ("color(display-p3 0.2 0.4 0.8)", #"{"colorSpace":"display-p3","components":[0.2,0.4,0.8]}"#),
            ("COLOR(srgb-linear 1 0.5 0 / 25%)", #"{"alpha":0.25,"colorSpace":"srgb-linear","components":[1,0.5,0]}"#),
        ])
    func reads(typed: String, written: String) throws {
        let value = try ColorValue(typed: typed)
        #expect(try value.jsonTree().text(pretty: false, sortKeys: true) == written)
    }

    @Test(
        "what a field shows reads back as the same value",
        arguments: [
            "#3366CCAA", "{palette.indigo.700}", "rgb(51 102 204 / 0.5)", "oklch(0.62 0.19 259)",
            "color(display-p3 0.2 0.4 0.8)",
            "color(oklab 0.5 -0.1 0.05 / 0.75)", "rgb(12.345 0 255)",
        ])
    func roundTrips(typed: String) throws {
        let value = try ColorValue(typed: typed)
        #expect(value.typedText == typed)
        #expect(try ColorValue(typed: value.typedText) == value)
    }

    @Test(
        "a colour object from a file shows as text that reads back as it",
        arguments: [
            ColorComponents(colorSpace: .srgb, components: [0.123457, 0.5, 1], alpha: 0.3333),
            ColorComponents(colorSpace: .oklch, components: [0.7, 0.12, 140.5]),
            ColorComponents(colorSpace: .displayP3, components: [1, 0.25, 0]),
        ])
    func written(components: ColorComponents) throws {
        let text = ColorValue.components(components).typedText
        guard case .components(let read) = try ColorValue(typed: text) else {
            Issue.record("\(text) is not a colour object")
            return
        }
        #expect(read.colorSpace == components.colorSpace)
        for (a, b) in zip(read.components, components.components) { #expect(abs(a - b) < 0.001 * max(1, abs(b))) }
    }

    @Test(
        "what is not a colour is refused with what was expected",
        arguments: [
            ("5", "expected #RRGGBB(AA)"), ("#12", "2 hex digits"), ("#GG0000", "not a hex digit"),
            ("oklch(0.5 0.1)", "needs three components"), ("color(lab 1 2 3)", "needs a colour space"),
            ("rgb(1 x 3)", "not a number: \"x\""), ("rgb(1 2 3 / y)", "the alpha \"y\""),
            ("{spacing.m}", "{palette.NAME} or {colors.ROLE}"),
            ("hsl(1 2% 3%)", "expected #RRGGBB(AA)"), ("", "found \"\""),
        ])
    func refused(typed: String, says: String) {
        do {
            _ = try ColorValue(typed: typed)
            Issue.record("\(typed) was read")
        } catch {
            #expect(error.message.contains(says), "\(error.message)")
        }
    }
}
