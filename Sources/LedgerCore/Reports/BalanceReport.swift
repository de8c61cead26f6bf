/// Income, expense and balance of every book and of all together (the app's header and side menu).
///
/// Built from the month summaries, so it never reads a bill file (except one edited by hand).
/// Used by `timi balance`.
package struct BalanceReport: Equatable, Sendable {
    /// The totals of one book.
    package struct Line: Equatable, Sendable {
        /// The book.
        package var book: Book
        /// How many income and expense bills it has (transfers not counted).
        package var count: Int
        /// The sum of its income bills.
        package var income: Money
        /// The sum of its expense bills.
        package var expense: Money
        /// Income minus expense.
        package var balance: Money { income - expense }
    }

    /// The current book's id.
    package var current: Book.ID
    /// Every book, in the ledger's order.
    package var books: [Line]

    /// The sums of the books that keep their money in one currency.
    package struct Total: Equatable, Sendable {
        /// The currency symbol the books share.
        package var currency: String
        /// How many income and expense bills those books have (transfers not counted).
        package var count: Int
        /// The sum of their income bills.
        package var income: Money
        /// The sum of their expense bills.
        package var expense: Money
        /// Income minus expense.
        package var balance: Money { income - expense }
    }

    /// The sums over all books, one per currency (amounts in ¥ and in € are never added together),
    /// in the order in which the currencies first appear among the books.
    package var totals: [Total] {
        var totals: [Total] = []
        for line in books {
            if let index = totals.firstIndex(where: { $0.currency == line.book.currency }) {
                totals[index].count += line.count
                totals[index].income += line.income
                totals[index].expense += line.expense
            } else {
                totals.append(
                    Total(
                        currency: line.book.currency, count: line.count, income: line.income,
                        expense: line.expense))
            }
        }
        return totals
    }

    /// Totals of every book of `ledger`.
    package init(ledger: some LedgerReading) throws {
        current = ledger.state.currentBook
        books = try ledger.state.books.map { book in
            let sum = MonthSummary.total(of: try ledger.summaries(of: book.id).values)
            return Line(book: book, count: sum.billCount, income: sum.income, expense: sum.expense)
        }
    }
}
