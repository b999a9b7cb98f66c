import Foundation
import TesseraTestSupport
import Testing

/// Every command that takes `--input NAME=VALUE` refuses a modifier the resolver lacks, or a
/// context its modifier lacks, naming what was given and what there is, and writes nothing.
@Suite("--input against the resolver's modifiers")
struct ResolverInputCommandTests {
    static let resolver = "resolver/theme.resolver.json"

    /// Each command taking `--input`, with the input appended.
    static let commands: [[String]] = [
        ["tokens", "resolve", resolver],
        ["import", "dtcg", resolver, "--suggest-map"],
        ["import", "dtcg", resolver, "-o", "/dev/null/theme.json"],
    ]

    @Test("a context the modifier does not have names the modifier, the context and the contexts", arguments: commands)
    func unknownContext(_ command: [String]) throws {
        let run = try Tool.run(command + ["--input", "appearance=dusk"], in: Tool.tokenFixtures)
        #expect(run.status == 1, "\(run.output)\(run.error)")
        #expect(run.output.isEmpty, "\(run.output)")
        #expect(
            run.error.contains(
                "input appearance=dusk: modifier `appearance` has no context `dusk`; choose one of light, dark"),
            "\(run.error)")
        // At the modifier in the resolver.
        #expect(
            run.error.contains("resolver/theme.resolver.json:14:5: error: modifiers.appearance: input"), "\(run.error)")
    }

    @Test("a context one typo away is suggested", arguments: commands)
    func misspelledContext(_ command: [String]) throws {
        let run = try Tool.run(command + ["--input", "appearance=ligth"], in: Tool.tokenFixtures)
        #expect(run.status == 1, "\(run.output)\(run.error)")
        #expect(run.output.isEmpty, "\(run.output)")
        #expect(
            run.error.contains(
                "modifier `appearance` has no context `ligth`; choose one of light, dark; did you mean `light`?"),
            "\(run.error)")
    }

    @Test("a modifier the resolver does not have is named, with the modifiers it has", arguments: commands)
    func unknownModifier(_ command: [String]) throws {
        let run = try Tool.run(command + ["--input", "apperance=dark"], in: Tool.tokenFixtures)
        #expect(run.status == 1, "\(run.output)\(run.error)")
        #expect(run.output.isEmpty, "\(run.output)")
        #expect(run.error.contains("input `apperance` names no modifier"), "\(run.error)")
        #expect(run.error.contains("did you mean `appearance`?"), "\(run.error)")
        // At the resolver's modifiers.
        #expect(run.error.contains("resolver/theme.resolver.json:13:3: error: modifiers: input"), "\(run.error)")
    }
}
