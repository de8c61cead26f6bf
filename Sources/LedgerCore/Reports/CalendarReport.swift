/// One month of a book day by day: each day's bill count, income and expense.
///
/// Used by `timi calendar`.
package struct CalendarReport: Equatable, Sendable {
    /// One day of the month.
    package struct DayTotals: Equatable, Sendable {
        /// The day.
        package var date: Day
        /// Its number of bills.
        package var count: Int
        /// The sum of its income bills.
        package var income: Money
        /// The sum of its expense bills.
        package var expense: Money
    }

    /// The book reported on.
    package var book: Book
    /// The month reported on.
    package var month: Month
    /// Every day of the month, the 1st first, with or without bills.
    package var days: [DayTotals]
    /// The lunar date of each day, the 1st first, when asked for.
    package var lunar: [LunarDate]?
    /// The month's income.
    package var income: Money { days.reduce(.zero) { $0 + $1.income } }
    /// The month's expense.
    package var expense: Money { days.reduce(.zero) { $0 + $1.expense } }

    /// The days of `month` in `book`, with their lunar dates when `lunar` is set.
    /// - Throws: ``LedgerError`` when the month file cannot be read.
    package init(ledger: some LedgerReading, book: Book, month: Month, lunar: Bool = false) throws {
        self.book = book
        self.month = month
        self.lunar = lunar ? LunarDate.days(of: month) : nil
        days = (month.firstDay.day...month.lastDay.day).map { day in
            DayTotals(
                date: Day(uncheckedYear: month.year, month: month.month, day: day), count: 0, income: .zero,
                expense: .zero)
        }
        // Counted as the month is read: no bill is made.
        var days = self.days
        _ = try ledger.bills(of: book.id, in: month) { bill in
            let index = bill.date.day - 1
            guard days.indices.contains(index) else { return false }
            switch bill.type {
            case .income: days[index].income += bill.amount
            case .expense: days[index].expense += bill.amount
            case .transfer: return false  // neither income nor expense: no day's figure counts it
            }
            days[index].count += 1
            return false
        }
        self.days = days
    }
}
