/// One of the eight data masks (ISO/IEC 18004 Table 10): a pattern of modules inverted so the
/// symbol avoids large areas of one colour and shapes that look like its finder patterns.
public struct QRMask: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The mask's reference, 0 … 7.
    public let number: Int

    /// Every mask, in order.
    public static let all = (0..<8).map(QRMask.init(unchecked:))

    /// The mask `number`, or nil outside 0 … 7.
    public init?(_ number: Int) {
        guard (0..<8).contains(number) else { return nil }
        self.number = number
    }

    private init(unchecked number: Int) { self.number = number }

    public var description: String { "\(number)" }

    public static func < (a: QRMask, b: QRMask) -> Bool { a.number < b.number }

    /// Whether the mask inverts the module in column `x`, row `y`.
    func inverts(x: Int, y: Int) -> Bool {
        switch number {
        case 0: (y + x) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (y + x) % 3 == 0
        case 4: (y / 2 + x / 3) % 2 == 0
        case 5: (y * x) % 2 + (y * x) % 3 == 0
        case 6: ((y * x) % 2 + (y * x) % 3) % 2 == 0
        default: ((y + x) % 2 + (y * x) % 3) % 2 == 0
        }
    }
}
