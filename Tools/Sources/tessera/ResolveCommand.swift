import ArgumentParser
import Foundation
import TesseraCommandSupport
@_spi(TesseraTools) import TesseraCore

/// `tessera resolve [THEME] [--preset ID] [context options]`
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Print every role of a theme resolved for one context (appearance, contrast, size, size classes)."
    )

    @OptionGroup var source: ThemeOptions
    @OptionGroup var context: ContextOptions

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let theme = try source.load()
        let resolved = theme.resolved(for: context.context)
        switch format {
        case .json:
            var tree = resolved.jsonTree()
            tree = JSONNode(
                .object(
                    [
                        .init(key: "schemaVersion", value: .number(1)),
                        .init(key: "theme", value: .string(theme.id)),
                        .init(key: "context", value: context.context.jsonTree()),
                    ] + (tree.members ?? [])))
            JSONOutput.print(tree)
        case .text:
            let c = context.context
            print(
                "\(theme.name) — \(c.platform.rawValue), \(c.colorMode), \(c.dynamicTypeSize.rawValue), \(c.horizontalSizeClass.rawValue) width, \(c.verticalSizeClass.rawValue) height"
            )
            print("\nColours")
            for role in theme.colorRoles {
                print(
                    "  \(role.name.padding(toLength: 24, withPad: " ", startingAt: 0))\(resolved.color(role).hexString)"
                )
            }
            print("\nText")
            for role in theme.textRoles {
                let text = resolved.text(role)
                print(
                    "  \(role.name.padding(toLength: 20, withPad: " ", startingAt: 0))\(Table.points(text.size)) pt \(text.weight.rawValue) \(text.design.rawValue), line \(Table.points(text.lineHeight)), \(text.color.hexString)"
                )
            }
            print("\nButtons")
            for role in theme.buttonRoles {
                let button = resolved.button(role)
                print(
                    "  \(role.name.padding(toLength: 14, withPad: " ", startingAt: 0))\(button.form.rawValue), fill \(button.fill?.hexString ?? "none"), label \(button.labelColor.hexString) \(resolved.label(of: button).role), min height \(Table.points(button.minHeight)), \(resolved.animation(of: button).name)"
                )
            }
            print("\nSurfaces")
            for role in theme.surfaceRoles {
                let surface = resolved.surface(role)
                print(
                    "  \(role.name.padding(toLength: 16, withPad: " ", startingAt: 0))\(describe(surface.background)), radius \(Table.points(surface.cornerRadius))\(surface.shadow == nil ? "" : ", shadow")"
                )
            }
            print("\nLayout")
            print(
                "  gaps      "
                    + Gap.allCases.map { "\($0.name) \(Table.points(resolved.gap($0)))" }.joined(separator: ", "))
            print(
                "  grid      \(resolved.grid.columns) columns, gutter \(Table.points(resolved.grid.gutter)), margin \(Table.points(resolved.grid.margin))"
            )
            print(
                "  readable width \(Table.points(resolved.readableContentWidth)), minimum touch target \(Table.points(resolved.minimumTouchTarget))"
            )
            print("\nInsets (horizontal × vertical)")
            for role in InsetRole.allCases {
                let variants = InsetVariant.allCases.map { variant in
                    let inset = resolved.inset(role, variant)
                    return "\(variant.name) \(Table.points(inset.horizontal)) × \(Table.points(inset.vertical))"
                }
                print(
                    "  \(role.name.padding(toLength: 10, withPad: " ", startingAt: 0))\(variants.joined(separator: ", "))"
                )
            }
            print("\nSpacing")
            for name in theme.spacingNames {
                print(
                    "  \(name.padding(toLength: 10, withPad: " ", startingAt: 0))\(resolved.spacing(name).map(Table.points) ?? "")"
                )
            }
            print("\nRadii")
            for name in theme.radiusNames {
                print(
                    "  \(name.padding(toLength: 10, withPad: " ", startingAt: 0))\(resolved.radius(name).map(Table.points) ?? "")"
                )
            }
            print("\nShadows")
            for name in theme.shadowNames {
                guard let shadow = resolved.shadow(named: name) else { continue }
                print(
                    "  \(name.padding(toLength: 10, withPad: " ", startingAt: 0))\(shadow.color.hexString), radius \(Table.points(shadow.radius)), x \(Table.points(shadow.x)), y \(Table.points(shadow.y))"
                )
            }
            print("\nMotion")
            for animation in resolved.themeAnimations {
                print("  \(animation.name.padding(toLength: 14, withPad: " ", startingAt: 0))\(describe(animation))")
            }
        }
    }

    private func describe(_ animation: ResolvedAnimation) -> String {
        let curve = animation.curve
        let parameters = [
            ("duration", curve.duration, "s"), ("response", curve.response, "s"), ("damping", curve.damping, ""),
            ("blend", curve.blend, "s"),
        ]
        .compactMap { name, value, unit in value.map { "\(name) \(Table.points($0))\(unit)" } }
        return ([curve.curve.rawValue] + parameters).joined(separator: ", ")
            + (animation.isReducedMotion ? " (Reduce Motion)" : "")
    }

    private func describe(_ background: ResolvedSurfaceBackground) -> String {
        switch background {
        case .solid(let color): "solid \(color.hexString)"
        case .material(let material, let tint):
            "material \(material.rawValue)\(tint.map { " tinted \($0.hexString)" } ?? "")"
        case .glass(let variant, _, let fallback): "glass \(variant.rawValue) (else \(fallback.rawValue))"
        }
    }
}
