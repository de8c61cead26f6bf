/// Totals per category of one type over a period: the app's pie chart.
///
/// Whole months (a month, a year, `all`) are summed from the month summaries without reading bills;
/// other spans read the bills. Percentages are in basis points (1/100 of a percent) and add up to
/// exactly 100.00 % by largest-remainder rounding. Used by `timi pie` and `timi report`.
package struct CategoryTotalsReport: Equatable, Sendable {
    /// One category's share.
    package struct Slice: Equatable, Sendable {
        package var category: Category
        package var total: Money
        package var count: Int
        /// The share in hundredths of a percent: 2550 is 25.50 %.
        var basisPoints: Int

        /// The share as text with two decimals: `25.50`.
        package var percentText: String { String(hundredths: Int64(basisPoints)) }
    }

    package var book: Book
    package var period: Period
    /// Whether the slices are of income or of expense.
    package var type: BillType
    /// Largest total first; equal totals in the categories' display order.
    package var slices: [Slice]
    /// The period's income and expense (both types), for the header.
    package var income: Money
    package var expense: Money
    package var balance: Money { income - expense }
    /// The sum of the slices.
    package var total: Money { type == .income ? income : expense }

    /// The totals of `book`'s bills of `type` in `period`.
    package init(ledger: some LedgerReading, book: Book, period: Period, type: BillType) throws {
        self.book = book
        self.period = period
        self.type = type
        let sum = try CategoryTotalsReport.summary(ledger: ledger, book: book.id, period: period)
        income = sum.income
        expense = sum.expense
        let order = Dictionary(
            ledger.state.categories.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let entries = sum.categories.compactMap { id, total -> (Category, CategoryTotal)? in
            guard let category = ledger.state.category(id), category.type == type, total.count > 0 else { return nil }
            return (category, total)
        }.sorted { lhs, rhs in
            lhs.1.total != rhs.1.total ? lhs.1.total > rhs.1.total : (order[lhs.0.id] ?? 0) < (order[rhs.0.id] ?? 0)
        }
        let points = CategoryTotalsReport.largestRemainder(entries.map(\.1.total.cents), scale: 10_000)
        slices = zip(entries, points).map { entry, points in
            Slice(category: entry.0, total: entry.1.total, count: entry.1.count, basisPoints: points)
        }
    }

    /// The summary of `period`: from month summaries when it spans whole months, else from the bills.
    static func summary(ledger: some LedgerReading, book: Book.ID, period: Period) throws -> MonthSummary {
        let first = period.start.yearMonth
        let last = period.end.yearMonth
        if period.start == first.firstDay && period.end == last.lastDay {
            guard first <= last else { return MonthSummary(bills: []) }
            return MonthSummary.total(of: try ledger.summaries(of: book, in: first...last).values)
        }
        return MonthSummary(bills: try ledger.bills(of: book, from: period.start, through: period.end))
    }

    /// Shares of `scale` proportional to `values`, rounded down, then the units left over given to
    /// the largest remainders (earlier values first on ties), so they add up to exactly `scale`.
    /// All zeros when the values sum to zero.
    static func largestRemainder(_ values: [Int64], scale: Int) -> [Int] {
        let total = values.reduce(0, +)
        guard total > 0 else { return values.map { _ in 0 } }
        // values ≤ 1e17 in all and scale ≤ 1e4: the products fit in 128 bits, not always in 64.
        var shares = values.map { value -> (Int, Int64) in
            let (high, low) = value.multipliedFullWidth(by: Int64(scale))
            let (quotient, remainder) = total.dividingFullWidth((high, low))
            return (Int(quotient), remainder)
        }
        var left = scale - shares.reduce(0) { $0 + $1.0 }
        for index in shares.indices.sorted(by: { shares[$0].1 > shares[$1].1 }) where left > 0 {
            shares[index].0 += 1
            left -= 1
        }
        return shares.map(\.0)
    }
}
