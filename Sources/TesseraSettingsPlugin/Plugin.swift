import SwiftCompilerPlugin
public import SwiftSyntax
public import SwiftSyntaxMacros

@main
struct TesseraSettingsPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [SettingsMacro.self, SettingMarkerMacro.self]
}

/// `@Setting(…)` and `@SettingHidden` only carry information for `@Settings`; they expand to nothing.
public struct SettingMarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
