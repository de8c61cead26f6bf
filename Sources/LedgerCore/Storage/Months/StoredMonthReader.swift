/// Reads ``MonthFiles`` one after another, keeping the storage of their bills from one month to
/// the next, so that it is allocated once (see docs/PERFORMANCE.md, "Reading a month"). One reader
/// per thread.
final class StoredMonthReader {
    /// The bills of each file read, by its place in the month's files.
    private var stored: [[StoredBill]] = []

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
        try withStoredBills(of: month) { bills, books in
            try Self.merge(bills, books: books, from: start, through: end, reversed: newestFirst, body)
        }
    }

    /// Calls `body` once with every bill that ``forEachBill(of:from:through:newestFirst:_:)`` hands
    /// out, in its order, all valid during the call: for a view that lays a month out from all its
    /// bills before writing any.
    func withBills<T>(
        of month: MonthFiles, from start: Day, through end: Day, newestFirst: Bool,
        _ body: ([StoredBookBill]) throws -> T
    ) throws -> T {
        try withStoredBills(of: month) { bills, books in
            var all: [StoredBookBill] = []
            all.reserveCapacity(bills.reduce(0) { $0 + $1.count })
            try Self.merge(bills, books: books, from: start, through: end, reversed: newestFirst) {
                all.append($0)
            }
            return try body(all)
        }
    }

    /// Calls `body` with the bills of each file of `month`, each in chronological order, read where
    /// they are kept (valid during the call), and the book of each: its month files parsed, a book's
    /// change log after its month file, as a run of its own that ``merge(_:books:from:through:reversed:_:)``
    /// takes in as `Array.merge` would (a tie to the month file's bill), with no bill moved.
    private func withStoredBills<T>(
        of month: MonthFiles, _ body: ([UnsafeBufferPointer<StoredBill>], [Book.ID]) throws -> T
    ) throws -> T {
        var files: [(book: Int, path: String, bytes: [UInt8], hidden: Set<String>)] = []
        for file in month.files.sorted(by: { $0.book < $1.book }) {
            switch file.contents {
            case .session(let bytes): files.append((file.book, file.path, bytes, []))
            case .onDisk(let logPath):
                guard let stored = try month.stored(file) else { continue }
                let log = stored.log
                files.append((file.book, file.path, stored.bytes, log?.hiddenIDs ?? []))
                if let log { files.append((file.book, logPath, MonthFile.encode(log.bills), [])) }
            }
        }
        if stored.count < files.count { stored += Array(repeating: [], count: files.count - stored.count) }
        defer {
            // Their texts point into the files' bytes, which go with this call.
            for index in stored.indices { stored[index].removeAll(keepingCapacity: true) }
        }
        return try Self.withBuffers(files.map(\.bytes)[...]) { buffers in
            for (index, (file, buffer)) in zip(files, buffers).enumerated() {
                try MonthFile.storedBills(
                    buffer, path: file.path, month: month.month, categories: month.categories,
                    hiding: file.hidden, into: &stored[index])
            }
            return try Self.withBuffers(stored[..<files.count], []) { runs in
                try body(runs, files.map { month.books[$0.book] })
            }
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

    /// Calls `body` with the bills of each run (each in chronological order, of the book at its place
    /// in `books`) from `start` through `end`, merged into one chronological order; a tie goes to the
    /// earlier run, as a stable sort of the runs' bills one after the other would have it; `reversed`,
    /// that order from its end. The bills are read in place, not copied.
    private static func merge(
        _ stored: [UnsafeBufferPointer<StoredBill>], books: [Book.ID], from start: Day, through end: Day,
        reversed: Bool, _ body: (StoredBookBill) throws -> Void
    ) throws {
        // Each run's next bill, counted from its first (or, reversed, from its last).
        var taken = Array(repeating: 0, count: stored.count)
        func next(_ book: Int) -> Int { reversed ? stored[book].count - 1 - taken[book] : taken[book] }
        while true {
            var chosen: Int?
            for book in stored.indices where taken[book] < stored[book].count {
                guard let found = chosen else {
                    chosen = book
                    continue
                }
                // Compared where they are: a copy of a bill is ~250 bytes, and every bill of a month with
                // a change log passes here.
                guard let mine = stored[book].baseAddress, let theirs = stored[found].baseAddress else {
                    continue
                }
                let (candidate, current) = (mine + next(book), theirs + next(found))
                // Forward, the earliest (the earlier run on a tie); reversed, the latest (the later run).
                if reversed
                    ? !StoredBill.chronological(candidate.pointee, current.pointee)
                    : StoredBill.chronological(candidate.pointee, current.pointee)
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
