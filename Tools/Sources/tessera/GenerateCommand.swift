import ArgumentParser
import Foundation
import TesseraCommandSupport
@_spi(TesseraTools) import TesseraCore

/// `tessera generate --accent HEX [--neutral HEX] [--secondary HEX] [--extends PRESET] [--name NAME] -o THEME`
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Make a theme from one to three brand colours that passes the audit in all four modes.",
        discussion: """
            Every colour role is solved against what it is drawn on, in light, dark and both increased-contrast \
            modes (body text 7:1 and everything else 4.5:1 there). The accent is kept exactly where it passes \
            and otherwise moved the least, with its hue kept. The file written extends the preset (default: \
            `default`) and holds the palette and every colour role. --pin-accent keeps the accent exactly \
            and fails, writing nothing, when a pair cannot then pass.
            """
    )

    @Option(help: ArgumentHelp("The accent colour, #RRGGBB.", valueName: "HEX"))
    var accent: String

    @Option(help: ArgumentHelp("A tint for backgrounds, surfaces and text, #RRGGBB.", valueName: "HEX"))
    var neutral: String?

    @Option(help: ArgumentHelp("A second brand colour, #RRGGBB.", valueName: "HEX"))
    var secondary: String?

    @Option(
        name: .customLong("extends"),
        help: ArgumentHelp(
            "The preset whose type, layout, shapes, motion, buttons and surfaces to use.", valueName: "PRESET"))
    var preset: String = "default"

    @Option(help: "The theme's name.")
    var name: String?

    @Option(help: "The theme's id (default: from the output file's name).")
    var id: String?

    @Flag(name: .customLong("pin-accent"), help: "Keep the accent exactly as given in every mode.")
    var pinAccent = false

    @Option(
        name: [.short, .customLong("output")], help: ArgumentHelp("The theme file to write.", valueName: "THEME"),
        completion: .file(extensions: ["json"]))
    var output: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        guard Presets.named(preset) != nil else {
            let close = Presets.suggestion(for: preset).map { " Did you mean '\($0)'?" } ?? ""
            throw ValidationError(
                "No preset '\(preset)' for --extends.\(close) Known presets: \(Presets.all.map(\.id).joined(separator: ", "))."
            )
        }
    }

    func run() throws {
        let brand = BrandColors(
            accent: try Self.color(accent, option: "--accent"),
            neutral: try neutral.map { try Self.color($0, option: "--neutral") },
            secondary: try secondary.map { try Self.color($0, option: "--secondary") })
        guard let base = Presets.named(preset) else { throw ExitCode(64) }
        let themeID = id ?? URL(fileURLWithPath: output).deletingPathExtension().lastPathComponent
        let generated = ThemeGenerator.generate(from: brand, base: base, id: themeID, name: name, pinAccent: pinAccent)
        guard generated.theme != nil else {
            for diagnostic in generated.diagnostics { printError(diagnostic.description) }
            printError(
                "error: nothing written; drop --pin-accent to let the accent move, or choose an accent that passes (`tessera contrast` measures a pair)"
            )
            throw ExitCode(1)
        }
        let file = ThemeSpec(
            id: themeID, name: generated.spec.name, summary: generated.spec.summary, extends: base.id,
            palette: generated.spec.palette, colors: generated.spec.colors)
        do {
            try ThemeFile.data(for: file).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            printError(
                "error: \(output): cannot write the theme (\(error.localizedDescription)); check that the folder exists and is writable"
            )
            throw ExitCode(1)
        }
        // Audit what was written, as `tessera audit` will read it.
        let written = ThemeLoader().load(contentsOf: URL(fileURLWithPath: output))
        let report = written.theme.map { AccessibilityAudit.run($0) }
        let checks = written.theme.map { ContrastTargets.generation.checks(of: $0) } ?? []
        let passed = (report?.passed ?? false) && checks.allSatisfy(\.passed)
        switch format {
        case .json:
            JSONOutput.print(
                .object([
                    "schemaVersion": .number(1),
                    "output": .string(output),
                    "extends": .string(base.id),
                    "passed": JSONNode(.bool(passed)),
                    "modes": JSONNode(
                        .object(
                            ColorMode.allCases.map { mode in
                                JSONNode.Member(
                                    key: mode.key,
                                    value: JSONNode(
                                        .object(
                                            (written.theme?.colorRoles ?? []).map { role in
                                                JSONNode.Member(
                                                    key: role.name,
                                                    value: .string(written.theme?.color(role, in: mode).hexString ?? "")
                                                )
                                            })))
                            })),
                    "checks": JSONNode(.array(checks.map { Self.json($0, in: written.theme) })),
                    "accent": JSONNode(
                        .object(
                            ColorMode.allCases.map { mode in
                                JSONNode.Member(
                                    key: mode.key,
                                    value: JSONNode.object([
                                        "color": .string(generated.accent[mode]?.hexString ?? ""),
                                        "deltaE": .number(Self.rounded(generated.accentDifference[mode] ?? 0)),
                                    ]))
                            })),
                ]))
        case .text:
            print("Wrote \(output)")
            print(
                "  extends \(base.id); \(passed ? "passes" : "FAILS") the audit and the generation targets in all four modes"
            )
            let weakest = checks.min { $0.ratio / $0.threshold < $1.ratio / $1.threshold }
            if let weakest {
                print(
                    "  \(checks.count) contrast pairs; closest to its target: \(weakest.pair.role) on \(weakest.pair.against) (\(weakest.mode)) "
                        + "\(AccessibilityAudit.format(weakest.ratio)):1 ≥ \(AccessibilityAudit.format(weakest.threshold)):1, APCA Lc \(AccessibilityAudit.format(abs(weakest.apca)))"
                )
            }
            for mode in ColorMode.allCases {
                let difference = generated.accentDifference[mode] ?? 0
                let note =
                    difference == 0
                    ? "the brand colour exactly"
                    : "ΔE \(AccessibilityAudit.format(difference)) from \(brand.accent.hexString), hue kept"
                print(
                    "  accent \(mode.description.padding(toLength: 26, withPad: " ", startingAt: 0)) \(generated.accent[mode]?.hexString ?? "—")  \(note)"
                )
            }
        }
        if !passed { throw ExitCode(1) }
    }

    /// A check with what an independent tool needs to measure it again: the roles on each side,
    /// how the background is composited, the threshold and Tessera's own ratio. Text on a
    /// material or glass surface (`"backdrop": "surface"`) adds the content behind it, the
    /// system's veil (its colour and opacity) and the tint's opacity: the background is the content, under
    /// the veil, under the `background` role (the tint, if any) at its alpha × `tintOpacity`.
    static func json(_ check: ContrastCheck, in theme: CompiledTheme?) -> JSONNode {
        let names = theme?.colorRoles.map(\.name) ?? []
        func name(_ index: Int?) -> JSONNode {
            index.map { names.indices.contains($0) ? .string(names[$0]) : .null } ?? .null
        }
        let (backdrop, opacity): (String, Double) =
            switch check.pair.backdrop {
            case .role: ("role", 1)
            case .button(let opacity): ("button", opacity)
            case .surface: ("surface", 1)
            }
        var tree = JSONNode.object([
            "mode": .string(check.mode.key),
            "check": .string(check.pair.check.rawValue),
            "role": .string(check.pair.role),
            "against": .string(check.pair.against),
            "foreground": name(check.pair.foregroundIndex),
            "foregroundOpacity": .number(check.pair.foregroundOpacity),
            "background": name(check.pair.backgroundIndex),
            "page": name(check.pair.pageIndex),
            "backdrop": .string(backdrop),
            "backdropOpacity": .number(opacity),
            "threshold": .number(check.threshold),
            "ratio": .number(check.ratio),
            "apca": .number(rounded(check.apca)),
        ])
        if case .surface(let content, let veil, let tintOpacity) = check.pair.backdrop,
            case .object(var members) = tree.value
        {
            members.append(JSONNode.Member(key: "surface", value: check.pair.surface.map(JSONNode.string) ?? .null))
            members.append(JSONNode.Member(key: "content", value: .string(content.hexString)))
            members.append(JSONNode.Member(key: "veil", value: .string(veil.withAlpha(1).hexString)))
            members.append(JSONNode.Member(key: "veilOpacity", value: .number(veil.alpha)))
            members.append(JSONNode.Member(key: "tintOpacity", value: .number(tintOpacity)))
            tree = JSONNode(.object(members))
        }
        return tree
    }

    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    static func color(_ text: String, option: String) throws -> RGBA {
        let written = text.hasPrefix("#") ? text : "#" + text
        do {
            return try RGBA(hex: written)
        } catch {
            throw ValidationError(
                "\(option) \(text): \(error.message); give a colour as #RRGGBB, for example \(option) '#1DA1F2'.")
        }
    }
}
