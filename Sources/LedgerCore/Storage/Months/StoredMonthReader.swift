/// Reads ``MonthFiles`` one after another, keeping the storage of their bills from one month to
/// the next, so that it is allocated once (see docs/PERFORMANCE.md, "Reading a month"). One reader
/// per thread.
final class StoredMonthReader {
    private var stored: [[StoredBill]] = []
    private var logged: [StoredBill] = []

    /// Calls `body` with each bill of `month` from `start` through `end`, in chronological order
    /// across the books (a bill of an earlier book first when two tie), or with `newestFirst` that
    /// order exactly reversed: each checked as ``MonthStore/bills(of:in:)`` checks it, but read in
    /// place, its strings still slices of its month file, valid during the call. A month with a change
    /// log passes over the bills the log takes out and takes the log's bills in among them.
    /// - Throws: ``LedgerError`` when a file cannot be read or is damaged; what `body` throws.
    func forEachBill(
        of month: MonthFiles, from start: Day, through end: Day, newestFirst: Bool,
        _ body: (StoredBookBill) throws -> Void
    ) throws {
        try withStoredBills(of: month) { bills in
            try Self.merge(bills, books: month.books, from: start, through: end, reversed: newestFirst, body)
        }
    }

    /// Calls `body` once with every bill that ``forEachBill(of:from:through:newestFirst:_:)`` hands
    /// out, in its order, all valid during the call: for a view that lays a month out from all its
    /// bills before writing any.
    func withBills<T>(
        of month: MonthFiles, from start: Day, through end: Day, newestFirst: Bool,
        _ body: ([StoredBookBill]) throws -> T
    ) throws -> T {
        try withStoredBills(of: month) { bills in
            var all: [StoredBookBill] = []
            all.reserveCapacity(bills.reduce(0) { $0 + $1.count })
            try Self.merge(bills, books: month.books, from: start, through: end, reversed: newestFirst) {
                all.append($0)
            }
            return try body(all)
        }
    }

    /// Calls `body` with the bills of each book of `month`, each in chronological order, read where
    /// they are kept (valid during the call): its month files parsed, a change log's bills merged in.
    private func withStoredBills<T>(
        of month: MonthFiles, _ body: ([UnsafeBufferPointer<StoredBill>]) throws -> T
    ) throws -> T {
        var files: [(book: Int, path: String, bytes: [UInt8], hidden: Set<String>, isLog: Bool)] = []
        for file in month.files {
            switch file.contents {
            case .session(let bytes): files.append((file.book, file.path, bytes, [], false))
            case .onDisk(let logPath):
                guard let stored = try month.stored(file) else { continue }
                let log = stored.log
                files.append((file.book, file.path, stored.bytes, log?.hiddenIDs ?? [], false))
                if let log { files.append((file.book, logPath, MonthFile.encode(log.bills), [], true)) }
            }
        }
        if stored.count < month.books.count {
            stored += Array(repeating: [], count: month.books.count - stored.count)
        }
        defer {
            // Their texts point into the files' bytes, which go with this call.
            for index in stored.indices { stored[index].removeAll(keepingCapacity: true) }
            logged.removeAll(keepingCapacity: true)
        }
        return try Self.withBuffers(files.map(\.bytes)[...]) { buffers in
            for (file, buffer) in zip(files, buffers) {
                guard file.isLog else {
                    try MonthFile.storedBills(
                        buffer, path: file.path, month: month.month, categories: month.categories,
                        hiding: file.hidden, into: &stored[file.book])
                    continue
                }
                try MonthFile.storedBills(
                    buffer, path: file.path, month: month.month, categories: month.categories, into: &logged)
                stored[file.book].merge(logged)
            }
            return try Self.withBuffers(stored[..<month.books.count], [], body)
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
                if reversed
                    ? !StoredBill.chronological(candidate, current)
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
