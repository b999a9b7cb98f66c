/// A QR code (ISO/IEC 18004, Model 2) holding bytes in one byte-mode segment: the smallest
/// version that fits at the error correction level, and the mask the standard's penalty rules
/// prefer.
///
/// ```swift
/// let code = try QRCode("http://192.168.1.20:8787/live?token=…")
/// let svg = code.svg(label: "Studio URL")
/// ```
public struct QRCode: Sendable, Equatable {
    /// The symbol's version, which sets its size.
    public let version: QRVersion
    public let errorCorrection: QRErrorCorrection
    /// The mask applied to the data.
    public let mask: QRMask
    /// Row by row, whether each module is dark.
    private let modules: [Bool]

    /// Modules a side, without the quiet zone.
    public var size: Int { version.size }

    /// The light margin a reader needs around the symbol, in modules.
    public static let quietZone = 4

    /// A code holding `text` as UTF-8.
    /// - Throws: ``QRCodeError/tooLong(bytes:capacity:level:)`` when it does not fit in version 40.
    public init(_ text: String, errorCorrection: QRErrorCorrection = .medium) throws {
        try self.init(bytes: Array(text.utf8), errorCorrection: errorCorrection)
    }

    /// A code holding `bytes` in the smallest version that fits at `errorCorrection`, with
    /// `mask`, or when nil the mask of lowest penalty (the first of equal ones).
    /// - Throws: ``QRCodeError/tooLong(bytes:capacity:level:)`` when they do not fit in version 40.
    public init(bytes: [UInt8], errorCorrection: QRErrorCorrection = .medium, mask: QRMask? = nil) throws {
        guard let version = QRVersion.all.first(where: { $0.byteCapacity(errorCorrection) >= bytes.count }) else {
            let largest = QRVersion.all.last?.byteCapacity(errorCorrection) ?? 0
            throw QRCodeError.tooLong(bytes: bytes.count, capacity: largest, level: errorCorrection)
        }
        let data = QRCodewords.data(bytes, version: version, level: errorCorrection)
        var matrix = QRFunctionPatterns.matrix(for: version)
        matrix.place(QRCodewords.interleaved(data, version: version, level: errorCorrection))
        let candidates = mask.map { [$0] } ?? QRMask.all
        var best: (mask: QRMask, matrix: QRMatrix, score: Int)?
        for candidate in candidates {
            var masked = matrix
            masked.apply(candidate)
            QRFormatInformation.drawFormat(into: &masked, level: errorCorrection, mask: candidate)
            let score = candidates.count == 1 ? 0 : QRPenalty.score(masked)
            if best.map({ score < $0.score }) ?? true { best = (candidate, masked, score) }
        }
        // `candidates` is never empty, so neither is `best`.
        let chosen = best ?? (QRMask.all[0], matrix, 0)
        self.version = version
        self.errorCorrection = errorCorrection
        self.mask = chosen.mask
        modules = chosen.matrix.dark
    }

    /// Whether the module in column `x`, row `y` (0 ..< size, from the top left) is dark.
    public subscript(x x: Int, y y: Int) -> Bool {
        (0..<size).contains(x) && (0..<size).contains(y) && modules[y * size + x]
    }
}
