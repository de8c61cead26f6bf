/// The months in which a book has bills, newest first, with their totals, and the totals of them
/// all: the app's month carousel and its ALL entry.
///
/// Built from the month summaries of the totals files (``LedgerReading/summaries(of:)``): no bill file
/// is read unless one was edited by hand. Used by `timi months`. A month is listed when it has any
/// bill, a transfer included (its timeline shows them), but its count is of income and expense bills
/// alone (``MonthSummary/billCount``), as `balance` and the report count.
package struct MonthListReport: Equatable, Sendable {
    /// One month and its totals.
    package struct Line: Equatable, Sendable {
        /// The month.
        package var month: Month
        /// Its bill count and totals, as kept in its totals file.
        package var summary: MonthSummary
    }

    /// The book reported on.
    package var book: Book
    /// The months with bills, newest first.
    package var months: [Line]
    /// The totals of every month.
    package var total: MonthSummary { MonthSummary.total(of: months.map(\.summary)) }

    /// The months of `book`.
    /// - Throws: ``LedgerError`` when the ledger cannot be read.
    package init(ledger: some LedgerReading, book: Book) throws {
        self.book = book
        months = try ledger.summaries(of: book.id).filter { $0.value.count > 0 }
            .map { Line(month: $0.key, summary: $0.value) }.sorted { $0.month > $1.month }
    }
}
