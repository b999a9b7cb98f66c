/// A step of the theme's spacing scale (`layout.spacing` in the theme file), named as the theme
/// names it: `.s`, `.m`, `.l`, or a theme's own step with `Spacing("gutter")`.
///
/// ```swift
/// Text("Hello").padding(.l)            // 16 points in the default theme
/// theme.spacing(.m)                    // 12, or nil when the theme has no step "m"
/// ```
///
/// `tessera lint` suggests the step whose value a literal matches (`.padding(16)` → `.padding(.l)`).
public struct Spacing: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The step's key in `layout.spacing`.
    public var name: String

    /// The step named `name` in the theme's `layout.spacing`.
    public init(_ name: String) { self.name = name }
    /// The step named by a string literal: `.padding("gutter")`.
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }

    // The default theme's scale. No `none`: zero is not a design value, and `.none` would read
    // as `Optional.none` next to SwiftUI's `padding(_: CGFloat?)`.
    /// The step `xxs` (2 points in the default theme).
    public static let xxs = Spacing("xxs")
    /// The step `xs` (4 points in the default theme).
    public static let xs = Spacing("xs")
    /// The step `s` (8 points in the default theme).
    public static let s = Spacing("s")
    /// The step `m` (12 points in the default theme).
    public static let m = Spacing("m")
    /// The step `l` (16 points in the default theme).
    public static let l = Spacing("l")
    /// The step `xl` (24 points in the default theme).
    public static let xl = Spacing("xl")
    /// The step `xxl` (32 points in the default theme).
    public static let xxl = Spacing("xxl")
    /// The step `xxxl` (48 points in the default theme).
    public static let xxxl = Spacing("xxxl")
}
