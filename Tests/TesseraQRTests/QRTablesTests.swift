import Testing

@testable import TesseraQR

/// The version tables, format and version information against the standard's own tables.
@Suite("QR codes: capacity, format and version information")
struct QRTablesTests {
    /// Bytes one byte-mode segment holds (ISO/IEC 18004 Table 7), L M Q H.
    @Test(
        "byte capacity is the standard's",
        arguments: [
            (1, [17, 14, 11, 7]), (2, [32, 26, 20, 14]), (3, [53, 42, 32, 24]), (4, [78, 62, 46, 34]),
            (5, [106, 84, 60, 44]), (6, [134, 106, 74, 58]), (7, [154, 122, 86, 64]), (8, [192, 152, 108, 84]),
            (9, [230, 180, 130, 98]), (10, [271, 213, 151, 119]), (40, [2953, 2331, 1663, 1273]),
        ])
    func capacity(version: Int, bytes: [Int]) throws {
        let version = try #require(QRVersion(version))
        #expect(QRErrorCorrection.allCases.map(version.byteCapacity) == bytes)
    }

    /// Total codewords (ISO/IEC 18004 Table 1).
    @Test(
        "codewords per version are the standard's",
        arguments: [(1, 26), (2, 44), (6, 172), (7, 196), (10, 346), (14, 581), (40, 3706)])
    func codewords(version: Int, codewords: Int) throws {
        #expect(try #require(QRVersion(version)).codewords == codewords)
    }

    @Test(
        "every version and level: capacity grows with the version and falls with the level; blocks differ by at most one codeword"
    )
    func monotonic() {
        for level in QRErrorCorrection.allCases {
            let capacities = QRVersion.all.map { $0.byteCapacity(level) }
            #expect(capacities == capacities.sorted() && Set(capacities).count == 40, "\(level)")
        }
        for version in QRVersion.all {
            let capacities = QRErrorCorrection.allCases.map(version.byteCapacity)
            #expect(capacities == capacities.sorted(by: >), "version \(version)")
        }
        #expect(QRVersion(0) == nil && QRVersion(41) == nil)
    }

    /// Alignment pattern centres (ISO/IEC 18004 Annex E).
    @Test(
        "alignment centres are the standard's",
        arguments: [
            (1, []), (2, [6, 18]), (6, [6, 34]), (7, [6, 22, 38]), (15, [6, 26, 48, 70]), (22, [6, 26, 50, 74, 98]),
            (32, [6, 34, 60, 86, 112, 138]), (36, [6, 24, 50, 76, 102, 128, 154]),
            (39, [6, 26, 54, 82, 110, 138, 166]),
            (40, [6, 30, 58, 86, 114, 142, 170]),
        ])
    func alignment(version: Int, centres: [Int]) throws {
        #expect(try #require(QRVersion(version)).alignmentCentres == centres)
    }

    /// The 32 format information bit strings (ISO/IEC 18004 Annex C, Table C.1), masks 0 … 7.
    @Test(
        "format bits are the standard's 32 values",
        arguments: [
            (QRErrorCorrection.low, [0x77C4, 0x72F3, 0x7DAA, 0x789D, 0x662F, 0x6318, 0x6C41, 0x6976]),
            (.medium, [0x5412, 0x5125, 0x5E7C, 0x5B4B, 0x45F9, 0x40CE, 0x4F97, 0x4AA0]),
            (.quartile, [0x355F, 0x3068, 0x3F31, 0x3A06, 0x24B4, 0x2183, 0x2EDA, 0x2BED]),
            (.high, [0x1689, 0x13BE, 0x1CE7, 0x19D0, 0x0762, 0x0255, 0x0D0C, 0x083B]),
        ])
    func format(level: QRErrorCorrection, values: [Int]) {
        #expect(QRMask.all.map { QRFormatInformation.formatBits(level, $0) } == values)
    }

    /// Version information (ISO/IEC 18004 Annex D, Table D.1).
    @Test(
        "version bits are the standard's",
        arguments: [
            (7, 0x07C94), (8, 0x085BC), (9, 0x09A99), (10, 0x0A4D3), (20, 0x149A6), (32, 0x209D5), (40, 0x28C69),
        ])
    func version(number: Int, bits: Int) throws {
        #expect(QRFormatInformation.versionBits(try #require(QRVersion(number))) == bits)
    }

    /// "hello" at 1-M, worked by hand: 0100 (byte mode), 00000101 (5), the five bytes, 0000,
    /// then 11101100 and 00010001 in turn to 16 codewords.
    @Test("byte-mode data codewords of \"hello\" at 1-M")
    func byteMode() throws {
        let version = try #require(QRVersion(1))
        let data = QRCodewords.data(Array("hello".utf8), version: version, level: .medium)
        #expect(
            data == [0x40, 0x56, 0x86, 0x56, 0xC6, 0xC6, 0xF0, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC])
        // One block: the data, then its 10 error correction codewords.
        let all = QRCodewords.interleaved(data, version: version, level: .medium)
        #expect(all == data + ReedSolomon(count: 10).remainder(of: data))
    }

    /// 5-Q has two blocks of 15 data codewords and two of 16 (ISO/IEC 18004 Table 9): the
    /// codewords alternate between blocks, the longer blocks' last ones at the end of the data.
    @Test("interleaving takes one codeword from each block in turn")
    func interleaving() throws {
        let version = try #require(QRVersion(5))
        #expect(version.dataCodewords(.quartile) == 62 && version.blockCount(.quartile) == 4)
        let data = (0..<62).map(UInt8.init)
        let all = QRCodewords.interleaved(data, version: version, level: .quartile)
        #expect(Array(all.prefix(8)) == [0, 15, 30, 46, 1, 16, 31, 47])
        #expect(Array(all[56..<62]) == [14, 29, 44, 60, 45, 61])
        #expect(all.count == version.codewords)
        let firstBlock = Array(data[0..<15])
        #expect(
            stride(from: 62, to: all.count, by: 4).map { all[$0] } == ReedSolomon(count: 18).remainder(of: firstBlock))
    }
}
