/// A book's month for the monthly mail: its totals against the month before, where the money went
/// and came from (the pie), the largest expenses, and the expense of each day.
///
/// Totals come from the month summaries; only the month's own bills are read. Used by `timi report`,
/// rendered by `asText()`, `asMarkdown()`, `asHTML()` and `asJSON()`.
package struct MonthlyReport: Equatable, Sendable {
    /// How many of the largest expenses the report lists.
    static let largestCount = 5

    /// A total this month and the month before.
    package struct Comparison: Equatable, Sendable {
        package var current: Money
        package var previous: Money
        /// This month minus the month before.
        package var change: Money { current - previous }
        /// The change in hundredths of a percent of the previous total's size, rounded half away from
        /// zero; `nil` when the month before is zero (no percentage can be given).
        var changeBasisPoints: Int? { MonthlyReport.basisPoints(change.cents, of: previous.cents) }

        /// The change as a signed percentage with two decimals (`+12.23`, `-1.95`, `0.00`), or `nil`.
        var changePercentText: String? {
            changeBasisPoints.map { (($0 > 0 ? "+" : "") + String(hundredths: Int64($0))) }
        }
    }

    package var book: Book
    package var month: Month
    /// The month compared with; `nil` only for January of the year 1000.
    var previousMonth: Month?
    package var income: Comparison
    package var expense: Comparison
    package var balance: Comparison
    /// How many income and expense bills the month has (transfers are neither: not counted).
    package var count: Int
    /// The pie of the month's expenses.
    var expenseByCategory: CategoryTotalsReport
    /// The pie of the month's income.
    var incomeByCategory: CategoryTotalsReport
    /// The largest expense bills, largest first (equal amounts in chronological order), at most
    /// ``largestCount``.
    var largestExpenses: [Bill]
    /// The expense of each day of the month: element 0 is the 1st.
    var dailyExpense: [Money]
    /// The book's budgets in the month, when it has some (see ``BudgetReport``).
    package var budget: BudgetReport?
    /// The expense per category in the 6 months that end with this one, for the sparklines.
    var expenseTrend: TrendReport
    /// The net worth at the month's end and the credit-card dues of the month; `nil` when the
    /// ledger has no accounts.
    package var accounts: Accounts?

    /// The report of `book` for `month`; the budgets' projection is made when `month` is the month
    /// of `today`.
    package init(ledger: some LedgerReading, book: Book, month: Month, today: Day? = nil) throws {
        self.book = book
        self.month = month
        previousMonth = month.previous
        let summaries = try ledger.summaries(of: book.id, in: (previousMonth ?? month)...month)
        let current = summaries[month] ?? MonthSummary(bills: [])
        let previous = previousMonth.flatMap { summaries[$0] } ?? MonthSummary(bills: [])
        income = Comparison(current: current.income, previous: previous.income)
        expense = Comparison(current: current.expense, previous: previous.expense)
        balance = Comparison(current: current.balance, previous: previous.balance)
        count = current.billCount
        let period = Period(month: month)
        expenseByCategory = try CategoryTotalsReport(
            ledger: ledger, book: book, period: period, type: .expense)
        incomeByCategory = try CategoryTotalsReport(ledger: ledger, book: book, period: period, type: .income)
        // One pass over the month: each day's expense is counted, and only the bills that are among
        // the largest so far are made (a few dozen of thousands).
        var dailyExpense = [Money](repeating: .zero, count: month.lastDay.day)
        var largest = LargestAmounts(count: MonthlyReport.largestCount)
        let expenses = try ledger.bills(of: book.id, in: month) { bill in
            guard bill.type == .expense else { return false }
            if dailyExpense.indices.contains(bill.date.day - 1) {
                dailyExpense[bill.date.day - 1] += bill.amount
            }
            return largest.insert(bill.amount)
        }
        self.dailyExpense = dailyExpense
        largestExpenses = Array(
            expenses.filter { $0.amount >= largest.smallest }.enumerated().sorted { lhs, rhs in
                lhs.element.amount != rhs.element.amount
                    ? lhs.element.amount > rhs.element.amount : lhs.offset < rhs.offset
            }.prefix(MonthlyReport.largestCount).map(\.element))
        let first = (1..<TrendReport.defaultMonths).reduce(month) { month, _ in month.previous ?? month }
        expenseTrend = try TrendReport(
            ledger: ledger, book: book,
            period: Period(start: first.firstDay, end: month.lastDay, description: "\(first)..\(month)"),
            type: .expense)
        let budget = try BudgetReport(ledger: ledger, book: book, month: month, today: today)
        self.budget = budget.isEmpty ? nil : budget
        accounts = try Accounts(ledger: ledger, month: month)
    }

    /// The day with the largest expense (the earliest of equal ones), if any day has one.
    var busiestDay: (day: Day, expense: Money)? {
        guard let top = dailyExpense.max(), top > .zero, let index = dailyExpense.firstIndex(of: top) else {
            return nil
        }
        return (Day(uncheckedYear: month.year, month: month.month, day: index + 1), top)
    }

    /// `change` in hundredths of a percent of `base`'s size, rounded half away from zero; `nil` when
    /// `base` is 0 or the result is too large to matter.
    static func basisPoints(_ change: Int64, of base: Int64) -> Int? {
        guard base != 0 else { return nil }
        let divisor = base.magnitude
        let (high, low) = change.magnitude.multipliedFullWidth(by: 10_000)
        guard high < divisor else { return nil }
        var (quotient, remainder) = divisor.dividingFullWidth((high, low))
        if remainder >= divisor - remainder { quotient += 1 }
        guard quotient <= UInt64(Int.max) else { return nil }
        return change < 0 ? -Int(quotient) : Int(quotient)
    }
}

/// The largest amounts seen so far (equal ones each counted), to make only the bills that may be
/// among a month's largest expenses.
struct LargestAmounts {
    /// How many are kept.
    let count: Int
    /// The largest amounts so far, largest first; at most ``count``.
    private var amounts: [Money] = []

    init(count: Int) { self.count = count }

    /// What an amount must reach to be among the largest: zero until ``count`` amounts are seen.
    var smallest: Money {
        guard amounts.count >= count, let last = amounts.last else { return .zero }
        return last
    }

    /// Counts `amount` in; whether it is among the largest so far.
    mutating func insert(_ amount: Money) -> Bool {
        guard amount >= smallest else { return false }
        amounts.insert(amount, at: amounts.firstIndex { $0 < amount } ?? amounts.count)
        if amounts.count > count { amounts.removeLast() }
        return true
    }
}
