/// What a renderer asks for to draw a resolved text role, so the screen shows exactly the size the
/// core resolved: the font (as the renderer's own scaling will treat it), the weight to request,
/// and the Dynamic Type range the renderer must clamp to.
///
/// Text roles and button labels are drawn from the same value, so a button label honours its
/// role's Dynamic Type maximum exactly as body text does. ``drawnSize(at:on:)`` models the
/// renderer's scaling; for every role and context it equals ``ResolvedText/size``.
public struct TextDrawing: Sendable, Hashable {
    /// The font form a renderer builds.
    public enum Face: Sendable, Hashable {
        /// The system font of a text style; the renderer scales it with Dynamic Type
        /// (`Font.system(_:design:weight:)` in SwiftUI).
        case textStyle(TextStyle)
        /// A font family at its size for the default Dynamic Type size, scaled by the renderer
        /// relative to a text style (`Font.custom(_:size:relativeTo:)`).
        case custom(family: String, baseSize: Double, relativeTo: TextStyle)
        /// The system font at a size the core already scaled (`Font.system(size:weight:design:)`).
        case fixedSize(Double)
    }

    /// The font form.
    public var face: Face
    /// The weight to request. System fonts get the role's own weight, because the renderer applies
    /// Bold Text to them itself; custom families get the weight the core computed for Bold Text.
    public var weight: FontWeight
    /// The system font's design.
    public var design: FontDesign
    /// The system font's width.
    public var width: FontWidth
    /// Letter spacing, in points.
    public var tracking: Double
    /// Extra space between lines, in points.
    public var lineSpacing: Double
    /// The letter case to draw the text in.
    public var textCase: TextCase
    /// The Dynamic Type sizes the renderer must keep the text within: the role's minimum and maximum.
    public var dynamicTypeRange: ClosedRange<DynamicTypeSize>

    /// The point size a renderer following this drawing shows when the surrounding Dynamic Type size
    /// is `size`: the size is first clamped to ``dynamicTypeRange``, then scaled as the face scales.
    public func drawnSize(at size: DynamicTypeSize, on platform: ThemeContext.Platform = .iOS) -> Double {
        let clamped = min(max(size, dynamicTypeRange.lowerBound), dynamicTypeRange.upperBound)
        switch (face, platform) {
        case (.fixedSize(let points), _):
            return points
        case (.textStyle(let style), .iOS):
            return TextStyleMetrics.iOSSize[style.index][clamped.index]
        case (.textStyle(let style), .macOS):
            return TextStyleMetrics.macOSSize[style.index]
        case (.custom(_, let baseSize, let style), .iOS):
            return FontMetrics.scaledFontSize(baseSize, relativeTo: style, size: clamped)
        case (.custom(_, let baseSize, _), .macOS):
            return baseSize
        }
    }
}

extension ResolvedText {
    /// How a renderer draws this text: a role at its text style's system size becomes the style
    /// itself and a custom family is scaled relative to its style (the renderer scales both, within
    /// the role's range); a system font at a custom size is drawn at the size already scaled here.
    /// Nothing is scaled twice.
    public var drawing: TextDrawing {
        let face: TextDrawing.Face
        if let family {
            face = .custom(family: family, baseSize: baseSize, relativeTo: textStyle)
        } else if isSystemSize {
            face = .textStyle(textStyle)
        } else {
            face = .fixedSize(size)
        }
        return TextDrawing(
            face: face, weight: family == nil ? roleWeight : weight, design: design, width: width,
            tracking: tracking, lineSpacing: lineSpacing, textCase: textCase,
            dynamicTypeRange: minimumSize...maximumSize)
    }
}
