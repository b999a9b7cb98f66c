// swift-format-ignore-file: NoBlockComments

/// Apple's text-style metrics: the iOS Dynamic Type table for all twelve sizes and the fixed
/// macOS sizes. Rows follow `TextStyle` order, columns `DynamicTypeSize` order.
///
/// Source: Apple's Human Interface Guidelines (sizes and leading) and measurements of
/// `UIFontMetrics` on iOS 26 (scaling leading), as tabulated in the project's reference data.
package enum TextStyleMetrics {
    /// Point size of each style at each Dynamic Type size on iOS.
    package static let iOSSize: [[Double]] = [
        /* largeTitle  */ [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        /* title1      */ [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        /* title2      */ [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        /* title3      */ [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        /* headline    */ [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        /* body        */ [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        /* callout     */ [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        /* subheadline */ [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        /* footnote    */ [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        /* caption1    */ [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        /* caption2    */ [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// Line height (leading) of each style at each size on iOS, from the HIG.
    package static let iOSLeading: [[Double]] = [
        /* largeTitle  */ [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
        /* title1      */ [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
        /* title2      */ [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
        /* title3      */ [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
        /* headline    */ [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        /* body        */ [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        /* callout     */ [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
        /* subheadline */ [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
        /* footnote    */ [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
        /* caption1    */ [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
        /* caption2    */ [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
    ]

    /// The line height iOS scales custom sizes by (`UIFontMetrics`); equals the HIG leading in
    /// all but eight cells.
    package static let iOSScalingLeading: [[Double]] = [
        /* largeTitle  */ [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
        /* title1      */ [31, 32, 33, 34, 36, 38, 41, 46, 51, 57, 61, 68],
        /* title2      */ [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
        /* title3      */ [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
        /* headline    */ [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 51, 62],
        /* body        */ [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        /* callout     */ [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
        /* subheadline */ [16, 18, 19, 20, 22, 24, 26, 31, 36, 43, 50, 58],
        /* footnote    */ [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
        /* caption1    */ [13, 13, 13, 16, 19, 21, 23, 27, 32, 39, 44, 51],
        /* caption2    */ [13, 13, 13, 13, 18, 20, 22, 25, 29, 35, 41, 48],
    ]

    /// Each style's weight at every size on iOS (only headline is semibold).
    package static func iOSWeight(_ style: TextStyle) -> FontWeight {
        style == .headline ? .semibold : .regular
    }

    /// Each style's weight on iOS with the Bold Text setting on.
    package static func iOSBoldTextWeight(_ style: TextStyle) -> FontWeight {
        switch style {
        case .largeTitle, .title1, .title2: .bold
        default: .semibold
        }
    }

    /// macOS sizes (fixed: macOS has no Dynamic Type).
    package static let macOSSize: [Double] = [26, 22, 17, 15, 13, 13, 12, 11, 10, 10, 10]
    /// macOS line heights.
    package static let macOSLeading: [Double] = [32, 26, 22, 20, 16, 16, 15, 14, 13, 13, 13]

    /// Each style's weight on macOS.
    package static func macOSWeight(_ style: TextStyle) -> FontWeight {
        switch style {
        case .headline: .bold
        case .caption2: .medium
        default: .regular
        }
    }

    /// Each style's emphasized weight on macOS.
    package static func macOSEmphasizedWeight(_ style: TextStyle) -> FontWeight {
        switch style {
        case .largeTitle, .title1, .title2: .bold
        case .headline: .heavy
        case .caption1: .medium
        default: .semibold
        }
    }
}
