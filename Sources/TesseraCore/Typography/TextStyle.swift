/// Apple's eleven text styles, named as UIKit names them (`title1`, `caption1`).
///
/// Theme files may also write SwiftUI's names, `title` and `caption`.
public enum TextStyle: String, SpecEnum {
    /// The large title style (34 pt at the default size on iOS).
    case largeTitle
    /// The first-level title style (28 pt).
    case title1
    /// The second-level title style (22 pt).
    case title2
    /// The third-level title style (20 pt).
    case title3
    /// The headline style (17 pt semibold).
    case headline
    /// The body style (17 pt).
    case body
    /// The callout style (16 pt).
    case callout
    /// The subheadline style (15 pt).
    case subheadline
    /// The footnote style (13 pt).
    case footnote
    /// The first caption style (12 pt).
    case caption1
    /// The second caption style (11 pt).
    case caption2

    /// SwiftUI's spellings accepted when reading: `title` for `title1`, `caption` for `caption1`.
    public static var aliases: [String: TextStyle] { ["title": .title1, "caption": .caption1] }

    /// Table index, in `allCases` order.
    @inlinable public var index: Int {
        switch self {
        case .largeTitle: 0
        case .title1: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption1: 9
        case .caption2: 10
        }
    }
}

extension TextStyle {
    /// The style's size on iOS at the default Dynamic Type size (`large`), in points.
    package var defaultSize: Double { TextStyleMetrics.iOSSize[index][DynamicTypeSize.large.index] }
    /// The style's weight on iOS without Bold Text.
    package var defaultWeight: FontWeight { TextStyleMetrics.iOSWeight(self) }
}
