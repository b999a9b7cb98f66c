/// The codewords of one byte-mode segment in a version and level, in the order they are placed:
/// data (mode, count, bytes, terminator, padding) split into blocks, each block's Reed–Solomon
/// codewords computed, then both interleaved block by block (ISO/IEC 18004 §7.4–7.6).
enum QRCodewords {
    /// The data codewords of `bytes` in `version` at `level`; `bytes` must fit
    /// (`version.byteCapacity(level)`).
    static func data(_ bytes: [UInt8], version: QRVersion, level: QRErrorCorrection) -> [UInt8] {
        let capacity = version.dataCodewords(level) * 8
        var buffer = QRBitBuffer()
        buffer.append(0b0100, length: 4)
        buffer.append(bytes.count, length: version.byteCountBits)
        for byte in bytes { buffer.append(Int(byte), length: 8) }
        // Terminator: up to four zero bits, then zeros to a byte boundary.
        buffer.append(0, length: min(4, capacity - buffer.count))
        buffer.append(0, length: (8 - buffer.count % 8) % 8)
        var codewords = buffer.bytes
        // Then the pad codewords 11101100 and 00010001 in turn.
        var pads: [UInt8] = [0xEC, 0x11]
        while codewords.count < capacity / 8 {
            codewords.append(pads[0])
            pads.reverse()
        }
        return codewords
    }

    /// `data` (exactly `version.dataCodewords(level)` codewords) split into blocks, with their
    /// error correction, interleaved: the first codeword of every block, then the second, …
    /// (the shorter blocks come first and have one data codeword fewer), then the same for the
    /// error correction codewords.
    static func interleaved(_ data: [UInt8], version: QRVersion, level: QRErrorCorrection) -> [UInt8] {
        let blockCount = version.blockCount(level)
        let correction = version.correctionCodewordsPerBlock(level)
        let shortLength = data.count / blockCount
        let longBlocks = data.count % blockCount
        let code = ReedSolomon(count: correction)
        var blocks: [[UInt8]] = []
        var start = 0
        for index in 0..<blockCount {
            let length = shortLength + (index >= blockCount - longBlocks ? 1 : 0)
            blocks.append(Array(data[start..<(start + length)]))
            start += length
        }
        let corrections = blocks.map(code.remainder(of:))
        var result: [UInt8] = []
        result.reserveCapacity(version.codewords)
        for column in 0...shortLength {
            for block in blocks where column < block.count { result.append(block[column]) }
        }
        for column in 0..<correction {
            for block in corrections { result.append(block[column]) }
        }
        return result
    }
}
