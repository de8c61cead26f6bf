import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// The balances' per-month flows (``MonthStore/accountFlows(of:)``): read from the totals files
/// without their category totals while every month's files are those its summary was made from, the
/// full summaries otherwise; either way the balances are a sum of every bill from scratch.
struct AccountFlowsReadingTests {
    static let day = Timestamp(milliseconds: 1_795_264_462_000)

    /// Two books over three years, bills with and without accounts, and a transfer.
    static func ledger(_ dir: String) throws -> LedgerStore {
        let store = LedgerStore(directory: dir + "/ledger")
        try store.write { ledger in
            var changes = AccountChanges()
            changes.opening = Money(cents: 100_000)
            _ = try ledger.addAccount(name: "cash", kind: .cash, changes)
            _ = try ledger.addAccount(name: "card", kind: .credit)
            let second = try ledger.addBook(name: "family")
            for (index, date) in ["2024-03-05", "2025-01-31", "2025-07-14", "2026-02-01", "2026-11-20"]
                .enumerated()
            {
                for (book, account) in [
                    (ledger.currentBook.id, "cash"), (second.id, "card"), (second.id, nil),
                ] {
                    var draft = BillDraft(
                        amount: Money(cents: Int64(100 * (index + 1))), category: "meals", type: nil,
                        date: try #require(Day(iso: date)))
                    draft.account = account
                    try ledger.addBill(draft, to: book, now: Self.day)
                }
            }
            try ledger.addTransfer(
                TransferDraft(
                    amount: Money(cents: 5_000), from: "cash", to: "card",
                    date: try #require(Day(iso: "2025-07-20"))),
                to: ledger.currentBook.id, now: Self.day)
        }
        return store
    }

    /// Each account's flow through every month, from every bill of every book.
    static func fromScratch(_ ledger: Ledger) throws -> [Account.ID: Money] {
        var flows: [Account.ID: Money] = [:]
        for book in ledger.state.books {
            for month in try ledger.months(of: book.id) {
                for bill in try ledger.bills(of: book.id, in: month) {
                    for account in bill.accounts { flows[account, default: .zero] += bill.flow(in: account) }
                }
            }
        }
        return flows
    }

    /// The flows the balances add up, over every book.
    static func summed(_ ledger: some LedgerReading) throws -> [Account.ID: Money] {
        var flows: [Account.ID: Money] = [:]
        for book in ledger.state.books {
            for (_, monthFlows) in try ledger.accountFlows(of: book.id) {
                for (account, flow) in monthFlows { flows[account, default: .zero] += flow }
            }
        }
        return flows.filter { $0.value != .zero }
    }

    /// The balances on the last day, as `timi accounts` gives them, against the sums from scratch.
    static func expectExact(_ store: LedgerStore, _ comment: Comment) throws {
        try store.read { ledger in
            let scratch = try fromScratch(ledger).filter { $0.value != .zero }
            #expect(try summed(ledger) == scratch, comment)
            let report = try AccountBalanceReport(ledger: ledger, on: try #require(Day(iso: "2026-12-31")))
            for line in report.lines {
                #expect(line.balance == line.account.opening + (scratch[line.account.id] ?? .zero), comment)
            }
        }
    }

    @Test func untouchedMonthsAreReadWithoutTheirCategoryTotals() throws {
        try withTemporaryDirectory { dir in
            let store = try Self.ledger(dir)
            try store.read { ledger in
                let books = ledger.state.books.map(\.id)
                let flows = try books.map { try ledger.accountFlows(of: $0) }
                // Nothing was decoded in full, nor a month read or checked: the light path answered.
                #expect(ledger.monthStore.stored.all.isEmpty)
                #expect(ledger.monthStore.keys { _ in true }.isEmpty)
                #expect(flows.map { $0.values.reduce(0) { $0 + $1.count } } == [6, 5])
                #expect(flows == (try books.map { try ledger.summaries(of: $0).mapValues(\.accounts) }))
            }
            try Self.expectExact(store, "as written")
        }
    }

    @Test func theBalancesStayExactThroughEveryChange() throws {
        try withTemporaryDirectory { dir in
            let store = try Self.ledger(dir)
            let card = try store.read { try $0.account(matching: "card") }
            let bill = try store.write { ledger in
                var draft = BillDraft(
                    amount: Money(cents: 777), category: "meals", type: nil,
                    date: try #require(Day(iso: "2025-07-01")))
                draft.account = "card"
                return try ledger.addBill(draft, to: ledger.currentBook.id, now: Self.day)
            }
            try Self.expectExact(store, "after an add")
            var changes = BillChanges()
            changes.amount = Money(cents: 1_234)
            changes.date = Day(iso: "2026-02-03")
            let edited = try store.write { try $0.editBill(bill, changes) }
            try Self.expectExact(store, "after an edit to another year")
            try store.write { ledger in
                try ledger.addTransfer(
                    TransferDraft(
                        amount: Money(cents: 300), from: "card", to: "cash",
                        date: try #require(Day(iso: "2024-03-06"))),
                    to: ledger.currentBook.id, now: Self.day)
            }
            try Self.expectExact(store, "after a transfer")
            try store.write { try $0.deleteBills([edited]) }
            try Self.expectExact(store, "after a delete")
            _ = try store.undo()
            try Self.expectExact(store, "after an undo")
            _ = try store.redo()
            try Self.expectExact(store, "after a redo")
            let register = try store.read {
                try AccountRegister(
                    ledger: $0, account: card,
                    period: Period(
                        start: try #require(Day(iso: "2026-01-01")),
                        end: try #require(Day(iso: "2026-12-31")),
                        description: "2026"))
            }
            let scratch = try store.read { try Self.fromScratch($0) }
            #expect(register.closing == card.opening + (scratch[card.id] ?? .zero))
        }
    }

    @Test func aMonthEditedByHandIsReadInFull() throws {
        try withTemporaryDirectory { dir in
            let store = try Self.ledger(dir)
            let path = dir + "/ledger/bills/1/2025-07.json"
            // The cash bill of 2025-07 (3.00) made 30.00, its file's size changed with it.
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains("\"amount\":\"3.00\""))
            try text.replacingOccurrences(of: "\"amount\":\"3.00\"", with: "\"amount\":\"30.00\"")
                .write(toFile: path, atomically: false, encoding: .utf8)
            try store.read { ledger in
                let cash = try ledger.account(matching: "cash")
                let flows = try ledger.accountFlows(of: 1)
                #expect(flows[try #require(Month(iso: "2025-07"))]?[cash.id] == Money(cents: -8_000))
                #expect(
                    ledger.monthStore.entry(MonthKey(book: 1, month: try #require(Month(iso: "2025-07"))))
                        .isEditedByHand)
            }
            try Self.expectExact(store, "after a hand edit")
        }
    }

    @Test(arguments: ["missing", "stale", "corrupt"])
    func aTotalsFileMissingStaleOrCorruptIsRebuiltFromTheMonths(damage: String) throws {
        try withTemporaryDirectory { dir in
            let store = try Self.ledger(dir)
            let totals = dir + "/ledger/bills/2/2025.totals"
            let saved = try Data(contentsOf: URL(fileURLWithPath: totals))
            switch damage {
            case "missing": try FileManager.default.removeItem(atPath: totals)
            case "corrupt":
                try Data("{\"format\":1,\"months\":{".utf8).write(to: URL(fileURLWithPath: totals))
            default:
                // The totals as they were before a change of the year: a month file no longer matches.
                try store.write { ledger in
                    var draft = BillDraft(
                        amount: Money(cents: 4_200), category: "meals", type: nil,
                        date: try #require(Day(iso: "2025-01-02")))
                    draft.account = "card"
                    try ledger.addBill(draft, to: 2, now: Self.day)
                }
                try saved.write(to: URL(fileURLWithPath: totals))
            }
            try store.read { ledger in
                let scratch = try Self.fromScratch(ledger).filter { $0.value != .zero }
                #expect(try Self.summed(ledger) == scratch)
            }
            try Self.expectExact(store, Comment(rawValue: damage))
        }
    }
}
