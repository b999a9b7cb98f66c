/// A family of roles — colours, text, buttons or surfaces — and the built-in roles it has.
public protocol RoleFamily: Sendable {
    associatedtype Builtin: BuiltinRole
    /// How messages name a role of this family ("colour role").
    static var noun: String { get }
    /// The theme file's key for this family (`colors`).
    @_spi(TesseraTools) static var specKey: String { get }
}

/// The built-in roles of one family: a dense, ordered enumeration.
public protocol BuiltinRole: CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// Position in `allCases`; compiled themes store built-in roles at these indices.
    var index: Int { get }
    /// Every role's name, in `allCases` order.
    @_spi(TesseraTools) static var names: [String] { get }
    /// The role for each name.
    @_spi(TesseraTools) static var byName: [String: Self] { get }
}

extension BuiltinRole where Self: RawRepresentable, RawValue == Int {
    @inlinable public var index: Int { rawValue }
}

extension BuiltinRole {
    /// The name theme files and Swift use, such as `textSecondary`.
    public var name: String { Self.names[index] }

    /// The built-in role with this name.
    public static func named(_ name: String) -> Self? { byName[name] }

    static func makeNames() -> [String] { allCases.map { "\($0)" } }
    static func makeIndex() -> [String: Self] {
        Dictionary(uniqueKeysWithValues: allCases.map { ("\($0)", $0) })
    }
}

/// A role of one family: a built-in one (`ColorRole.textSecondary`) or one a theme declares
/// (`ColorRole.custom("promoBanner")`). Themes that lack a custom role resolve it through the
/// built-in fallback the declaring theme names, or the one given here.
public struct Role<Family: RoleFamily>: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline
    enum Storage: Hashable, Sendable {
        case builtin(Family.Builtin)
        case custom(String, fallback: Family.Builtin?)
    }

    @usableFromInline let storage: Storage

    @inlinable
    public init(_ builtin: Family.Builtin) {
        storage = .builtin(builtin)
    }

    /// A role named in a theme; a built-in name gives the built-in role.
    ///
    /// - Parameter fallback: used when the theme has no role of this name and declares no fallback.
    public static func custom(_ name: String, fallback: Family.Builtin? = nil) -> Role {
        if let builtin = Family.Builtin.named(name) { return Role(builtin) }
        return Role(storage: .custom(name, fallback: fallback))
    }

    init(storage: Storage) {
        self.storage = storage
    }

    /// The role's name, as theme files write it.
    public var name: String {
        switch storage {
        case .builtin(let builtin): builtin.name
        case .custom(let name, _): name
        }
    }

    /// The built-in role, or `nil` for a custom one.
    @inlinable public var builtin: Family.Builtin? {
        if case .builtin(let builtin) = storage { builtin } else { nil }
    }

    public var description: String { name }

    public static func == (lhs: Role, rhs: Role) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The colour roles a theme defines.
public enum ColorRoles: RoleFamily {
    public static let noun = "colour role"
    @_spi(TesseraTools) public static let specKey = "colors"

    public enum Builtin: Int, BuiltinRole {
        @_spi(TesseraTools) public static let names = makeNames()
        @_spi(TesseraTools) public static let byName = makeIndex()

        case textPrimary, textSecondary, textTertiary
        case textOnAccent, textOnDestructive, textOnOverlay, textOnOverlaySecondary, textOnScrim, textOnScrimSecondary
        case background, surfaceBase, surfaceSecondary, surfaceOverlay, surfaceTint, scrim
        case borderSubtle, separator, focusRing, controlBorder
        case accent, destructive, success, warning
        case themePrimary, themeSecondary
    }
}

/// The text (typography) roles a theme defines.
public enum TextRoles: RoleFamily {
    public static let noun = "text role"
    @_spi(TesseraTools) public static let specKey = "typography"

    public enum Builtin: Int, BuiltinRole {
        @_spi(TesseraTools) public static let names = makeNames()
        @_spi(TesseraTools) public static let byName = makeIndex()

        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
        case bodySecondary, code
        case buttonPrimary, buttonSecondary, buttonTertiary, buttonPlain, buttonDestructive
    }
}

/// The button roles a theme defines.
public enum ButtonRoles: RoleFamily {
    public static let noun = "button role"
    @_spi(TesseraTools) public static let specKey = "buttons"

    public enum Builtin: Int, BuiltinRole {
        @_spi(TesseraTools) public static let names = makeNames()
        @_spi(TesseraTools) public static let byName = makeIndex()

        case primary, secondary, tertiary, plain, destructive
    }
}

/// The surface roles a theme defines.
public enum SurfaceRoles: RoleFamily {
    public static let noun = "surface role"
    @_spi(TesseraTools) public static let specKey = "surfaces"

    public enum Builtin: Int, BuiltinRole {
        @_spi(TesseraTools) public static let names = makeNames()
        @_spi(TesseraTools) public static let byName = makeIndex()

        case appBackground, card, cardElevated, cardSecondary, chrome, sheet, popover, scrim, floatingPanel, floatingWidget
    }
}

public typealias ColorRole = Role<ColorRoles>
public typealias TextRole = Role<TextRoles>
public typealias ButtonRole = Role<ButtonRoles>
public typealias SurfaceRole = Role<SurfaceRoles>
