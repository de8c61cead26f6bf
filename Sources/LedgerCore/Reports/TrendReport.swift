/// Categories × months, as hledger's `balance --monthly`: each category's total of one type in each
/// month of a period, with each row's total and monthly average, and each month's total.
///
/// Whole months are read from the month summaries; only the months a period cuts read their bills.
/// Used by `timi trend` and, six months ending with the report's, by the monthly report's
/// sparklines; rendered by `asText(style:)`, `asCSV()` and `asJSON()`.
package struct TrendReport: Equatable, Sendable {
    /// How many months `timi trend` and the monthly report show by default.
    package static let defaultMonths = 6

    /// One category's months.
    package struct Row: Equatable, Sendable {
        package var category: Category
        /// One amount per month of ``TrendReport/months``.
        package var amounts: [Money]
        /// The sum of ``amounts``.
        package var total: Money { amounts.reduce(.zero, +) }
    }

    package var book: Book
    package var period: Period
    /// Whether the rows are of income or of expense.
    package var type: BillType
    /// The months of the period (of `all`: the first through the last month with bills), oldest first.
    package var months: [Month]
    /// Largest total first, equal totals in the categories' display order.
    package var rows: [Row]

    /// Each month's total over the rows.
    package var totals: [Money] {
        months.indices.map { index in rows.reduce(.zero) { $0 + $1.amounts[index] } }
    }
    /// The total of every row and month.
    package var total: Money { rows.reduce(.zero) { $0 + $1.total } }

    /// The trend of `book`'s bills of `type` over `period`.
    /// - Parameters:
    ///   - categories: the categories to show, each even without bills; `nil`: every category of
    ///     `type` with a bill in the period.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` when a month file is damaged.
    package init(
        ledger: some LedgerReading, book: Book, period: Period, type: BillType, categories: [Category]? = nil
    ) throws {
        self.book = book
        self.period = period
        self.type = type
        var first = period.start.yearMonth
        var last = period.end.yearMonth
        let summaries: [Month: MonthSummary]
        if period.kind == .all {
            summaries = try ledger.summaries(of: book.id)
            let used = summaries.filter { $0.value.count > 0 }.keys
            first = used.min() ?? first
            last = used.max() ?? first
        } else {
            summaries = first <= last ? try ledger.summaries(of: book.id, in: first...last) : [:]
        }
        months = Array(sequence(first: first) { $0.next }.prefix { $0 <= last })
        var amounts: [Category.ID: [Money]] = [:]
        for (index, month) in months.enumerated() {
            let summary = try ledger.summary(of: book.id, month: month, within: period, summaries: summaries)
            for (id, total) in summary.categories where total.count > 0 {
                amounts[id, default: [Money](repeating: .zero, count: months.count)][index] = total.total
            }
        }
        let order = ledger.state.categories.enumerated().map { ($1, $0) }
        let shown =
            categories.map { wanted in order.filter { entry in wanted.contains { $0.id == entry.0.id } } }
            ?? order.filter { $0.0.type == type && amounts[$0.0.id] != nil }
        let count = months.count
        rows = shown.map { category, position in
            (
                Row(
                    category: category,
                    amounts: amounts[category.id] ?? [Money](repeating: .zero, count: count)), position
            )
        }.sorted { lhs, rhs in
            lhs.0.total != rhs.0.total ? lhs.0.total > rhs.0.total : lhs.1 < rhs.1
        }.map(\.0)
    }

    /// The average of `total` over the months, rounded half away from zero; zero without months.
    func monthlyAverage(_ total: Money) -> Money { total.average(over: months.count) }
}

extension LedgerReading {
    /// The totals of `book` in the days of `month` within `period`: the month's summary from
    /// `summaries` when the period holds the whole month, else summed from its bills.
    func summary(
        of book: Book.ID, month: Month, within period: Period, summaries: [Month: MonthSummary]
    ) throws -> MonthSummary {
        let start = max(period.start, month.firstDay)
        let end = min(period.end, month.lastDay)
        guard start != month.firstDay || end != month.lastDay else {
            return summaries[month] ?? MonthSummary(bills: [])
        }
        return MonthSummary(bills: start <= end ? try bills(of: book, from: start, through: end) : [])
    }
}

extension Money {
    /// This amount divided by `count`, rounded half away from zero; zero when `count` is not positive.
    func average(over count: Int) -> Money {
        guard count > 0 else { return .zero }
        let divisor = Int64(count)
        let (quotient, remainder) = cents.quotientAndRemainder(dividingBy: divisor)
        let round: Int64 = remainder.magnitude * 2 >= divisor.magnitude ? (cents < 0 ? -1 : 1) : 0
        return Money(cents: quotient + round)
    }
}
