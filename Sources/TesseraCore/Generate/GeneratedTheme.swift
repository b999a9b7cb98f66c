/// A theme made from brand colours, with what the generator had to do to make it pass.
public struct GeneratedTheme: Sendable {
    /// The whole theme: the base preset's non-colour groups, the generated palette ramps and
    /// every colour role written in all four modes.
    public var spec: ThemeSpec
    /// The compiled theme; `nil` only when ``diagnostics`` has errors.
    public var theme: CompiledTheme?
    /// Errors for constraints nothing can meet (a pinned accent no label passes on), each at
    /// the role's value with the ratio needed and the best reachable. Empty when the theme passes.
    public var diagnostics: [Diagnostic]
    /// The accent in each mode.
    public var accent: [ColorMode: RGBA]
    /// How far the accent in each mode is from the brand accent (ΔE_OK × 100): 0 where the brand
    /// colour is used exactly.
    public var accentDifference: [ColorMode: Double]
}
