/// A text role as a renderer draws it in one context.
public struct ResolvedText: Sendable, Hashable {
    /// The role's name (`headline`).
    public var role: String
    /// The text style it scales with.
    public var textStyle: TextStyle
    /// `true` when the role is its text style at the system size (render it as the style itself).
    public var isSystemSize: Bool
    /// The size at the default Dynamic Type size, in points (what `Font.custom(_:size:relativeTo:)` takes).
    public var baseSize: Double
    /// The size drawn in this context, in points, after scaling and the role's clamps.
    public var size: Double
    /// The weight drawn here: the role's own, made heavier when Bold Text is on.
    public var weight: FontWeight
    /// The role's own weight, before Bold Text.
    public var roleWeight: FontWeight
    /// The system font's design.
    public var design: FontDesign
    /// The system font's width.
    public var width: FontWidth
    /// A custom font family, or `nil` for the system font.
    public var family: String?
    /// Distance between baselines, in points (natural line height plus spacing).
    public var lineHeight: Double
    /// Extra space between lines, in points.
    public var lineSpacing: Double
    /// Extra space between letters, in points.
    public var tracking: Double
    /// The letter case the text is drawn in.
    public var textCase: TextCase
    /// The text's colour in this context.
    public var color: RGBA
    /// The Dynamic Type size the role was drawn at after its clamps.
    public var effectiveSize: DynamicTypeSize
    /// The smallest Dynamic Type size the role follows.
    public var minimumSize: DynamicTypeSize
    /// The largest Dynamic Type size the role follows; larger sizes draw at this one.
    public var maximumSize: DynamicTypeSize

    /// WCAG's large text: at least 18 pt, or at least 14 pt bold — ``FontWeight/bold`` (700)
    /// or heavier.
    ///
    /// Sizes are the role's computed size in iOS points, as Apple's Accessibility Inspector
    /// measures them. "Bold" is WCAG's and axe-core's: weight 700 and up. Semibold (600), which
    /// iOS uses for emphasised text such as `headline`, is not bold, so a 17 pt semibold label
    /// needs 4.5:1 like body text.
    public var isLargeText: Bool {
        size >= 18 || (size >= 14 && weight >= .bold)
    }
}

/// Computes resolved text for a compiled role.
enum TextResolver {
    static func resolve(_ role: CompiledTextRole, color: RGBA, key: TypographyKey) -> ResolvedText {
        let style = role.textStyle
        let effective = min(max(key.size, role.minimumSize), role.maximumSize)
        let baseSize: Double
        let size: Double
        let naturalLineHeight: Double
        var weight = role.weight
        switch key.platform {
        case .iOS:
            let column = effective.index
            let styleSize = TextStyleMetrics.iOSSize[style.index][column]
            let styleLeading = TextStyleMetrics.iOSLeading[style.index][column]
            switch role.size {
            case .system:
                baseSize = TextStyleMetrics.iOSSize[style.index][DynamicTypeSize.large.index]
                size = styleSize
            case .points(let points):
                baseSize = points
                size = FontMetrics.scaledFontSize(points, relativeTo: style, size: effective)
            }
            naturalLineHeight = (size * styleLeading / styleSize * key.displayScale).rounded() / key.displayScale
            if key.boldText {
                let styleWeight = TextStyleMetrics.iOSWeight(style)
                let boldStyleWeight = TextStyleMetrics.iOSBoldTextWeight(style)
                weight = role.weight == styleWeight ? boldStyleWeight : max(role.weight.stepped(by: 2), boldStyleWeight)
            }
        case .macOS:
            let styleSize = TextStyleMetrics.macOSSize[style.index]
            switch role.size {
            case .system:
                baseSize = styleSize
                size = styleSize
            case .points(let points):
                baseSize = points
                size = points
            }
            naturalLineHeight = (size * TextStyleMetrics.macOSLeading[style.index] / styleSize).rounded()
        }
        let spacing = role.lineHeightMultiple.map { max(0, size * $0 - naturalLineHeight) } ?? role.lineSpacing
        return ResolvedText(
            role: role.name, textStyle: style, isSystemSize: role.size == .system, baseSize: baseSize, size: size,
            weight: weight, roleWeight: role.weight, design: role.design, width: role.width, family: role.family,
            lineHeight: naturalLineHeight + spacing, lineSpacing: spacing, tracking: role.letterSpacing,
            textCase: role.textCase, color: color, effectiveSize: key.platform == .iOS ? effective : .large,
            minimumSize: role.minimumSize, maximumSize: role.maximumSize)
    }
}

extension FontWeight {
    /// This weight made heavier by `steps`, capped at black.
    package func stepped(by steps: Int) -> FontWeight {
        let all = FontWeight.allCases
        return all[min(all.count - 1, max(0, rank + steps))]
    }
}
