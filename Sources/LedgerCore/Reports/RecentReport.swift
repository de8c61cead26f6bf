/// The amount/category/note combinations of a book used most in its last days: what a person
/// records again and again (coffee, the metro, lunch), numbered so that `timi again @N` can record
/// one more.
///
/// Counts the bills dated from ``from`` through ``through`` (today and the 89 days before it, by
/// default); bills dated later are not counted. Used by `timi recent` and `timi again @N`.
package struct RecentReport: Equatable, Sendable {
    /// How many days back the report looks by default, today included.
    package static let defaultDays = 90

    /// One combination and how it was used.
    package struct Combination: Equatable, Sendable {
        /// The amount.
        package var amount: Money
        /// The category (which gives the type).
        package var category: Category
        /// The note; may be empty.
        package var note: String
        /// How many bills of the period have it.
        package var count: Int
        /// The newest of those bills (by date, then creation): what `timi again @N` copies.
        package var latest: Bill
    }

    /// The book reported on.
    package var book: Book
    /// The first day counted.
    package var from: Day
    /// The last day counted (today).
    package var through: Day
    /// The combinations, most used first; among those used as often, the most recently used first.
    package var combinations: [Combination]

    /// What makes a combination.
    private struct Key: Hashable {
        var amount: Money
        var category: Category.ID
        var note: String
    }

    /// The combinations of `book` in the `days` days that end with `today`.
    /// - Throws: ``LedgerError`` when the ledger cannot be read.
    package init(ledger: some LedgerReading, book: Book, today: Day, days: Int = defaultDays) throws {
        self.book = book
        from = today.adding(days: 1 - days) ?? today
        through = today
        var found: [Key: (count: Int, latest: Bill)] = [:]
        for bill in try ledger.bills(of: book.id, from: from, through: through) where bill.type != .transfer {
            let key = Key(amount: bill.amount, category: bill.category, note: bill.note)
            let seen = found[key]
            // Bills come in chronological order: the last one seen is the newest.
            found[key] = ((seen?.count ?? 0) + 1, bill)
        }
        let state = ledger.state
        combinations = found.compactMap { key, value in
            state.category(key.category).map { category in
                Combination(
                    amount: key.amount, category: category, note: key.note, count: value.count,
                    latest: value.latest)
            }
        }
        .sorted { lhs, rhs in
            if lhs.count != rhs.count { return lhs.count > rhs.count }
            return Bill.chronological(rhs.latest, lhs.latest)
        }
    }
}
