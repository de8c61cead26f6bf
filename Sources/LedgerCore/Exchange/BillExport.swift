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
        var names = Names(state: state)
        try ledger.monthStore.forEachStoredMonth(of: books.map(\.id), from: period.start, through: period.end)
        {
            bills in
            for (book, stored) in bills {
                let bill = StoredBookBill(book: book, stored: stored)
                switch format {
                case .csv:
                    out.append(
                        csvBill: bill, category: names.title(of: bill.category), book: names.name(of: book))
                case .json:
                    out.append(count == 0 ? "\n  " : ",\n  ")
                    out.append(
                        jsonBill: bill, category: names.title(of: bill.category), book: names.name(of: book))
                case .jsonl:
                    out.append(
                        jsonBill: bill, category: names.title(of: bill.category), book: names.name(of: book))
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

    /// The titles and names the bills' records write, looked up once per category and book.
    private struct Names {
        let state: LedgerState
        private var titles: [Category.ID: String] = [:]
        private var names: [Book.ID: String] = [:]

        init(state: LedgerState) { self.state = state }

        mutating func title(of category: Category.ID) -> String {
            if let title = titles[category] { return title }
            let title = Bill.title(ofCategory: category, in: state)
            titles[category] = title
            return title
        }

        mutating func name(of book: Book.ID) -> String {
            if let name = names[book] { return name }
            let name = Bill.name(ofBook: book, in: state)
            names[book] = name
            return name
        }
    }
}
