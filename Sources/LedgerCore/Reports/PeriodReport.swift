/// A book's year or quarter (or any run of days) for a yearly mail: its months as rows with their
/// income, expense and balance, the totals and the monthly averages, where the money went and came
/// from (the pie), and the largest expenses.
///
/// Month totals come from the month summaries; only months the period cuts are read, and the largest
/// expenses are found one month at a time. Used by `timi report 2026`, rendered by `asText()`,
/// `asMarkdown()`, `asHTML()` and `asJSON()`.
package struct PeriodReport: Equatable, Sendable {
    /// How many of the largest expenses the report lists.
    static let largestCount = 10

    /// One month of the period (only its days within the period).
    package struct Row: Equatable, Sendable {
        package var month: Month
        package var income: Money
        package var expense: Money
        package var balance: Money { income - expense }
        /// How many income and expense bills the month has in the period (transfers not counted).
        package var count: Int
    }

    package var book: Book
    package var period: Period
    /// The months of the period up to the month of `today` (a month to come has nothing to show),
    /// oldest first.
    package var months: [Row]
    package var income: Money
    package var expense: Money
    package var balance: Money { income - expense }
    /// How many income and expense bills the period has (transfers not counted).
    package var count: Int
    /// The pie of the period's expenses.
    var expenseByCategory: CategoryTotalsReport
    /// The pie of the period's income.
    var incomeByCategory: CategoryTotalsReport
    /// The largest expense bills, largest first (equal amounts in chronological order), at most
    /// ``largestCount``.
    var largestExpenses: [Bill]

    /// The report of `book` for `period`, its rows ending with the month of `today`.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` when a month file is damaged.
    package init(ledger: some LedgerReading, book: Book, period: Period, today: Day) throws {
        self.book = book
        self.period = period
        var month = period.start.yearMonth
        let last = min(period.end.yearMonth, today.yearMonth)
        let summaries = month <= last ? try ledger.summaries(of: book.id, in: month...last) : [:]
        var rows: [Row] = []
        while month <= last {
            let summary = try ledger.summary(of: book.id, month: month, within: period, summaries: summaries)
            rows.append(
                Row(month: month, income: summary.income, expense: summary.expense, count: summary.billCount))
            guard let next = month.next else { break }
            month = next
        }
        months = rows
        income = rows.reduce(.zero) { $0 + $1.income }
        expense = rows.reduce(.zero) { $0 + $1.expense }
        count = rows.reduce(0) { $0 + $1.count }
        let shown = Period(
            start: period.start, end: min(period.end, today.yearMonth.lastDay),
            description: period.description,
            kind: period.kind)
        expenseByCategory = try CategoryTotalsReport(
            ledger: ledger, book: book, period: shown, type: .expense)
        incomeByCategory = try CategoryTotalsReport(ledger: ledger, book: book, period: shown, type: .income)
        var largest: [Bill] = []
        if shown.start <= shown.end {
            try ledger.forEachMonth(of: [book.id], from: shown.start, through: shown.end) { bills in
                // Only a bill larger than the smallest kept can enter (an equal one came later).
                let floor = largest.count == PeriodReport.largestCount ? largest.last?.amount : nil
                let expenses = bills.filter { bill in
                    bill.type == .expense && floor.map { bill.amount > $0 } ?? true
                }
                largest = Array(
                    (largest + expenses).enumerated().sorted { lhs, rhs in
                        lhs.element.amount != rhs.element.amount
                            ? lhs.element.amount > rhs.element.amount : lhs.offset < rhs.offset
                    }.prefix(PeriodReport.largestCount).map(\.element))
            }
        }
        largestExpenses = largest
    }

    /// The average of `total` over the months shown, rounded half away from zero; zero without months.
    func monthlyAverage(_ total: Money) -> Money { total.average(over: months.count) }
}
