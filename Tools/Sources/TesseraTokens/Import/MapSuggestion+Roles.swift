import Foundation
@_spi(TesseraTools) import TesseraCore

extension MapSuggestion {
    /// A number as people write it: `12`, `1.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%g", value)
    }

    /// Name rules for each colour role, most specific first.
    static let colorRules: [String: [[String]]] = [
        "textPrimary": [["text", "primary"], ["text", "default"], ["fg", "default"], ["foreground", "default"], ["content", "primary"], ["text", "base"], ["text"], ["foreground"], ["fg"]],
        "textSecondary": [["text", "secondary"], ["text", "muted"], ["fg", "muted"], ["foreground", "muted"], ["content", "secondary"], ["text", "subtle"], ["text", "weak"]],
        "textTertiary": [["text", "tertiary"], ["text", "subtle"], ["fg", "subtle"], ["text", "placeholder"], ["text", "subdued"]],
        "textOnAccent": [["on", "accent"], ["on", "primary"], ["on", "action"], ["on", "brand"], ["fg", "on", "emphasis"], ["text", "on", "color"]],
        "textOnDestructive": [["on", "danger"], ["on", "error"], ["on", "destructive"], ["on", "critical"]],
        "textOnScrim": [["on", "scrim"], ["on", "overlay"]],
        "background": [["background", "default"], ["bg", "default"], ["canvas", "default"], ["canvas"], ["background", "page"], ["page"], ["background", "base"], ["background"], ["bg"]],
        "surfaceBase": [["surface", "default"], ["surface"], ["card"], ["container"], ["background", "surface"], ["bg", "surface"]],
        "surfaceSecondary": [["surface", "secondary"], ["background", "secondary"], ["bg", "subtle"], ["canvas", "subtle"], ["surface", "subtle"], ["background", "subtle"], ["canvas", "inset"]],
        "surfaceOverlay": [["surface", "overlay"], ["overlay"], ["popover"], ["surface", "raised"], ["elevated"]],
        "scrim": [["scrim"], ["backdrop"]],
        "borderSubtle": [["border", "subtle"], ["border", "muted"], ["border", "default"], ["border"]],
        "separator": [["separator"], ["divider"], ["border", "muted"]],
        "focusRing": [["focus", "ring"], ["focus"], ["outline", "focus"]],
        "controlBorder": [["border", "control"], ["control", "border"], ["input", "border"], ["border", "input"], ["border", "strong"], ["border", "emphasis"]],
        "accent": [["accent"], ["action"], ["interactive"], ["primary"], ["brand"]],
        "destructive": [["destructive"], ["danger"], ["error"], ["critical"], ["negative"]],
        "success": [["success"], ["positive"]],
        "warning": [["warning"], ["caution"], ["attention"]],
    ]

    /// Words that make a token a text colour, not a fill (and the reverse).
    static let textWords: Set<String> = ["text", "fg", "foreground", "content", "on", "icon", "label"]
    static let fillOnlyRoles: Set<String> = [
        "background", "surfaceBase", "surfaceSecondary", "surfaceOverlay", "scrim", "borderSubtle", "separator", "focusRing",
        "controlBorder", "accent", "destructive", "success", "warning",
    ]

    mutating func colors(_ roles: [String]) -> JSONNode {
        let candidates = light.tokens.filter { $0.type == .color || $0.typeName == "color" }
        func pick(_ role: String) -> (token: DesignToken, rule: [String])? {
            guard let rules = Self.colorRules[role] else { return nil }
            // A fill is never a token named for text; a text colour is never a border or fill.
            var excluding: Set<String> = Self.fillOnlyRoles.contains(role) ? Self.textWords : ["border", "background", "bg", "surface", "canvas"]
            if !["borderSubtle", "separator", "controlBorder"].contains(role) { excluding.insert("border") }
            if role == "textPrimary" || role == "accent" { excluding.formUnion(["subtle", "muted", "secondary", "tertiary", "placeholder"]) }
            if role.hasPrefix("text"), !role.hasPrefix("textOn") { excluding.insert("on") }
            if ["background", "surfaceBase"].contains(role) {
                excluding.formUnion(["secondary", "subtle", "tertiary", "inset", "overlay", "emphasis", "strong", "raised", "muted"])
            }
            return Self.byName(rules, among: candidates, excluding: excluding)
        }
        // Text colours are checked against the background, so it is chosen first.
        let background = pick("background").flatMap { Self.srgb($0.token.value) }
        return section("colors", roles: roles) { _, role in
            guard let (token, rule) = pick(role) else { return nil }
            var reason = "named `\(rule.joined(separator: " "))`: \(token.name)"
            if role.hasPrefix("text"), !role.hasPrefix("textOn"), let color = Self.srgb(token.value), let background {
                let ratio = Contrast.wcagRatio(color, background)
                guard ratio >= 3 else { return nil }
                reason += "; \(AccessibilityAudit.format(ratio)):1 on the background"
            }
            return (token.name, reason)
        }
    }

    /// The size iOS gives each text role's style at the default Dynamic Type size, and where to
    /// look for it: heading, body or caption tokens (or names of its own).
    static let textRoles: [String: (size: Double, pool: [[String]])] = [
        "largeTitle": (34, [["display"], ["large", "title"], ["hero"], ["heading"], ["title"], ["h1"]]),
        "title": (28, [["heading"], ["title"], ["headline"], ["display"], ["h1"], ["h2"]]),
        "title2": (22, [["heading"], ["title"], ["headline"], ["h2"], ["h3"]]),
        "title3": (20, [["heading"], ["title"], ["headline"], ["h3"], ["h4"]]),
        "headline": (17, [["headline"], ["heading"], ["subtitle"], ["h4"], ["h5"]]),
        "body": (17, [["body"], ["paragraph"], ["text"], ["copy"]]),
        "callout": (16, [["callout"], ["body"], ["paragraph"]]),
        "subheadline": (15, [["subheadline"], ["subtitle"], ["body"]]),
        "footnote": (13, [["footnote"], ["caption"], ["small"], ["body"]]),
        "caption": (12, [["caption"], ["label"], ["small"]]),
        "caption2": (11, [["caption"], ["overline"], ["micro"], ["label"], ["small"]]),
        "code": (15, [["code"], ["mono"], ["monospace"]]),
        "buttonPrimary": (17, [["button"]]),
    ]

    mutating func typography(_ roles: [String]) -> JSONNode {
        let candidates = light.tokens.filter { $0.type == .typography || $0.typeName == "typography" }
        return section("typography", roles: roles) { _, role in
            guard let (size, pools) = Self.textRoles[role] else { return nil }
            for rule in pools {
                let sized = candidates.compactMap { token -> (DesignToken, Double)? in
                    let words = Set(Self.words(token))
                    guard rule.allSatisfy(words.contains), let points = DTCGValues.points(from: token.value["fontSize"]) else { return nil }
                    return (token, points)
                }
                // Nearest in size, within a quarter of iOS's size; ties by document order.
                guard let (token, points) = sized.min(by: { abs($0.1 - size) < abs($1.1 - size) }), abs(points - size) <= size / 4 else { continue }
                return (token.name, "a `\(rule.joined(separator: " "))` style of \(Self.number(points)) px, nearest iOS's \(Self.number(size)) pt for \(role)")
            }
            return nil
        }
    }

    static let spaceWords: Set<String> = ["space", "spacing", "spacer", "gap", "padding", "margin", "inset", "stack", "inline", "gutter"]
    static let notSpaceWords: Set<String> = [
        "radius", "radii", "corner", "rounded", "border", "width", "height", "icon", "size", "blur", "breakpoint", "shadow",
        "font", "line", "letter", "screen", "z", "opacity", "duration", "elevation",
    ]
    static let radiusWords: Set<String> = ["radius", "radii", "corner", "corners", "rounded", "round", "shape"]

    /// Dimension tokens whose words say `kind`, by value in points (the first of equal values).
    func dimensions(named kind: Set<String>, notNamed excluded: Set<String> = []) -> [(token: DesignToken, points: Double)] {
        var seen: Set<Double> = []
        return light.tokens.compactMap { token -> (DesignToken, Double)? in
            guard token.type == .dimension || ["spacing", "sizing", "dimension", "borderRadius"].contains(token.typeName ?? "") else { return nil }
            let words = Set(Self.words(token))
            guard !words.isDisjoint(with: kind) || (kind == Self.radiusWords && token.typeName == "borderRadius"),
                  words.isDisjoint(with: excluded), let points = DTCGValues.points(from: token.value), points > 0,
                  seen.insert(points).inserted else { return nil }
            return (token, points)
        }.sorted { $0.1 < $1.1 }
    }

    /// Steps in order, each the unused candidate nearest its default value (within ×1.5), larger
    /// than the step before.
    mutating func steps(_ section: String, _ defaults: [(String, Double)], from candidates: [(token: DesignToken, points: Double)], names: [String: [String]] = [:]) -> JSONNode {
        var floor = 0.0
        var used: Set<String> = []
        return self.section(section, roles: defaults.map(\.0)) { _, step in
            guard let value = defaults.first(where: { $0.0 == step })?.1 else { return nil }
            let open = candidates.filter { $0.points > floor && !used.contains($0.token.name) }
            if let aliases = names[step], let named = open.first(where: { !Set(Self.words($0.token)).isDisjoint(with: aliases) }) {
                floor = named.points
                used.insert(named.token.name)
                return (named.token.name, "named for \(step) (`\(named.token.name)`): \(Self.number(named.points)) px")
            }
            guard let nearest = open.min(by: { abs(log($0.points / value)) < abs(log($1.points / value)) }),
                  abs(log(nearest.points / value)) <= log(1.5) else { return nil }
            floor = nearest.points
            used.insert(nearest.token.name)
            return (nearest.token.name, "\(Self.number(nearest.points)) px, nearest the default \(step) (\(Self.number(value)))")
        }
    }
}
