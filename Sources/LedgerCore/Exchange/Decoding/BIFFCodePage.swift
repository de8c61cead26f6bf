/// The text of an Excel 95 (BIFF5/BIFF7) string: bytes in the workbook's code page (its CODEPAGE
/// record; windows-1252 when it has none). BIFF8 strings are UTF-16 and never need it.
///
/// Windows-1252 (and its alias 32769) is decoded by its table, GBK/GB18030 (936, 54936) by
/// ``GB18030``, UTF-16 (1200) and UTF-8 (65001) as they are; another code page is refused. Used by
/// ``BIFFWorkbook``.
enum BIFFCodePage {
    /// The text of `bytes` in code page `codePage`.
    /// - Throws: ``FileFormatError`` for a code page timi does not read, or bytes that are not GB18030.
    static func text(_ bytes: [UInt8], codePage: Int) throws -> String {
        switch codePage {
        case 1252, 32769, 367, 20127:
            return String(String.UnicodeScalarView(bytes.map(windows1252)))
        case 936, 54936:
            guard case .text(let utf8) = try GB18030.utf8(from: bytes) else {
                throw FileFormatError("a string of the workbook is not GB18030 text")
            }
            return String(decoding: utf8, as: UTF8.self)
        case 1200:
            return String(
                decoding: stride(from: 0, to: bytes.count - 1, by: 2).map {
                    UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8
                }, as: UTF16.self)
        case 65001:
            return String(decoding: bytes, as: UTF8.self)
        default:
            throw FileFormatError(
                Reason(
                    "an Excel 95 workbook in code page {1}, which timi does not read; save it as .xlsx, or as CSV",
                    String(codePage)))
        }
    }

    /// The character of a windows-1252 byte: Latin-1, but for the printable characters Windows
    /// puts at 0x80–0x9F (the five it leaves out stand for themselves, as Windows reads them).
    private static func windows1252(_ byte: UInt8) -> Unicode.Scalar {
        guard (0x80...0x9F).contains(byte) else { return Unicode.Scalar(byte) }
        let value = highControls[Int(byte) - 0x80]
        return Unicode.Scalar(value) ?? Unicode.Scalar(byte)
    }

    private static let highControls: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152,
        0x8D,
        0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161,
        0x203A,
        0x0153, 0x9D, 0x017E, 0x0178,
    ]
}
