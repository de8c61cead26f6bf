@testable import LedgerCore

/// The month summaries a ledger keeps on disk (its totals files), as the next command reads them.
func storedTotals(in directory: String, books: [Book.ID] = [1]) throws -> [Book.ID: [Month: MonthSummary]] {
    var stored = StoredSummaries(totalsIn: directory, books: books)
    try stored.load()
    return stored.all
}
