/// Every field of the bills of a period, for `timi export`: CSV, JSON, JSON Lines, or a journal for
/// `ledger` and `hledger`.
///
/// CSV, JSON and JSON Lines carry what `timi import` reads back, so export then import gives the same
/// bills (photos excepted: the files stay in `attachments/`). The bills are written month by month,
/// oldest first and in chronological order across the books, so memory stays at about one month of
/// bills however large the ledger.
public struct BillExport: Sendable {
    /// What an export can be written as.
    public enum Format: String, CaseIterable, Sendable {
        case csv, json, jsonl
        /// A ``PlainTextJournal``; named `ledger` on the command line, after the program.
        case journal = "ledger"
    }

    /// What the bills are written as.
    public var format: Format
    /// The books whose bills are written.
    public var books: [Book]
    /// The days whose bills are written.
    public var period: Period

    /// An export of the bills of `books` in `period`, written as `format`.
    public init(format: Format, books: [Book], period: Period) {
        self.format = format
        self.books = books
        self.period = period
    }

    /// Writes the export of `ledger`'s bills, handing the text to `sink` in pieces of about 64 KiB.
    /// - Returns: how many bills were written.
    /// - Throws: what `sink` throws (which stops the export); ``LedgerError`` when a month file
    ///   cannot be read.
    @discardableResult
    public func write(from ledger: Ledger, to sink: ([UInt8]) throws -> Void) throws -> Int {
        let state = ledger.state
        var out = ByteWriter(capacity: 1 << 17)
        var journal = PlainTextJournal(state: state)
        var count = 0
        switch format {
        case .csv: out.append(csvRecord: Bill.csvHeader)
        case .json: out.append("[")
        case .journal: out.append("; timi export\n")
        case .jsonl: break
        }
        try ledger.forEachMonth(of: books.map(\.id), from: period.start, through: period.end) { bills in
            for bill in bills {
                switch format {
                case .csv: bill.appendCSV(to: &out, in: state)
                case .json:
                    out.append(count == 0 ? "\n  " : ",\n  ")
                    bill.append(to: &out, in: state)
                case .jsonl:
                    bill.append(to: &out, in: state)
                    out.append("\n")
                case .journal: journal.append(bill, to: &out)
                }
                count += 1
                if out.bytes.count >= 1 << 16 { try out.flush(to: sink) }
            }
        }
        switch format {
        case .json: out.append(count == 0 ? "]\n" : "\n]\n")
        case .journal: out.append(text: "\n; \(count) bill\(count == 1 ? "" : "s")\n")
        case .csv, .jsonl: break
        }
        try out.flush(to: sink)
        return count
    }
}
