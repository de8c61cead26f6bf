import Testing

@testable import LedgerCore

/// The values of bill exports (``StatementText``) and the recognition of their sources.
struct StatementTextTests {
    @Test(
        arguments: [
            ("¥28.16", 2816), ("￥1,234.56", 123_456), ("\"  ￥1,234.56 \t", nil), ("-£3.5", -350),
            ("$-12.00", -1200), ("(12.00)", -1200), ("900.8099999999999", 90081), ("0.30000000000000004", 30),
            ("1.005", 101), ("2.5E3", 250_000), ("1E-2", 1), ("12", 1200), ("0012.5", 1250), ("-", nil),
            ("/", nil), ("12.5abc", nil), ("1e999", nil), ("nan", nil), ("1,000,000,000,000.00", nil),
            ("", nil),
        ] as [(String, Int64?)])
    func readsAmountsAsSourcesWriteThem(_ text: String, _ cents: Int64?) {
        #expect(StatementText.cents(text) == cents)
    }

    @Test(
        arguments: [
            ("2026-02-03 12:01:09", StatementText.DateOrder.yearMonthDay, "2026-02-03"),
            ("2026/3/2 9:00", .yearMonthDay, "2026-03-02"), ("20260203", .yearMonthDay, "2026-02-03"),
            ("02/03/2026", .monthDayYear, "2026-02-03"), ("03/02/2026", .dayMonthYear, "2026-02-03"),
            ("46056.50091435185", .yearMonthDay, "2026-02-03"), ("2026-02-30", .yearMonthDay, nil),
            ("13/25/2026", .monthDayYear, nil), ("soon", .yearMonthDay, nil), ("-1", .yearMonthDay, nil),
        ] as [(String, StatementText.DateOrder, String?)])
    func readsDatesInEachSourcesOrder(_ text: String, _ order: StatementText.DateOrder, _ day: String?) {
        #expect(StatementText.day(text, order: order)?.description == day)
    }

    @Test func recognisesEachSourceByItsHeaderWhereverThePreambleEnds() throws {
        func records(_ text: String) throws -> [CSV.Record] {
            try CSV.records(Array(text.utf8), lenient: true)
        }
        let wechat = try records("微信支付账单明细,,,\n\n交易时间,交易类型,交易对方,商品,收/支,金额(元)\n")
        #expect(StatementSource.recognise(wechat).source == .wechat)
        #expect(StatementSource.recognise(wechat).header == 1)
        let padded = try records("导出信息：\n交易时间    ,交易分类  ,交易对方 ,对方账号\t,商品说明 ,收/支 ,金额,\n")
        #expect(StatementSource.recognise(padded).source == .alipay)
        #expect(StatementSource.recognise(try records("02/03/2026,SHOP,4.25,,1995.75\n")).source == .td)
        #expect(StatementSource.recognise(try records("date,amount\n2026-02-03,1\n")).source == .csv)
        #expect(StatementSource.recognise(try records("02/03/2026,SHOP,4.25,,\n")).source == .csv)
    }

    @Test func readsBareQuotesAndTextAfterAClosingQuoteOnlyWhenLenient() throws {
        let text = Array("a,打开\"多多\"视频,\"123\"\t,z\n".utf8)
        #expect(throws: CSV.SyntaxError.self) { try CSV.records(text) }
        #expect(
            try CSV.records(text, lenient: true) == [
                CSV.Record(line: 1, fields: ["a", "打开\"多多\"视频", "123\t", "z"])
            ])
    }
}
