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

    /// Writes the export of `ledger`'s bills, handing the text to `sink` in pieces of about ``chunk``
    /// bytes.
    /// - Returns: how many bills were written.
    /// - Throws: what `sink` throws (which stops the export); ``LedgerError`` when a month file
    ///   cannot be read.
    @discardableResult
    public func write(from ledger: Ledger, to sink: ([UInt8]) throws -> Void) throws -> Int {
        let state = ledger.state
        var out = ByteWriter(capacity: Self.chunk + (1 << 16))
        var journal = PlainTextJournal(state: state)
        var count = 0
        switch format {
        case .csv: out.append(csvRecord: Bill.csvHeader)
        case .json: out.append("[")
        case .journal: out.append("; timi export\n")
        case .jsonl: break
        }
        var names = Names(state: state)
        try ledger.monthStore.forEachStoredBill(of: books.map(\.id), from: period.start, through: period.end)
        { bill in
            switch format {
            case .csv:
                out.append(
                    csvBill: bill, category: names.title(of: bill.category), book: names.name(of: bill.book))
            case .json:
                out.append(count == 0 ? "\n  " : ",\n  ")
                out.append(
                    jsonBill: bill, category: names.title(of: bill.category), book: names.name(of: bill.book))
            case .jsonl:
                out.append(
                    jsonBill: bill, category: names.title(of: bill.category), book: names.name(of: bill.book))
                out.append("\n")
            case .journal: journal.append(bill, to: &out)
            }
            count += 1
            if out.count >= Self.chunk { try out.flush(to: sink) }
        }
        switch format {
        case .json: out.append(count == 0 ? "]\n" : "\n]\n")
        case .journal: out.append(text: "\n; \(count) bill\(count == 1 ? "" : "s")\n")
        case .csv, .jsonl: break
        }
        try out.flush(to: sink)
        return count
    }

    /// How many bytes are handed to the sink at once: 1 MiB, so that a million bills take ~120 writes.
    static let chunk = 1 << 20

    /// The titles and names the bills' records write, looked up once per category and book, and
    /// then found by their id in an array (a dictionary hashed two ids a bill).
    private struct Names {
        let state: LedgerState
        private var titles = Lookup()
        private var names = Lookup()

        init(state: LedgerState) { self.state = state }

        mutating func title(of category: Category.ID) -> String {
            titles.value(of: category) { Bill.title(ofCategory: $0, in: state) }
        }

        mutating func name(of book: Book.ID) -> String {
            names.value(of: book) { Bill.name(ofBook: $0, in: state) }
        }
    }

    /// Values made once per id: by index for the small ids that ledgers give, in a dictionary for others.
    private struct Lookup {
        private var small: [String?] = Array(repeating: nil, count: 256)
        private var other: [Int: String] = [:]

        mutating func value(of id: Int, _ make: (Int) -> String) -> String {
            if small.indices.contains(id) {
                if let value = small[id] { return value }
                let value = make(id)
                small[id] = value
                return value
            }
            if let value = other[id] { return value }
            let value = make(id)
            other[id] = value
            return value
        }
    }
}
