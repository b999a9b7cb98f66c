import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport

@testable import TesseraDiff

/// A theme file extending a random preset, with a palette and custom colour roles of its own,
/// and one random edit applied to it at a time.
struct EditedTheme {
    var preset: String
    var palette: [String: String] = [:]
    /// Colour roles written by this file (built-in overrides and custom roles): name → mode → value.
    var colors: [String: [String: String]] = [:]
    var custom: [String] = []
    var radii: [String: Double] = [:]
    var spacing: [String: Double] = [:]
    var typography: [String: [String: String]] = [:]
    var buttons: [String: Double] = [:]
    var shadows: [String: Double] = [:]
    var motion: [String: Double] = [:]
    var lastEdit = "none"
    private var serial = 0

    static let modes = ["light", "dark", "increasedContrastLight", "increasedContrastDark"]
    static let builtinColors = [
        "accent", "textPrimary", "textSecondary", "background", "surfaceBase", "textOnAccent", "borderSubtle",
    ]

    init(random: inout SeededGenerator) {
        preset = Presets.all.map(\.id).randomElement(using: &random) ?? "default"
        for name in ["a", "b", "c", "d", "e"] { palette[name] = Self.hex(&random) }
        for index in 0..<4 {
            let name = "custom\(index)"
            custom.append(name)
            colors[name] = ["light": "{palette.test.\(["a", "b", "c", "d", "e"][index])}", "dark": Self.hex(&random)]
        }
    }

    static func hex(_ random: inout SeededGenerator) -> String {
        "#" + (0..<3).map { _ in String(format: "%02X", Int.random(in: 0...255, using: &random)) }.joined()
    }

    /// Applies one random edit; returns the rename it made, if it made one.
    mutating func edit(random: inout SeededGenerator) -> RoleRename? {
        serial += 1
        let mode = Self.modes.randomElement(using: &random) ?? "light"
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
            let role = Self.builtinColors.randomElement(using: &random) ?? "accent"
            colors[role, default: [:]][mode] = Self.hex(&random)
            lastEdit = "colour \(role).\(mode) value"
        case 1:
            guard let role = custom.randomElement(using: &random) else { return nil }
            colors[role, default: [:]][mode] = Self.hex(&random)
            lastEdit = "custom colour \(role).\(mode) value"
        case 2, 3:
            guard let role = custom.randomElement(using: &random), let values = colors[role] else { return nil }
            let name = "renamed\(serial)"
            colors[role] = nil
            colors[name] = values
            custom = custom.filter { $0 != role } + [name]
            lastEdit = "rename \(role) → \(name)"
            // Two custom roles resolving identically make the rename ambiguous; the diff pairs
            // the removed role with the first equal addition, which is this one.
            return RoleRename(kind: .color, from: role, to: name)
        case 4:
            guard let role = custom.randomElement(using: &random) else { return nil }
            colors[role] = nil
            custom = custom.filter { $0 != role }
            lastEdit = "remove \(role)"
        case 5:
            let name = "added\(serial)"
            colors[name] = ["light": Self.hex(&random)]
            custom.append(name)
            lastEdit = "add \(name)"
        case 6:
            let role = (custom + Self.builtinColors).randomElement(using: &random) ?? "accent"
            let target = ["a", "b", "c", "d", "e"].randomElement(using: &random) ?? "a"
            colors[role, default: [:]][mode] = "{palette.test.\(target)}"
            lastEdit = "retarget \(role).\(mode) → palette.test.\(target)"
        case 7:
            let entry = ["a", "b", "c", "d", "e"].randomElement(using: &random) ?? "a"
            palette[entry] = Self.hex(&random)
            lastEdit = "palette.test.\(entry) value"
        case 8:
            let name = ["small", "medium", "large"].randomElement(using: &random) ?? "large"
            radii[name] = Double(Int.random(in: 0...30, using: &random))
            spacing[["s", "m", "l"].randomElement(using: &random) ?? "m"] = Double(
                Int.random(in: 4...30, using: &random))
            lastEdit = "radius \(name) and a spacing step"
        case 9:
            let role = ["body", "headline", "buttonPrimary", "caption2"].randomElement(using: &random) ?? "body"
            typography[role] = [
                "weight": ["regular", "medium", "semibold", "bold"].randomElement(using: &random) ?? "bold"
            ]
            lastEdit = "typography \(role) weight"
        case 10:
            let role = ["primary", "secondary", "destructive"].randomElement(using: &random) ?? "primary"
            buttons[role] = Double(Int.random(in: 36...52, using: &random))
            lastEdit = "button \(role) minHeight"
        default:
            shadows[["small", "medium", "large"].randomElement(using: &random) ?? "small"] = Double(
                Int.random(in: 1...30, using: &random))
            motion[["gentle", "standard"].randomElement(using: &random) ?? "gentle"] =
                Double(Int.random(in: 1...9, using: &random)) / 10
            lastEdit = "a shadow radius and an animation duration"
        }
        return nil
    }

    func compiled() throws -> CompiledTheme {
        let document = ThemeLoader().load(tree: tree)
        guard let theme = document.theme else { throw Failure(diagnostics: document.diagnostics.map(\.description)) }
        return theme
    }

    struct Failure: Error {
        var diagnostics: [String]
    }

    var tree: JSONNode {
        func object(_ pairs: [(String, JSONNode)]) -> JSONNode {
            JSONNode(.object(pairs.sorted { $0.0 < $1.0 }.map { JSONNode.Member(key: $0.0, value: $0.1) }))
        }
        func strings(_ values: [String: String]) -> JSONNode { object(values.map { ($0.key, .string($0.value)) }) }
        func numbers(_ values: [String: Double]) -> JSONNode { object(values.map { ($0.key, .number($0.value)) }) }
        let colorRoles = colors.map { name, values in
            var written = values
            if custom.contains(name) {
                if written["light"] == nil { written["light"] = "{palette.test.a}" }
                written["fallback"] = "accent"
            }
            return (name, strings(written))
        }
        return object([
            ("specVersion", .string("1.0")),
            ("extends", .string(preset)),
            ("palette", object([("test", strings(palette))])),
            ("colors", object(colorRoles)),
            ("radii", numbers(radii)),
            ("layout", object([("spacing", numbers(spacing))])),
            ("typography", object(typography.map { ($0.key, strings($0.value)) })),
            ("buttons", object(buttons.map { ($0.key, object([("minHeight", .number($0.value))])) })),
            ("shadows", object(shadows.map { ($0.key, object([("radius", .number($0.value))])) })),
            (
                "motion",
                object(
                    motion.map { ($0.key, object([("curve", .string("easeOut")), ("duration", .number($0.value))])) })
            ),
        ])
    }
}
