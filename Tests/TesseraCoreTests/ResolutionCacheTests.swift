import TesseraCore
import Testing

/// Tables are cached per slice of the context; a context must never be handed a table made for
/// another. Every context is resolved through one shared theme, in an order that fills the cache
/// with its neighbours first, and compared with a theme that resolves only that context.
@Suite("Resolution cache")
struct ResolutionCacheTests {
    static let contexts: [ThemeContext] = {
        var contexts: [ThemeContext] = []
        for platform in ThemeContext.Platform.allCases {
            for size in DynamicTypeSize.allCases {
                for bold in [false, true] {
                    for scale in [2.0, 2.625] {
                        for mode in ColorMode.allCases {
                            for transparency in [false, true] {
                                for horizontal in ThemeContext.SizeClass.allCases {
                                    contexts.append(
                                        ThemeContext(
                                            platform: platform, appearance: mode.appearance, contrast: mode.contrast,
                                            dynamicTypeSize: size, horizontalSizeClass: horizontal, displayScale: scale,
                                            boldText: bold, reduceTransparency: transparency))
                                }
                            }
                        }
                    }
                }
            }
        }
        return contexts
    }()

    @Test("every context gets the tables made for it", arguments: ["default", "ocean"])
    func everyContextGetsItsOwnTables(preset: String) throws {
        let shared = try #require(Presets.named(preset)).theme
        for context in Self.contexts { _ = shared.resolved(for: context) }
        for context in Self.contexts.reversed() {
            let alone = try #require(ThemeCompiler.compile(shared.spec).theme).resolved(for: context)
            let cached = shared.resolved(for: context)
            for role in shared.textRoles { #expect(cached.text(role) == alone.text(role)) }
            for role in shared.colorRoles { #expect(cached.color(role) == alone.color(role)) }
            for role in shared.surfaceRoles { #expect(cached.surface(role) == alone.surface(role)) }
            for role in shared.buttonRoles {
                #expect(
                    cached.button(role, form: .capsule, state: .pressed)
                        == alone.button(role, form: .capsule, state: .pressed))
            }
        }
    }
}
