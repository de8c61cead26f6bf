/// The notes and payees a book's bills of one category have had lately, most used first: what
/// completion offers after `timi add AMOUNT CATEGORY`.
///
/// Reads only the newest months with bills (``defaultMonths``), so that it stays fast on every Tab
/// however large the ledger. Among notes (or payees) used as often, the most recently used comes
/// first. Empty notes are left out.
package struct CategoryUsage: Equatable, Sendable {
    /// How many of the newest months with bills are read by default.
    package static let defaultMonths = 12

    /// The notes, most used first.
    package var notes: [String]
    /// The payees, most used first.
    package var payees: [String]

    /// The usage of `category` in `book`'s newest `months` months with bills.
    /// - Throws: ``LedgerError`` when the ledger cannot be read.
    package init(
        ledger: some LedgerReading, book: Book.ID, category: Category.ID, months: Int = defaultMonths
    ) throws {
        var notes = Tally()
        var payees = Tally()
        for month in try ledger.months(of: book).suffix(months) {
            for bill in try ledger.bills(of: book, in: month) where bill.category == category {
                if !bill.note.isEmpty { notes.count(bill.note) }
                if let payee = bill.payee { payees.count(payee) }
            }
        }
        self.notes = notes.mostUsed
        self.payees = payees.mostUsed
    }

    /// Counts of texts, in the order last seen.
    private struct Tally {
        var uses: [String: (count: Int, last: Int)] = [:]
        var seen = 0

        mutating func count(_ text: String) {
            seen += 1
            uses[text] = ((uses[text]?.count ?? 0) + 1, seen)
        }

        /// The texts, most used first, then the most recently seen.
        var mostUsed: [String] {
            uses.sorted { lhs, rhs in
                lhs.value.count != rhs.value.count
                    ? lhs.value.count > rhs.value.count : lhs.value.last > rhs.value.last
            }.map(\.key)
        }
    }
}
