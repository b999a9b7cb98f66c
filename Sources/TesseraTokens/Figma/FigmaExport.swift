import Foundation
@_spi(TesseraTools) public import TesseraCore

/// A theme as the body of Figma's "post variables" request, for a script or plugin to send.
///
/// Collections: `Palette` (one mode), `Color` (modes Light, Dark, Light High Contrast, Dark High
/// Contrast; each role aliases the palette entry or role its theme names in that mode), `Size`
/// (spacing, radii and each text role's size, weight and family, scoped so that Figma offers
/// them in the right pickers), and the hidden `Tessera` collection holding the theme itself, so
/// that ``FigmaImport`` gives back the same theme. Values are read from the compiled theme.
/// The body respects Figma's published limits (``FigmaLimits``).
public enum FigmaExport {
    /// The request body for `theme`.
    public static func body(for theme: CompiledTheme) throws -> JSONNode {
        var body = FigmaBodyBuilder()
        let palette = body.collection("Palette", modes: ["Value"])
        let colors = body.collection("Color", modes: FigmaModeRole.TesseraMode.allCases.map(\.figmaName))
        let size = body.collection("Size", modes: ["Value"])
        let facts = body.collection(FigmaImport.factsCollection, modes: ["Value"], hidden: true)

        func target(_ chain: ColorChain?) -> String? {
            guard let first = chain?.references.first else { return nil }
            switch first.group {
            case .palette: return "palette/" + first.name.replacingOccurrences(of: ".", with: "/")
            case .colors: return "color/" + first.name
            default: return nil
            }
        }
        for path in theme.paletteEntries {
            let name = "palette/" + path.replacingOccurrences(of: ".", with: "/")
            let chain = theme.colorChain(of: TokenReference(group: .palette, name: path), in: ColorMode(.light))
            let value: FigmaValue
            if let alias = target(chain) {
                value = .alias(id: FigmaBodyBuilder.variableID(alias))
            } else if let rgba = chain?.color ?? theme.paletteColor(path) {
                value = Self.color(rgba)
            } else {
                continue
            }
            body.variable(name, in: palette, type: "COLOR", scopes: ["ALL_SCOPES"], values: [value])
        }
        for role in theme.colorRoles {
            let values: [FigmaValue] = ColorMode.allCases.map { mode in
                let chain = theme.colorChain(of: TokenReference(group: .colors, name: role.name), in: mode)
                if let alias = target(chain), alias != "color/" + role.name {
                    return .alias(id: FigmaBodyBuilder.variableID(alias))
                }
                return Self.color(theme.color(role, in: mode))
            }
            body.variable("color/" + role.name, in: colors, type: "COLOR", scopes: ["ALL_SCOPES"], values: values)
        }
        let resolved = theme.resolved()
        let spec = try ThemeFile.tree(for: theme.spec)
        for step in theme.catalogue.spacing {
            body.variable(
                "spacing/" + step.name, in: size, type: "FLOAT", scopes: ["GAP", "WIDTH_HEIGHT"],
                values: [.number(step.points)])
        }
        for radius in theme.catalogue.radii {
            body.variable(
                "radii/" + radius.name, in: size, type: "FLOAT", scopes: ["CORNER_RADIUS"],
                values: [.number(radius.points)])
        }
        for role in theme.textRoles {
            let text = resolved.text(role)
            body.variable(
                "typography/\(role.name)/fontSize", in: size, type: "FLOAT", scopes: ["FONT_SIZE"],
                values: [.number(DTCGValues.rounded(text.size))])
            body.variable(
                "typography/\(role.name)/fontWeight", in: size, type: "FLOAT", scopes: ["FONT_WEIGHT"],
                values: [.number(Double(text.weight.cssWeight))])
            if let family = text.family {
                body.variable(
                    "typography/\(role.name)/fontFamily", in: size, type: "STRING", scopes: ["FONT_FAMILY"],
                    values: [.string(family)])
            }
        }
        body.variable(
            FigmaImport.factsVariable, in: facts, type: "STRING", scopes: [],
            values: [.string(spec.text(pretty: false))], hidden: true,
            description: "The Tessera theme these variables were exported from; `tessera import figma` reads it back.")
        return body.json()
    }

    /// The body as the text `tessera export figma` writes and the Studio downloads, once it is
    /// within Figma's limits; otherwise every limit it breaks is thrown, each shown as `file`.
    public static func checkedText(for theme: CompiledTheme, file: String? = nil) throws -> String {
        let body = try body(for: theme)
        let problems = FigmaLimits.check(body, file: file)
        guard problems.isEmpty else { throw FigmaLimits.Exceeded(diagnostics: problems) }
        return body.text()
    }

    static func color(_ rgba: RGBA) -> FigmaValue {
        .color(
            red: DTCGValues.rounded(rgba.red), green: DTCGValues.rounded(rgba.green),
            blue: DTCGValues.rounded(rgba.blue), alpha: DTCGValues.rounded(rgba.alpha))
    }
}
