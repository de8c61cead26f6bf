import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// The general statement reader: made-up exports in the real shapes of eighteen banks' (made by
/// `Fixtures/make_bank_fixtures.py`) read with no flags into the bills a bookkeeper books, and the
/// layout the plan shows; each inference on its own; what a user says overriding it; bad files refused.
struct BankStatementTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    /// The bills (`date type amount`) importing `bytes` adds to a new ledger, its skips' reasons and
    /// the inferred layout.
    static func read(
        _ bytes: [UInt8], name: String, options: BillImport.Options = .init()
    ) throws -> (bills: [String], skips: [String], layout: StatementLayout?) {
        let batch = try BillImport(bytes: bytes, source: name, path: name, options: options)
        return try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let outcome = try store.write { try batch.apply(to: $0, book: nil, now: Self.now) }
            let bills = outcome.imported.map { "\($0.date) \($0.type) \($0.amount)" }
            return (bills, outcome.skips.map { $0.reason.description }, batch.layout)
        }
    }

    static func read(_ name: String, options: BillImport.Options = .init()) throws -> (
        bills: [String], skips: [String], layout: StatementLayout?
    ) {
        try read(try FixtureFiles.bytes("banks/" + name), name: name, options: options)
    }

    @Test(arguments: [
        ("cmb-debit.csv", ["2025-03-01 income 2345.00", "2025-03-05 expense 36.80", "2025-03-03 expense 1200.00"]),
        ("cmb-credit.csv", ["2024-12-28 expense 45.00", "2025-01-03 expense 1288.00", "2025-01-05 income 12.50"]),
        ("boc-debit.csv", ["2025-04-02 expense 58.00", "2025-04-01 income 2000.00"]),
        ("boc-credit.csv", ["2025-02-03 expense 88.80", "2025-02-05 income 20.00"]),
        ("abc-debit.csv", ["2025-02-01 income 3000.00", "2025-02-02 income 0.35", "2025-02-03 expense 25.00"]),
        ("bocom-debit.csv", ["2025-05-01 income 1.10", "2025-05-02 expense 30.00"]),
        ("cgb-credit.csv", ["2025-06-03 expense 19.90", "2025-06-05 income 9.90"]),
        ("icbc-debit-v1.csv", ["2025-07-01 expense 1234.50", "2025-07-02 income 5000.00"]),
        ("icbc-credit.csv", ["2025-08-01 expense 66.00", "2025-08-03 income 16.00"]),
        ("n26.csv", ["2025-09-01 expense 4.20", "2025-09-02 income 2100.00"]),
        ("bmo-credit.csv", ["2024-12-03 expense 12.50", "2024-12-07 expense 40.00"]),
        ("schwab.csv", ["2025-10-15 expense 1050.25", "2025-10-02 income 3050.25"]),
        ("dcu.csv", ["2025-11-20 expense 1500.00", "2025-11-03 income 2000.00"]),
        ("ing.csv", ["2025-12-05 expense 17.60", "2025-11-24 income 500.00"]),
        ("gls.csv", ["2025-11-10 expense 1234.56", "2025-11-14 income 20.50"]),
        ("hsbchk-credit.csv", ["2025-03-13 expense 18.00", "2025-03-16 income 25.00"]),
        ("creditunion.csv", ["2025-02-08 expense 500.00", "2025-02-24 income 70.00"]),
        ("uk-utf16.tsv", ["2025-02-14 expense 3.40", "2025-02-28 income 1000.00"]),
        ("quirks.csv", ["2025-01-02 expense 12.00", "2025-01-03 income 2.00", "2025-01-04 expense 5.00"]),
    ])
    func booksEachBanksExportWithNoFlags(_ name: String, _ expected: [String]) throws {
        let read = try Self.read(name)
        #expect(read.bills == expected)
        #expect(read.layout?.platform == nil)
        // Importing it again adds nothing.
        try withTemporaryDirectory { dir in
            let bytes = try FixtureFiles.bytes("banks/" + name)
            let store = LedgerStore(directory: dir)
            for round in 0..<2 {
                let batch = try BillImport(bytes: bytes, source: name, path: name, options: .init())
                let outcome = try store.write { try batch.apply(to: $0, book: nil, now: Self.now) }
                #expect(outcome.count == (round == 0 ? expected.count : 0))
            }
        }
    }

    @Test func findsTheHeaderAfterAPreambleAndTheEndBeforeAFooter() throws {
        #expect(try Self.read("icbc-debit-v1.csv").layout?.headerLine == 3)
        #expect(try Self.read("bmo-credit.csv").layout?.headerLine == 3)
        #expect(try Self.read("cmb-credit.csv").layout?.headerLine == 2)
        // 合计 ends ICBC's credit card data; 以上数据仅供参考 after a blank line ends the debit's.
        #expect(try Self.read("icbc-credit.csv").bills.count == 2)
    }

    /// Only a record without a date can be the footer (a payee `Total…` in the first column of a dated
    /// row is data); a cell of dashes is nothing; every expense nothing categorises goes to the one 待分类.
    @Test func aDatedRowIsNeverTheFooterAndDashesAreNothing() throws {
        let text = """
            Description,Date,Amount,Memo
            Total Wine,13/03/2024,-12.50,---
            TOTAL EXAMPLE CO,14/03/2024,-30.00,-
            Shop,15/03/2024,-4.00,
            Total,,-46.50,

            """
        let (bills, skips, _) = try Self.read(Array(text.utf8), name: "bank.csv")
        #expect(bills == ["2024-03-13 expense 12.50", "2024-03-14 expense 30.00", "2024-03-15 expense 4.00"])
        #expect(skips.isEmpty)
        try withTemporaryDirectory { dir in
            let batch = try BillImport(bytes: Array(text.utf8), source: "bank.csv", path: "bank.csv", options: .init())
            let outcome = try LedgerStore(directory: dir).write { try batch.apply(to: $0, book: nil, now: Self.now) }
            #expect(outcome.imported.map(\.note) == ["Total Wine", "TOTAL EXAMPLE CO", "Shop"])
            #expect(Set(outcome.imported.map(\.category)).count == 1)
            #expect(outcome.decisions == [.fallback, .fallback, .fallback])
        }
    }

    /// A large statement's rows read in parts on several threads are the rows read in one, in order.
    @Test func rowsReadInPartsAreTheRowsReadInOne() throws {
        var text = "账号: 6222 0000\n\n交易日期,交易时间,摘要,交易金额,账户余额,对方户名\n"
        let payees = ["示例超市", "EXAMPLE STORE", "", "示例外卖平台", "---"]
        for row in 0..<(BankStatement.partedRows + 1_001) {
            let cents = (row * 7919) % 250_000 + (row % 50 == 0 ? 0 : 1)
            let amount = (row % 9 == 0 ? "" : "-") + String(cents / 100) + "." + String(cents % 100 + 100).dropFirst()
            text += "\(1 + row % 28)/\(1 + row / 28 % 12)/2024,12:00:\(10 + row % 50),"
            text += (row % 9 == 0 ? "工资" : "消费") + ",\"\(amount)\",\(row),\(payees[row % payees.count])\n"
        }
        text += "合计,,,,,\n"
        let records = try CSV.records(Array(text.utf8), lenient: true)
        let statement = try BankStatement(records, given: .init())
        func described(_ rows: [FileRow]) -> [String] {
            rows.map { row in
                let fields: [ImportField] = [.date, .time, .type, .amount, .note, .payee, .balance, .category]
                return "\(row.line) " + fields.map { row[$0] ?? "nil" }.joined(separator: "|")
                    + " \(row.skip?.description ?? "") \(row.problem?.description ?? "") \(row.columns)"
            }
        }
        let whole = described(statement.rows(parts: 1))
        #expect(whole.count == BankStatement.partedRows + 1_001)
        #expect(described(statement.rows(parts: 3)) == whole)
        #expect(described(statement.rows(parts: 2)) == whole)
    }

    @Test func givesColumnsTheirRolesFromHeaderWords() {
        let words: [(String, ColumnRole?)] = [
            ("交易日期", .date), ("记账日期", .postingDate), ("Booking Date", .postingDate), ("Buchungstag", .postingDate),
            ("Transaction Date", .date), ("Fecha", .date), ("交易时间", .time), ("交易金额", .amount),
            ("Amount (EUR)", .amount), ("Betrag", .amount), ("Montant", .amount), ("支出", .amountOut),
            ("借方金额", .amountOut), ("交易金额(支出)", .amountOut), ("记账金额（支出）", .amountOut),
            ("Withdrawal", .amountOut), ("Money Out", .amountOut), ("Paid out", .amountOut), ("Debit", .amountOut),
            ("收入", .amountIn), ("贷方", .amountIn), ("Deposit", .amountIn), ("Money In", .amountIn),
            ("Paid in", .amountIn), ("Credit", .amountIn), ("借贷标志", .direction), ("收/支", .direction),
            ("Credit / Debit", .direction), ("DR/CR", .direction), ("对方户名", .payee), ("交易对方", .payee),
            ("交易场所", .payee), ("Description", .payee), ("Partner Name", .payee),
            ("Auftraggeber/Empfänger", .payee), ("摘要", .note), ("交易摘要", .note), ("Memo", .note),
            ("Reference", .note), ("Libellé", .note), ("余额", .balance), ("联机余额", .balance),
            ("Running Balance", .balance), ("Kontostand", .balance), ("币种", .currency), ("Currency", .currency),
            ("交易流水号", .ref), ("Transaction ID", .ref), ("交易状态", .status), ("Status", .status), ("Type", .kind), ("Details", .kind),
            ("Category", .category), ("Notes and #tags", .note),
            ("对方账号", nil), ("卡号末四位", nil), ("Kontonummer", nil),
        ]
        for (word, role) in words { #expect(ColumnRole.role(of: word) == role, "\(word)") }
    }

    @Test func theTransactionDateWinsOverThePostingDate() throws {
        let layout = try #require(try Self.read("cgb-credit.csv").layout)
        #expect(layout.unusedDate == "入账日期")
        #expect(layout.columns.first { $0.role == .date }?.name == "交易日期")
        // A repayment row without a transaction date takes its posting date.
        #expect(try Self.read("cmb-credit.csv").skips == ["a payment to the card from your own account"])
    }

    @Test func infersTheDelimiter() {
        #expect(CSV.delimiter(of: Array("a,b,c\n1,2,3\n".utf8)) == CSV.comma)
        #expect(CSV.delimiter(of: Array("a;b;c\n1;\"2,5\";3\n".utf8)) == UInt8(ascii: ";"))
        #expect(CSV.delimiter(of: Array("a\tb\tc\n1\t2,5\t3\n".utf8)) == 9)
        // ICBC ends each field with a TAB and a comma: a tie goes to the comma.
        #expect(CSV.delimiter(of: Array("a\t,b\t,\n1\t,2\t,\n".utf8)) == CSV.comma)
    }

    @Test func infersTheEncoding() throws {
        #expect(try Self.read("gls.csv").layout?.encoding == .windows1252)
        #expect(try Self.read("abc-debit.csv").layout?.encoding == .gb18030)
        #expect(try Self.read("uk-utf16.tsv").layout?.encoding == .utf16)
        #expect(try Self.read("n26.csv").layout?.encoding == .utf8)
        #expect(try TextDecoding.decode(Array("Müller".utf8)).encoding == .utf8)
        let latin = try TextDecoding.decode([0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72, 0x20, 0x80])
        #expect(latin.encoding == .windows1252)
        #expect(String(decoding: latin.text, as: UTF8.self) == "Müller €")
        let gbk = try TextDecoding.decode([0xC4, 0xE3, 0xBA, 0xC3, 0x2C, 0xC3, 0xC0])
        #expect(gbk.encoding == .gb18030)
        #expect(String(decoding: gbk.text, as: UTF8.self) == "你好,美")
        let utf16 = try TextDecoding.decode([0xFE, 0xFF, 0x00, 0x41, 0xD8, 0x3D, 0xDE, 0x00])
        #expect(String(decoding: utf16.text, as: UTF8.self) == "A😀")
        #expect(throws: FileFormatError.self) { try TextDecoding.decode([0xFF, 0xFE, 0x00, 0xDC]) }
    }

    @Test func infersTheDecimalMark() throws {
        #expect(StatementAmounts.infersDecimalComma(["-1.234,56", "20,5"]))
        #expect(!StatementAmounts.infersDecimalComma(["1,234.56", "20.5"]))
        #expect(!StatementAmounts.infersDecimalComma(["1,234", "1.234"]))
        #expect(try Self.read("gls.csv").layout?.decimalMark == ",")
        #expect(try Self.read("schwab.csv").layout?.decimalMark == ".")
        let comma = StatementAmounts(decimalComma: true)
        #expect(comma.cents("1.234,56 €")?.cents == 123_456)
        let point = StatementAmounts(decimalComma: false)
        #expect(point.cents("CNY 123.18")?.cents == 12318)
        #expect(point.cents("CNY13.50")?.cents == 1350)
        #expect(point.cents("-$7,971.39")?.cents == -797_139)
        #expect(point.cents("(12.00)")?.cents == -1200)
        #expect(point.cents("12.50-")?.cents == -1250)
        #expect(point.cents("12.50 CR")?.mark == .income)
    }

    /// The dates' and amounts' byte readers (every row's) on the edges of what they accept: parts
    /// empty, too long or too many; names of months; exponents, rounding and too many digits.
    @Test func datesAndAmountsAreReadOnTheirEdges() {
        func numbers(_ text: String) -> [Int]? {
            StatementDates.numbers(text).map { found in
                Array([found.values.0, found.values.1, found.values.2].prefix(found.count))
                    + [found.lengths.0, found.lengths.1, found.lengths.2].prefix(found.count)
            }
        }
        #expect(numbers("20240105") == [2024, 1, 5, 4, 2, 2])
        #expect(numbers(" 2024-01-05 12:00 ") == [2024, 1, 5, 4, 2, 2])
        #expect(numbers("2025年01月07日") == [2025, 1, 7, 4, 2, 2])
        #expect(numbers("5.1.24") == [5, 1, 24, 1, 1, 2])
        #expect(numbers("12/29") == [12, 29, 2, 2])
        #expect(numbers("Jun 30, 23") == [2023, 6, 30, 4, 1, 2])
        for nothing in ["", "-", "-20240105", "1//2", "1-2-3-4", "12345/1/2", "123456789", "2024/01/05123", "12a/1", "1"] {
            #expect(numbers(nothing) == nil, "\(nothing)")
        }
        #expect(StatementDates.infer(["1.2.2024", "3.4.2024"]) == .order(.dayMonthYear))
        #expect(StatementDates.infer(["03/04/2025 12.30", "05/06/2025"]) == .ambiguous(example: "05/06/2025"))
        #expect(StatementDates(order: .dayMonthYear).day("46086")?.description == "2026-03-05")
        let point = StatementAmounts(decimalComma: false)
        let cents = ["1.5E3": 150_000, "0.005": 1, ".5": 50, "12.": 1200, "00012.345": 1235, "$-7.00": -700,
            "+8.10": 810, "12'345.60": 1_234_560, "999,999,999,999.99": 99_999_999_999_999, "5E": 500, "借 12.00": 1200]
        for (text, value) in cents { #expect(point.cents(text)?.cents == Int64(value), "\(text)") }
        for nothing in ["1,234,567,890,123.00", "1.2.3", "abc", "", "1e-3", "1-2", "."] {
            #expect(point.cents(nothing) == nil, "\(nothing)")
        }
        #expect(point.cents("12.00 借")?.mark == .expense)
        #expect(StatementText.cents("¥1,234.565") == 123_457)
    }

    @Test func infersTheDateOrderFromAllRows() {
        #expect(StatementDates.infer(["01/11/2022", "13/11/2022"]) == .order(.dayMonthYear))
        #expect(StatementDates.infer(["12/01/2021", "12/15/2021"]) == .order(.monthDayYear))
        #expect(StatementDates.infer(["03/04/2025", "05/06/2025"]) == .ambiguous(example: "03/04/2025"))
        #expect(StatementDates.infer(["13/01/2025", "01/13/2025"]) == .contradictory("13/01/2025", "01/13/2025"))
        #expect(StatementDates.infer(["2025/01/05", "20250106", "2025年01月07日"]) == .order(.yearMonthDay))
        #expect(StatementDates.infer(["10.10.2017"]) == .order(.dayMonthYear))
        #expect(StatementDates.infer(["12/29", "01/02"]) == .order(.monthDay))
        // Two-digit years, a year from the preamble's period, month names.
        #expect(StatementDates(order: .monthDayYear).day("3/25/15")?.description == "2015-03-25")
        let period = StatementDates.period(in: ["招商银行信用卡对账单（2024年01月）"])
        #expect(period?.year == 2024 && period?.month == 1)
        let cmb = StatementDates(order: .monthDay, period: period)
        #expect(cmb.day("12/29")?.description == "2023-12-29")
        #expect(cmb.day("01/02")?.description == "2024-01-02")
        #expect(StatementDates(order: .yearMonthDay).day("30 Jun 2023")?.description == "2023-06-30")
        #expect(StatementDates(order: .yearMonthDay).day("2025/12/03  14:06:51")?.description == "2025-12-03")
    }

    @Test func infersTheSignConvention() throws {
        // A card's purchases are positive: told by its header (Card #) or by negative payments.
        #expect(try Self.read("bmo-credit.csv").layout?.sign == .positiveIsExpense)
        #expect(try Self.read("cgb-credit.csv").layout?.sign == .positiveIsExpense)
        #expect(try Self.read("cmb-debit.csv").layout?.sign == .negativeIsExpense)
        #expect(try Self.read("creditunion.csv").layout?.sign == .unsigned)
        #expect(try Self.read("bocom-debit.csv").layout?.sign == .direction("借贷"))
        #expect(try Self.read("schwab.csv").layout?.sign == .split(out: "Withdrawal", in: "Deposit"))
        #expect(BankStatement.direction("借 Dr") == .expense)
        #expect(BankStatement.direction("CREDIT") == .income)
    }

    @Test func findsTheTimeColumn() throws {
        let layout = try #require(try Self.read("boc-debit.csv").layout)
        #expect(layout.columns.first { $0.role == .time }?.name == "记账时间")
    }

    @Test func whatTheUserSaysOverridesTheInference() throws {
        let ambiguous = try FixtureFiles.bytes("banks/ambiguous.csv")
        let days = try Self.read(
            ambiguous, name: "a.csv", options: .init(dateFormat: DateFormat("DD/MM/YYYY")))
        #expect(days.bills == ["2025-04-03 expense 1.00", "2025-06-05 expense 2.00"])
        #expect(days.layout?.dateOrderGiven == true)
        let rules = try ImportRules(bytes: Array("date-format MM/DD/YYYY\n".utf8), source: "r.rules")
        #expect(try Self.read(ambiguous, name: "a.csv", options: .init(rules: rules)).bills.first == "2025-03-04 expense 1.00")
        // --decimal-comma reads 1,50 as one and a half where the file alone says nothing.
        let text = Array("Datum;Betrag\n2025-01-02;\"-1,500\"\n".utf8)
        #expect(try Self.read(text, name: "d.csv").bills == ["2025-01-02 expense 1500.00"])
        #expect(try Self.read(text, name: "d.csv", options: .init(decimalComma: true)).bills == ["2025-01-02 expense 1.50"])
        // --map names the columns of a header whose words say nothing, after a preamble.
        let unknown = Array("Export 2025\nWann,Wieviel,Wer\n2025-01-02,-3.00,Kiosk\n".utf8)
        #expect(throws: LedgerError.self) { _ = try Self.read(unknown, name: "n.csv") }
        let mapped = try Self.read(
            unknown, name: "n.csv",
            options: .init(mapping: try ImportMapping(columns: "Wann=date,Wieviel=amount", categories: nil)))
        #expect(mapped.bills == ["2025-01-02 expense 3.00"])
        #expect(mapped.layout?.columns.map { $0.role } == [.date, .amount, nil])
    }

    /// ICBC, Chase, Monzo and TD are read by the general reader like any bank: their names give only
    /// the institution, the currency and the date order when every date fits both.
    @Test func aKnownBankIsReadByTheGeneralReader() throws {
        let chase = try Self.read(try FixtureFiles.bytes("chase-sample.CSV"), name: "chase-sample.CSV")
        #expect(chase.layout?.platform == "Chase")
        #expect(chase.layout?.columns.filter { $0.role == .kind }.map(\.name) == ["Details", "Type"])
        #expect(chase.skips.contains("a transfer between your own accounts (ACCT_XFER)"))
        let icbc = try #require(try Self.read(try FixtureFiles.bytes("icbc.csv"), name: "icbc.csv").layout)
        #expect(icbc.columns.filter { $0.role == .payee }.map(\.name) == ["交易场所", "对方户名"])
        // TD writes no header: its columns stand for one, on line 0.
        let td = try #require(try Self.read(try FixtureFiles.bytes("td.csv"), name: "td.csv").layout)
        #expect(td.headerLine == 0 && td.sign == .split(out: "Debit", in: "Credit"))
        #expect(td.lines(in: .english).first == "Read as TD Canada Trust's export: UTF-8, fields separated by \",\", no header line")
        // Every date fits both orders: the bank's own order, where an unknown bank's file is refused.
        let days = "Transaction ID,Date,Time,Type,Name,Amount,Currency,Money Out,Money In,Balance\n"
            + "tx_1,03/04/2026,12:00:00,Card payment,Cafe,-2.50,GBP,-2.50,,97.50\n"
            + "tx_2,05/04/2026,12:00:00,Pot transfer,Holiday,-20.00,GBP,-20.00,,77.50\n"
        let monzo = try Self.read(Array(days.utf8), name: "monzo.csv")
        #expect(monzo.bills == ["2026-04-03 expense 2.50"])
        #expect(monzo.skips == ["a transfer to or from your pot (Pot transfer)"])
        #expect(throws: LedgerError.self) {
            _ = try Self.read(Array("Date,Amount\n03/04/2026,-1.00\n05/04/2026,-2.00\n".utf8), name: "b.csv")
        }
    }

    /// A Category column is the bank's hint, taken when the ledger has a category of that name; an
    /// unknown bank's Type stays in the note (its import key), a money-out column written negative is
    /// money out, not a reversal.
    @Test func readsKindsCategoriesAndNegativeMoneyOut() throws {
        let text = "Date,Description,Type,Category,Money Out,Money In\n"
            + "2026-04-01,Corner Shop,Card payment,daily,-12.00,\n2026-04-02,Employer,Faster payment,,,900.00\n"
        let batch = try BillImport(bytes: Array(text.utf8), source: "b.csv", path: "b.csv", options: .init())
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let outcome = try store.write { try batch.apply(to: $0, book: nil, now: Self.now) }
            let bills = outcome.imported.sorted { $0.date < $1.date }
            #expect(bills.map { "\($0.date) \($0.type) \($0.amount)" } == ["2026-04-01 expense 12.00", "2026-04-02 income 900.00"])
            #expect(bills.map(\.note) == ["Card payment", "Faster payment"])
            let state = try store.read { $0.state }
            #expect(state.categories.first { $0.id == bills[0].category }?.alias == "daily")
        }
    }

    @Test(arguments: [
        (
            "ambiguous.csv",
            "ambiguous.csv: the dates of column Date fit both day/month and month/day (such as 03/04/2025); choose with --date-format DD/MM/YYYY or --date-format MM/DD/YYYY"
        ),
        (
            "no-header.csv",
            "no-header.csv: no header row with a date and an amount column in the first 40 lines (columns seen: Foo, Bar, Baz); name them with --map COLUMN=date,COLUMN=amount"
        ),
    ])
    func refusesAFileItCannotReadInOneLine(_ name: String, _ message: String) throws {
        #expect {
            _ = try Self.read(name)
        } throws: { error in
            guard case LedgerError.invalidRows(_, let problems, _) = error else { return false }
            return problems.map(\.description) == [message]
        }
    }

    @Test func refusesRandomBytes() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let bytes = (0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(throws: LedgerError.self) { _ = try Self.read(bytes, name: "r.csv") }
        }
    }
}
