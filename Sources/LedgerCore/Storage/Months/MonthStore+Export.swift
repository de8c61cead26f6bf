extension MonthStore {
    /// Calls `body` with each bill of `books` from `start` through `end`, one month at a time, oldest
    /// first, in chronological order across the books (a bill of an earlier book first when two tie):
    /// each checked as ``bills(of:in:)`` checks it, but read in place, its strings still slices of
    /// its month file, valid during the call. No month is kept, so memory stays at about one month's
    /// files however large the ledger. A month read or changed in this session is written as its file
    /// would be and read back, so that every month takes the one path. Used by `timi export`, and,
    /// `newestFirst` (that order exactly reversed), by the JSON and CSV rows of `timi list`.
    func forEachStoredBill(
        of books: [Book.ID], from start: Day, through end: Day, newestFirst: Bool = false,
        _ body: (StoredBookBill) throws -> Void
    ) throws {
        var months = Set<Month>()
        for book in books { months.formUnion(try self.months(of: book)) }
        let categories = categoryIndex()
        var stored: [[StoredBill]] = Array(repeating: [], count: books.count)
        let inPeriod = months.sorted().filter { $0 >= start.yearMonth && $0 <= end.yearMonth }
        var logged: [StoredBill] = []
        for month in newestFirst ? inPeriod.reversed() : inPeriod {
            // Each book's month file, read in place; a month with a change log passes over the bills
            // the log takes out and takes the log's bills (as a month file of their own) in among them.
            var files: [(book: Int, path: String, bytes: [UInt8], hidden: Set<String>, isLog: Bool)] = []
            for (index, book) in books.enumerated() where !removedBooks.contains(book) {
                let key = MonthKey(book: book, month: month)
                if read[key] != nil || patches[key] != nil {
                    files.append((index, path(of: key), MonthFile.encode(try bills(of: book, in: month)), [], false))
                } else if let bytes = try FileSystem.read(path(of: key)) {
                    let log = try readLog(key)
                    files.append((index, path(of: key), bytes, log?.hiddenIDs ?? [], false))
                    if let log { files.append((index, logPath(of: key), MonthFile.encode(log.bills), [], true)) }
                }
            }
            try Self.withBuffers(files.map(\.bytes)[...]) { buffers in
                for (file, buffer) in zip(files, buffers) {
                    guard file.isLog else {
                        try MonthFile.storedBills(
                            buffer, path: file.path, month: month, categories: categories, hiding: file.hidden,
                            into: &stored[file.book])
                        continue
                    }
                    try MonthFile.storedBills(
                        buffer, path: file.path, month: month, categories: categories, into: &logged)
                    stored[file.book].merge(logged)
                }
                try Self.withBuffers(stored[...]) { bills in
                    try Self.merge(bills, books: books, from: start, through: end, reversed: newestFirst, body)
                }
            }
            for index in stored.indices { stored[index].removeAll(keepingCapacity: true) }
        }
    }

    /// Calls `body` with the elements of each of `arrays`, all valid at once.
    private static func withBuffers<Element, T>(
        _ arrays: ArraySlice<[Element]>, _ buffers: [UnsafeBufferPointer<Element>] = [],
        _ body: ([UnsafeBufferPointer<Element>]) throws -> T
    ) rethrows -> T {
        guard let first = arrays.first else { return try body(buffers) }
        return try first.withUnsafeBufferPointer { try withBuffers(arrays.dropFirst(), buffers + [$0], body) }
    }

    /// Calls `body` with the bills of each book (each in chronological order) from `start` through
    /// `end`, merged into one chronological order; a tie goes to the earlier book, as a stable sort of
    /// the books' bills one after the other would have it; `reversed`, that order from its end. The
    /// bills are read in place, not copied.
    private static func merge(
        _ stored: [UnsafeBufferPointer<StoredBill>], books: [Book.ID], from start: Day, through end: Day,
        reversed: Bool, _ body: (StoredBookBill) throws -> Void
    ) throws {
        // Each book's next bill, counted from its first (or, reversed, from its last).
        var taken = Array(repeating: 0, count: stored.count)
        func next(_ book: Int) -> Int { reversed ? stored[book].count - 1 - taken[book] : taken[book] }
        while true {
            var chosen: Int?
            for book in stored.indices where taken[book] < stored[book].count {
                guard let found = chosen else {
                    chosen = book
                    continue
                }
                let (candidate, current) = (stored[book][next(book)], stored[found][next(found)])
                // Forward, the earliest (the earlier book on a tie); reversed, the latest (the later book).
                if reversed ? !StoredBill.chronological(candidate, current)
                    : StoredBill.chronological(candidate, current)
                {
                    chosen = book
                }
            }
            guard let book = chosen, let first = stored[book].baseAddress else { return }
            let bill = first + next(book)
            taken[book] += 1
            if bill.pointee.date >= start && bill.pointee.date <= end {
                try body(StoredBookBill(book: books[book], stored: bill))
            }
        }
    }
}
