/// Reed–Solomon error correction codewords as QR codes use them: the remainder of the data,
/// as a polynomial over GF(256) times x^n, divided by the generator (x − α⁰)(x − α¹)…(x − αⁿ⁻¹).
struct ReedSolomon {
    /// The generator's coefficients after the leading 1, highest degree first (n of them).
    let generator: [UInt8]

    /// A code adding `count` error correction codewords (1 … 68).
    init(count: Int) {
        // Start from 1 and multiply by (x − αⁱ) for each i; in GF(2⁸), − is +.
        var coefficients: [UInt8] = [1]
        for index in 0..<count {
            let root = GaloisField.power(index)
            var next = [UInt8](repeating: 0, count: coefficients.count + 1)
            for (degree, coefficient) in coefficients.enumerated() {
                next[degree] ^= coefficient
                next[degree + 1] ^= GaloisField.multiply(coefficient, root)
            }
            coefficients = next
        }
        generator = Array(coefficients.dropFirst())
    }

    /// The error correction codewords of `data`: `generator.count` bytes.
    func remainder(of data: [UInt8]) -> [UInt8] {
        var remainder = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ remainder[0]
            remainder.removeFirst()
            remainder.append(0)
            for index in remainder.indices {
                remainder[index] ^= GaloisField.multiply(generator[index], factor)
            }
        }
        return remainder
    }
}
