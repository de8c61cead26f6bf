import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// Rules files (issue 13, point 4) and learning from history (point 5).
struct ImportRulesTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    @discardableResult
    func importing(_ text: String, into store: LedgerStore, options: BillImport.Options) throws
        -> ImportOutcome
    {
        let batch = try BillImport(
            bytes: Array(text.utf8), source: "bank.csv", path: "bank.csv", options: options)
        return try store.write { try batch.apply(to: $0, book: nil, now: Self.now) }
    }

    func rules(_ text: String) throws -> ImportRules { try ImportRules(text: text, source: "bank.rules") }

    /// A TD-like file: a line before the data, no header, MM/DD/YYYY, split amounts, a balance.
    static let td =
        "Account 1234\n" + "11/01/2026,STARBUCKS 123,5.20,,94.80\n" + "11/02/2026,DIDI RIDE,23.00,,71.80\n"
        + "11/03/2026,ACME PAYROLL,,3000.00,3071.80\n" + "11/04/2026,ACCT_XFER SAVINGS,500.00,,2571.80\n"
        + "11/05/2026,Manner Coffee,15.00,,2556.80\n"

    static let tdRules = """
        # layout, for a file timi does not recognise
        skip 1
        fields date, payee, amount-out, amount-in, balance   # by position
        date-format MM/DD/YYYY
        if %payee starbucks|manner
          category snacks
          note %payee!
        if 滴滴|DIDI
        if %note 打车
          category transport
        if ACCT_XFER            # no field: the whole row
          skip
        if coffee
          category drinks
          payee Coffee shop
        """

    @Test func aRulesFileReadsAFileWithoutHeaderAndDecidesEachRow() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let outcome = try importing(Self.td, into: store, options: .init(rules: try rules(Self.tdRules)))
            #expect(
                outcome.imported.map(\.date.description) == [
                    "2026-11-01", "2026-11-02", "2026-11-03", "2026-11-05",
                ])
            // 零食, 交通, 工资 (the built-in keyword PAYROLL), 零食: the rules beat the keywords STARBUCKS and COFFEE.
            #expect(outcome.imported.map(\.category) == [7, 2, 32, 7])
            #expect(outcome.imported.map(\.type) == [.expense, .expense, .income, .expense])
            #expect(outcome.imported.map(\.note) == ["STARBUCKS 123!", "", "", "Manner Coffee!"])
            // The first block that sets a field wins: Manner's payee stays; the later block sets it only
            // where nothing else did (here nowhere, as its category was set first too).
            #expect(
                outcome.imported.map(\.payee) == [
                    "STARBUCKS 123", "DIDI RIDE", "ACME PAYROLL", "Coffee shop",
                ])
            #expect(
                outcome.decisions == [
                    .rule("bank.rules:6"), .rule("bank.rules:10"), .keyword("PAYROLL"), .rule("bank.rules:6"),
                ])
            #expect(outcome.skips == [ImportSkip(place: .line(5), reason: .rule("bank.rules:12"))])
        }
    }

    @Test func importingAgainWithOtherRulesBooksNothingTwice() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try importing(Self.td, into: store, options: .init(rules: try rules(Self.tdRules)))
            let other = Self.tdRules.replacingOccurrences(of: "category snacks", with: "category fun")
                .replacingOccurrences(of: "note %payee!", with: "note other")
            let again = try importing(Self.td, into: store, options: .init(rules: try rules(other)))
            #expect(again.imported.isEmpty)
            #expect(again.skipped == 5)
        }
    }

    @Test func aRowNoRuleDecidesTakesItsPayeesUsualCategoryUnlessToldNotTo() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { ledger in
                for (index, category) in ["meals", "meals", "meals", "snacks"].enumerated() {
                    try ledger.addBill(
                        BillDraft(
                            amount: Money(cents: 100), category: category, type: nil,
                            date: Day(year: 2026, month: 10, day: index + 1)!, payee: "美团外卖"),
                        to: 1, now: Self.now)
                }
            }
            let csv = "date,amount,payee\n2026-11-01,-30,美团外卖\n2026-11-02,-8,Unknown\n"
            let learned = try BillImport(
                bytes: Array(csv.utf8), source: "a.csv", path: "a.csv", options: .init(fallback: "shopping"))
            let outcome = try store.read { try learned.apply(to: $0, book: nil, now: Self.now) }
            #expect(outcome.imported.map(\.category) == [1, 25])  // 用餐 (3 of 4), 购物 (the fallback)
            #expect(outcome.decisions == [.learned, .fallback])
            let unlearned = try BillImport(
                bytes: Array(csv.utf8), source: "a.csv", path: "a.csv", options: .init(learn: false))
            let plain = try store.read { try unlearned.apply(to: $0, book: nil, now: Self.now) }
            #expect(plain.imported.map(\.category) == [1, 1])
            #expect(plain.decisions == [.keyword("外卖"), .fallback])
            let bare = try BillImport(
                bytes: Array(csv.utf8), source: "a.csv", path: "a.csv",
                options: .init(learn: false, builtin: false))
            #expect(
                try store.read { try bare.apply(to: $0, book: nil, now: Self.now) }.decisions == [
                    .fallback, .fallback,
                ])
        }
    }

    @Test func learningBeatsTheBuiltInKeywords() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { ledger in
                try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: 100), category: "snacks", type: nil,
                        date: Day(year: 2026, month: 10, day: 1)!, payee: "美团外卖"),
                    to: 1, now: Self.now)
            }
            let csv = "date,amount,payee\n2026-11-01,-30,美团外卖\n"
            let batch = try BillImport(
                bytes: Array(csv.utf8), source: "a.csv", path: "a.csv", options: .init())
            let outcome = try store.read { try batch.apply(to: $0, book: nil, now: Self.now) }
            #expect(outcome.imported.map(\.category) == [7])  // 零食, not the keyword 外卖's 用餐
            #expect(outcome.decisions == [.learned])
        }
    }

    @Test(arguments: [
        ("categry meals\n", "bank.rules:1: 'categry' is not a rule; did you mean 'category'?"),
        ("if x\n  categry y\n", "bank.rules:2: 'categry' is not an action; did you mean 'category'?"),
        ("if x\nif y\n", "bank.rules:1: an 'if' block needs at least one indented action below it"),
        ("  category y\n", "bank.rules:1: an indented action must follow an 'if' line"),
        ("if %payee (\n  skip\n", "bank.rules:1: '(' is not a regular expression"),
        ("fields date, amont\n", "bank.rules:1: 'amont' is not a field; did you mean 'amount'?"),
        ("date-format YYYY/QQ/DD\n", "bank.rules:1: 'YYYY/QQ/DD' is not a date format"),
        ("encoding latin1\n", "bank.rules:1: 'latin1' is not an encoding"),
        ("# fine\nskip one\n", "bank.rules:2: 'skip' takes a number of lines"),
        ("if x\n  type both\n", "bank.rules:2: 'both' is not a type"),
        ("source wechat, paypal\nif x\n  skip\n", "bank.rules:1: 'paypal' is not a source (wechat, alipay,"),
        ("source\nif x\n  skip\n", "bank.rules:1: 'source' needs source names separated by commas"),
        ("source icbc\nif x\n", "bank.rules:1: an 'if' block needs at least one indented action below it"),
    ])
    func aMistakeIsRefusedWithItsLine(_ text: String, _ message: String) {
        #expect { try ImportRules(text: text, source: "bank.rules") } throws: { error in
            "\(error)".hasPrefix(message) && "\(error)".hasSuffix("; nothing was imported")
        }
    }

    @Test(arguments: [
        ("MM/DD/YYYY", "11/03/2026"), ("DD/MM/YYYY", "03/11/2026 10:00"), ("YYYY/MM/DD", "2026/11/3"),
        ("YYYYMMDD", "20261103"), ("DD.MM.YYYY", "3.11.2026"), ("DDMMYYYY", "03112026"),
    ])
    func readsDatesInTheFormatTheRulesName(_ format: String, _ text: String) throws {
        let day = try #require(DateFormat(format)).day(text)
        #expect(day == Day(year: 2026, month: 11, day: 3))
    }

    @Test func aColumnNoSourceHasIsAMistakeOfTheRules() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let rules = try rules("if %payee x\n  skip\nif %交易种类 退款\n  skip\n")
            #expect {
                try importing(
                    "date,amount,payee\n2026-11-01,-5,x\n", into: store, options: .init(rules: rules))
            } throws: {
                "\($0)"
                    == "bank.rules:3: bank.csv has no column '交易种类' (columns: date, amount, payee); nothing was imported"
            }
        }
    }

    /// One rules file for every source: a condition on another source's column (WeChat's 交易类型)
    /// does not match a file without it, even a pattern that matches an empty value.
    @Test func aConditionOnAnotherSourcesColumnDoesNotMatch() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let rules = try rules("if %交易类型 .*\n  skip\nif %Details ^$\n  skip\n")
            let outcome = try importing(
                "date,amount,payee\n2026-11-01,-5,x\n", into: store, options: .init(rules: rules))
            #expect(outcome.imported.count == 1)
            #expect(outcome.skips.isEmpty)
        }
    }

    /// `source wechat` / `source alipay, icbc` scope a block to those sources' files.
    @Test func aSourceLineScopesItsBlock() throws {
        let rules = try rules(
            """
            source wechat
            if x
              category transport
            source alipay, csv
              type income
            if x
              category snacks
            source td
              payee TD
            """)
        var row = FileRow(line: 2)
        (row[.payee], row[.date], row[.amount]) = ("x", "2026-11-01", "-1")
        let values = try ImportValues(row)
        let wechat = rules.decide(row, values: values, columns: [], statement: .wechat)
        #expect(wechat.category?.value == "transport" && wechat.category?.line == 3)
        #expect(wechat.type == nil && wechat.payee == nil)
        let csv = rules.decide(row, values: values, columns: [], statement: .csv)
        #expect(csv.category?.value == "snacks" && csv.type?.value == .income && csv.payee == nil)
        // `alipay` is both of Alipay's exports.
        #expect(rules.decide(row, values: values, columns: [], statement: .alipayWeb).type?.value == .income)
        #expect(rules.decide(row, values: values, columns: [], statement: .td).payee == "TD")
        #expect(rules.decide(row, values: values, columns: [], statement: .icbc).category?.value == "snacks")
    }

    @Test func aDateNotInTheFormatIsABadRow() {
        #expect { try DateFormat("MM/DD/YYYY")?.day("2026-11-03") } throws: {
            "\($0)".contains("the rules say dates are written MM/DD/YYYY")
        }
    }
}
