import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// Budgets in the library: the changes that make a budget, their `ledger.json` form, the report's
/// numbers, and what follows a deleted category.
struct BudgetReportTests {
    let october = Month(year: 2026, month: 10)!
    let meals = Budget.Target.category(1)

    func month(_ text: String) throws -> Month { try #require(Month(iso: text)) }

    @Test func aChangeHoldsFromItsMonthUntilTheNextAndEarlierMonthsKeepTheirs() throws {
        var state = try LedgerState.seeded()
        state.setBudget(meals, of: 1, to: Money(cents: 100_000), from: october)
        state.setBudget(meals, of: 1, to: Money(cents: 150_000), from: try month("2027-01"))
        #expect(state.budget(meals, of: 1, in: try month("2026-09")) == nil)
        #expect(state.budget(meals, of: 1, in: try month("2026-12")) == Money(cents: 100_000))
        #expect(state.budget(meals, of: 1, in: try month("2030-01")) == Money(cents: 150_000))
        #expect(state.budget(meals, of: 2, in: try month("2030-01")) == nil)  // another book
        state.setBudget(meals, of: 1, to: nil, from: try month("2026-11"))  // replaces January's too
        #expect(state.budget(meals, of: 1, in: october) == Money(cents: 100_000))
        #expect(state.budget(meals, of: 1, in: try month("2027-06")) == nil)
        #expect(state.budgets.count == 2)
        state.setBudget(meals, of: 1, to: Money(cents: 100_000), from: try month("2026-11"))
        #expect(state.budgets.count == 1)  // the same amount again changes nothing
        state.setBudget(meals, of: 1, to: nil, from: october)
        #expect(state.budgets.isEmpty)  // nothing left to say
    }

    @Test func budgetsRoundTripThroughLedgerJSONAndNoneAreWrittenWhenThereAreNone() throws {
        var state = try LedgerState.seeded()
        let plain = state.encoded(summaries: [:])
        #expect(!String(decoding: plain, as: UTF8.self).contains("budgets"))
        state.setBudget(.total, of: 1, to: Money(cents: 500_000), from: october)
        state.setBudget(meals, of: 1, to: Money(cents: 99_999_999_999), from: october)
        state.setBudget(meals, of: 1, to: nil, from: try month("2027-01"))
        let bytes = state.encoded(summaries: [:])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(
            text.contains(
                "\n\"budgets\":[\n{\"amount\":\"5000.00\",\"book\":1,\"from\":\"2026-10\",\"total\":true},\n"
                    + "{\"amount\":\"999999999.99\",\"book\":1,\"category\":1,\"from\":\"2026-10\"},\n"
                    + "{\"amount\":null,\"book\":1,\"category\":1,\"from\":\"2027-01\"}\n],\n\"categories\""))
        let read = try LedgerState.decode(bytes, path: "ledger.json", deferringSummaries: false).state
        #expect(read == state)
    }

    @Test(arguments: [
        "{\"amount\":\"-5.00\",\"book\":1,\"category\":1,\"from\":\"2026-10\"}",
        "{\"amount\":\"0.00\",\"book\":1,\"category\":1,\"from\":\"2026-10\"}",
        "{\"amount\":\"5.00\",\"book\":1,\"from\":\"2026-13\",\"total\":true}",
        "{\"amount\":\"5.00\",\"book\":1,\"from\":\"2026-10\"}",
        "{\"amount\":\"5.00\",\"book\":1,\"category\":1,\"from\":\"2026-10\",\"total\":true}",
        "{\"amount\":5,\"book\":1,\"category\":1,\"from\":\"2026-10\"}",
    ])
    func aDamagedBudgetIsNamed(_ budget: String) throws {
        let bytes = try LedgerState.seeded().encoded(summaries: [:])
        var text = String(decoding: bytes, as: UTF8.self)
        let categories = try #require(text.range(of: ",\n\"categories\""))
        text.insert(contentsOf: ",\n\"budgets\":[" + budget + "]", at: categories.lowerBound)
        #expect(throws: LedgerError.self) {
            try LedgerState.decode(Array(text.utf8), path: "ledger.json", deferringSummaries: false)
        }
    }

    @Test func theReportSumsFromTheSummaryAndProjectsTheCurrentMonth() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { ledger in
                for (cents, category, date) in [
                    (60_000, "meals", "2026-10-03"), (50_000, "meals", "2026-10-05"),
                    (8000, "transport", "2026-10-06"),
                    (900_000, "salary", "2026-10-01"),
                ] as [(Int64, String, String)] {
                    try ledger.addBill(
                        BillDraft(
                            amount: Money(cents: cents), category: category, type: nil,
                            date: try #require(Day(iso: date)), note: ""), to: 1,
                        now: Timestamp(milliseconds: 0))
                }
                let book = ledger.currentBook
                ledger.setBudget(
                    try ledger.budgetTarget(matching: "meals"), of: book, to: Money(cents: 100_000),
                    from: october)
                ledger.setBudget(
                    try ledger.budgetTarget(matching: "TOTAL"), of: book, to: Money(cents: 150_000),
                    from: october)
                #expect(throws: LedgerError.self) { try ledger.budgetTarget(matching: "salary") }
            }
            let midMonth: Day = try #require(Day(iso: "2026-10-12"))
            let report = try store.read { ledger in
                try BudgetReport(ledger: ledger, book: ledger.currentBook, month: october, today: midMonth)
            }
            #expect(report.lines.map(\.name) == ["用餐"])
            let line = try #require(report.lines.first)
            #expect(line.spent == Money(cents: 110_000) && line.left == Money(cents: -10_000))
            #expect(line.isOver && line.percentText == "110.00")
            #expect(line.projected == Money(cents: 284_167))  // 1100 ÷ 12 × 31 = 2841.666…
            #expect(report.hasTotalBudget && report.total.spent == Money(cents: 118_000))  // salary is income
            #expect(!report.total.isOver && report.total.willGoOver)
            #expect(report.exceeded().map(\.name) == ["用餐"])
            #expect(report.exceeded(warningAt: 7_500).map(\.name) == ["用餐", "total"])
            let nextMonth: Day = try #require(Day(iso: "2026-11-01"))
            let past = try store.read { ledger in
                try BudgetReport(ledger: ledger, book: ledger.currentBook, month: october, today: nextMonth)
            }
            #expect(past.lines.first?.projected == nil && past.total.projected == nil)
        }
    }

    @Test func scalingRoundsHalfUpAndNeverOverflows() {
        #expect(BudgetReport.scaled(110_000, by: 31, over: 12) == 284_167)
        #expect(BudgetReport.scaled(1, by: 1, over: 2) == 1)
        #expect(BudgetReport.scaled(0, by: 31, over: 1) == 0)
        #expect(BudgetReport.scaled(Int64.max / 2, by: 31, over: 1) == Int64.max)
    }

    @Test func aDeletedCategorysBudgetIsAddedToItsTargetsMonthByMonth() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { ledger in
                let book = ledger.currentBook
                let meals = try ledger.category(matching: "meals")
                let snacks = try ledger.category(matching: "snacks")
                ledger.setBudget(.category(meals.id), of: book, to: Money(cents: 100_000), from: october)
                ledger.setBudget(
                    .category(snacks.id), of: book, to: Money(cents: 20_000), from: try month("2026-09"))
                ledger.setBudget(
                    .category(snacks.id), of: book, to: Money(cents: 30_000), from: try month("2026-12"))
                #expect(throws: LedgerError.refused("bills of 零食 can only move to another expense category"))
                {
                    try ledger.deleteCategory(snacks, movingBillsTo: try ledger.category(matching: "salary"))
                }
                try ledger.deleteCategory(snacks, movingBillsTo: meals)
                let state = ledger.state
                #expect(
                    state.budget(.category(meals.id), of: 1, in: try month("2026-09")) == Money(cents: 20_000)
                )
                #expect(state.budget(.category(meals.id), of: 1, in: october) == Money(cents: 120_000))
                #expect(
                    state.budget(.category(meals.id), of: 1, in: try month("2027-01"))
                        == Money(cents: 130_000))
                #expect(!state.budgets.contains { $0.target == .category(snacks.id) })
                #expect(state.strayBudgets().isEmpty)
                ledger.state.budgets.append(
                    Budget(book: 7, target: .total, from: october, amount: Money(cents: 1)))
                ledger.state.budgets.append(
                    Budget(book: 1, target: .category(snacks.id), from: october, amount: Money(cents: 1)))
                #expect(
                    ledger.state.strayBudgets().map(\.problem.description) == [
                        "of book 7, which does not exist", "of category \(snacks.id), which does not exist",
                    ])
            }
        }
    }
}
