import Foundation
@_spi(TesseraTools) import TesseraCore
import Testing

@testable import TesseraTokens

struct ResolutionTests {
    @Test func resolverMergesSetsAndModifiersInOrderThenResolvesAliases() throws {
        let light = Fixture.resolve("resolver/theme.resolver.json")
        #expect(light.isValid, "\(light.diagnostics)")
        #expect(light.contexts == ["appearance": "light", "density": "regular"])
        #expect(light.tokens["color.background"]?.value["hex"]?.stringValue == "#ffffff")
        #expect(light.tokens["color.link"]?.value["hex"]?.stringValue == "#0066cc")
        #expect(light.tokens["space.m"]?.value["value"]?.numberValue == 12)

        // Inputs match case-insensitively; aliases resolve after merging, so `link` follows the dark accent.
        let dark = Fixture.resolve(
            "resolver/theme.resolver.json", inputs: ["Appearance": "DARK", "density": "compact"])
        #expect(dark.isValid, "\(dark.diagnostics)")
        #expect(dark.tokens["color.background"]?.value["hex"]?.stringValue == "#000000")
        #expect(dark.tokens["color.accent"]?.value["hex"]?.stringValue == "#003366")
        #expect(dark.tokens["color.link"]?.value["hex"]?.stringValue == "#003366")
        #expect(dark.tokens["space.m"]?.value["value"]?.numberValue == 8)
        #expect(dark.tokens["color.link"]?.type == .color)
    }

    @Test(arguments: [
        (["appearance": "sepia"], "has no context `sepia`; choose one of light, dark"),
        (["appearence": "dark"], "did you mean `appearance`?"),
    ])
    func badInputsAreErrors(_ inputs: [String: String], _ message: String) {
        let result = Fixture.resolve("resolver/theme.resolver.json", inputs: inputs)
        #expect(!result.isValid)
        #expect(result.diagnostics.contains { $0.message.contains(message) }, "\(result.diagnostics)")
    }

    @Test func aModifierWithoutDefaultNeedsAnInput() {
        let json = """
            {"version": "2025.10", "modifiers": {"size": {"contexts": {"s": [], "l": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/size"}]}
            """
        let result = DesignTokenReader().read(Data(json.utf8), file: "r.json")
        #expect(result.diagnostics.first?.message.contains("--input size=<s|l>") == true, "\(result.diagnostics)")
    }

    @Test func pointersReachIntoValuesAndAliasesTakeTheirTargetsType() throws {
        let result = Fixture.resolve("valid/references.json", strictness: .strict)
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(result.tokens["alias.three"]?.type == .color)
        #expect(result.tokens["alias.three"]?.value["hex"]?.stringValue == "#0066cc")
        #expect(result.tokens["pointer.whole"]?.type == .color)
        #expect(result.tokens["pointer.hue"]?.value.numberValue == 0.8)
        #expect(result.tokens["pointer.mixed"]?.value["components"]?.numbers == [0, 0.5, 0.8])
        #expect(result.tokens["pointer.gap"]?.value["value"]?.numberValue == 8)
        #expect(result.tokens["escaped"]?.value.numberValue == 3)
    }

    @Test func groupsExtendRootAndInherit() throws {
        let result = Fixture.resolve("valid/groups.json", strictness: .strict)
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(result.tokens["large.padding"]?.value["value"]?.numberValue == 16)
        #expect(result.tokens["large.radius"]?.value["value"]?.numberValue == 8)
        #expect(result.tokens["huge.padding"]?.value["value"]?.numberValue == 16)
        #expect(result.tokens["huge.radius"]?.value["value"]?.numberValue == 12)
        #expect(result.tokens["huge.radius"]?.type == .dimension)
        #expect(result.tokens["color.uses"]?.value["components"]?.numbers == [0.8, 0, 0])
        #expect(result.tokens["color.uses"]?.description == "the accent")
        #expect(result.tokens["color.uses"]?.extensions?["com.example.tool"]?["keep"]?.numbers == [1, 2])
        #expect(result.tokens["old.red"]?.deprecated?.stringValue == "Use color.accent")
        #expect(result.tokens["color.accent.$root"] != nil)
    }

    @Test func resolvedDocumentHasEveryTokenAtItsPathWithAnExplicitType() throws {
        let result = Fixture.resolve("valid/every-type.json", strictness: .strict)
        #expect(result.isValid, "\(result.diagnostics)")
        let document = result.tokens.document()
        let again = DesignTokenReader(strictness: .strict).read(document.data(), file: "resolved.json")
        #expect(again.isValid, "\(again.diagnostics)")
        #expect(again.tokens.count == result.tokens.count)
        for token in again.tokens.tokens {
            #expect(token.type != nil)
            #expect(!token.value.containsReference, "\(token.name) still has an alias")
        }
        let layered = try #require(again.tokens["elevation.layered"]?.value.elements)
        #expect(layered.count == 2)
        #expect(layered[1]["offsetY"]?["value"]?.numberValue == 2)
        #expect(again.tokens["heading"]?.value["fontWeight"]?.stringValue == "semi-bold")
    }

    @Test func lenientReadingKeepsRealWorldValuesWithWarnings() {
        let json = """
            {
              "spacing": { "base": { "value": "4", "type": "spacing" }, "double": { "value": "{spacing.base} * 2", "type": "spacing" } },
              "size": { "$type": "dimension", "text": { "$value": { "value": 1.2, "unit": "em" } } },
              "brand": { "$type": "color", "short": { "$value": "#f0a" } }
            }
            """
        let lenient = Fixture.tokens(json, strictness: .lenient)
        #expect(lenient.isValid, "\(lenient.diagnostics)")
        #expect(lenient.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(lenient.diagnostics.count >= 4)
        #expect(lenient.tokens["spacing.double"]?.value["value"]?.numberValue == 8)
        #expect(lenient.tokens["spacing.double"]?.value["unit"]?.stringValue == "px")
        #expect(lenient.tokens["size.text"]?.value["unit"]?.stringValue == "em")
        #expect(lenient.tokens["brand.short"]?.value["hex"]?.stringValue == "#ff00aa")
        #expect(lenient.tokens["spacing.base"]?.typeName == "dimension")

        let strict = Fixture.tokens(json, strictness: .strict)
        #expect(strict.diagnostics.filter(\.isError).count >= lenient.diagnostics.count)
        #expect(strict.tokens["spacing.double"]?.value.stringValue == "4 * 2")
    }

    /// A resolver of many modifiers is validated in combinations that choose every context of
    /// every modifier at least once: a mistake in any one context is found.
    @Test func validationCoversEveryContextOfManyModifiers() throws {
        var modifiers: [String] = []
        for modifier in 0..<10 {
            let contexts = (0..<3).map { context in
                let value = modifier == 7 && context == 2 ? "{missing}" : "{base}"
                return #""c\#(context)": [{"m\#(modifier)": {"$value": "\#(value)"}}]"#
            }
            modifiers.append(#""m\#(modifier)": {"contexts": {\#(contexts.joined(separator: ", "))}, "default": "c0"}"#)
        }
        let order = (0..<10).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }.joined(separator: ", ")
        let json =
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"base": {"$type": "number", "$value": 1}}]}}, "modifiers": {\##(modifiers.joined(separator: ", "))}, "resolutionOrder": [{"$ref": "#/sets/base"}, \##(order)]}"##
        let resolver = ResolverDocument(root: try JSONNode(parsing: json), file: "many.resolver.json", folder: nil)
        let combinations = resolver.validationCombinations()
        #expect(combinations.count == 3)
        for modifier in resolver.modifiers {
            #expect(Set(combinations.compactMap { $0[modifier.name] }) == Set(modifier.contexts))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("many.resolver.json")
        try Data(json.utf8).write(to: url)
        let diagnostics = DesignTokenReader(strictness: .strict).validate(
            contentsOf: url, shownAs: "many.resolver.json")
        #expect(
            diagnostics.contains {
                $0.isError && $0.message.contains("`{missing}` names no token") && $0.message.contains("m7=c2")
            })
    }

    /// A hostile chain cannot overflow the stack: references are followed without recursion.
    @Test func aLongChainResolvesOnASmallThread() async throws {
        var members = ["\"t0\": { \"$type\": \"number\", \"$value\": 1 }"]
        for index in 1..<20_000 { members.append("\"t\(index)\": { \"$value\": \"{t\(index - 1)}\" }") }
        let json = "{" + members.joined(separator: ",") + "}"
        let result = try await onSmallThread { Fixture.tokens(json) }
        #expect(result.isValid)
        #expect(result.tokens["t19999"]?.value.numberValue == 1)
        #expect(result.tokens["t19999"]?.type == .number)
    }

    @Test func aLongCycleIsReportedOnce() async throws {
        var members: [String] = []
        for index in 0..<5_000 {
            members.append("\"t\(index)\": { \"$type\": \"number\", \"$value\": \"{t\((index + 1) % 5_000)}\" }")
        }
        let json = "{" + members.joined(separator: ",") + "}"
        let result = try await onSmallThread { Fixture.tokens(json) }
        let cycles = result.diagnostics.filter { $0.code == .referenceCycle }
        // Every member is in the cycle; the report is capped, and the message abbreviates the chain.
        #expect(cycles.count == DiagnosticLimitForTests.perCode + 1)
        #expect(cycles[0].message.contains("more …"))
    }
}

extension JSONNode {
    /// Whether any string in the value is an alias or any object a `$ref`.
    var containsReference: Bool {
        switch value {
        case .string(let text): text.hasPrefix("{") && text.hasSuffix("}")
        case .array(let elements): elements.contains { $0.containsReference }
        case .object(let members): members.contains { $0.key == "$ref" || $0.value.containsReference }
        default: false
        }
    }
}

enum DiagnosticLimitForTests {
    static let perCode = 100
}

/// Runs `work` on a thread with a 512 KB stack.
func onSmallThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(returning: work()) }
        thread.stackSize = 512 * 1024
        thread.start()
    }
}
