/// Arithmetic in GF(2⁸) as QR codes use it: bytes are polynomials over GF(2), reduced modulo
/// x⁸ + x⁴ + x³ + x² + 1 (0x11D), whose root α = 2 generates every non-zero element.
enum GaloisField {
    /// The reducing polynomial, x⁸ + x⁴ + x³ + x² + 1.
    static let modulus = 0x11D

    /// αⁱ for i in 0 ..< 255 (and repeated to 510, so a sum of two logarithms needs no modulo).
    static let exponents: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 510)
        var value = 1
        for power in 0..<255 {
            table[power] = UInt8(value)
            table[power + 255] = UInt8(value)
            value <<= 1
            if value & 0x100 != 0 { value ^= modulus }
        }
        return table
    }()

    /// log_α(x) for x in 1 ... 255; entry 0 is unused (zero has no logarithm).
    static let logarithms: [Int] = {
        var table = [Int](repeating: 0, count: 256)
        for power in 0..<255 { table[Int(exponents[power])] = power }
        return table
    }()

    /// a · b.
    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        guard a != 0, b != 0 else { return 0 }
        return exponents[logarithms[Int(a)] + logarithms[Int(b)]]
    }

    /// αⁿ for any n ≥ 0.
    static func power(_ n: Int) -> UInt8 { exponents[n % 255] }
}
