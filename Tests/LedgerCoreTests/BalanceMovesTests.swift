import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// The warning of the checks a change broke compares only what the change moved: the changed
/// months' per-account sums, and one exact balance per account, never one month read per check.
struct BalanceMovesTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)


    /// An account with a bill on the 10th of every month of 2026 and a check on the 15th of March to
    /// December (each mid-month: the exact balance of each would read its month); another account
    /// with one check.
    func checkedLedger(_ dir: String) throws -> (LedgerStore, firstBill: Bill) {
        let store = LedgerStore(directory: dir + "/a")
        var first: Bill?
        try store.write { ledger in
            try ledger.addAccount(name: "card", kind: .debit)
            try ledger.addAccount(name: "cash", kind: .cash)
            for month in 1...12 {
                let bill = try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: Int64(100 * month)), category: "meals", type: nil,
                        date: try #require(Day(iso: String(format: "2026-%02d-10", month))), account: "card"),
                    to: 1, now: Timestamp(milliseconds: Self.now.milliseconds + Int64(month)))
                if month == 1 { first = bill }
            }
            try ledger.addBill(
                BillDraft(
                    amount: Money(cents: 500), category: "meals", type: nil,
                    date: try #require(Day(iso: "2026-06-01")), account: "cash"),
                to: 1, now: Self.now)
        }
        try store.write { ledger in
            let card = try ledger.account(matching: "card")
            var spent: Int64 = 100 + 200
            for month in 3...12 {
                spent += Int64(100 * month)
                try ledger.checkBalance(
                    of: card, is: Money(cents: -spent),
                    on: try #require(Day(iso: String(format: "2026-%02d-15", month))))
            }
            try ledger.checkBalance(
                of: try ledger.account(matching: "cash"), is: Money(cents: -500),
                on: try #require(Day(iso: "2026-07-15")))
        }
        return (store, try #require(first))
    }

    @Test func anOldEditReadsOneMonthForTenChecks() throws {
        try withTemporaryDirectory { dir in
            let (store, bill) = try checkedLedger(dir)
            var told: (report: BalanceCheckReport?, read: [Month])?
            store.balancesMoved = { ledger, moves in
                let reader = CountingReader(ledger)
                told = (try? BalanceCheckReport(ledger: reader, moves: moves), reader.monthsRead)
            }
            var changes = BillChanges()
            changes.amount = Money(cents: 101)
            try store.write { ledger in try ledger.editBill(bill, changes) }
            let (told_, read) = try #require(told)
            let report = try #require(told_)
            // Each of the card's ten checks is a cent lower; the cash check did not move and is not told.
            #expect(report.broken.count == 10)
            #expect(report.lines.allSatisfy { $0.account.name == "card" && $0.balance == $0.check.balance - Money(cents: 1) })
            // January (the change) holds no check; the first check's month alone is read.
            #expect(read == [try #require(Month(iso: "2026-03"))])
            // As the whole comparison finds.
            let whole = try store.read { try BalanceCheckReport(ledger: $0) }
            #expect(whole.broken.map(\.balance) == report.broken.map(\.balance))
        }
    }

    @Test func anUndoOfTheBreakingChangeMendsEveryCheck() throws {
        try withTemporaryDirectory { dir in
            let (store, bill) = try checkedLedger(dir)
            var told: BalanceCheckReport?
            store.balancesMoved = { ledger, moves in told = try? BalanceCheckReport(ledger: ledger, moves: moves) }
            var changes = BillChanges()
            changes.amount = Money(cents: 150)
            try store.write { ledger in try ledger.editBill(bill, changes) }
            #expect(told?.broken.count == 10)
            // A second edit moves them again: each is off by both, as the whole comparison finds.
            changes.amount = Money(cents: 170)
            try store.write { ledger in try ledger.editBill(try ledger.bill(matching: bill.id), changes) }
            let whole = try store.read { try BalanceCheckReport(ledger: $0) }
            #expect(told?.broken.map(\.balance) == whole.broken.map(\.balance))
            #expect(told?.broken.first?.balance == told.map { $0.broken[0].check.balance - Money(cents: 70) })
            // Undone twice, the checks hold again: nothing is told broken.
            _ = try store.undo()
            #expect(told?.broken.map(\.balance) == (try store.read { try BalanceCheckReport(ledger: $0) }).broken.map(\.balance))
            _ = try store.undo()
            #expect(told?.broken.isEmpty == true)
            #expect(try store.read { try BalanceCheckReport(ledger: $0) }.broken.isEmpty)
        }
    }
}

/// Within one write, what reads the summaries sees the write's own changes: a bill in a month that
/// has no file yet is in that month's summary the first time it is asked for (it was left out: the
/// month was read, its patch folded into bills the summary then dropped for want of a file).
struct SummariesWithinAWriteTests {
    @Test func aNewMonthsBillIsInItsSummaryAndInTheBalanceAtOnce() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir + "/a")
            let now = Timestamp(milliseconds: 1_795_264_462_000)
            try store.write { ledger in
                try ledger.addAccount(name: "card", kind: .credit)
                try ledger.addAccount(name: "cash", kind: .cash)
                try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: 3500), category: "meals", type: nil,
                        date: try #require(Day(iso: "2026-11-20")), account: "card"),
                    to: 1, now: now)
            }
            try store.write { ledger in
                let october = try #require(Month(iso: "2026-10"))
                try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: 500), category: "meals", type: nil,
                        date: try #require(Day(iso: "2026-10-02")), account: "card"),
                    to: 1, now: now)
                #expect(try ledger.summaries(of: 1, in: october...october)[october]?.accounts == [1: Money(cents: -500)])
                // A transfer into another new month, then a check on a day after both: it sees them.
                try ledger.addTransfer(
                    TransferDraft(
                        amount: Money(cents: 1000), from: "cash", to: "card", date: try #require(Day(iso: "2026-09-30"))),
                    to: 1, now: now)
                let check = try ledger.checkBalance(
                    of: try ledger.account(matching: "card"), is: Money(cents: -3000),
                    on: try #require(Day(iso: "2026-11-30")))
                #expect(check.balance == Money(cents: -3000))
                #expect(try ledger.summaries(of: 1).count == 3)
            }
            // And as committed.
            let summaries = try store.read { try $0.summaries(of: 1) }
            #expect(summaries.values.map(\.count).reduce(0, +) == 3)
        }
    }
}
