/// A family of roles — colours, text, buttons or surfaces — and the built-in roles it has.
public protocol RoleFamily: Sendable {
    /// The family's built-in roles, which every theme defines.
    associatedtype Builtin: BuiltinRole
}

/// What the compiler says of a role family: the noun its messages use and the theme file's key.
@usableFromInline
package protocol RoleFamilyFacts: RoleFamily {
    /// How messages name a role of this family ("colour role").
    static var noun: String { get }
    /// The theme file's key for this family (`colors`).
    static var specKey: String { get }
    /// The built-in role with this name, by a hash lookup (``BuiltinRole/named(_:)`` searches).
    static func builtin(named name: String) -> Builtin?
    /// What a custom role stands for in a theme that lacks it when neither that theme nor the
    /// code names a fallback: the family's everyday role.
    static var everydayRole: Builtin { get }
}

extension RoleFamilyFacts {
    static func makeBuiltinIndex() -> [String: Builtin] {
        Dictionary(uniqueKeysWithValues: Builtin.allCases.map { ($0.name, $0) })
    }
}

/// The built-in roles of one family: a dense, ordered enumeration.
public protocol BuiltinRole: CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// Position in `allCases`; compiled themes store built-in roles at these indices.
    var index: Int { get }
    /// Every role's name, in `allCases` order.
    static var names: [String] { get }
}

extension BuiltinRole where Self: RawRepresentable, RawValue == Int {
    /// The role's position in `allCases`, its raw value.
    @inlinable public var index: Int { rawValue }
}

extension BuiltinRole {
    /// The name theme files and Swift use, such as `textSecondary`.
    public var name: String { Self.names[index] }

    /// The built-in role with this name.
    public static func named(_ name: String) -> Self? {
        names.firstIndex(of: name).map { allCases[$0] }
    }

    static func makeNames() -> [String] { allCases.map { "\($0)" } }
}

/// A role of one family: a built-in one (`ColorRole.textSecondary`) or one a theme declares
/// (`ColorRole.custom("promoBanner")`). Themes that lack a custom role resolve it through the
/// built-in fallback the declaring theme names, or the one given here; with neither, through the
/// family's everyday role — `textPrimary` for colours, `body` for text, `plain` for buttons,
/// `card` for surfaces — so a misspelt name draws as ordinary content, never as a heading or an
/// accent. Name a fallback (`.custom("promoBanner", fallback: .accent)`); `tessera-roles` and the
/// linter catch names no theme declares.
public struct Role<Family: RoleFamily>: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline
    enum Storage: Hashable, Sendable {
        case builtin(Family.Builtin)
        case custom(String, fallback: Family.Builtin?)
    }

    @usableFromInline let storage: Storage

    /// The built-in role `builtin`; `ColorRole.textSecondary` is this role of `.textSecondary`.
    @inlinable
    public init(_ builtin: Family.Builtin) {
        storage = .builtin(builtin)
    }

    /// A role named in a theme; a built-in name gives the built-in role.
    ///
    /// - Parameter name: the role's name as the theme file writes it (`promoBanner`).
    /// - Parameter fallback: used when the theme has no role of this name and declares no fallback;
    ///   without one, the family's everyday role is.
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

    /// The built-in role a custom role was given in code to stand in for it; `nil` for a built-in role.
    package var fallbackBuiltin: Family.Builtin? {
        if case .custom(_, let fallback) = storage { fallback } else { nil }
    }

    public var description: String { name }

    public static func == (lhs: Role, rhs: Role) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The colour roles a theme defines.
public enum ColorRoles: RoleFamily, RoleFamilyFacts {
    /// How messages name a role of this family.
    @usableFromInline package static let noun = "colour role"
    /// The theme file's key for colour roles.
    @usableFromInline package static let specKey = "colors"
    private static let builtinIndex = makeBuiltinIndex()
    @usableFromInline package static func builtin(named name: String) -> Builtin? { builtinIndex[name] }
    @usableFromInline package static let everydayRole = Builtin.textPrimary

    /// The built-in colour roles, in the order compiled themes store them.
    public enum Builtin: Int, BuiltinRole {
        /// Every built-in role's name, in `allCases` order.
        public static let names = makeNames()

        /// Body text and headings on the background and on surfaces.
        case textPrimary
        /// Supporting text: subtitles, metadata, captions.
        case textSecondary
        /// The least prominent text: placeholders, timestamps, disabled labels.
        case textTertiary
        /// Text and icons drawn on the accent colour (a primary button's label).
        case textOnAccent
        /// Text and icons drawn on the destructive colour.
        case textOnDestructive
        /// Text on an overlay surface (`surfaceOverlay`).
        case textOnOverlay
        /// Supporting text on an overlay surface.
        case textOnOverlaySecondary
        /// Text on the scrim that dims content behind a modal.
        case textOnScrim
        /// Supporting text on the scrim.
        case textOnScrimSecondary
        /// The app's background, behind every surface.
        case background
        /// The fill of cards and grouped content on the background.
        case surfaceBase
        /// A recessed or alternate surface: secondary cards, grouped rows.
        case surfaceSecondary
        /// Overlays drawn above content: toasts, floating controls.
        case surfaceOverlay
        /// A tint laid over materials and glass.
        case surfaceTint
        /// The colour that dims content behind sheets and dialogs; usually translucent.
        case scrim
        /// Decorative borders of cards and containers (exempt from the contrast audit).
        case borderSubtle
        /// Lines between rows and sections (decorative).
        case separator
        /// The keyboard focus indicator; essential, so audited at 3:1.
        case focusRing
        /// Borders that show where a control is (text fields, toggles); essential, so audited at 3:1.
        case controlBorder
        /// The brand's action colour: primary buttons, links, selection, tints.
        case accent
        /// Actions that delete or cannot be undone, and errors.
        case destructive
        /// Confirmation and positive states.
        case success
        /// Caution states that need attention.
        case warning
        /// The theme's signature colour, for illustration and branding.
        case themePrimary
        /// A second signature colour, for illustration and branding.
        case themeSecondary
    }
}

/// The text (typography) roles a theme defines.
public enum TextRoles: RoleFamily, RoleFamilyFacts {
    /// How messages name a role of this family.
    @usableFromInline package static let noun = "text role"
    /// The theme file's key for text roles.
    @usableFromInline package static let specKey = "typography"
    private static let builtinIndex = makeBuiltinIndex()
    @usableFromInline package static func builtin(named name: String) -> Builtin? { builtinIndex[name] }
    @usableFromInline package static let everydayRole = Builtin.body

    /// The built-in text roles, in the order compiled themes store them.
    public enum Builtin: Int, BuiltinRole {
        /// Every built-in role's name, in `allCases` order.
        public static let names = makeNames()

        /// The largest heading: a screen's title (text style `largeTitle`).
        case largeTitle
        /// A first-level heading (text style `title1`).
        case title
        /// A second-level heading (text style `title2`).
        case title2
        /// A third-level heading (text style `title3`).
        case title3
        /// Emphasised text that heads a block (text style `headline`).
        case headline
        /// Running text (text style `body`).
        case body
        /// Text that stands out from the body: call-outs, notes (text style `callout`).
        case callout
        /// Text under a heading (text style `subheadline`).
        case subheadline
        /// Footnotes and secondary details (text style `footnote`).
        case footnote
        /// Captions of images and controls (text style `caption1`).
        case caption
        /// The smallest captions (text style `caption2`).
        case caption2
        /// Running text of lesser weight, in the secondary text colour.
        case bodySecondary
        /// Code and other monospaced text.
        case code
        /// The label of primary buttons.
        case buttonPrimary
        /// The label of secondary buttons.
        case buttonSecondary
        /// The label of tertiary buttons.
        case buttonTertiary
        /// The label of plain buttons.
        case buttonPlain
        /// The label of destructive buttons.
        case buttonDestructive
    }
}

/// The button roles a theme defines.
public enum ButtonRoles: RoleFamily, RoleFamilyFacts {
    /// How messages name a role of this family.
    @usableFromInline package static let noun = "button role"
    /// The theme file's key for button roles.
    @usableFromInline package static let specKey = "buttons"
    private static let builtinIndex = makeBuiltinIndex()
    @usableFromInline package static func builtin(named name: String) -> Builtin? { builtinIndex[name] }
    @usableFromInline package static let everydayRole = Builtin.plain

    /// The built-in button roles, in the order compiled themes store them.
    public enum Builtin: Int, BuiltinRole {
        /// Every built-in role's name, in `allCases` order.
        public static let names = makeNames()

        /// The main action of a screen, filled with the accent colour.
        case primary
        /// An alternative action, less prominent than the primary one.
        case secondary
        /// A low-emphasis action, usually drawn as text.
        case tertiary
        /// A button with no chrome: toolbar items, inline actions.
        case plain
        /// An action that deletes or cannot be undone.
        case destructive
    }
}

/// The surface roles a theme defines.
public enum SurfaceRoles: RoleFamily, RoleFamilyFacts {
    /// How messages name a role of this family.
    @usableFromInline package static let noun = "surface role"
    /// The theme file's key for surface roles.
    @usableFromInline package static let specKey = "surfaces"
    private static let builtinIndex = makeBuiltinIndex()
    @usableFromInline package static func builtin(named name: String) -> Builtin? { builtinIndex[name] }
    @usableFromInline package static let everydayRole = Builtin.card

    /// The built-in surface roles, in the order compiled themes store them.
    public enum Builtin: Int, BuiltinRole {
        /// Every built-in role's name, in `allCases` order.
        public static let names = makeNames()

        /// The screen's background, under the safe areas.
        case appBackground
        /// A card on the background: grouped content, list rows.
        case card
        /// A card raised above others, with a stronger shadow.
        case cardElevated
        /// A recessed card inside another surface.
        case cardSecondary
        /// Bars and toolbars around content.
        case chrome
        /// A modal sheet.
        case sheet
        /// A popover or menu.
        case popover
        /// The layer that dims content behind a modal.
        case scrim
        /// A panel floating above content, such as an inspector.
        case floatingPanel
        /// A small floating element, such as a mini player.
        case floatingWidget
    }
}

/// A colour role: built-in (`.textSecondary`) or a theme's own (`.custom("promoBanner")`).
public typealias ColorRole = Role<ColorRoles>
/// A text role: built-in (`.headline`) or a theme's own (`.custom("quote")`).
public typealias TextRole = Role<TextRoles>
/// A button role: built-in (`.primary`) or a theme's own.
public typealias ButtonRole = Role<ButtonRoles>
/// A surface role: built-in (`.card`) or a theme's own.
public typealias SurfaceRole = Role<SurfaceRoles>
