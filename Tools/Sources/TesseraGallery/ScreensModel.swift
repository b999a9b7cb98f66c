import Foundation
@_spi(TesseraTools) import TesseraCore
@_spi(TesseraTools) import TesseraTokens

/// What the Studio's Screens view draws: canonical iOS screens (an inset grouped list, a form, a
/// tab bar, a sheet, an alert) in a light and a dark phone frame, each part of them given the
/// value the core resolved for the theme in that appearance — with the context's contrast,
/// Dynamic Type size, size classes, Bold Text and Reduce Transparency.
///
/// Each frame maps a part of the screens to the role that draws it and that role's resolved
/// value: `colors` (hex), `text` (a CSS-ready style: `fontFamily` as the CSS exporter spells it,
/// `fontSize`, `lineHeight` and `letterSpacing` in points, a CSS `fontWeight`, `textTransform`,
/// `color`), `buttons`, `metrics` (points) and `roles` (which role each part is drawn with, so
/// the page can say so), and `accessibilitySize` (at the accessibility sizes iOS stacks a row's
/// value under its title). Tab bar labels are resolved at the default size: iOS does not scale
/// them. The page only applies these values; nothing is resolved in the page.
public enum ScreensModel {
    /// The tree for `theme`: `size` (the Dynamic Type size), `sizes` (every size, smallest
    /// first), `contrast`, and `frames` — the light frame, then the dark one.
    public static func tree(for theme: CompiledTheme, in context: ThemeContext) -> JSONNode {
        let frames = [Appearance.light, .dark].map { appearance in
            frame(theme.resolved(for: context.with { $0.appearance = appearance }), name: appearance == .light ? "Light" : "Dark")
        }
        return .object([
            "size": .string(context.dynamicTypeSize.rawValue),
            "sizes": JSONNode(.array(DynamicTypeSize.allCases.map { .string($0.rawValue) })),
            "contrast": .string(context.contrast.rawValue),
            "frames": JSONNode(.array(frames)),
        ])
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

    static func frame(_ resolved: ResolvedTheme, name: String) -> JSONNode {
        var roles: [JSONNode.Member] = []
        var text: [JSONNode.Member] = []
        // Tab bar labels keep their size at every Dynamic Type size, as iOS draws them (a person
        // who needs them larger holds a tab for the large content viewer).
        let bars = resolved.theme.resolved(for: resolved.context.with { $0.dynamicTypeSize = .large })
        for (part, role) in textParts {
            text.append(.init(key: part, value: style((part == "tabLabel" ? bars : resolved).text(role))))
            roles.append(.init(key: "text.\(part)", value: .string("typography.\(role.name)")))
        }
        var colors: [JSONNode.Member] = []
        for (part, role) in colorParts {
            colors.append(.init(key: part, value: .string(resolved.color(role).hexString)))
            roles.append(.init(key: "colors.\(part)", value: .string("colors.\(role.name)")))
        }
        var metrics: [JSONNode.Member] = []
        let base = resolved.color(.background).withAlpha(1)
        for (part, role) in surfaceParts {
            let surface = resolved.surface(role)
            colors.append(.init(key: part, value: .string(surface.opaqueColor.composited(over: base).hexString)))
            metrics.append(.init(key: "\(part)Radius", value: .number(surface.cornerRadius)))
            roles.append(.init(key: "surfaces.\(part)", value: .string("surfaces.\(role.name)")))
        }
        let row = resolved.inset(.listRow), screen = resolved.inset(.screen)
        metrics += [
            .init(key: "rowHorizontal", value: .number(row.horizontal)), .init(key: "rowVertical", value: .number(row.vertical)),
            .init(key: "screenHorizontal", value: .number(screen.horizontal)), .init(key: "screenVertical", value: .number(screen.vertical)),
            .init(key: "gap", value: .number(resolved.gap(.regular))), .init(key: "tightGap", value: .number(resolved.gap(.tight))),
            .init(key: "looseGap", value: .number(resolved.gap(.loose))),
            .init(key: "minimumTouchTarget", value: .number(resolved.minimumTouchTarget)),
        ]
        let buttons: [JSONNode.Member] = [("primary", ButtonRole.primary), ("secondary", .secondary)].map { part, role in
            roles.append(.init(key: "buttons.\(part)", value: .string("buttons.\(role.name)")))
            return .init(key: part, value: button(resolved.button(role), label: resolved.label(of: resolved.button(role))))
        }
        return .object([
            "appearance": .string(resolved.context.appearance.rawValue), "name": .string(name),
            "accessibilitySize": JSONNode(.bool(resolved.context.dynamicTypeSize.isAccessibilitySize)),
            "colors": JSONNode(.object(colors)), "text": JSONNode(.object(text)), "buttons": JSONNode(.object(buttons)),
            "metrics": JSONNode(.object(metrics)), "roles": JSONNode(.object(roles)),
        ])
    }

    /// A text role as CSS properties (sizes in points).
    static func style(_ text: ResolvedText) -> JSONNode {
        .object([
            "fontFamily": .string(CSSExport.fontFamily(of: text)), "fontSize": .number(text.size),
            "fontWeight": .number(Double(text.weight.cssWeight)), "lineHeight": .number(text.lineHeight),
            "letterSpacing": .number(text.tracking), "textTransform": .string(text.textCase == .none ? "none" : text.textCase.rawValue),
            "color": .string(text.color.hexString),
        ])
    }

    /// A button in its default form and normal state: fill, border, label style, padding,
    /// minimum height and corner radius (`null` for a capsule, which is fully rounded).
    static func button(_ button: ResolvedButton, label: ResolvedText) -> JSONNode {
        var labelStyle = style(label)
        labelStyle = labelStyle.setting(.string(button.labelColor.hexString), at: ["color"])
        let radius: JSONNode = switch button.shape {
        case .rounded(let value): .number(value)
        case .capsule, .circle: .null
        case .none: .number(0)
        }
        return .object([
            "fill": button.fill.map { .string($0.hexString) } ?? .null,
            "border": button.border.map { .object(["color": .string($0.color.hexString), "width": .number($0.width)]) } ?? .null,
            "label": labelStyle, "paddingHorizontal": .number(button.padding.horizontal), "paddingVertical": .number(button.padding.vertical),
            "minHeight": .number(button.minHeight), "radius": radius, "capsule": JSONNode(.bool(button.shape == .capsule || button.shape == .circle)),
        ])
    }
}
