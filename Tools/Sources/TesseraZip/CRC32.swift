/// CRC-32 as ZIP, PNG and Ethernet use it (ISO 3309, ITU-T V.42: the reflected polynomial
/// `0xEDB88320`, starting from and finished with all ones). `CRC32.checksum(of: "123456789")`
/// is `0xCBF43926`.
public enum CRC32 {
    /// The remainder of every byte value, computed once.
    private static let table: [UInt32] = (0..<256).map { value in
        var remainder = UInt32(value)
        for _ in 0..<8 { remainder = remainder & 1 == 1 ? (remainder >> 1) ^ 0xEDB8_8320 : remainder >> 1 }
        return remainder
    }

    /// The checksum of `bytes`.
    public static func checksum(of bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
