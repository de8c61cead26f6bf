import Testing

@testable import LedgerCore

struct ASCIIDigitsTests {
    @Test(arguments: [
        ("0", 0), ("7", 7), ("2026", 2026), ("0042", 42), ("9223372036854775807", Int.max),
        ("0000000000000000001", 1),
    ])
    func readsDigits(text: String, expected: Int) {
        #expect(Int(asciiDigits: text.utf8) == expected)
    }

    @Test(arguments: [
        "", "-1", "+1", " 1", "1 ", "1.5", "1e3", "12a", "１２", "٣", "9223372036854775808",
        "99999999999999999999", "00000000000000000001", String(repeating: "9", count: 40),
    ])
    func refusesWhatIsNotAnUnsignedNumberThatFits(text: String) {
        #expect(Int(asciiDigits: text.utf8) == nil)
    }

    @Test func boundsTheDigits() {
        #expect(Int(asciiDigits: "1234".utf8, maxDigits: 4) == 1234)
        #expect(Int(asciiDigits: "12345".utf8, maxDigits: 4) == nil)
        #expect(Int(asciiDigits: "0001".utf8, maxDigits: 3) == nil)
        #expect(Int(asciiDigits: String(repeating: "0", count: 40).utf8, maxDigits: 40) == 0)
        #expect(Int(asciiDigits: String(repeating: "9", count: 40).utf8, maxDigits: 40) == nil)
    }

    @Test func readsSlicesOfBytes() {
        let bytes = Array("2026-11-21".utf8)
        #expect(Int(asciiDigits: bytes[5..<7]) == 11)
        #expect(Int(asciiDigits: bytes[4..<7]) == nil)
        #expect(Int(asciiDigits: "x2026".utf8.dropFirst()) == 2026)
    }
}
