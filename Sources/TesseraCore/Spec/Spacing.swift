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

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }

    // The default theme's scale. No `none`: zero is not a design value, and `.none` would read
    // as `Optional.none` next to SwiftUI's `padding(_: CGFloat?)`.
    public static let xxs = Spacing("xxs")
    public static let xs = Spacing("xs")
    public static let s = Spacing("s")
    public static let m = Spacing("m")
    public static let l = Spacing("l")
    public static let xl = Spacing("xl")
    public static let xxl = Spacing("xxl")
    public static let xxxl = Spacing("xxxl")
}
