/// How the commands' reports write numbers: JSON to two decimals (a ratio, ΔE, APCA Lc).
public enum ReportNumber {
    /// `value` rounded to two decimals, as the JSON reports give ratios and distances.
    public static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
