/// Every field of the bills of a period, for `timi export`: CSV, JSON, JSON Lines, or a journal for
/// `ledger` and `hledger`; and the JSON and CSV rows of `timi list`, newest first.
///
/// CSV, JSON and JSON Lines carry what `timi import` reads back, so export then import gives the same
/// bills (photos excepted: the files stay in `attachments/`). The bills are written month by month,
/// oldest first and in chronological order across the books. A few months are read at once, side by
/// side on the machine's cores, and written in order once a batch is read, so memory stays at
/// about those months' bills however large the ledger.
package struct BillExport: Sendable {
    /// What an export can be written as.
    package enum Format: String, CaseIterable, Sendable {
        case csv, json, jsonl
        /// A ``PlainTextJournal``; named `ledger` on the command line, after the program.
        case journal = "ledger"
        /// A ``PlainTextJournal`` in Beancount's dialect.
        case beancount

        /// The dialect of a double-entry format; `nil` for the others.
        var doubleEntry: DoubleEntry.Dialect? {
            switch self {
            case .journal: .journal
            case .beancount: .beancount
            case .csv, .json, .jsonl: nil
            }
        }
    }

    /// What the bills are written as.
    package var format: Format
    /// The books whose bills are written.
    package var books: [Book]
    /// The days whose bills are written.
    package var period: Period
    /// Whether the bills come newest first: the chronological order exactly reversed (`timi list`).
    var newestFirst = false
    /// How many months are read at once; `nil`: ``cores``.
    var threads: Int?
    /// The most bytes of month files a batch reads at once (their records are about as many): memory
    /// stays at about this however large a month is, a larger month being read and written alone.
    var batchBytes = 16 << 20
    /// The bytes handed to the sink at once at the least (but for the last): ``chunk``.
    var pieceSize = BillExport.chunk

    /// An export of the bills of `books` in `period`, written as `format`.
    package init(format: Format, books: [Book], period: Period) {
        self.format = format
        self.books = books
        self.period = period
    }

    /// Writes the export of `ledger`'s bills, handing the text to `sink` in pieces of at least
    /// ``pieceSize`` bytes (but for the last).
    /// - Returns: how many bills were written.
    /// - Throws: what `sink` throws (which stops the export); ``LedgerError`` when a month file
    ///   cannot be read (what was handed to `sink` before is of the months before it).
    @discardableResult
    package func write(
        from ledger: some LedgerReading, to sink: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws -> Int {
        let ids = books.map(\.id)
        let months = try ledger.months(of: ids, from: period.start, through: period.end)
        var out = ByteWriter(capacity: pieceSize + (1 << 16))
        let balances =
            format.doubleEntry == nil
            ? nil : try DoubleEntry.Balances(ledger: ledger, books: books, period: period, months: months)
        var count = 0
        let ordered = newestFirst ? Array(months.reversed()) : months
        let threads = months.count > 1 ? min(threads ?? Cores.available, months.count) : 1
        var workers = (0..<threads).map { _ in Worker(format: format, state: ledger.state, balances: balances) }
        if months.isEmpty { workers[0].appendHeader(to: &out) }
        // The records of a batch of months, one piece a month, written again for each batch; with one
        // thread (or one month, `timi list`) every batch is one month, written straight into `out`.
        let pieces = threads > 1 ? (0..<min(threads * 2, months.count)).map { _ in Piece() } : []
        var start = 0
        var pending: MonthFiles?
        while start < ordered.count {
            // As many months as there are pieces, while their files stay under `batchBytes`; a month as
            // large as that alone is a batch of its own, written straight into the piece handed out.
            var batch: [MonthFiles] = []
            var size = 0
            while start + batch.count < ordered.count, batch.count < max(1, pieces.count), size < batchBytes {
                let month = try pending ?? ledger.monthFiles(ordered[start + batch.count], of: ids)
                pending = nil
                if !batch.isEmpty && month.size >= batchBytes {
                    pending = month
                    break
                }
                batch.append(month)
                size += month.size
            }
            defer { start += batch.count }
            guard batch.count > 1 else {
                count += try workers[0].write(
                    batch[0], from: period.start, through: period.end, newestFirst: newestFirst,
                    afterHeader: start == 0, billsBefore: count, into: &out, flushingAt: pieceSize, to: sink)
                continue
            }
            let failures = write(batch, startingAt: start, into: pieces, by: &workers)
            for (offset, piece) in pieces.prefix(batch.count).enumerated() {
                if let failure = failures[offset] { throw failure }
                // A month's objects each come after a comma, but for the export's first (the first
                // month's piece holds the header, bills or not).
                let dropsComma = format == .json && count == 0 && piece.bills > 0 && start + offset > 0
                count += piece.bills
                try piece.out.withBytes { bytes in
                    let bytes = dropsComma ? UnsafeBufferPointer<UInt8>(rebasing: bytes[1...]) : bytes
                    if out.count == 0 && bytes.count >= pieceSize {
                        try sink(bytes)
                    } else {
                        out.append(bytes: bytes)
                        if out.count >= pieceSize { try out.flush(to: sink) }
                    }
                }
            }
        }
        var uses: [String: Day] = [:]
        if format == .beancount {
            for worker in workers.dropFirst() { uses.merge(worker.journal.uses, uniquingKeysWith: min) }
        }
        workers[0].appendFooter(count: count, uses: uses, to: &out)
        try out.flush(to: sink)
        return count
    }

    /// How many bytes are handed to the sink at once at the least (but for the last): 1 MiB, so that a
    /// million bills take about a hundred writes.
    static let chunk = 1 << 20

    /// The records of one month, and how many bills they are.
    final class Piece {
        /// Room for a month of a million-bill ledger (~2.5 MB of JSON) from the start, so that it never
        /// grows by copying; pages not written to cost nothing.
        var out = ByteWriter(capacity: 4 << 20)
        var bills = 0
    }

    /// Writes the records of each of `months` into the piece at its offset, the month at `index` 0 of
    /// the export after the export's header: each worker writes every `workers.count`-th month, on
    /// its own thread when there are several months.
    /// - Returns: the error of each month that could not be read, at its offset.
    private func write(
        _ months: [MonthFiles], startingAt index: Int, into pieces: [Piece], by workers: inout [Worker]
    ) -> [Error?] {
        var failures = [Error?](repeating: nil, count: months.count)
        let (start, end, newestFirst) = (period.start, period.end, newestFirst)
        failures.withUnsafeMutableBufferPointer { failuresBuffer in
            workers.withUnsafeMutableBufferPointer { workersBuffer in
                let (failures, workers) = (failuresBuffer, workersBuffer)
                let work = { (worker: Int) in
                    for offset in stride(from: worker, to: months.count, by: workers.count) {
                        do {
                            try workers[worker].write(
                                months[offset], from: start, through: end, newestFirst: newestFirst,
                                afterHeader: index + offset == 0, into: pieces[offset])
                        } catch {
                            failures[offset] = error
                        }
                    }
                }
                if months.count == 1 || workers.count == 1 {
                    for worker in workers.indices { work(worker) }
                } else {
                    Threads.perform(min(workers.count, months.count), work)
                }
            }
        }
        return failures
    }
}
