import ArgumentParser
@_spi(TesseraTools) import TesseraCore
import TesseraCommandSupport

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
            tree = JSONNode(.object([
                .init(key: "schemaVersion", value: .number(1)),
                .init(key: "theme", value: .string(theme.id)),
                .init(key: "context", value: context.context.jsonTree()),
            ] + (tree.members ?? [])))
            JSONOutput.print(tree)
        case .text:
            let c = context.context
            print("\(theme.name) — \(c.platform.rawValue), \(c.colorMode), \(c.dynamicTypeSize.rawValue), \(c.horizontalSizeClass.rawValue) width, \(c.verticalSizeClass.rawValue) height")
            print("\nColours")
            for role in theme.colorRoles {
                print("  \(role.name.padding(toLength: 24, withPad: " ", startingAt: 0))\(resolved.color(role).hexString)")
            }
            print("\nText")
            for role in theme.textRoles {
                let text = resolved.text(role)
                print("  \(role.name.padding(toLength: 20, withPad: " ", startingAt: 0))\(Table.points(text.size)) pt \(text.weight.rawValue) \(text.design.rawValue), line \(Table.points(text.lineHeight)), \(text.color.hexString)")
            }
            print("\nButtons")
            for role in theme.buttonRoles {
                let button = resolved.button(role)
                print("  \(role.name.padding(toLength: 14, withPad: " ", startingAt: 0))\(button.form.rawValue), fill \(button.fill?.hexString ?? "none"), label \(button.labelColor.hexString) \(resolved.label(of: button).role), min height \(Table.points(button.minHeight)), \(resolved.animation(of: button).name)")
            }
            print("\nSurfaces")
            for role in theme.surfaceRoles {
                let surface = resolved.surface(role)
                print("  \(role.name.padding(toLength: 16, withPad: " ", startingAt: 0))\(describe(surface.background)), radius \(Table.points(surface.cornerRadius))\(surface.shadow == nil ? "" : ", shadow")")
            }
            print("\nLayout")
            print("  gaps      " + Gap.allCases.map { "\($0.name) \(Table.points(resolved.gap($0)))" }.joined(separator: ", "))
            print("  screen    \(Table.points(resolved.inset(.screen).horizontal)) × \(Table.points(resolved.inset(.screen).vertical)); grid \(resolved.grid.columns) columns")
        }
    }

    private func describe(_ background: ResolvedSurfaceBackground) -> String {
        switch background {
        case .solid(let color): "solid \(color.hexString)"
        case let .material(material, tint): "material \(material.rawValue)\(tint.map { " tinted \($0.hexString)" } ?? "")"
        case let .glass(variant, _, fallback): "glass \(variant.rawValue) (else \(fallback.rawValue))"
        }
    }
}
