/// Apple's eleven text styles, named as UIKit names them (`title1`, `caption1`).
///
/// Theme files may also write SwiftUI's names, `title` and `caption`.
public enum TextStyle: String, SpecEnum {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

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
    public var defaultSize: Double { TextStyleMetrics.iOSSize[index][DynamicTypeSize.large.index] }
    /// The style's weight on iOS without Bold Text.
    public var defaultWeight: FontWeight { TextStyleMetrics.iOSWeight(self) }
}
