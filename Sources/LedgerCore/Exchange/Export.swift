/// Every field of the bills of a period, for `timi export`: CSV, JSON, JSON Lines, or a journal for
/// `ledger` and `hledger`.
///
/// CSV, JSON and JSON Lines carry what `timi import` reads back, so export then import gives the same
/// bills (photos excepted: the files stay in `attachments/`).
public struct BillExport {
    /// The ledger's state, for category titles, book names and currencies.
    public var state: LedgerState
    /// By date, then creation, then id, across the books.
    public var bills: [Bill]

    /// The bills of `books` in `period`.
    public init(ledger: Ledger, books: [Book], period: Period) throws {
        state = ledger.state
        bills = try books.flatMap { try ledger.bills(of: $0.id, from: period.start, through: period.end) }
            .sorted(by: Bill.chronological)
    }

    /// A header row, then one row per bill, in the columns of every bill CSV (``Bill/csvHeader``):
    /// amounts without sign (the type says which way), the category's title, the book's name, `photo`
    /// the attachment's name, `created` as ISO 8601. `timi import` reads the same columns.
    public func asCSV() -> String {
        var out = CSV.row(Bill.csvHeader)
        out.reserveCapacity(bills.count * 120)
        for bill in bills { out += CSV.row(bill.csvRow(in: state)) }
        return out
    }

    /// A JSON array of bill objects (``Bill/jsonObject(in:)``), one per line.
    public func asJSON() -> String { JSONOutput.array(bills.map { $0.jsonObject(in: state) }) }

    /// One bill object (``Bill/jsonObject(in:)``) per line.
    public func asJSONLines() -> String {
        var out = ""
        out.reserveCapacity(bills.count * 220)
        for bill in bills { out += bill.jsonObject(in: state) + "\n" }
        return out
    }

}
