import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// A bill's effect on an account (``Bill/flow(in:)``) and the register built on it: the opening
/// balance carried in from the months before, each row's balance, the closing balance.
struct AccountRegisterValueTests {
    @Test func aBillMovesOnlyTheAccountItNames() throws {
        let day = try #require(Day(iso: "2026-11-02"))
        let expense = Bill(
            id: "e", date: day, type: .expense, amount: Money(cents: 3500), category: 1, book: 1,
            created: Timestamp(milliseconds: 0), account: 1)
        var income = expense
        income.type = .income
        #expect(expense.flow(in: 1) == Money(cents: -3500))
        #expect(income.flow(in: 1) == Money(cents: 3500))
        #expect(expense.flow(in: 2) == .zero)
        var none = expense
        none.account = nil
        #expect(none.flow(in: 1) == .zero)
    }

    @Test func theRegisterCarriesTheBalanceIntoThePeriod() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir + "/ledger")
            let account = try store.write { ledger in
                var changes = AccountChanges()
                changes.opening = Money(cents: 10_000)
                let account = try ledger.addAccount(name: "现金", kind: .cash, changes)
                let book = ledger.currentBook.id
                for (cents, date, type) in [
                    (1_000, "2026-10-05", BillType.expense), (500, "2026-11-02", .expense),
                    (2_000, "2026-11-10", .income), (300, "2026-11-20", .expense),
                    (7_000, "2026-12-01", .expense),
                ] {
                    var draft = BillDraft(
                        amount: Money(cents: Int64(cents)), category: type == .income ? "salary" : "meals",
                        type: type, date: try #require(Day(iso: date)))
                    draft.account = "现金"
                    try ledger.addBill(draft, to: book, now: Timestamp(milliseconds: 0))
                }
                try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: 99), category: "meals", type: nil,
                        date: try #require(Day(iso: "2026-11-03"))),
                    to: book, now: Timestamp(milliseconds: 0))
                return account
            }
            let period = Period(
                start: try #require(Day(iso: "2026-11-05")), end: try #require(Day(iso: "2026-11-30")),
                description: "2026-11-05..2026-11-30")
            let register = try store.read {
                try AccountRegister(ledger: $0, account: account, period: period)
            }
            // 100.00 − 10.00 (October) − 5.00 (November, before the period) = 85.00.
            #expect(register.opening == Money(cents: 8_500))
            #expect(register.rows.map(\.balance) == [Money(cents: 10_500), Money(cents: 10_200)])
            #expect(register.rows.map(\.flow) == [Money(cents: 2_000), Money(cents: -300)])
            #expect(register.closing == Money(cents: 10_200))
        }
    }
}
