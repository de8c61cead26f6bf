/// Income, expense and balance of every book and of all together (the app's header and side menu).
///
/// Built from the month summaries, so it never reads a bill file (except one edited by hand).
/// Used by `timi balance`.
public struct BalanceReport: Equatable, Sendable {
    /// The totals of one book.
    public struct Line: Equatable, Sendable {
        /// The book.
        public var book: Book
        /// How many bills it has.
        public var count: Int
        /// The sum of its income bills.
        public var income: Money
        /// The sum of its expense bills.
        public var expense: Money
        /// Income minus expense.
        public var balance: Money { income - expense }
    }

    /// The current book's id.
    public var current: Book.ID
    /// Every book, in the ledger's order.
    public var books: [Line]

    /// The sums over all books: their bills, income, expense and balance.
    public var total: (count: Int, income: Money, expense: Money, balance: Money) {
        let income = books.reduce(Money.zero) { $0 + $1.income }
        let expense = books.reduce(Money.zero) { $0 + $1.expense }
        return (books.reduce(0) { $0 + $1.count }, income, expense, income - expense)
    }

    /// Totals of every book of `ledger`.
    public init(ledger: some LedgerReading) throws {
        current = ledger.state.currentBook
        books = try ledger.state.books.map { book in
            let sum = MonthSummary.total(of: try ledger.summaries(of: book.id).values)
            return Line(book: book, count: sum.count, income: sum.income, expense: sum.expense)
        }
    }
}
