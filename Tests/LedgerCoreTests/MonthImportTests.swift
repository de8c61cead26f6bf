import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// One made-up month (2026-06) of the five statements a user downloads — WeChat Pay, Alipay, the CMB
/// credit card, the ICBC debit card that repays it (自动还款) and the CMB debit card with its balance
/// column (the salary, a 微信零钱提现 with its 服务费, a 零钱充值) — imported in every one of the 120
/// orders, in process: every purchase and refund one bill, every move between the user's own accounts
/// one transfer, every account's balance the statements', each balance column reconciled when its file
/// comes, the month's spending the purchases less the refunds; importing any file again books and
/// changes nothing; one undo takes the last import back with its links.
///
/// The files and the numbers below are made by `Fixtures/month/make_month_fixtures.py` from one list of
/// the month's transactions, which prints them.
struct MonthImportTests {
    static let files = [
        "wechat-2026-06.csv", "alipay-2026-06.csv", "cmb-credit-2026-06.csv", "icbc-debit-2026-06.csv",
        "cmb-debit-2026-06.csv",
    ]
    /// The accounts the user keeps, opened on 2026-05-31: name, kind, institution, digits, opening.
    static let accounts: [(String, Account.Kind, String, String, Int64)] = [
        ("零钱", .wallet, "微信", "", 80_000), ("零钱通", .savings, "微信", "", 100_000),
        ("支付宝余额", .wallet, "支付宝", "", 150_000), ("余额宝", .savings, "支付宝", "", 500_000),
        ("招行信用卡", .credit, "招商银行", "5678", -120_000), ("工行储蓄卡", .debit, "工商银行", "7788", 1_000_000),
        ("招行储蓄卡", .debit, "招商银行", "4321", 200_000),
    ]
    /// Each account's balance at the end of the month (the two balance columns' last balances among them).
    static let balances: [String: String] = [
        "零钱": "435.30", "零钱通": "1082.00", "支付宝余额": "912.00", "余额宝": "5765.00", "招行信用卡": "-567.00",
        "工行储蓄卡": "8645.35", "招行储蓄卡": "8178.60",
    ]
    /// The statements with a balance column, and their last day and balance.
    static let reconciled = [
        "icbc-debit-2026-06.csv": ("2026-06-25", "8645.35"), "cmb-debit-2026-06.csv": ("2026-06-27", "8178.60"),
    ]
    /// The month's spending: the 13 purchases less the 2 refunds.
    static let spending = "4039.50"
    /// Every bill of the month, as ``described(_:in:)`` writes it, sorted.
    static let bills = [
        "2026-06-01 income 9000.00 招行储蓄卡",
        "2026-06-02 expense 32.00 招行信用卡",
        "2026-06-03 expense 157.90 工行储蓄卡",
        "2026-06-04 expense 120.50 招行信用卡",
        "2026-06-05 expense 86.50 招行信用卡",
        "2026-06-07 income 12.00 招行信用卡",
        "2026-06-09 expense 60.00 招行信用卡",
        "2026-06-10 expense 52.20 零钱",
        "2026-06-11 income 20.00 招行信用卡",
        "2026-06-12 transfer 500.00 零钱 → 招行储蓄卡 fee 0.50",
        "2026-06-14 expense 88.00 支付宝余额",
        "2026-06-15 expense 3000.00 招行储蓄卡",
        "2026-06-15 transfer 100.00 零钱 → 零钱通",
        "2026-06-16 transfer 1000.00 支付宝余额 → 余额宝",
        "2026-06-18 income 88.00 零钱",
        "2026-06-19 expense 300.00 招行信用卡",
        "2026-06-20 expense 18.00 零钱通",
        "2026-06-20 expense 35.00 余额宝",
        "2026-06-21 income 3.25 工行储蓄卡",
        "2026-06-22 transfer 200.00 招行储蓄卡 → 零钱",
        "2026-06-24 expense 76.40 招行储蓄卡",
        "2026-06-25 transfer 1200.00 工行储蓄卡 → 招行信用卡",
        "2026-06-26 transfer 200.00 余额宝 → 支付宝余额",
        "2026-06-27 expense 45.00 招行储蓄卡",
        "2026-06-28 income 300.00 支付宝余额",
    ]

    /// A new ledger with the user's accounts.
    static func ledger(in dir: String) throws -> LedgerStore {
        let store = LedgerStore(directory: dir)
        try store.write { ledger in
            for (name, kind, institution, digits, opening) in accounts {
                var changes = AccountChanges()
                changes.institution = institution
                changes.digits = digits.isEmpty ? nil : digits
                changes.opening = Money(cents: opening)
                changes.openingDate = Day(iso: "2026-05-31")
                try ledger.addAccount(name: name, kind: kind, changes)
            }
        }
        return store
    }

    /// Each fixture read for import, once (each `apply` reads its rows from the start).
    static func batches() throws -> [String: BillImport] {
        try Dictionary(
            uniqueKeysWithValues: files.map { name in
                (name, try BillImport(bytes: try FixtureFiles.bytes("month/" + name), source: name, path: name, options: .init()))
            })
    }

    /// `2026-06-12 transfer 500.00 零钱 → 招行储蓄卡 fee 0.50`, `2026-06-02 expense 32.00 招行信用卡`.
    static func described(_ bill: Bill, in state: LedgerState) -> String {
        func name(_ id: Account.ID?) -> String { state.accounts.first { $0.id == id }?.name ?? "-" }
        var text = "\(bill.date) \(bill.type.rawValue) \(bill.amount) \(name(bill.account))"
        if bill.type == .transfer { text += " → " + name(bill.toAccount) }
        if let fee = bill.fee { text += " fee \(fee)" }
        return text
    }

    /// Every bill of the ledger.
    static func allBills(_ ledger: some LedgerReading) throws -> [Bill] {
        try ledger.state.books.flatMap { book in
            try ledger.months(of: book.id).flatMap { try ledger.bills(of: book.id, in: $0) }
        }
    }

    /// What a ledger held before an import: every bill, and the accounts (with their checks).
    struct Snapshot {
        var bills: [Bill]
        var accounts: [Account]

        init(_ store: LedgerStore) throws {
            (bills, accounts) = try store.read { (try MonthImportTests.allBills($0), $0.state.accounts) }
        }
    }

    /// The 24 orders that begin with `first` (the five cases run side by side: 120 orders), walked as
    /// a tree: the ledger after the files of an order's beginning is copied for each next file, so the
    /// 120 orders take 325 imports, not 600.
    @Test(arguments: files)
    func everyOrderOfTheMonthsFiveStatementsBooksTheMonthOnce(first: String) throws {
        var orders: [[String]] = []
        let batches = try Self.batches()
        try withMemoryDirectory { dir in
            let store = try Self.ledger(in: dir + "/start")
            try Self.step(first, after: [], at: dir + "/start", snapshot: try Snapshot(store), batches, &orders)
        }
        #expect(orders.count == 24 && Set(orders).count == 24 && orders.allSatisfy { $0.first == first })
    }

    /// Imports `name` after the files `done` into a copy of the ledger at `path` (which holds
    /// `snapshot`), then each file left after it, and checks each whole month.
    static func step(
        _ name: String, after done: [String], at path: String, snapshot: Snapshot, _ batches: [String: BillImport],
        _ orders: inout [[String]]
    ) throws {
        let order = done + [name]
        let copy = path + "-" + String(files.firstIndex(of: name) ?? 0)
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let store = LedgerStore(directory: copy)
        try importing(name, after: done, into: store, batches)
        guard order.count < files.count else {
            try checkMonth(order, store, before: snapshot, batches)
            orders.append(order)
            return
        }
        let after = try Snapshot(store)
        for next in files where !order.contains(next) {
            try step(next, after: order, at: copy, snapshot: after, batches, &orders)
        }
    }

    /// Imports `name` after the files `done`: nothing is left out but the moves found booked (and the
    /// card's repayment until the statement of the account that paid it comes: the card's `还款` does
    /// not say which), and a balance column reconciles, whatever came before it.
    static func importing(
        _ name: String, after done: [String], into store: LedgerStore, _ batches: [String: BillImport]
    ) throws {
        let order = done + [name]
        let batch = try #require(batches[name])
        let outcome = try store.write {
            try batch.apply(to: $0, book: nil, now: Timestamp(milliseconds: 1_782_000_000_000 + Int64(done.count) * 1000))
        }
        let payerCame = done.contains("icbc-debit-2026-06.csv")
        #expect(
            outcome.skips.allSatisfy { skip in
                switch skip.reason {
                case .sameMove: return true
                case .ownMove: return name == "cmb-credit-2026-06.csv" && !payerCame
                default: return false
                }
            }, "\(order): \(name) left out \(outcome.skips.map(\.reason.description))")
        guard let (day, balance) = reconciled[name] else {
            #expect(outcome.reconciliation == nil)
            return
        }
        let reconciliation = try #require(outcome.reconciliation, "\(order)")
        #expect(reconciliation.chainBreak == nil && reconciliation.matches, "\(order)")
        #expect(reconciliation.lastDay.description == day && reconciliation.lastBalance.description == balance)
        #expect(reconciliation.timiBalance?.description == balance, "\(order)")
        #expect(reconciliation.check?.balance.description == balance, "\(order)")
    }

    /// The whole month imported in `order`: its bills, balances and spending; each file imported again;
    /// the last import undone (`before`: the ledger before it).
    static func checkMonth(
        _ order: [String], _ store: LedgerStore, before: Snapshot, _ batches: [String: BillImport]
    ) throws {
        try store.read { ledger in
            let bills = try allBills(ledger)
            #expect(bills.map { described($0, in: ledger.state) }.sorted() == Self.bills, "\(order)")
            let lastDay = try #require(Day(iso: "2026-06-30"))
            for account in ledger.state.accounts {
                let balance = try AccountFlows.balance(of: account, on: lastDay, in: ledger)
                #expect(balance.description == balances[account.name], "\(order): \(account.name)")
                for check in account.checks {
                    #expect(try AccountFlows.balance(of: account, on: check.date, in: ledger) == check.balance)
                }
            }
            let refund = ledger.state.categories.first { $0.title == StatementRefunds.categoryTitle }?.id
            let spent = bills.reduce(Money.zero) { sum, bill in
                bill.type == .expense ? sum + bill.amount : bill.category == refund ? sum - bill.amount : sum
            }
            #expect(spent.description == spending, "\(order)")
            // Importing any file again books nothing and changes no bill (in a read: nothing is kept).
            for name in order {
                let again = try #require(batches[name]).apply(to: ledger, book: nil, now: Timestamp(milliseconds: 1_782_100_000_000))
                #expect(again.count == 0 && again.links.linked.isEmpty && again.links.ambiguous.isEmpty, "\(order): \(name)")
                #expect(again.transfers.allSatisfy { $0.matched != nil }, "\(order): \(name)")
            }
            #expect(try allBills(ledger) == bills, "\(order)")
        }
        // One undo takes the last import back with its links and its balance check.
        _ = try store.undo()
        let undone = try Snapshot(store)
        #expect(undone.bills == before.bills && undone.accounts == before.accounts, "\(order)")
    }
}
