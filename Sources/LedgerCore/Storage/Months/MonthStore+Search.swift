extension MonthStore {
    /// Calls `body` with the bills of `book` that `filter` matches in each of `months`, in the order
    /// given, one month at a time and in chronological order within it. A month whose file is
    /// exactly as timi wrote it (checked here by ``summaries(of:in:skippingDamaged:)``) and not read or
    /// changed in this session is searched on its bytes (``MonthFile/bills(in:path:book:month:categories:matching:sieve:folded:)``),
    /// its change log's bills in place of those with their ids, and not kept; any other month is read
    /// as usual and filtered.
    func forEachMonth(
        of book: Book.ID, _ months: [Month], matching filter: BillFilter,
        _ body: (consuming [Bill]) throws -> Void
    ) throws {
        // Sees which of `months` are exactly as timi wrote them (``verified``); a damaged month is
        // left for the loop below to report.
        if let first = months.min(), let last = months.max() {
            _ = try summaries(of: book, in: first...last, skippingDamaged: true)
        }
        let categories = categoryIndex()
        let sieve = BillSieve(filter, categories: categories)
        var folded: [UInt8] = []
        for month in months {
            let key = MonthKey(book: book, month: month)
            let searchable =
                read[key] == nil && patches[key] == nil && !changed.contains(key) && verified.contains(key)
                && !removedBooks.contains(book)
            if searchable, let bytes = try FileSystem.read(path(of: key)),
                let bills = try MonthFile.bills(
                    in: bytes, path: path(of: key), book: book, month: month, categories: categories,
                    matching: filter, sieve: sieve, folded: &folded)
            {
                // The change log's bills replace the file's with their ids. (Each branch hands the
                // month's bills on: `log?.folded(…) ?? bills` would copy them.)
                if let log = try readLog(key) {
                    try body(
                        log.folded(into: bills, hiding: true) { filter.matches($0, categories: categories) })
                } else {
                    try body(bills)
                }
            } else {
                try body(bills(of: book, in: month).filter { filter.matches($0, categories: categories) })
            }
        }
    }
}
