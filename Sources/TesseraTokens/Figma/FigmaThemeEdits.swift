import Foundation
@_spi(TesseraTools) import TesseraCore

/// What a designer changed in Figma since a theme was exported, applied to the theme the body
/// carries: palette colours, colour roles in each mode (a literal or an alias to a palette entry
/// or role), spacing, radii, and text roles' size, weight and family. Changes Tessera cannot take
/// back are warnings naming the variables.
enum FigmaThemeEdits {
    /// The exported mode names, as the theme's colour-role keys.
    static let modeKeys = Dictionary(
        uniqueKeysWithValues: FigmaModeRole.TesseraMode.allCases.map { ($0.figmaName, $0.rawValue) })

    static func apply(to tree: JSONNode, from figma: FigmaFile, file: String) -> (
        tree: JSONNode, diagnostics: [Diagnostic]
    ) {
        guard let theme = ThemeLoader().load(tree: tree).theme, let body = try? FigmaExport.body(for: theme) else {
            return (tree, [])
        }
        let exported = values(of: FigmaFile.read(body.data(), file: nil))
        let current = values(of: figma)
        var edited = tree
        var unknown: [String] = []
        var untaken: [String] = []
        for (name, modes) in current.sorted(by: { $0.key < $1.key }) where name != FigmaImport.factsVariable {
            guard let before = exported[name] else {
                unknown.append(name)
                continue
            }
            for (mode, value) in modes.sorted(by: { $0.key < $1.key }) where before[mode] != value {
                guard let (path, written) = themeValue(name: name, mode: mode, value: value) else {
                    if !untaken.contains(name) { untaken.append(name) }
                    continue
                }
                edited = edited.setting(written, at: path)
            }
        }
        var diagnostics: [Diagnostic] = []
        if !unknown.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .warning, .unknownKey,
                    "\(unknown.count) variable(s) are not in the theme this body was exported from and were left out (\(FigmaConversion.list(unknown)))",
                    file: file))
        }
        if !untaken.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .warning, .invalidValue,
                    "changes to \(untaken.count) variable(s) cannot be taken back into the theme and were left out (\(FigmaConversion.list(untaken)))",
                    file: file))
        }
        return (edited, diagnostics)
    }

    /// A value compared across files: aliases by their target's name, colours to 8 bits.
    enum Compared: Equatable {
        case value(FigmaValue)
        case alias(String)
    }

    /// Variable name → mode name → value.
    static func values(of figma: FigmaFile) -> [String: [String: Compared]] {
        let names = Dictionary(figma.variables.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var result: [String: [String: Compared]] = [:]
        for variable in figma.variables {
            guard let collection = figma.collection(variable.collectionID) else { continue }
            for mode in collection.modes {
                guard let value = variable.valuesByMode[mode.id] else { continue }
                let compared: Compared
                switch value {
                case .alias(let id): compared = .alias(names[id] ?? id)
                case .color(let red, let green, let blue, let alpha):
                    let byte = { (channel: Double) in (channel * 255).rounded() / 255 }
                    compared = .value(.color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha)))
                default: compared = .value(value)
                }
                result[variable.name, default: [:]][mode.name] = compared
            }
        }
        return result
    }

    /// Where in the theme a variable's value goes, and as what; `nil` for what a theme cannot take.
    static func themeValue(name: String, mode: String, value: Compared) -> (JSONPath, JSONNode)? {
        let parts = name.split(separator: "/").map(String.init)
        func color() -> JSONNode? {
            switch value {
            case .alias(let target):
                let targetParts = target.split(separator: "/").map(String.init)
                guard targetParts.count >= 2 else { return nil }
                if targetParts[0] == "palette" {
                    return .string("{palette.\(targetParts.dropFirst().joined(separator: "."))}")
                }
                if targetParts[0] == "color", targetParts.count == 2 { return .string("{colors.\(targetParts[1])}") }
                return nil
            case .value(.color(let red, let green, let blue, let alpha)):
                let rgba = RGBA(red: red, green: green, blue: blue, alpha: alpha)
                return .string(alpha < 1 ? rgba.hexString.uppercased() : rgba.opaqueHex.uppercased())
            default:
                return nil
            }
        }
        func number() -> Double? {
            if case .value(.number(let number)) = value { return number }
            return nil
        }
        switch (parts.first, parts.count) {
        case ("palette", 2...):
            return color().map { (JSONPath(parts.map { .key($0) }), $0) }
        case ("color", 2):
            guard let key = modeKeys[mode], let written = color() else { return nil }
            return (["colors", parts[1], key], written)
        case ("spacing", 2):
            return number().map { (["layout", "spacing", parts[1]], .number($0)) }
        case ("radii", 2):
            return number().map { (["radii", parts[1]], .number($0)) }
        case ("typography", 3):
            switch parts[2] {
            case "fontSize": return number().map { (["typography", parts[1], "size"], .number($0)) }
            case "fontWeight":
                return number().flatMap { DTCGValues.themeWeight(.number($0)) }.map {
                    (["typography", parts[1], "weight"], .string($0))
                }
            case "fontFamily":
                if case .value(.string(let family)) = value {
                    return (["typography", parts[1], "family"], .string(family))
                }
                return nil
            default: return nil
            }
        default:
            return nil
        }
    }
}
