import TestSupport
import Foundation
import Testing

@testable import LedgerCore

/// UTF-8 and GB18030 text found from the bytes, and bytes that are neither.
struct TextDecodingTests {
    @Test func keepsUTF8AsItIsWithoutACopy() throws {
        let bytes = Array(String(repeating: "2026-11-01,expense,12.50,用餐,午饭 🍜\n", count: 100_000).utf8)
        let text = try TextDecoding.utf8(bytes)
        #expect(text == bytes)
        #expect(text.withUnsafeBufferPointer(\.baseAddress) == bytes.withUnsafeBufferPointer(\.baseAddress))
        #expect(try TextDecoding.utf8([]) == [])
    }

    @Test func dropsAByteOrderMark() throws {
        #expect(
            try TextDecoding.utf8([0xEF, 0xBB, 0xBF] + Array("date,amount\n".utf8))
                == Array("date,amount\n".utf8))
        // GB18030's own mark (U+FEFF) goes too.
        #expect(try TextDecoding.utf8([0x84, 0x31, 0x95, 0x33, 0xC4, 0xE3]) == Array("你".utf8))
    }

    @Test func readsGB18030() throws {
        let text = try TextDecoding.utf8(try FixtureFiles.bytes("gb18030.txt"))
        #expect(text == (try FixtureFiles.bytes("gb18030.utf8.txt")))
        #expect(String(decoding: text, as: UTF8.self).contains("𠀀 emoji 😀 € ¥ ￥ 龘"))
        #expect(
            try TextDecoding.utf8(try FixtureFiles.bytes("timi-gbk.csv"))
                == (try FixtureFiles.bytes("timi.csv")))
        #expect(
            try TextDecoding.utf8(try FixtureFiles.bytes("timi-gbk.csv"), encoding: .gb18030)
                == (try FixtureFiles.bytes("timi.csv")))
    }

    @Test func readsAlipaysExport() throws {
        let text = String(
            decoding: try TextDecoding.utf8(try FixtureFiles.bytes("alipay-app-2026-02.csv")), as: UTF8.self)
        let header = try #require(text.split(separator: "\n").first { $0.hasPrefix("交易时间") })
        #expect(
            header.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            } == [
                "交易时间", "交易分类", "交易对方", "对方账号", "商品说明", "收/支", "金额", "收/付款方式", "交易状态",
                "交易订单号", "商家订单号", "备注", "",
            ])
        #expect(text.contains("肯德基"))
    }

    static let utf8WithAStrayByte =
        Array(String(repeating: "日期,金额\r\n", count: 27).utf8) + Array("x,".utf8) + [0xFF]

    @Test(
        arguments: [
            (utf8WithAStrayByte, nil, "not UTF-8 or GB18030 text (byte 0xFF)", 28),
            // Two high bytes together are no windows-1252 letter between ASCII ones: GB18030 is tried.
            (Array("a\rb\r\n\r".utf8) + [0x80, 0x80], nil, "not UTF-8 or GB18030 text (byte 0x80)", 4),
            (
                Array("a,b\n".utf8) + [0xC4, 0xE3, 0x0A, 0xC4], nil, "not UTF-8 or GB18030 text (byte 0xC4)",
                3
            ),
            ([0xC4, 0xE3, 0x0A], .utf8, "not UTF-8 text (byte 0xC4)", 1),
            (Array("你好\n\n".utf8) + [0xFF], .gb18030, "not GB18030 text (byte 0xFF)", 3),
        ] as [([UInt8], TextEncoding?, String, Int)])
    func refusesBytesThatAreNotText(bytes: [UInt8], encoding: TextEncoding?, message: String, line: Int) {
        #expect(throws: FileFormatError(.verbatim(message), at: .line(line))) {
            try TextDecoding.utf8(bytes, encoding: encoding)
        }
    }

    @Test func namesTheLastLineOfAGBKFileCutInACharacter() throws {
        #expect(throws: FileFormatError("not UTF-8 or GB18030 text (byte 0xC0)", at: .line(5))) {
            try TextDecoding.utf8(try FixtureFiles.bytes("timi-gbk-cut.csv"))
        }
        #expect(throws: FileFormatError("not UTF-8 text (byte 0xD3)", at: .line(2))) {
            try TextDecoding.utf8(try FixtureFiles.bytes("timi-gbk.csv"), encoding: .utf8)
        }
    }

    @Test func validatesUTF8AsTheStandardLibraryDoes() {
        var random = SeededRandom(seed: 3629)
        let pieces: [[UInt8]] = [
            [0x41], [0xC3, 0xA9], [0xE4, 0xB8, 0xAD], [0xF0, 0x9F, 0x98, 0x80], [0xC0, 0x80],
            [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x80, 0x80], [0x80], [0xFF], [0xF0, 0x9F], [0x0A],
        ]
        for _ in 0..<5000 {
            let bytes = (0..<Int.random(in: 0...12, using: &random)).flatMap { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            let offset = bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset)
            #expect((offset == nil) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
            if let offset {
                #expect(String(validating: bytes[..<offset], as: UTF8.self) != nil, "\(bytes)")
            }
        }
    }

    @Test func namesEncodings() {
        #expect(
            ["UTF-8", "utf8", "gbk", "GB2312", "gb18030"].map(TextEncoding.init(name:)) == [
                .utf8, .utf8, .gb18030, .gb18030, .gb18030,
            ])
        #expect(TextEncoding(name: "latin1") == nil)
    }
}
