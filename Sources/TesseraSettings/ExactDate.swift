import Foundation

/// ISO 8601 text for dates that reads back as exactly the same `Date`: UTC, whole seconds,
/// then as many fractional digits as the instant needs (none for whole seconds).
///
/// `Date` counts seconds from 2001 as a `Double`. The text splits that count into whole seconds
/// (exact, as an integer) and a fraction printed with the shortest digits that round-trip, so
/// whole + fraction is the same `Double` again.
enum ExactDate {
    private static let referenceOffset: Int64 = 978_307_200

    /// The text for `date`, or `nil` for an instant outside the years 1 to 9999, which ISO 8601's
    /// four-digit years cannot write (such a date is saved as its number of seconds instead).
    static func string(from date: Date) -> String? {
        let interval = date.timeIntervalSinceReferenceDate
        guard interval.isFinite, abs(interval) < 1e15 else { return nil }
        let whole = interval.rounded(.down)
        let fraction = interval - whole
        let seconds = Int64(whole) + referenceOffset
        var days = seconds / 86_400
        var remainder = seconds % 86_400
        if remainder < 0 {
            remainder += 86_400
            days -= 1
        }
        let (year, month, day) = civil(fromDays: days)
        guard (1...9999).contains(year) else { return nil }
        var text = String(
            format: "%04lld-%02lld-%02lldT%02lld:%02lld:%02lld", year, month, day, remainder / 3600,
            remainder / 60 % 60, remainder % 60)
        if fraction > 0 { text += decimals(fraction) }
        return text + "Z"
    }

    /// `fraction` (in 0..<1) as ".digits" with the shortest digits that read back as it.
    private static func decimals(_ fraction: Double) -> String {
        let shortest = "\(fraction)"
        guard let e = shortest.firstIndex(of: "e"), let exponent = Int(shortest[shortest.index(after: e)...]),
            exponent < 0
        else {
            return String(shortest.drop { $0 != "." })
        }
        let digits = shortest[..<e].filter(\.isNumber)
        return "." + String(repeating: "0", count: -exponent - 1) + digits
    }

    /// Reads `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`, the form this type and
    /// `ISO8601DateFormatter` write.
    static func date(from text: String) -> Date? {
        let scalars = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int64? {
            guard range.upperBound <= scalars.count else { return nil }
            var value: Int64 = 0
            for byte in scalars[range] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - 48)
            }
            return value
        }
        guard scalars.count >= 20, scalars[4] == 45, scalars[7] == 45, scalars[10] == 84, scalars[13] == 58,
            scalars[16] == 58,
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var fraction = 0.0
        if scalars[index] == 46 {
            let start = index
            index += 1
            while index < scalars.count, (48...57).contains(scalars[index]) { index += 1 }
            guard index > start + 1, let value = Double("0" + String(decoding: scalars[start..<index], as: UTF8.self))
            else { return nil }
            fraction = value
        }
        var offset: Int64 = 0
        if index < scalars.count, scalars[index] == 90 {
            index += 1
        } else if index + 6 == scalars.count, scalars[index] == 43 || scalars[index] == 45, scalars[index + 3] == 58,
            let hours = number(index + 1..<index + 3), let minutes = number(index + 4..<index + 6)
        {
            offset = (hours * 3600 + minutes * 60) * (scalars[index] == 43 ? 1 : -1)
            index += 6
        } else {
            return nil
        }
        guard index == scalars.count else { return nil }
        let seconds =
            days(fromCivil: year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offset - referenceOffset
        return Date(timeIntervalSinceReferenceDate: Double(seconds) + fraction)
    }

    /// Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func days(fromCivil year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
