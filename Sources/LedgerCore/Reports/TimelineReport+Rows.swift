extension TimelineReport {
    /// What the rows of a timeline are written as.
    public enum RowFormat: Sendable {
        /// A JSON array of ``Bill/jsonObject(in:)``, one a line (``BillOutput/json(of:in:)``).
        case json
        /// CSV records of ``Bill/csvHeader`` (``BillOutput/csv(of:in:)``).
        case csv
    }

    /// The bills that ``init(ledger:book:period:filter:order:limit:)`` shows, written as `format`:
    /// what `timi list --format json|csv` and `timi search` print.
    ///
    /// The whole timeline of a period — no filter, newest first, no limit, the common case of a
    /// script reading a month — is written straight from the month files, a month at a time and
    /// newest first, each bill checked as every reader checks it but no ``Bill`` made of it; any
    /// other list is the report's bills, written by ``BillOutput``. The bytes are the same either
    /// way.
    /// - Throws: ``LedgerError`` when a month file cannot be read.
    public static func rows(
        _ format: RowFormat, ledger: Ledger, book: Book, period: Period, filter: BillFilter = BillFilter(),
        order: BillOrder = BillOrder(), limit: Int? = nil
    ) throws -> [UInt8] {
        guard filter.isEmpty, order == BillOrder(), limit == nil else {
            let report = try TimelineReport(
                ledger: ledger, book: book, period: period, filter: filter, order: order, limit: limit)
            switch format {
            case .json: return BillOutput.json(of: report.bills, in: ledger.state)
            case .csv: return BillOutput.csv(of: report.bills, in: ledger.state)
            }
        }
        let state = ledger.state
        let name = Bill.name(ofBook: book.id, in: state)
        var titles: [Category.ID: String] = [:]
        var out = ByteWriter(capacity: 1 << 16)
        var count = 0
        if format == .csv { out.append(csvRecord: Bill.csvHeader) }
        let (first, last) = (period.start.yearMonth, period.end.yearMonth)
        for month in try ledger.months(of: book.id).reversed() where month >= first && month <= last {
            // A month's bills come oldest first: each is written to `written`, its end kept, and the
            // month's records are then copied out newest first.
            var written = ByteWriter(capacity: 1 << 16)
            var ends: [Int] = []
            try ledger.monthStore.forEachStoredBill(
                of: [book.id], from: max(period.start, month.firstDay), through: min(period.end, month.lastDay)
            ) { bill in
                let title =
                    titles[bill.category]
                    ?? {
                        let title = Bill.title(ofCategory: bill.category, in: state)
                        titles[bill.category] = title
                        return title
                    }()
                switch format {
                case .json: written.append(jsonBill: bill, category: title, book: name)
                case .csv: written.append(csvBill: bill, category: title, book: name)
                }
                ends.append(written.count)
            }
            written.bytes.withUnsafeBufferPointer { records in
                for index in ends.indices.reversed() {
                    if format == .json { out.append(count == 0 ? "[\n  " : ",\n  ") }
                    let start = index == 0 ? 0 : ends[index - 1]
                    out.append(bytes: UnsafeBufferPointer(rebasing: records[start..<ends[index]]))
                    count += 1
                }
            }
        }
        if format == .json { out.append(count == 0 ? "[]\n" : "\n]\n") }
        return out.bytes
    }
}
