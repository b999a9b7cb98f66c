public import Foundation
@_spi(TesseraTools) public import TesseraCore

/// A theme's colours as an Xcode asset catalog (`Theme.xcassets`), for UIKit screens, widgets,
/// storyboards and anything else that reads named colours: one colour set per colour role and,
/// with `palette`, one per palette entry (under a `Palette` folder).
///
/// **Names.** Every colour set is named `Tessera` followed by the role's name with its first
/// letter capitalised: `accent` → `TesseraAccent`, `textSecondary` → `TesseraTextSecondary`,
/// palette `blue.600` → `TesseraPaletteBlue600`. Xcode generates a Swift symbol for every colour set
/// (`.tesseraAccent`); unprefixed, `accent` would collide with the `.accent` Xcode declares for a
/// project's AccentColor, and `textSecondary`, `background` or `separator` with Tessera's and
/// SwiftUI's own shape styles. Other characters in a name start a new word (`promo-banner` →
/// `TesseraPromoBanner`).
///
/// **Appearances.** A role's colour set has the four entries Xcode writes for Appearances "Any,
/// Dark" with High Contrast checked: Any (light), Dark, Any + High Contrast and Dark + High
/// Contrast, each the value the core resolves in that mode. A palette entry has one value in
/// every mode, so its set has the Any entry only.
///
/// **Components** are written as Xcode writes them, strings: sRGB channels as 8-bit hexadecimal
/// (`"0x0A"`, exactly the bytes `tessera resolve` prints), alpha with three decimals (`"1.000"`).
/// A colour written in Display P3 or lying outside sRGB gets Gamut "sRGB and Display P3": an
/// `sRGB` entry with the core's sRGB value and a `display-P3` entry in the `display-p3` colour
/// space (components with three decimals, clamped to 0…1).
///
/// The output depends only on the theme: the same theme always gives the same bytes.
public enum AssetCatalogExport {
    /// The catalog's files, paths relative to the catalog folder (`Contents.json`,
    /// `TesseraAccent.colorset/Contents.json`, …), sorted by path.
    public static func files(for theme: CompiledTheme, palette: Bool = false) -> [ExportedFile] {
        var files = [file("Contents.json", catalogContents)]
        var used: Set<String> = []
        for role in theme.colorRoles {
            let name = uniqueName(colorSetName(forRole: role.name), in: &used)
            let reference = TokenReference(group: .colors, name: role.name)
            let modes = ColorMode.allCases.map { mode in
                ModeColor(mode: mode, color: theme.color(role, in: mode), wide: theme.wideColor(reference, in: mode))
            }
            files.append(file("\(name).colorset/Contents.json", colorSet(modes)))
        }
        if palette, !theme.paletteEntries.isEmpty {
            files.append(file("Palette/Contents.json", catalogContents))
            for path in theme.paletteEntries {
                let reference = TokenReference(group: .palette, name: path)
                guard let color = theme.colorChain(of: reference, in: ColorMode(.light))?.color else { continue }
                let name = uniqueName(colorSetName(forPalette: path), in: &used)
                let entry = ModeColor(mode: nil, color: color, wide: theme.wideColor(reference, in: ColorMode(.light)))
                files.append(file("Palette/\(name).colorset/Contents.json", colorSet([entry])))
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Writes the catalog into `folder` (created when missing), each file atomically, and
    /// returns the paths written, relative to `folder`.
    @discardableResult
    public static func write(_ theme: CompiledTheme, palette: Bool = false, to folder: URL) throws -> [String] {
        try ExportedFile.write(files(for: theme, palette: palette), to: folder)
    }

    /// `TesseraAccent` for the role `accent`.
    public static func colorSetName(forRole name: String) -> String {
        "Tessera" + upperCamelCased(name)
    }

    /// `TesseraPaletteBlue600` for the palette entry `blue.600`.
    public static func colorSetName(forPalette path: String) -> String {
        "TesseraPalette" + upperCamelCased(path)
    }

    // MARK: Contents

    /// One value of a colour set: `mode` `nil` for the Any entry of a set without appearances.
    struct ModeColor {
        var mode: ColorMode?
        var color: RGBA
        var wide: WideColor?
    }

    static let catalogContents = XcodeJSON.object([
        "info": .object(["author": .string("xcode"), "version": .integer(1)])
    ])

    static func colorSet(_ values: [ModeColor]) -> XcodeJSON {
        let wideSet = values.contains { $0.wide != nil }
        var entries: [XcodeJSON] = []
        // `ColorMode.allCases` is Xcode's order: Any, Dark, Any + High Contrast, Dark + High Contrast.
        for value in values {
            var base: [String: XcodeJSON] = ["idiom": .string("universal")]
            if let mode = value.mode, let appearances = appearances(mode) { base["appearances"] = appearances }
            guard wideSet else {
                base["color"] = srgb(value.color)
                entries.append(.object(base))
                continue
            }
            var standard = base
            standard["display-gamut"] = .string("sRGB")
            standard["color"] = srgb(value.color)
            var wide = base
            wide["display-gamut"] = .string("display-P3")
            wide["color"] = value.wide.map { displayP3($0, alpha: value.color.alpha) } ?? srgb(value.color)
            entries += [.object(standard), .object(wide)]
        }
        return .object(["colors": .array(entries), "info": catalogContents.info])
    }

    /// The `appearances` Xcode writes for `mode`; `nil` for light, standard contrast (Any).
    static func appearances(_ mode: ColorMode) -> XcodeJSON? {
        var list: [XcodeJSON] = []
        if mode.appearance == .dark {
            list.append(.object(["appearance": .string("luminosity"), "value": .string("dark")]))
        }
        if mode.contrast == .increased {
            list.append(.object(["appearance": .string("contrast"), "value": .string("high")]))
        }
        return list.isEmpty ? nil : .array(list)
    }

    static func srgb(_ color: RGBA) -> XcodeJSON {
        .object([
            "color-space": .string("srgb"),
            "components": .object([
                "red": .string(byte(color.red)), "green": .string(byte(color.green)), "blue": .string(byte(color.blue)),
                "alpha": .string(decimal(color.alpha)),
            ]),
        ])
    }

    static func displayP3(_ wide: WideColor, alpha: Double) -> XcodeJSON {
        let channels = wide.displayP3.map { decimal(min(max($0, 0), 1)) }
        return .object([
            "color-space": .string("display-p3"),
            "components": .object([
                "red": .string(channels[0]), "green": .string(channels[1]), "blue": .string(channels[2]),
                "alpha": .string(decimal(alpha)),
            ]),
        ])
    }

    private static let digits = Array("0123456789ABCDEF")

    /// `0x0A`: a channel as the 8-bit value `RGBA.hexString` writes.
    static func byte(_ channel: Double) -> String {
        let value = Int((min(max(channel, 0), 1) * 255).rounded())
        return "0x" + String(digits[value >> 4]) + String(digits[value & 15])
    }

    /// `0.502`: three decimals, as Xcode writes floating-point components.
    static func decimal(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    static func upperCamelCased(_ name: String) -> String {
        var result = ""
        var upperNext = true
        for character in name {
            guard character.isASCII, character.isLetter || character.isNumber else {
                upperNext = true
                continue
            }
            result += upperNext ? character.uppercased() : String(character)
            upperNext = false
        }
        return result
    }

    /// `name`, or `name_2`, `name_3`… when two roles give the same colour-set name.
    static func uniqueName(_ name: String, in used: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while !used.insert(candidate.lowercased()).inserted {
            candidate = "\(name)_\(number)"
            number += 1
        }
        return candidate
    }

    private static func file(_ path: String, _ contents: XcodeJSON) -> ExportedFile {
        ExportedFile(path: path, data: Data(contents.text.utf8))
    }
}

extension XcodeJSON {
    fileprivate var info: XcodeJSON {
        if case .object(let members) = self, let info = members["info"] { return info }
        return .object([:])
    }
}
