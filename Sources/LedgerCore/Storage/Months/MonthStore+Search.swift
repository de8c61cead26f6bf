extension MonthStore {
    /// Calls `body` with the bills of `book` that `filter` matches in each of `months`, in the order
    /// given, one month at a time and in chronological order within it. A month whose file is
    /// exactly as timi wrote it (checked here by ``summaries(of:in:skippingDamaged:)``) and not read or
    /// changed in this session is searched on its bytes (``StoredMonth/bills(matching:sieve:categories:folded:)``),
    /// its change log's bills in place of those with their ids, and not kept; any other month is read
    /// as usual and filtered.
    func forEachMonth(
        of book: Book.ID, _ months: [Month], matching filter: BillFilter,
        _ body: (consuming [Bill]) throws -> Void
    ) throws {
        // Sees which of `months` are exactly as timi wrote them (``MonthEntry/isAsWritten``); a damaged
        // month is left for the loop below to report.
        if let first = months.min(), let last = months.max() {
            _ = try summaries(of: book, in: first...last, skippingDamaged: true)
        }
        let categories = categoryIndex()
        let sieve = BillSieve(filter, categories: categories)
        var folded: [UInt8] = []
        for month in months {
            let key = MonthKey(book: book, month: month)
            if entry(key).isUntouched, entry(key).isAsWritten, !removedBooks.contains(book),
                let files = try storedMonth(key, checked: false),
                let bills = try files.bills(
                    matching: filter, sieve: sieve, categories: categories, folded: &folded)
            {
                try body(bills)
            } else {
                try body(bills(of: book, in: month).filter { filter.matches($0, categories: categories) })
            }
        }
    }
}
