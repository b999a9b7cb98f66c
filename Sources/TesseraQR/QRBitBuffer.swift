/// Bits appended most significant first, then read as bytes.
struct QRBitBuffer {
    private(set) var bits: [Bool] = []

    var count: Int { bits.count }

    /// Appends the low `length` bits of `value`, most significant first.
    mutating func append(_ value: Int, length: Int) {
        for shift in stride(from: length - 1, through: 0, by: -1) {
            bits.append((value >> shift) & 1 == 1)
        }
    }

    /// The bits as bytes; a last partial byte is padded with zeros.
    var bytes: [UInt8] {
        stride(from: 0, to: bits.count, by: 8).map { start in
            (0..<8).reduce(UInt8(0)) { byte, offset in
                let index = start + offset
                return byte << 1 | (index < bits.count && bits[index] ? 1 : 0)
            }
        }
    }
}
