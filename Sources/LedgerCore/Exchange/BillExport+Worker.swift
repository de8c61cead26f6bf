extension BillExport {
    /// Writes the records of one month after another, on one thread: it keeps the storage of the
    /// bills read and the names written (each category's title and book's name made once, then
    /// found by their id in an array: a dictionary hashed two ids a bill).
    struct Worker {
        let format: Format
        let state: LedgerState
        private let reader = StoredMonthReader()
        private(set) var journal: PlainTextJournal
        private var titles = IDTable<String>()
        private var aliases = IDTable<String>()
        private var names = IDTable<String>()

        init(format: Format, state: LedgerState, balances: DoubleEntry.Balances? = nil) {
            (self.format, self.state) = (format, state)
            journal = PlainTextJournal(state: state, dialect: format.doubleEntry ?? .journal, balances: balances)
        }

        /// Writes the records of `month`'s bills from `start` through `end` into `piece`, alone (after
        /// the export's header when `afterHeader`); in JSON each object after a comma, the month's first
        /// too unless `afterHeader` (the caller drops it when the export had no bill before).
        mutating func write(
            _ month: MonthFiles, from start: Day, through end: Day, newestFirst: Bool, afterHeader: Bool,
            into piece: Piece
        ) throws {
            // The piece's bytes taken out while they are written: a class's property is checked for
            // exclusive access at each use.
            piece.bills = 0
            var out = ByteWriter(capacity: 16)
            swap(&out, &piece.out)
            defer { swap(&out, &piece.out) }
            out.removeAll()
            piece.bills = try write(
                month, from: start, through: end, newestFirst: newestFirst, afterHeader: afterHeader,
                billsBefore: afterHeader ? 0 : nil, into: &out, flushingAt: .max
            ) { _ in }
        }

        /// Writes the records of `month`'s bills from `start` through `end` after what `out` holds
        /// (after the export's header when `afterHeader`), handing `out` to `sink` whenever it holds
        /// `limit` bytes. In JSON each object comes after a comma but the export's first: the export
        /// has `billsBefore` bills before this month (`nil`: some, or not known).
        /// - Returns: how many bills were written.
        mutating func write(
            _ month: MonthFiles, from start: Day, through end: Day, newestFirst: Bool, afterHeader: Bool,
            billsBefore: Int?, into out: inout ByteWriter, flushingAt limit: Int,
            to sink: (UnsafeBufferPointer<UInt8>) throws -> Void
        ) throws -> Int {
            var bills = 0
            if afterHeader { appendHeader(to: &out) }
            if format.doubleEntry != nil { journal.begin(month.month) }
            try reader.forEachBill(of: month, from: start, through: end, newestFirst: newestFirst) { bill in
                switch format {
                case .csv:
                    out.append(
                        csvBill: bill, category: title(of: bill.category), alias: alias(of: bill.category),
                        book: name(of: bill.book), account: bill.account.map { Bill.name(ofAccount: $0, in: state) },
                        toAccount: bill.toAccount.map { Bill.name(ofAccount: $0, in: state) })
                case .json:
                    out.append(billsBefore.map { $0 + bills == 0 } == true ? "\n  " : ",\n  ")
                    out.append(
                        jsonBill: bill, category: title(of: bill.category), alias: alias(of: bill.category),
                        book: name(of: bill.book),
                        account: bill.account.map { Bill.name(ofAccount: $0, in: state) },
                        toAccount: bill.toAccount.map { Bill.name(ofAccount: $0, in: state) })
                case .jsonl:
                    out.append(
                        jsonBill: bill, category: title(of: bill.category), alias: alias(of: bill.category),
                        book: name(of: bill.book),
                        account: bill.account.map { Bill.name(ofAccount: $0, in: state) },
                        toAccount: bill.toAccount.map { Bill.name(ofAccount: $0, in: state) })
                    out.append("\n")
                case .journal, .beancount: journal.append(bill, to: &out)
                }
                bills += 1
                if out.count >= limit { try out.flush(to: sink) }
            }
            if format.doubleEntry != nil { journal.end(to: &out) }
            return bills
        }

        /// What comes before the bills: CSV's header, JSON's `[`, the journal's comment and opening
        /// balances.
        mutating func appendHeader(to out: inout ByteWriter) {
            switch format {
            case .csv: out.append(csvRecord: Bill.csvHeader)
            case .json: out.append("[")
            case .journal, .beancount: journal.appendHeader(to: &out)
            case .jsonl: break
            }
        }

        /// What comes after the `count` bills: JSON's `]`, the journal's count (and, in Beancount, the
        /// `open` directives, at the first `uses` of the other workers and this one's).
        mutating func appendFooter(count: Int, uses: [String: Day], to out: inout ByteWriter) {
            switch format {
            case .json: out.append(count == 0 ? "]\n" : "\n]\n")
            case .journal, .beancount: journal.appendFooter(count: count, uses: uses, to: &out)
            case .csv, .jsonl: break
            }
        }

        private mutating func title(of category: Category.ID) -> String {
            titles.value(of: category) { Bill.title(ofCategory: $0, in: state) }
        }

        private mutating func alias(of category: Category.ID) -> String {
            aliases.value(of: category) { Bill.alias(ofCategory: $0, in: state) }
        }

        private mutating func name(of book: Book.ID) -> String {
            names.value(of: book) { Bill.name(ofBook: $0, in: state) }
        }
    }
}
