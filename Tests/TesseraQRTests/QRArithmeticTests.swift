import Testing

@testable import TesseraQR

/// GF(256) and Reed–Solomon, against an independent definition and the standard's examples.
@Suite("QR codes: GF(256) and Reed–Solomon")
struct QRArithmeticTests {
    /// Multiplication by shifting and reducing with 0x11D, one bit at a time: the definition,
    /// written independently of the logarithm tables.
    static func slowMultiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        var product = 0
        var x = Int(a)
        var y = Int(b)
        while y > 0 {
            if y & 1 == 1 { product ^= x }
            x <<= 1
            if x & 0x100 != 0 { x ^= 0x11D }
            y >>= 1
        }
        return UInt8(product)
    }

    @Test("every product in the table equals the product by definition")
    func multiplication() {
        for a in 0...255 {
            for b in 0...255 {
                #expect(
                    GaloisField.multiply(UInt8(a), UInt8(b)) == Self.slowMultiply(UInt8(a), UInt8(b)), "\(a) × \(b)")
            }
        }
    }

    @Test(
        "α = 2 generates every non-zero element once; α⁸ = 0x1D, α²⁵ = 3, α²⁵⁵ = 1",
        arguments: [
            (8, 0x1D), (9, 0x3A), (25, 3), (255, 1), (0, 1), (1, 2), (254, 0x8E),
        ])
    func powers(exponent: Int, value: Int) {
        #expect(GaloisField.power(exponent) == UInt8(value))
        #expect(Set((0..<255).map(GaloisField.power)).count == 255)
    }

    /// The standard's generator polynomials (ISO/IEC 18004 Annex A) as exponents of α after the
    /// leading x^n.
    @Test(
        "generator polynomials are the standard's",
        arguments: [
            (7, [87, 229, 146, 149, 238, 102, 21]),
            (10, [251, 67, 46, 61, 118, 70, 64, 94, 32, 45]),
        ])
    func generators(count: Int, exponents: [Int]) {
        #expect(ReedSolomon(count: count).generator == exponents.map(GaloisField.power))
    }

    /// The standard's worked example (Annex I): "01234567" at 1-M.
    @Test("the standard's worked example: 16 data codewords give its 10 error correction codewords")
    func workedExample() {
        let data: [UInt8] = [
            0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11,
        ]
        #expect(
            ReedSolomon(count: 10).remainder(of: data) == [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
    }

    /// A codeword (data then remainder) is a multiple of the generator: it vanishes at every
    /// root α⁰ … αⁿ⁻¹.
    @Test("data with its error correction codewords has zero syndromes", arguments: [7, 10, 17, 22, 30, 68])
    func syndromes(count: Int) {
        var generator = SystemRandomNumberGenerator()
        let data = (0..<40).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let codeword = data + ReedSolomon(count: count).remainder(of: data)
        for root in 0..<count {
            let value = codeword.reduce(UInt8(0)) { GaloisField.multiply($0, GaloisField.power(root)) ^ $1 }
            #expect(value == 0, "root α^\(root)")
        }
        // One changed byte is no longer a codeword.
        var damaged = codeword
        damaged[3] ^= 0x40
        let syndrome = damaged.reduce(UInt8(0)) { GaloisField.multiply($0, GaloisField.power(0)) ^ $1 }
        #expect(syndrome != 0)
    }
}
