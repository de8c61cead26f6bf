/// The order in which a view shows bills: by date (newest first: the app's timeline), by amount
/// (largest first) or by category (in the ledger's order of categories, each newest first), or
/// the other way round.
///
/// Used by `timi list` and `timi search` (`--sort date|amount|category`, `-r`/`--reverse`).
package struct BillOrder: Equatable, Sendable {
    /// What bills are sorted by.
    package enum Key: String, CaseIterable, Sendable {
        case date, amount, category
    }

    /// What bills are sorted by.
    package var key: Key
    /// Whether the order is turned round: oldest, smallest or last category first.
    var isReversed: Bool

    /// The order by `key`, turned round when `reversed`.
    package init(_ key: Key = .date, reversed: Bool = false) {
        self.key = key
        isReversed = reversed
    }

    /// Whether a view in this order is the day-grouped timeline (by date) rather than a flat table.
    var groupsByDay: Bool { key == .date }

    /// The comparison that puts bills in this order; `categories` gives the ledger's order of
    /// categories. Every two different bills compare one way or the other (ties go newest first).
    func comparison(categories: [Category]) -> (Bill, Bill) -> Bool {
        var ranks: [Category.ID: Int] = [:]
        for (rank, category) in categories.enumerated() where ranks[category.id] == nil {
            ranks[category.id] = rank
        }
        let key = key
        let forward: (Bill, Bill) -> Bool = { lhs, rhs in
            switch key {
            case .amount where lhs.amount != rhs.amount: return lhs.amount > rhs.amount
            case .category where lhs.category != rhs.category:
                return ranks[lhs.category, default: Int.max] < ranks[rhs.category, default: Int.max]
            default: return Bill.chronological(rhs, lhs)
            }
        }
        return isReversed ? { forward($1, $0) } : forward
    }
}
