@testable import LedgerCore

/// A reader that is not a ``Ledger``: what it hands out is the ledger's, and it counts the months whose
/// bills are read (whole or searched) and the months' files asked for.
final class CountingReader: LedgerReading {
    let ledger: Ledger
    var monthsRead: [Month] = []
    var monthFilesAsked = 0
    init(_ ledger: Ledger) { self.ledger = ledger }
    var state: LedgerState { ledger.state }
    func bills(of book: Book.ID, in month: Month) throws -> [Bill] {
        monthsRead.append(month)
        return try ledger.bills(of: book, in: month)
    }
    func bills(of book: Book.ID, in month: Month, where include: (BillAmount) -> Bool) throws -> [Bill] {
        monthsRead.append(month)
        return try ledger.bills(of: book, in: month, where: include)
    }
    func months(of book: Book.ID) throws -> [Month] { try ledger.months(of: book) }
    func summaries(of book: Book.ID) throws -> [Month: MonthSummary] { try ledger.summaries(of: book) }
    func summaries(of book: Book.ID, in months: ClosedRange<Month>) throws -> [Month: MonthSummary] {
        try ledger.summaries(of: book, in: months)
    }
    func accountFlows(of book: Book.ID) throws -> [Month: [Account.ID: Money]] {
        try ledger.accountFlows(of: book)
    }
    func forEachMonth(
        of books: [Book.ID], from start: Day, through end: Day, _ body: ([Bill]) throws -> Void
    ) throws {
        try ledger.forEachMonth(of: books, from: start, through: end, body)
    }
    func forEachMonth(
        of book: Book.ID, _ months: [Month], matching filter: BillFilter,
        _ body: (consuming [Bill]) throws -> Void
    ) throws {
        monthsRead += months
        try ledger.forEachMonth(of: book, months, matching: filter, body)
    }
    func monthFiles(_ month: Month, of books: [Book.ID]) throws -> MonthFiles {
        monthFilesAsked += 1
        return try ledger.monthFiles(month, of: books)
    }
}
