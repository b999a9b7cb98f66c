import Foundation
@_spi(TesseraTools) public import TesseraCore

/// What `tessera generate` reports about the theme it wrote, read back as `tessera audit` reads
/// it: whether it passes the audit and the generator's own contrast targets in all four modes,
/// each colour role per mode, each contrast pair with what an independent tool needs to measure
/// it again, and how far the accent moved from the brand colour.
public struct GenerationReport: Sendable {
    /// The theme as written and read back.
    public let written: ThemeDocument
    /// What the generator made (its accent per mode and how far each moved).
    public let generated: GeneratedTheme
    /// The brand colours the theme was made from.
    public let brand: BrandColors
    /// The preset the theme extends.
    public let base: Preset
    let checks: [ContrastCheck]

    /// The report of `written`, made by the generator as `generated` from `brand` over `base`.
    public init(written: ThemeDocument, generated: GeneratedTheme, brand: BrandColors, base: Preset) {
        self.written = written
        self.generated = generated
        self.brand = brand
        self.base = base
        checks = written.theme.map { ContrastTargets.generation.checks(of: $0) } ?? []
    }

    /// Whether the written theme passes the audit and every generation target.
    public var passed: Bool {
        let report = written.theme.map { AccessibilityAudit.run($0) }
        return (report?.passed ?? false) && checks.allSatisfy(\.passed)
    }

    /// `tessera generate --format json`'s document for the theme written to `output`.
    public func json(output: String) -> JSONNode {
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
                                "deltaE": .number(ReportNumber.rounded(generated.accentDifference[mode] ?? 0)),
                            ]))
                    })),
        ])
    }

    /// `tessera generate`'s text for the theme written to `output`, one line each.
    public func lines(output: String) -> [String] {
        var lines = [
            "Wrote \(output)",
            "  extends \(base.id); \(passed ? "passes" : "FAILS") the audit and the generation targets in all four modes",
        ]
        let weakest = checks.min { $0.ratio / $0.threshold < $1.ratio / $1.threshold }
        if let weakest {
            lines.append(
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
            lines.append(
                "  accent \(mode.description.padding(toLength: 26, withPad: " ", startingAt: 0)) \(generated.accent[mode]?.hexString ?? "—")  \(note)"
            )
        }
        return lines
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
            "apca": .number(ReportNumber.rounded(check.apca)),
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
}
