extension TimelineReport {
    /// What the rows of a timeline are written as.
    package enum RowFormat: Sendable {
        /// A JSON array of ``Bill/jsonObject(in:)``, one a line (``BillOutput/json(of:in:)``).
        case json
        /// CSV records of ``Bill/csvHeader`` (``BillOutput/csv(of:in:)``).
        case csv
    }

    /// The least a piece of ``writeRows(_:ledger:book:period:filter:order:limit:to:)`` holds (but for
    /// the last): a reader of the list (a terminal, `jq`, `head`) gets it piece by piece, and the
    /// pieces reuse the same pages (larger pieces touch more of them: docs/PERFORMANCE.md).
    static let rowPieceSize = 64 << 10

    /// The bills that ``init(ledger:book:period:filter:order:limit:)`` shows, written as `format`:
    /// what `timi list --format json|csv` and `timi search` print, handed to `sink` (each piece valid
    /// during its call) in pieces of about ``rowPieceSize`` bytes.
    ///
    /// The whole timeline of a period — no filter, newest first, no limit, the common case of a
    /// script reading a month or all time — is written straight from the month files by ``BillExport``,
    /// newest first, each bill checked as every reader checks it but no ``Bill`` made of it, so memory
    /// stays at about a batch of months' bills; any other list is the report's bills, written by
    /// ``BillOutput``. The bytes are the same either way.
    /// - Throws: what `sink` throws; ``LedgerError`` when a month file cannot be read (after the
    ///   pieces of the months before it: a month is read whole before any of its bills is written).
    package static func writeRows(
        _ format: RowFormat, ledger: some LedgerReading, book: Book, period: Period,
        filter: BillFilter = BillFilter(),
        order: BillOrder = BillOrder(), limit: Int? = nil,
        to sink: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        guard filter.isEmpty, order == BillOrder(), limit == nil else {
            let report = try TimelineReport(
                ledger: ledger, book: book, period: period, filter: filter, order: order, limit: limit)
            switch format {
            case .json:
                return try BillOutput.json(of: report.bills, in: ledger.state).withUnsafeBufferPointer(sink)
            case .csv:
                return try BillOutput.csv(of: report.bills, in: ledger.state).withUnsafeBufferPointer(sink)
            }
        }
        var export = BillExport(format: format == .json ? .json : .csv, books: [book], period: period)
        export.newestFirst = true
        export.pieceSize = rowPieceSize
        try export.write(from: ledger, to: sink)
    }
}
