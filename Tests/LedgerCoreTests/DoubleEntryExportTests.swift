import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// The double-entry exports: `--format ledger` read by ledger and hledger, `--format beancount` by
/// bean-check, each with every account's balance equal to timi's, to the cent; and Beancount names
/// and commodities valid whatever the titles.
struct DoubleEntryExportTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    /// Accounts of every side (cash, a credit card, a USD debit account with an odd name, a wallet
    /// named like a book), two books in ¥ and €, categories with odd titles, bills with and without
    /// accounts over three months, and balance checks that hold — one in a month without bills, one
    /// after the last bill, and one that a later bill broke (left out of the exports).
    func sampleLedger(_ dir: String) throws -> LedgerStore {
        let store = LedgerStore(directory: dir + "/a")
        try store.write { ledger in
            let trip = try ledger.addBook(name: "Trip", currency: "€")
            for (title, alias, type) in [
                ("Tom & Jerry's", "tom", BillType.expense), ("1st fees", "fees", .expense),
                ("咖啡 ☕", "brew", .expense), ("café crème", "creme", .expense), ("side: gigs", "gigs", .income),
            ] {
                try ledger.addCategory(title: title, alias: alias, type: type)
            }
            var cash = AccountChanges()
            cash.opening = Money(cents: 50_000)
            try ledger.addAccount(name: "现金", kind: .cash, cash)
            var card = AccountChanges()
            card.opening = Money(cents: -12_345)
            card.openingDate = Day(iso: "2026-09-15")
            try ledger.addAccount(name: "招行 信用卡", kind: .credit, card)
            var usd = AccountChanges()
            usd.currency = "USD"
            usd.opening = Money(cents: 100_000)
            try ledger.addAccount(name: "chase: o'brien & co", kind: .debit, usd)
            try ledger.addAccount(name: "Trip", kind: .wallet)
            let rows: [(Int64, String, String, String?, Book.ID)] = [
                (3550, "meals", "2026-09-30", "招行 信用卡", 1),
                (800_000, "salary", "2026-10-01", "现金", 1),
                (1250, "brew", "2026-10-01", "现金", 1),
                (4200, "tom", "2026-10-03", "chase: o'brien & co", 1),
                (300_000, "housing", "2026-11-02", nil, 1),
                (999, "fees", "2026-11-21", "招行 信用卡", 1),
                (2000, "gigs", "2026-11-22", "chase: o'brien & co", 1),
                (1500, "creme", "2026-10-03", "Trip", trip.id),
                (4200, "transport", "2026-10-04", nil, trip.id),
            ]
            for (index, row) in rows.enumerated() {
                try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: row.0), category: row.1, type: nil,
                        date: try #require(Day(iso: row.2)), note: index == 2 ? #"say "hi"; \ ok"# : "",
                        payee: index == 3 ? "Tom | Jerry" : nil, account: row.3),
                    to: row.4, now: Timestamp(milliseconds: Self.now.milliseconds + Int64(index)))
            }
        }
        try store.write { ledger in
            // Two transfers: one with a fee, one between currencies (each currency's postings balance).
            try ledger.addTransfer(
                TransferDraft(
                    amount: Money(cents: 10_000), from: "现金", to: "Trip", date: try #require(Day(iso: "2026-11-25")),
                    note: "top up", fee: Money(cents: 200)),
                to: 1, now: Self.now)
            try ledger.addTransfer(
                TransferDraft(
                    amount: Money(cents: 7000), from: "现金", to: "chase", date: try #require(Day(iso: "2026-11-26")),
                    toAmount: Money(cents: 1000)),
                to: 1, now: Self.now)
        }
        try store.write { ledger in
            let card = try ledger.account(matching: "招行 信用卡")
            try ledger.checkBalance(of: card, is: Money(cents: -15_895), on: try #require(Day(iso: "2026-10-15")))
            try ledger.checkBalance(of: card, is: Money(cents: -16_894), on: try #require(Day(iso: "2026-12-31")))
            let cash = try ledger.account(matching: "现金")
            try ledger.checkBalance(of: cash, is: Money(cents: 848_750), on: try #require(Day(iso: "2026-10-01")))
            let usd = try ledger.account(matching: "chase")
            try ledger.checkBalance(of: usd, is: Money(cents: 95_800), on: try #require(Day(iso: "2026-10-03")))
        }
        try store.write { ledger in
            // Breaks the check of 2026-10-03: the exports leave it out rather than fail.
            try ledger.addBill(
                BillDraft(
                    amount: Money(cents: 100), category: "meals", type: nil, date: try #require(Day(iso: "2026-10-02")),
                    account: "chase"),
                to: 1, now: Self.now)
        }
        return store
    }

    func export(_ store: LedgerStore, _ format: BillExport.Format, period: Period = .all, to path: String) throws {
        try Data(
            try store.read { ledger in
                try BillExport(format: format, books: ledger.state.books, period: period).text(from: ledger)
            }.utf8
        ).write(to: URL(fileURLWithPath: path))
    }

    /// timi's balance of every account on `day`, by its name in `dialect`, as `<commodity><amount>`.
    func expectedBalances(_ store: LedgerStore, _ dialect: DoubleEntry.Dialect, on day: Day) throws
        -> [String: String]
    {
        try store.read { ledger in
            var names = DoubleEntry.Names(state: ledger.state, dialect: dialect)
            var balances: [String: String] = [:]
            for account in ledger.state.accounts {
                let balance = try AccountFlows.balance(of: account, on: day, in: ledger)
                let name = names.names[names.index(of: .account(account.id))]
                balances[name] =
                    dialect == .journal
                    ? names.commodity(account.currency) + balance.description
                    : balance.description + " " + names.commodity(account.currency)
            }
            return balances
        }
    }

    /// Runs a tool; its standard output.
    func run(_ tool: String, _ arguments: [String]) throws -> String {
        let result = try RunResult(
            running: URL(fileURLWithPath: tool), arguments: arguments,
            environment: ProcessInfo.processInfo.environment.merging(["LANG": "C.UTF-8"]) { $1 })
        #expect(result.status == 0, "\(tool) \(arguments): \(result.stderr)")
        return result.stdout
    }

    /// The balances of timi's accounts among a tool's (leaving out the books' assets and the categories).
    func accountBalances(_ pairs: [(String, String)], _ store: LedgerStore, _ dialect: DoubleEntry.Dialect) throws
        -> [String: String]
    {
        let names = try store.read { ledger in
            var names = DoubleEntry.Names(state: ledger.state, dialect: dialect)
            return Set(ledger.state.accounts.map { names.names[names.index(of: .account($0.id))] })
        }
        return Dictionary(pairs.filter { names.contains($0.0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The ledger of one month's five statements imported (see `MonthImportTests`), in the order the
    /// README tells it: the platforms, then the cards.
    func monthLedger(_ dir: String) throws -> LedgerStore {
        let store = try MonthImportTests.ledger(in: dir + "/month")
        let batches = try MonthImportTests.batches()
        for (index, name) in MonthImportTests.files.enumerated() {
            let batch = try #require(batches[name])
            _ = try store.write {
                try batch.apply(to: $0, book: nil, now: Timestamp(milliseconds: Self.now.milliseconds + Int64(index)))
            }
        }
        return store
    }

    /// What ledger and hledger say of each of timi's accounts in `store`'s journal of `period`, and what
    /// timi says (on `last` for all time); the journal's text.
    func journalBalances(_ store: LedgerStore, _ period: Period, last: Day, in dir: String) throws -> (
        text: String, ledger: [String: String], hledger: [String: String], timi: [String: String]
    ) {
        let path = dir + "/timi.journal"
        try export(store, .journal, period: period, to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var expected = try expectedBalances(store, .journal, on: period == .all ? last : period.end)
        // An account with no posting in a period is not listed by the tools.
        expected = expected.filter { text.contains($0.key + "  ") || text.contains($0.key + "\n") }
        let ledgerOutput = try run(
            try #require(ExternalTool.path("ledger")),
            ["-f", path, "bal", "--flat", "--no-total", "--format", "%(account)=%(display_total)\\n"])
        let fromLedger = try accountBalances(
            ledgerOutput.split(separator: "\n").compactMap { line in
                let parts = line.split(separator: "=", maxSplits: 1)
                return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
            }, store, .journal)
        let hledgerOutput = try run(
            try #require(ExternalTool.path("hledger")), ["-f", path, "bal", "--flat", "-N", "-O", "csv"])
        let fromHledger = try accountBalances(
            hledgerOutput.split(separator: "\n").dropFirst().map { line in
                let cells = try! CSV.records(Array(line.utf8))[0].fields
                return (cells[0], cells[1])
            }, store, .journal)
        return (text, fromLedger, fromHledger, expected)
    }

    @Test(
        .enabled(
            if: ExternalTool.runs("ledger", "hledger"),
            Comment(rawValue: ExternalTool.skipReason("ledger", "hledger"))))
    func ledgerAndHledgerReadTheJournalWithTimisBalances() throws {
        try withTemporaryDirectory { dir in
            let store = try sampleLedger(dir)
            let last = try #require(Day(iso: "2026-12-31"))
            let october = try Period.read("2026-10", forms: .month, otherwise: .all, today: .epoch)
            for period in [Period.all, october] {
                let read = try journalBalances(store, period, last: last, in: dir)
                if period == .all {
                    let text = read.text
                    #expect(text.contains("= ¥-158.95") && text.contains("= ¥-168.94") && text.contains("= ¥8487.50"))
                    #expect(!text.contains("= USD958.00"))
                    // A transfer is described by its accounts; its fee is an expense of its own.
                    #expect(text.contains("2026-11-25 现金 → Trip | top up\n"))
                    #expect(text.contains("    expenses:transfer fees  ¥2.00\n"))
                    #expect(text.contains("    equity:conversion  USD-10.00\n"))
                }
                #expect(read.ledger == read.timi, "\(period)")
                #expect(read.hledger == read.timi, "\(period)")
            }
        }
    }

    /// The month of five statements imported: the transfers (a 零钱提现 with its fee, a card repaid),
    /// the linked purchases and the balance checks the statements recorded read with timi's balances.
    @Test(
        .enabled(
            if: ExternalTool.runs("ledger", "hledger"),
            Comment(rawValue: ExternalTool.skipReason("ledger", "hledger"))))
    func ledgerAndHledgerReadTheImportedMonthWithTimisBalances() throws {
        try withTemporaryDirectory { dir in
            let store = try monthLedger(dir)
            let june = try Period.read("2026-06", forms: .month, otherwise: .all, today: .epoch)
            for period in [Period.all, june] {
                let read = try journalBalances(store, period, last: try #require(Day(iso: "2026-06-30")), in: dir)
                #expect(read.text.contains("= ¥8645.35") && read.text.contains("= ¥8178.60"), "\(read.text)")
                #expect(read.text.contains("    expenses:transfer fees  ¥0.50\n"), "\(read.text)")
                #expect(read.timi.count == MonthImportTests.balances.count)
                #expect(read.ledger == read.timi, "\(period)")
                #expect(read.hledger == read.timi, "\(period)")
            }
            let timi = try expectedBalances(store, .journal, on: try #require(Day(iso: "2026-06-30")))
            #expect(Set(timi.values) == Set(MonthImportTests.balances.values.map { "¥" + $0 }))
        }
    }

    /// Sums the postings of a Beancount file per account with beancount's own loader, after checking it.
    static let beancountBalances = """
        import sys
        from beancount import loader
        from beancount.core import data
        entries, errors, _ = loader.load_file(sys.argv[1])
        for error in errors:
            print("error:", error.message, file=sys.stderr)
        totals = {}
        for entry in entries:
            if isinstance(entry, data.Transaction):
                for posting in entry.postings:
                    key = (posting.account, posting.units.currency)
                    totals[key] = totals.get(key, 0) + posting.units.number
        for (account, currency), number in sorted(totals.items()):
            print(f"{account}={number:.2f} {currency}")
        sys.exit(1 if errors else 0)
        """

    /// What beancount says of each of timi's accounts in `store`'s Beancount file of `period` (after
    /// bean-check takes it), and what timi says (on `last` for all time); the file's text.
    func beancountBalances(_ store: LedgerStore, _ period: Period, last: Day, in dir: String) throws -> (
        text: String, beancount: [String: String], timi: [String: String]
    ) {
        let path = dir + "/timi.beancount"
        try export(store, .beancount, period: period, to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        _ = try run(try #require(ExternalTool.path("bean-check")), [path])
        let script = dir + "/balances.py"
        try Data(Self.beancountBalances.utf8).write(to: URL(fileURLWithPath: script))
        // The python3 of PATH, as bean-check's (pip installs beancount for it).
        let output = try run("/usr/bin/env", ["python3", script, path])
        let fromBeancount = try accountBalances(
            output.split(separator: "\n").compactMap { line in
                let parts = line.split(separator: "=", maxSplits: 1)
                return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
            }, store, .beancount)
        var expected = try expectedBalances(store, .beancount, on: period == .all ? last : period.end)
        expected = expected.filter { text.contains($0.key + "  ") || text.contains($0.key + "\n") }
        return (text, fromBeancount, expected)
    }

    @Test(.enabled(if: ExternalTool.runs("bean-check"), Comment(rawValue: ExternalTool.skipReason("bean-check"))))
    func beanCheckReadsTheBeancountFileWithTimisBalances() throws {
        try withTemporaryDirectory { dir in
            let store = try sampleLedger(dir)
            let october = try Period.read("2026-10", forms: .month, otherwise: .all, today: .epoch)
            for period in [Period.all, october] {
                let read = try beancountBalances(store, period, last: try #require(Day(iso: "2026-12-31")), in: dir)
                if period == .all {
                    let text = read.text
                    #expect(text.contains("2026-10-16 balance Liabilities:X-招行-信用卡  -158.95 CNY"))
                    #expect(text.contains("2027-01-01 balance Liabilities:X-招行-信用卡  -168.94 CNY"))
                    #expect(text.contains("open Assets:Chase-o-brien-co"))
                    #expect(text.contains("open Expenses:Tom-Jerry-s") && text.contains("open Expenses:Café-crème"))
                    #expect(text.contains("open Expenses:1st-fees") && text.contains("Income:Side-gigs"))
                    #expect(text.contains("Assets:Trip-") && text.contains(" €") == false)
                }
                #expect(read.beancount == read.timi, "\(period)")
            }
        }
    }

    /// The month of five statements imported: bean-check takes its Beancount file, balance checks and
    /// all, with timi's balances.
    @Test(.enabled(if: ExternalTool.runs("bean-check"), Comment(rawValue: ExternalTool.skipReason("bean-check"))))
    func beanCheckReadsTheImportedMonthWithTimisBalances() throws {
        try withTemporaryDirectory { dir in
            let store = try monthLedger(dir)
            let june = try Period.read("2026-06", forms: .month, otherwise: .all, today: .epoch)
            for period in [Period.all, june] {
                let read = try beancountBalances(store, period, last: try #require(Day(iso: "2026-06-30")), in: dir)
                #expect(read.text.contains(" balance ") && read.text.contains("8645.35 CNY"), "\(read.text)")
                #expect(read.text.contains("8178.60 CNY"), "\(read.text)")
                #expect(read.timi.count == MonthImportTests.balances.count)
                #expect(read.beancount == read.timi, "\(period)")
            }
        }
    }

    static let oddNames = [
        "Tom & Jerry's", "招行信用卡", "1号卡", "  spaced   out ", "café", "e\u{301}clair", "ǅemal", "-dash-",
        "&&&", "'", "a:b:c", "😀 fun", "٣ arabic", "ÀÉÎ", "x", "Ωmega", "ß", "ﬁ ligature", "中 a", "a\u{200D}b",
    ]

    @Test(arguments: oddNames)
    func beancountNamesAreValidForAnyTitle(_ title: String) throws {
        let component = DoubleEntry.beancountComponent(title)
        let valid = try NSRegularExpression(pattern: #"^[\p{Lu}\p{Nd}][\p{L}\p{Nd}\-]*$"#)
        #expect(
            valid.firstMatch(in: component, range: NSRange(component.startIndex..., in: component)) != nil,
            "\(title) → \(component)")
    }

    @Test func beancountCommoditiesAreValidAndDistinct() throws {
        let valid = try NSRegularExpression(pattern: #"^[A-Z][A-Z0-9'._-]*[A-Z0-9]$"#)
        let symbols = ["¥", "￥", "$", "€", "£", "HK$", "USD", "usd", "元", "💰", "₿", "A", "$$", "¥1"]
        var seen: [String: String] = [:]
        for symbol in symbols {
            let commodity = DoubleEntry.beancountCommodity(symbol)
            #expect(
                valid.firstMatch(in: commodity, range: NSRange(commodity.startIndex..., in: commodity)) != nil,
                "\(symbol) → \(commodity)")
            if let other = seen[commodity] {
                let code = { DoubleEntry.currencyCodes[$0] ?? $0.uppercased() }
                #expect(code(symbol) == code(other), "\(symbol), \(other)")
            }
            seen[commodity] = symbol
        }
        #expect(DoubleEntry.beancountCommodity("¥") == "CNY" && DoubleEntry.beancountCommodity("€") == "EUR")
    }

    /// A ledger with accounts and categories of every odd name: bean-check takes its export.
    @Test(.enabled(if: ExternalTool.runs("bean-check"), Comment(rawValue: ExternalTool.skipReason("bean-check"))))
    func beanCheckTakesEveryOddName() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir + "/a")
            try store.write { ledger in
                for (index, name) in Self.oddNames.enumerated() {
                    let title = "t" + String(index) + " " + name
                    try ledger.addCategory(title: String(title.prefix(12)), alias: "odd" + String(index), type: .expense)
                    let trimmed = name.trimmingCharacters(in: .whitespaces)
                    let account = try ledger.addAccount(
                        name: trimmed.hasPrefix("-") ? "z" + trimmed : trimmed, kind: index % 2 == 0 ? .cash : .credit)
                    try ledger.addBill(
                        BillDraft(
                            amount: Money(cents: 100 + Int64(index)), category: "odd" + String(index), type: nil,
                            date: try #require(Day(iso: "2026-10-01")), account: account.name),
                        to: 1, now: Self.now)
                }
            }
            let path = dir + "/odd.beancount"
            try export(store, .beancount, to: path)
            _ = try run(try #require(ExternalTool.path("bean-check")), [path])
        }
    }
}
