import Testing

@testable import LedgerCore

/// JD's and Meituan's exports read row by row (the fixtures `jd.csv` and `meituan.csv`, made by
/// `Fixtures/make_fixtures.py`): what each row is booked as, or why it is left out.
struct PlatformStatementTests {
    /// The rows of a fixture as `date type amount category | skip`.
    static func rows(_ name: String) throws -> (StatementSource, [String]) {
        let text = try TextDecoding.utf8(try FixtureFiles.bytes(name), encoding: nil)
        let records = try CSV.records(text, lenient: true)
        let (source, header) = StatementSource.recognise(records)
        let rows = source.read(records, header: header).rows.map { row in
            if let skip = row.skip { return "line \(row.line): \(skip.text(in: .english))" }
            return [row[.date], row[.type], row[.amount], row[.category]].map { $0 ?? "-" }.joined(separator: " ")
                + (row.isRefund ? " refund" : "")
        }
        return (source, rows)
    }

    @Test(arguments: [
        ("416.87(已退款233.45)", "416.87"), ("468.32(已全额退款)", "468.32"), ("12.00", "12.00"),
        ("9.90（已退款1.00）", "9.90"),
    ])
    func aJDAmountIsItsGrossBeforeTheRefundedPart(text: String, gross: String) {
        #expect(JDStatement.gross(text) == gross)
    }

    @Test func jdBooksGrossPurchasesRefundsAndPurchasesOnCredit() throws {
        let (source, rows) = try Self.rows("jd.csv")
        #expect(source == .jd)
        #expect(
            rows == [
                "2026-02-27 expense 12.00 收发快递", "2026-02-25 income 99.00 退款 refund",
                "2026-02-25 expense 258.50 数码电器", "2026-02-20 income 300.00 退款 refund",
                "2026-02-20 income 88.80 退款 refund", "2026-02-19 expense 388.80 服饰内衣",
                "2026-02-15 expense 129.00 先享后付", "line 25: 不计收支 (小金库转入)", "line 26: 交易关闭",
                "2026-02-08 income 0.52 小金库", "2026-02-05 expense 59.90 食品酒饮", "line 29: the amount is 0",
            ])
    }

    @Test func meituanBooksWhatWasPaidOnTheDayItWentThrough() throws {
        let (source, rows) = try Self.rows("meituan.csv")
        #expect(source == .meituan)
        #expect(
            rows == [
                "2026-03-01 expense 23.50 ", "2026-02-26 income 18.00 退款 refund", "2026-02-25 expense 18.00 ",
                "2026-02-20 expense 95.00 ", "line 22: 不计收支 (还款)", "line 23: 不计收支 (充值)",
                "2026-02-05 expense 30.30 ", "2026-02-02 expense 28.00 ",
            ])
    }
}
