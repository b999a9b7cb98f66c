import Foundation
public import TesseraCore
@_spi(TesseraTools) import TesseraTokens

/// `screens` in the Studio's schema: what the Studio's Screens view draws — canonical iOS screens
/// (an inset grouped list, a form, a tab bar, a sheet, an alert) in a light and a dark phone
/// frame, each part of them given the value the core resolved for the theme in that appearance —
/// with the context's contrast, Dynamic Type size, size classes, Bold Text and Reduce
/// Transparency.
///
/// Each frame maps a part of the screens to the role that draws it and that role's resolved
/// value: `colors` (hex), `text` (a CSS-ready style: `fontFamily` as the CSS exporter spells it,
/// `fontSize`, `lineHeight` and `letterSpacing` in points, a CSS `fontWeight`, `textTransform`,
/// `color`), `buttons`, `metrics` (points) and `roles` (which role each part is drawn with, so
/// the page can say so), and `accessibilitySize` (at the accessibility sizes iOS stacks a row's
/// value under its title). Tab bar labels are resolved at the default size: iOS does not scale
/// them. The page only applies these values; nothing is resolved in the page.
public struct ScreensModel: Encodable, Sendable, Equatable {
    /// The Dynamic Type size drawn.
    public var size: String
    /// Every Dynamic Type size, smallest first.
    public var sizes: [String]
    /// The contrast drawn (`standard`, `increased`).
    public var contrast: String
    /// The light frame, then the dark one.
    public var frames: [Frame]

    /// The screens of `theme` in `context`, in both appearances.
    public init(for theme: CompiledTheme, in context: ThemeContext) {
        size = context.dynamicTypeSize.rawValue
        sizes = DynamicTypeSize.allCases.map(\.rawValue)
        contrast = context.contrast.rawValue
        frames = [Appearance.light, .dark].map { appearance in
            Frame(
                theme.resolved(for: context.with { $0.appearance = appearance }),
                name: appearance == .light ? "Light" : "Dark")
        }
    }

    /// The text roles the screens draw, by part.
    static let textParts: KeyValuePairs<String, TextRole> = [
        "navigationTitle": .largeTitle, "rowTitle": .body, "rowValue": .bodySecondary, "rowSubtitle": .subheadline,
        "sectionHeader": .footnote, "sectionFooter": .footnote, "field": .body, "tabLabel": .caption2,
        "sheetTitle": .headline, "sheetBody": .body, "alertTitle": .headline, "alertMessage": .footnote,
        "alertAction": .body, "alertPreferredAction": .headline,
    ]

    /// The colour roles the screens draw, by part.
    static let colorParts: KeyValuePairs<String, ColorRole> = [
        "separator": .separator, "chevron": .textTertiary, "placeholder": .textTertiary, "footer": .textSecondary,
        "accent": .accent, "toggleOn": .accent, "toggleOff": .separator, "toggleKnob": .textOnAccent,
        "tabInactive": .textSecondary, "grabber": .textTertiary, "dim": .scrim, "destructive": .destructive,
        "badge": .destructive, "badgeText": .textOnDestructive,
    ]

    /// The surface roles the screens draw, by part: their opaque colour and corner radius.
    static let surfaceParts: KeyValuePairs<String, SurfaceRole> = [
        "screen": .appBackground, "group": .card, "tabBar": .chrome, "sheet": .sheet, "alert": .popover,
    ]

    /// One phone frame: every part's value in one appearance.
    public struct Frame: Encodable, Sendable, Equatable {
        /// `light` or `dark`.
        public var appearance: String
        /// What the frame is titled (`Light`).
        public var name: String
        /// Whether the size is an accessibility size (a row's value then stacks under its title).
        public var accessibilitySize: Bool
        /// Each colour part's hex (`accent`, `separator`), then each surface part's opaque colour
        /// over the background (`screen`, `group`, `tabBar`, `sheet`, `alert`).
        public var colors: OrderedMembers<String>
        /// Each text part's style (`navigationTitle`, `rowTitle`, …).
        public var text: OrderedMembers<TextStyle>
        public var buttons: Buttons
        /// Each surface part's corner radius (`groupRadius`), then the list row's and the
        /// screen's insets, the three gaps and the least touch target, in points.
        public var metrics: OrderedMembers<Double>
        /// The role each part is drawn with, by `group.part` (`text.rowTitle` → `typography.body`).
        public var roles: OrderedMembers<String>

        init(_ resolved: ResolvedTheme, name: String) {
            var roles: [(name: String, value: String)] = []
            var text: [(name: String, value: TextStyle)] = []
            // Tab bar labels keep their size at every Dynamic Type size, as iOS draws them (a person
            // who needs them larger holds a tab for the large content viewer).
            let bars = resolved.theme.resolved(for: resolved.context.with { $0.dynamicTypeSize = .large })
            for (part, role) in textParts {
                text.append((part, TextStyle((part == "tabLabel" ? bars : resolved).text(role))))
                roles.append(("text.\(part)", "typography.\(role.name)"))
            }
            var colors: [(name: String, value: String)] = []
            for (part, role) in colorParts {
                colors.append((part, resolved.color(role).hexString))
                roles.append(("colors.\(part)", "colors.\(role.name)"))
            }
            var metrics: [(name: String, value: Double)] = []
            let base = resolved.color(.background).withAlpha(1)
            for (part, role) in surfaceParts {
                let surface = resolved.surface(role)
                colors.append((part, surface.opaqueColor.composited(over: base).hexString))
                metrics.append(("\(part)Radius", surface.cornerRadius))
                roles.append(("surfaces.\(part)", "surfaces.\(role.name)"))
            }
            let row = resolved.inset(.listRow)
            let screen = resolved.inset(.screen)
            metrics += [
                ("rowHorizontal", row.horizontal), ("rowVertical", row.vertical),
                ("screenHorizontal", screen.horizontal), ("screenVertical", screen.vertical),
                ("gap", resolved.gap(.regular)), ("tightGap", resolved.gap(.tight)), ("looseGap", resolved.gap(.loose)),
                ("minimumTouchTarget", resolved.minimumTouchTarget),
            ]
            let button = { (role: ButtonRole) in
                Button(resolved.button(role), label: resolved.label(of: resolved.button(role)))
            }
            roles += [
                ("buttons.primary", "buttons.\(ButtonRole.primary.name)"),
                ("buttons.secondary", "buttons.\(ButtonRole.secondary.name)"),
            ]
            appearance = resolved.context.appearance.rawValue
            self.name = name
            accessibilitySize = resolved.context.dynamicTypeSize.isAccessibilitySize
            self.colors = OrderedMembers(colors)
            self.text = OrderedMembers(text)
            buttons = Buttons(primary: button(.primary), secondary: button(.secondary))
            self.metrics = OrderedMembers(metrics)
            self.roles = OrderedMembers(roles)
        }
    }

    /// A text role as CSS properties (sizes in points).
    public struct TextStyle: Encodable, Sendable, Equatable {
        /// As the CSS exporter spells it.
        public var fontFamily: String
        public var fontSize: Double
        /// A CSS font-weight number.
        public var fontWeight: Int
        public var lineHeight: Double
        public var letterSpacing: Double
        /// `none`, `uppercase` or `lowercase`.
        public var textTransform: String
        public var color: String

        init(_ text: ResolvedText) {
            fontFamily = CSSExport.fontFamily(of: text)
            fontSize = text.size
            fontWeight = text.weight.cssWeight
            lineHeight = text.lineHeight
            letterSpacing = text.tracking
            textTransform = text.textCase == .none ? "none" : text.textCase.rawValue
            color = text.color.hexString
        }
    }

    /// The buttons the screens draw.
    public struct Buttons: Encodable, Sendable, Equatable {
        public var primary: Button
        public var secondary: Button
    }

    /// A button in its default form and normal state.
    public struct Button: Encodable, Sendable, Equatable {
        /// Its fill, or null for none.
        @Nullable public var fill: String?
        /// Its border, or null for none.
        @Nullable public var border: Border?
        /// Its label's style, in the label's colour.
        public var label: TextStyle
        public var paddingHorizontal: Double
        public var paddingVertical: Double
        public var minHeight: Double
        /// Its corner radius; null for a capsule or circle, which is fully rounded.
        @Nullable public var radius: Double?
        /// Whether it is fully rounded.
        public var capsule: Bool

        init(_ button: ResolvedButton, label: ResolvedText) {
            fill = button.fill?.hexString
            border = button.border.map { Border(color: $0.color.hexString, width: $0.width) }
            var style = TextStyle(label)
            style.color = button.labelColor.hexString
            self.label = style
            paddingHorizontal = button.padding.horizontal
            paddingVertical = button.padding.vertical
            minHeight = button.minHeight
            radius =
                switch button.shape {
                case .rounded(let value): value
                case .capsule, .circle: nil
                case .none: 0
                }
            capsule = button.shape == .capsule || button.shape == .circle
        }
    }

    /// A button's border.
    public struct Border: Encodable, Sendable, Equatable {
        public var color: String
        public var width: Double
    }
}
