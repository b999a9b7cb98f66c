/// A square of modules under construction: which are dark, and which belong to function
/// patterns (finders, timing, alignment, format and version information) that data and masks
/// leave alone.
struct QRMatrix: Equatable {
    let size: Int
    private(set) var dark: [Bool]
    private(set) var isFunction: [Bool]

    /// A light matrix `size` modules a side with no function modules yet.
    init(size: Int) {
        self.size = size
        dark = [Bool](repeating: false, count: size * size)
        isFunction = dark
    }

    /// Whether the module in column `x`, row `y` is dark.
    subscript(x x: Int, y y: Int) -> Bool { dark[y * size + x] }

    /// Makes the module at (`x`, `y`) part of a function pattern, dark or light.
    mutating func setFunction(x: Int, y: Int, dark value: Bool) {
        dark[y * size + x] = value
        isFunction[y * size + x] = true
    }

    /// Places `codewords` most significant bit first in the standard's zigzag: two columns at a
    /// time from the right, upwards then downwards in turn, skipping the vertical timing pattern
    /// (column 6) and every function module. Modules left over (the remainder bits) stay light.
    mutating func place(_ codewords: [UInt8]) {
        let bitCount = codewords.count * 8
        var index = 0
        var right = size - 1
        var upward = true
        while right >= 1 {
            if right == 6 { right = 5 }
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for x in [right, right - 1] where !isFunction[y * size + x] && index < bitCount {
                    dark[y * size + x] = (codewords[index / 8] >> (7 - index % 8)) & 1 == 1
                    index += 1
                }
            }
            upward.toggle()
            right -= 2
        }
    }

    /// Inverts every data module `mask` selects (applying a mask twice undoes it).
    mutating func apply(_ mask: QRMask) {
        for y in 0..<size {
            for x in 0..<size where !isFunction[y * size + x] && mask.inverts(x: x, y: y) {
                dark[y * size + x].toggle()
            }
        }
    }
}
