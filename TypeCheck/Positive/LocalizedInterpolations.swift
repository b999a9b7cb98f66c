// A string literal with interpolated numbers, text, attributed strings, format styles and
// formatters is a localized string key, as Apple's `LocalizedStringKey.StringInterpolation`
// makes it: the theme editor's "\(count) pairing(s) below WCAG AA contrast:" label looks up
// "%lld pairing(s) below WCAG AA contrast:". Each line below compiles only through a shipped
// interpolation form; with only the `String` form declared, none of them does.
import Foundation
import SwiftUI

func localizedKeys(count: Int, ratio: Double, scale: CGFloat, note: AttributedString) -> [LocalizedStringKey] {
    [
        "\(count) pairing(s) below WCAG AA contrast:",
        "\(UInt8(3)) of \(Int64(4)) roles",
        "\(Float(0.5)) and \(scale) points",
        "Contrast \(ratio, specifier: "%.1f"):1",
        "Saved \(Text(verbatim: "just now"))",
        "\(note) attached",
        "\(NSNumber(value: count), formatter: NumberFormatter()) themes",
        "Edited \(NSDate(timeIntervalSince1970: 0), formatter: DateFormatter())",
        "\(ratio, format: .number) to one",
    ]
}

struct LocalizedInterpolations: View {
    let hints: [String]

    var body: some View {
        Label("\(hints.count) pairing(s) below WCAG AA contrast:", systemImage: "exclamationmark.triangle")
    }
}
