import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// The reference table: style, category, size, weight, leading, scaling leading.
struct ReferenceRow: Sendable, CustomTestStringConvertible {
    var style: TextStyle
    var size: DynamicTypeSize
    var points: Double
    var weight: FontWeight
    var leading: Double
    var scalingLeading: Double
    var testDescription: String { "\(style.rawValue) @ \(size.rawValue)" }

    static let all: [ReferenceRow] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Reference/dynamic-type-ios.csv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
            let fields = line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 6, let style = TextStyle(rawValue: fields[0]),
                let size = DynamicTypeSize(name: fields[1]),
                let points = Double(fields[2]), let weight = FontWeight(rawValue: fields[3].lowercased()),
                let leading = Double(fields[4]), let scaling = Double(fields[5])
            else { return nil }
            return ReferenceRow(
                style: style, size: size, points: points, weight: weight, leading: leading, scalingLeading: scaling)
        }
    }()
}

@Suite("Typography and Dynamic Type")
struct TypographyTests {
    @Test("the reference table has all 132 cells")
    func tableIsComplete() {
        #expect(ReferenceRow.all.count == 132)
    }

    @Test("the iOS table matches the reference in every cell", arguments: ReferenceRow.all)
    func table(row: ReferenceRow) {
        #expect(TextStyleMetrics.iOSSize[row.style.index][row.size.index] == row.points)
        #expect(TextStyleMetrics.iOSLeading[row.style.index][row.size.index] == row.leading)
        #expect(TextStyleMetrics.iOSScalingLeading[row.style.index][row.size.index] == row.scalingLeading)
        #expect(TextStyleMetrics.iOSWeight(row.style) == row.weight)
    }

    @Test("a role at the system size resolves to its style's own size in every cell", arguments: ReferenceRow.all)
    func systemRoles(row: ReferenceRow) throws {
        let role = CompiledTextRole(
            name: "r", textStyle: row.style, size: .system, weight: TextStyleMetrics.iOSWeight(row.style),
            design: .default,
            width: .standard, family: nil, lineSpacing: 0, lineHeightMultiple: nil, letterSpacing: 0, textCase: .none,
            colorIndex: 0, minimumSize: .xSmall, maximumSize: .accessibility5, isClampedOnPurpose: false)
        let text = TextResolver.resolve(
            role, color: .black,
            key: TypographyKey(platform: .iOS, size: row.size, boldText: false, displayScale: 3, colorMode: 0))
        #expect(text.size == row.points)
        #expect(text.lineHeight == row.leading)
        #expect(text.weight == row.weight)
    }

    struct ScalingCheck: Sendable {
        var value: Double
        var style: TextStyle
        var size: DynamicTypeSize
        var scaled: Double
        var font: Double
    }

    static let scalingChecks: [ScalingCheck] = [
        ScalingCheck(value: 17, style: .body, size: .medium, scaled: 16 + 1.0 / 3, font: 16),
        ScalingCheck(value: 20, style: .body, size: .xxxLarge, scaled: 26 + 1.0 / 3, font: 26),
        ScalingCheck(value: 17, style: .body, size: .xxxLarge, scaled: 22 + 1.0 / 3, font: 22),
        ScalingCheck(value: 17, style: .body, size: .accessibility5, scaled: 48, font: 48),
        ScalingCheck(value: 11, style: .footnote, size: .accessibility2, scaled: 20 + 1.0 / 3, font: 20),
    ]

    @Test("published checks of the custom-size rule", arguments: scalingChecks)
    func publishedChecks(check: ScalingCheck) {
        let (value, style, size, scaled, font) = (check.value, check.style, check.size, check.scaled, check.font)
        #expect(abs(FontMetrics.scaledValue(value, relativeTo: style, size: size) - scaled) < 1e-12)
        #expect(FontMetrics.scaledFontSize(value, relativeTo: style, size: size) == font)
    }

    @Test("exact ties round up: 11 × 33 / 18 at @3x is 60.5 pixels → 61")
    func tiesRoundUp() {
        #expect(11.0 * 33 * 3 / 18 == 60.5)
        #expect(FontMetrics.scaledValue(11, relativeTo: .footnote, size: .accessibility2, displayScale: 3) * 3 == 61)
        #expect(FontMetrics.scaledValue(11, relativeTo: .footnote, size: .accessibility2, displayScale: 2) == 20)
        #expect(FontMetrics.roundHalfUp(2.5) == 3)
        #expect(FontMetrics.roundHalfUp(2.4999) == 2)
    }

    @Test("at the default size every style returns the input", arguments: TextStyle.allCases)
    func identityAtLarge(style: TextStyle) {
        for value in [1.0, 11, 17, 23 + 1.0 / 3, 100] {
            #expect(FontMetrics.scaledValue(value, relativeTo: style, size: .large) == value)
        }
    }

    @Test("the body text style and a 17 pt body-relative custom size differ at AX5 (53 vs 48)")
    func styleVersusCustom() throws {
        let theme = try #require(
            ThemeLoader().load(
                Data(
                    #"""
                    {"specVersion": "1.0", "extends": "default",
                     "typography": {"custom": {"textStyle": "body", "size": 17, "fallback": "body"}}}
                    """#.utf8)
            ).theme)
        let resolved = theme.resolved(for: ThemeContext(dynamicTypeSize: .accessibility5))
        #expect(resolved.text(.body).size == 53)
        #expect(resolved.text(.custom("custom")).size == 48)
        #expect(resolved.text(.custom("custom")).baseSize == 17)
    }

    @Test("clamps hold a role between its minimum and maximum sizes")
    func clamps() throws {
        let theme = try #require(
            ThemeLoader().load(
                Data(
                    #"""
                    {"specVersion": "1.0", "extends": "default",
                     "typography": {"body": {"minimumSize": "large", "maximumSize": "AX1"}}}
                    """#.utf8)
            ).theme)
        #expect(theme.resolved(for: ThemeContext(dynamicTypeSize: .xSmall)).text(.body).size == 17)
        #expect(theme.resolved(for: ThemeContext(dynamicTypeSize: .xxLarge)).text(.body).size == 21)
        #expect(theme.resolved(for: ThemeContext(dynamicTypeSize: .accessibility5)).text(.body).size == 28)
        #expect(
            theme.resolved(for: ThemeContext(dynamicTypeSize: .accessibility5)).text(.body).effectiveSize
                == .accessibility1)
    }

    @Test(
        "macOS uses its fixed table, with no Dynamic Type",
        arguments: [
            (TextStyle.largeTitle, 26.0, 32.0, FontWeight.regular), (.title1, 22, 26, .regular),
            (.title2, 17, 22, .regular),
            (.title3, 15, 20, .regular), (.headline, 13, 16, .bold), (.body, 13, 16, .regular),
            (.callout, 12, 15, .regular),
            (.subheadline, 11, 14, .regular), (.footnote, 10, 13, .regular), (.caption1, 10, 13, .regular),
            (.caption2, 10, 13, .medium),
        ])
    func macOS(style: TextStyle, size: Double, lineHeight: Double, weight: FontWeight) {
        #expect(TextStyleMetrics.macOSSize[style.index] == size)
        #expect(TextStyleMetrics.macOSLeading[style.index] == lineHeight)
        #expect(TextStyleMetrics.macOSWeight(style) == weight)
        let role = CompiledTextRole(
            name: "r", textStyle: style, size: .system, weight: .regular, design: .default, width: .standard,
            family: nil,
            lineSpacing: 0, lineHeightMultiple: nil, letterSpacing: 0, textCase: .none, colorIndex: 0,
            minimumSize: .xSmall, maximumSize: .accessibility5, isClampedOnPurpose: false)
        for dynamicSize in [DynamicTypeSize.xSmall, .large, .accessibility5] {
            let text = TextResolver.resolve(
                role, color: .black,
                key: TypographyKey(platform: .macOS, size: dynamicSize, boldText: false, displayScale: 2, colorMode: 0))
            #expect(text.size == size && text.lineHeight == lineHeight)
        }
    }

    @Test("Bold Text: title styles become bold, the rest semibold; explicit weights get heavier")
    func boldText() {
        let theme = Presets.default.theme
        let bold = theme.resolved(for: ThemeContext(boldText: true))
        let plain = theme.resolved(for: ThemeContext())
        #expect(plain.text(.body).weight == .regular)
        #expect(bold.text(.body).weight == .semibold)
        #expect(bold.text(.headline).weight == .semibold)
        #expect(bold.text(.title).weight == .black, "an explicit bold title steps up two weights")
        #expect(TextStyleMetrics.iOSBoldTextWeight(.title2) == .bold)
        #expect(FontWeight.black.stepped(by: 2) == .black)
    }

    @Test("line height: the style's leading scaled to the size, plus spacing or a multiple")
    func lineHeight() throws {
        let theme = try #require(
            ThemeLoader().load(
                Data(
                    #"""
                    {"specVersion": "1.0", "extends": "default",
                     "typography": {"quote": {"textStyle": "body", "size": 20, "lineHeight": 1.5, "fallback": "body"}}}
                    """#.utf8)
            ).theme)
        let resolved = theme.resolved(for: ThemeContext())
        #expect(resolved.text(.body).lineHeight == 22 + 2)
        #expect(resolved.text(.custom("quote")).lineHeight == 30)
    }
}
