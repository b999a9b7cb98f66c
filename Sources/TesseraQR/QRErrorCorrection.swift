/// How much of a QR code can be damaged and still read: about 7 % (L), 15 % (M), 25 % (Q) or
/// 30 % (H) of its codewords; a higher level holds less data in the same size.
public enum QRErrorCorrection: Int, CaseIterable, Sendable, CustomStringConvertible {
    case low, medium, quartile, high

    /// The level's letter: L, M, Q or H.
    public var description: String { ["L", "M", "Q", "H"][rawValue] }

    /// The two bits the format information gives the level (ISO/IEC 18004 Table 12):
    /// L 01, M 00, Q 11, H 10.
    var formatBits: Int { [0b01, 0b00, 0b11, 0b10][rawValue] }
}
