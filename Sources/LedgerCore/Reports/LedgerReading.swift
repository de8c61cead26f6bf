/// What reports read of a ledger: its state, the bills of a month or a span, the months that have
/// bills and their summaries.
///
/// Reports take this view rather than the open ``Ledger``, so they can read a ledger but never change
/// it. ``Ledger`` conforms; its reading methods see the changes made so far in the same command.
package protocol LedgerReading {
    /// Books, categories, spare icons and the current book.
    var state: LedgerState { get }

    /// The bills of `book` in `month`, in chronological order.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` when the month file is damaged.
    func bills(of book: Book.ID, in month: Month) throws -> [Bill]

    /// The bills of `book` in `month` that `include` keeps, in chronological order. `include` sees
    /// what totals need of every bill of the month (in no set order) before the bill is made, so a
    /// view of totals or of a few bills makes no others; it may count what it sees.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` when the month file is damaged.
    func bills(of book: Book.ID, in month: Month, where include: (BillAmount) -> Bool) throws -> [Bill]

    /// The months in which `book` has bills, oldest first.
    func months(of book: Book.ID) throws -> [Month]

    /// The totals of each month of `book` that has bills, checked against the month files (a summary
    /// whose file was edited by hand is rebuilt from the file).
    func summaries(of book: Book.ID) throws -> [Month: MonthSummary]

    /// ``summaries(of:)`` of the months in `months` only: only their totals and month files are
    /// read, so that a view of one month costs the same however many years the ledger holds.
    func summaries(of book: Book.ID, in months: ClosedRange<Month>) throws -> [Month: MonthSummary]

    /// Each month's per-account flows of `book` (``MonthSummary/accounts``; empty for a month whose
    /// bills name no account), checked against the month files as ``summaries(of:)`` are, for the
    /// balances: what ``summaries(of:)`` gives without its category totals.
    func accountFlows(of book: Book.ID) throws -> [Month: [Account.ID: Money]]

    /// Calls `body` with the bills of `books` from `start` through `end`, one month at a time, oldest
    /// first, in chronological order across the books, without keeping the months read: memory stays
    /// at about one month of bills however large the ledger. Used by the period reports and `add --again`.
    func forEachMonth(
        of books: [Book.ID], from start: Day, through end: Day, _ body: ([Bill]) throws -> Void
    ) throws

    /// Calls `body` with the bills of `book` that `filter` matches in each of `months`, in the order
    /// given, one month at a time (chronological within it), without keeping the months read: a
    /// search of a large ledger holds about what matches. Used by ``TimelineReport`` (`timi list`,
    /// `timi search`).
    func forEachMonth(
        of book: Book.ID, _ months: [Month], matching filter: BillFilter,
        _ body: (consuming [Bill]) throws -> Void
    ) throws

    /// `books`' files of `month`, for the readers that write bills straight from them (`timi export`,
    /// `timi list`'s JSON/CSV rows and plain timeline): each month is read on its reader's thread, and
    /// a month this session changed is handed out as its file would hold it.
    func monthFiles(_ month: Month, of books: [Book.ID]) throws -> MonthFiles
}

extension LedgerReading {
    /// The flows of ``summaries(of:)``.
    func accountFlows(of book: Book.ID) throws -> [Month: [Account.ID: Money]] {
        try summaries(of: book).mapValues(\.accounts)
    }

    /// The bills of `book` from `start` through `end`, in chronological order.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` when a month file is damaged.
    package func bills(of book: Book.ID, from start: Day, through end: Day) throws -> [Bill] {
        try months(of: book).filter { $0 >= start.yearMonth && $0 <= end.yearMonth }.flatMap { month in
            try bills(of: book, in: month).filter { $0.date >= start && $0.date <= end }
        }
    }

    /// The bills of `books` in `month` that move one of `accounts`, chronological across the books:
    /// a month file as timi wrote it is sieved on its bytes (``forEachMonth(of:_:matching:_:)``), so
    /// only those bills are made, not the month's thousands of others.
    /// - Throws: ``LedgerError`` when a totals or month file cannot be read.
    func bills(of books: [Book.ID], in month: Month, moving accounts: Set<Account.ID>) throws -> [Bill] {
        var bills: [Bill] = []
        for book in books {
            try forEachMonth(of: book, [month], matching: BillFilter(accounts: accounts)) { bills += $0 }
        }
        if books.count > 1 { bills.sort(by: Bill.chronological) }
        return bills
    }

    /// The months from `start` through `end` in which one of `books` has bills, oldest first.
    func months(of books: [Book.ID], from start: Day, through end: Day) throws -> [Month] {
        var months = Set<Month>()
        for book in books { months.formUnion(try self.months(of: book)) }
        return months.sorted().filter { $0 >= start.yearMonth && $0 <= end.yearMonth }
    }
}

extension Ledger: LedgerReading {}
