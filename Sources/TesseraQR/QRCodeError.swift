/// Why a QR code could not be made.
public enum QRCodeError: Error, Equatable, CustomStringConvertible {
    /// The data is longer than the largest symbol (version 40) holds at the level.
    case tooLong(bytes: Int, capacity: Int, level: QRErrorCorrection)

    public var description: String {
        switch self {
        case .tooLong(let bytes, let capacity, let level):
            "\(bytes) bytes do not fit in a QR code at error correction level \(level), which holds at most \(capacity) bytes"
        }
    }
}
