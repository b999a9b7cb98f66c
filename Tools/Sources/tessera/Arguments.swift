// swift-format-ignore-file: AvoidRetroactiveConformances

public import ArgumentParser
import Foundation
public import TesseraCore

extension DynamicTypeSize: @retroactive ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension TextStyle: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        guard let style = TextStyle(rawValue: argument) ?? TextStyle.aliases[argument] else { return nil }
        self = style
    }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension Appearance: @retroactive ExpressibleByArgument {}
extension ContrastMode: @retroactive ExpressibleByArgument {}
extension AuditLevel: @retroactive ExpressibleByArgument {}
extension ThemeContext.SizeClass: @retroactive ExpressibleByArgument {}
extension ThemeContext.Platform: @retroactive ExpressibleByArgument {}

/// Where a theme is drawn. Omitted options take iOS defaults: light, standard contrast, large,
/// compact width, regular height, display scale 3.
struct ContextOptions: ParsableArguments {
    @Option(help: "light or dark.")
    var appearance: Appearance = .light

    @Option(help: "standard or increased.")
    var contrast: ContrastMode = .standard

    @Option(help: "Dynamic Type size: xSmall … xxxLarge, accessibility1 … accessibility5 (or AX1 … AX5).")
    var size: DynamicTypeSize = .large

    @Option(help: "Horizontal size class: compact or regular.")
    var width: ThemeContext.SizeClass = .compact

    @Option(help: "Vertical size class: compact or regular.")
    var height: ThemeContext.SizeClass = .regular

    @Option(help: "ios or macos.")
    var platform: ThemeContext.Platform = .iOS

    @Option(name: .customLong("display-scale"), help: "Pixels per point.")
    var displayScale: Double = 3

    @Flag(name: .customLong("reduce-motion"), help: "Resolve with Reduce Motion on.")
    var reduceMotion = false

    @Flag(name: .customLong("reduce-transparency"), help: "Resolve with Reduce Transparency on.")
    var reduceTransparency = false

    @Flag(name: .customLong("bold-text"), help: "Resolve with Bold Text on.")
    var boldText = false

    func validate() throws {
        guard displayScale >= 1, displayScale <= 4 else {
            throw ValidationError("--display-scale must be between 1 and 4.")
        }
    }

    var context: ThemeContext {
        ThemeContext(
            platform: platform, appearance: appearance, contrast: contrast, dynamicTypeSize: size,
            horizontalSizeClass: width, verticalSizeClass: height, displayScale: displayScale,
            reduceMotion: reduceMotion, boldText: boldText, reduceTransparency: reduceTransparency)
    }
}
