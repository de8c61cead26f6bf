import Testing

@testable import LedgerCore

/// Number cells of an .xls as text: the shortest decimal without an exponent, RK values, and dates
/// and times by their format.
struct BIFFNumberTests {
    @Test(arguments: [
        (67.0, "67"), (16.78, "16.78"), (-0.5, "-0.5"), (0.1 + 0.2, "0.30000000000000004"),
        (1e-7, "0.0000001"),
        (1.5e20, "150000000000000000000"), (1e15, "1000000000000000"), (123_456_789.125, "123456789.125"),
        (-0.0, "0"), (1.0 / 3, "0.3333333333333333"), (2.5e-5, "0.000025"),
        (-1.25e16, "-12500000000000000"),
    ])
    func writesTheShortestDecimal(_ value: Double, _ text: String) {
        #expect(BIFFNumber.text(value) == text)
        #expect(Double(BIFFNumber.text(value)) == value)
    }

    @Test func readsRKValues() {
        #expect(BIFFNumber.rk(1234 << 2 | 2) == (1234, "1234"))
        #expect(BIFFNumber.rk(1678 << 2 | 3) == (16.78, "16.78"))
        #expect(BIFFNumber.rk(1670 << 2 | 3) == (16.7, "16.7"))
        #expect(BIFFNumber.rk(-5 << 2 | 3) == (-0.05, "-0.05"))
        #expect(BIFFNumber.rk(-7 << 2 | 2) == (-7, "-7"))
        #expect(BIFFNumber.rk(0x4004_0000).value == 2.5)
        #expect(BIFFNumber.rk(0x40FE_23A1).value == 1234.5)
    }

    @Test(arguments: [
        ("General", BIFFNumber.Shape.number), ("0.00", .number), ("#,##0.00_);[Red](#,##0.00)", .number),
        ("\"￥\"#,##0.00", .number), ("0.00E+00", .number), ("yyyy-mm-dd", .date), ("yyyy年m月d日", .date),
        ("m/d/yy", .date), ("mmm-yy", .date), ("h:mm", .time), ("mm:ss", .time), ("[h]:mm:ss", .time),
        ("yyyy-mm-dd hh:mm:ss", .dateAndTime), ("[$-409]h:mm AM/PM;@", .time), ("\"day\" 0", .number),
        ("\\d 0", .number), ("[Red]0.00", .number), ("0.00;[Red]-0.00", .number),
    ])
    func tellsWhatAFormatShows(_ format: String, _ shape: BIFFNumber.Shape) {
        #expect(BIFFNumber.shape(of: format) == shape)
    }

    @Test func knowsTheBuiltInFormats() {
        #expect(BIFFNumber.shape(code: 14, format: nil) == .date)
        #expect(BIFFNumber.shape(code: 22, format: nil) == .dateAndTime)
        #expect(BIFFNumber.shape(code: 20, format: nil) == .time)
        #expect(BIFFNumber.shape(code: 31, format: nil) == .date)  // 年月日 in a Chinese Excel
        #expect(BIFFNumber.shape(code: 2, format: nil) == .number)
        #expect(BIFFNumber.shape(code: 14, format: "0.00") == .number)  // the workbook's own FORMAT wins
    }

    @Test func writesSerialDays() {
        #expect(BIFFNumber.dateText(1, shape: .date, from1904: false) == "1900-01-01")
        #expect(BIFFNumber.dateText(59, shape: .date, from1904: false) == "1900-02-28")
        #expect(BIFFNumber.dateText(60, shape: .date, from1904: false) == nil)  // Excel's 1900-02-29
        #expect(BIFFNumber.dateText(61, shape: .date, from1904: false) == "1900-03-01")
        #expect(BIFFNumber.dateText(46_082.5, shape: .dateAndTime, from1904: false) == "2026-03-01 12:00:00")
        #expect(
            BIFFNumber.dateText(46_082.999_999_9, shape: .dateAndTime, from1904: false)
                == "2026-03-02 00:00:00")
        #expect(BIFFNumber.dateText(0.604_166_666_7, shape: .time, from1904: false) == "14:30:00")
        #expect(BIFFNumber.dateText(0, shape: .date, from1904: true) == "1904-01-01")
        #expect(BIFFNumber.dateText(-1, shape: .date, from1904: false) == nil)
        #expect(BIFFNumber.dateText(3e6, shape: .date, from1904: false) == nil)
        #expect(BIFFNumber.dateText(.nan, shape: .date, from1904: false) == nil)
    }
}
