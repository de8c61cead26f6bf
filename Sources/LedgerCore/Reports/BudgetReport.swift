/// A book's budgets for one month: for each budgeted category and for the whole book, the budget,
/// what was spent, what is left and the share used; for the current month also the projection at
/// the pace so far.
///
/// Spent comes from the month's summary (the expense per category), so no bill is read. Used by
/// `timi budget`, `timi budget check` and the budget section of `timi report`; rendered by
/// `asText(style:)`, `asJSON()` and `asCSV()`.
package struct BudgetReport: Equatable, Sendable {
    /// One budget and what was spent against it.
    package struct Line: Equatable, Sendable {
        /// The category, or `nil` for the whole book.
        package var category: Category?
        /// The month's budget.
        package var budget: Money
        /// The month's expense in the category (in the book for the total).
        package var spent: Money
        /// The expense at the end of the month at the pace so far (spent ÷ days gone × days in the
        /// month), for the current month only.
        var projected: Money?

        /// The budget minus what was spent; negative when over.
        package var left: Money { budget - spent }
        /// Whether more was spent than budgeted.
        package var isOver: Bool { spent > budget }
        /// Whether the projection goes over the budget.
        package var willGoOver: Bool { projected.map { $0 > budget } ?? false }
        /// Spent as a share of the budget in hundredths of a percent (11000 is 110.00 %), rounded
        /// half away from zero; 0 for a budget of zero.
        var basisPoints: Int { MonthlyReport.basisPoints(spent.cents, of: budget.cents) ?? 0 }
        /// The share used with two decimals: `110.00`.
        package var percentText: String { String(hundredths: Int64(basisPoints)) }
        /// The title of the category, or `total`.
        package var name: String { category?.title ?? "total" }
    }

    package var book: Book
    package var month: Month
    /// The budgeted expense categories, in display order.
    package var lines: [Line]
    /// The whole book: its own budget when it has one (``hasTotalBudget``), else the sum of the
    /// lines' budgets and what was spent in their categories.
    package var total: Line
    /// Whether the book has a budget of its own for the month (`timi budget set total …`).
    var hasTotalBudget: Bool

    /// The budgets of `book` in `month`; the projection when `month` is the month of `today`
    /// (none without `today`).
    /// - Throws: ``LedgerError`` when a month file cannot be read to check its summary.
    package init(ledger: some LedgerReading, book: Book, month: Month, today: Day?) throws {
        self.book = book
        self.month = month
        let state = ledger.state
        let targets = state.budgetedTargets(of: book.id, in: month)
        let summary = targets.isEmpty ? nil : try ledger.summaries(of: book.id, in: month...month)[month]
        let days = today.flatMap { month == $0.yearMonth ? (gone: $0.day, all: month.lastDay.day) : nil }
        func line(_ category: Category?, budget: Money, spent: Money) -> Line {
            let projected = days.map { days in
                Money(cents: BudgetReport.scaled(spent.cents, by: days.all, over: days.gone))
            }
            return Line(category: category, budget: budget, spent: spent, projected: projected)
        }
        lines = targets.compactMap { target in
            guard case .category(let id) = target, let category = state.category(id),
                let budget = state.budget(target, of: book.id, in: month)
            else { return nil }
            return line(category, budget: budget, spent: summary?.categories[id]?.total ?? .zero)
        }
        if let budget = state.budget(.total, of: book.id, in: month) {
            hasTotalBudget = true
            total = line(nil, budget: budget, spent: summary?.expense ?? .zero)
        } else {
            hasTotalBudget = false
            total = line(
                nil, budget: lines.reduce(.zero) { $0 + $1.budget },
                spent: lines.reduce(.zero) { $0 + $1.spent })
        }
    }

    /// Whether the book has no budget in the month.
    package var isEmpty: Bool { lines.isEmpty && !hasTotalBudget }

    /// The budgets themselves: the lines, then the total when it is a budget of its own.
    package var budgets: [Line] { lines + (hasTotalBudget ? [total] : []) }

    /// The budgets over budget (or, with `warning` in hundredths of a percent, used at least that
    /// much): what `timi budget check` reports.
    package func exceeded(warningAt warning: Int? = nil) -> [Line] {
        budgets.filter { line in line.isOver || warning.map { line.basisPoints >= $0 } ?? false }
    }

    /// `value × numerator ÷ denominator` (a value ≥ 0), rounded half up; the largest amount there
    /// is when that is too large to count.
    static func scaled(_ value: Int64, by numerator: Int, over denominator: Int) -> Int64 {
        let (product, overflow) = value.multipliedReportingOverflow(by: Int64(numerator))
        guard denominator > 0, !overflow else { return overflow ? Int64.max : value }
        let divisor = Int64(denominator)
        return product / divisor + (product % divisor * 2 >= divisor ? 1 : 0)
    }
}
