extension ImportOutcome {
    /// The new bills as `timi list` shows them: for each book, its days newest first. Empty when there
    /// is nothing to import.
    ///
    /// Used by `timi import --dry-run`, on the ledger the import was applied to (and not committed).
    /// - Parameter style: the width to fit and whether to colour, as for `timi list`.
    public func asText(in ledger: Ledger, style: TextStyle = TextStyle()) throws -> String {
        let ids = Set(imported.map(\.id))
        var out: [String] = []
        for book in ledger.state.books {
            let dates = imported.filter { $0.book == book.id }.map(\.date)
            guard let start = dates.min(), let end = dates.max() else { continue }
            let period = Period(
                start: start, end: end, description: start == end ? "\(start)" : "\(start)..\(end)")
            let report = try TimelineReport(
                ledger: ledger, book: book, period: period, filter: BillFilter(ids: ids))
            out.append(report.asText(in: ledger.state, style: style))
        }
        return out.joined(separator: "\n")
    }

    /// The new bills as a JSON array of bill objects (``Bill/jsonObject(in:)``), in the file's order.
    public func asJSON(in state: LedgerState) -> String {
        JSONOutput.array(imported.map { $0.jsonObject(in: state) })
    }
}
