extension BillExport {
    /// Writes the records of one month after another, on one thread: it keeps the storage of the
    /// bills read and the names written (each category's title and book's name made once, then
    /// found by their id in an array: a dictionary hashed two ids a bill).
    struct Worker {
        let format: Format
        let state: LedgerState
        private let reader = StoredMonthReader()
        private var journal: PlainTextJournal
        private var titles = IDTable<String>()
        private var names = IDTable<String>()
        /// The size of the last month's records: the next month's are about as large.
        private var lastSize = 0

        init(format: Format, state: LedgerState) {
            (self.format, self.state) = (format, state)
            journal = PlainTextJournal(state: state)
        }

        /// The records of `month`'s bills from `start` through `end` (after the export's header when
        /// `afterHeader`), and how many bills they are; in JSON, each object after a comma but the
        /// export's first.
        mutating func records(
            of month: StoredMonth, from start: Day, through end: Day, newestFirst: Bool, afterHeader: Bool
        ) throws -> (bytes: [UInt8], bills: Int) {
            // A month of a million-bill ledger writes ~2.5 MB: room for it at once, untouched pages free.
            var out = ByteWriter(capacity: lastSize == 0 ? 4 << 20 : lastSize + lastSize / 8 + (1 << 12))
            if afterHeader { Self.appendHeader(format, to: &out) }
            var count = 0
            try reader.forEachBill(of: month, from: start, through: end, newestFirst: newestFirst) { bill in
                switch format {
                case .csv:
                    out.append(csvBill: bill, category: title(of: bill.category), book: name(of: bill.book))
                case .json:
                    out.append(afterHeader && count == 0 ? "\n  " : ",\n  ")
                    out.append(jsonBill: bill, category: title(of: bill.category), book: name(of: bill.book))
                case .jsonl:
                    out.append(jsonBill: bill, category: title(of: bill.category), book: name(of: bill.book))
                    out.append("\n")
                case .journal: journal.append(bill, to: &out)
                }
                count += 1
            }
            lastSize = out.count
            return (out.bytes, count)
        }

        /// What comes before the bills: CSV's header, JSON's `[`, the journal's comment.
        static func appendHeader(_ format: Format, to out: inout ByteWriter) {
            switch format {
            case .csv: out.append(csvRecord: Bill.csvHeader)
            case .json: out.append("[")
            case .journal: out.append("; timi export\n")
            case .jsonl: break
            }
        }

        /// What comes after the `count` bills: JSON's `]`, the journal's count.
        static func appendFooter(_ format: Format, count: Int, to out: inout ByteWriter) {
            switch format {
            case .json: out.append(count == 0 ? "]\n" : "\n]\n")
            case .journal: out.append(text: "\n; \(count) bill\(count == 1 ? "" : "s")\n")
            case .csv, .jsonl: break
            }
        }

        private mutating func title(of category: Category.ID) -> String {
            titles.value(of: category) { Bill.title(ofCategory: $0, in: state) }
        }

        private mutating func name(of book: Book.ID) -> String {
            names.value(of: book) { Bill.name(ofBook: $0, in: state) }
        }
    }
}
