/// The bill lists of `list --format json|csv`, written as bytes.
package enum BillOutput {
    /// Bills as CSV: a header of ``Bill/csvHeader``, then one record per bill (what `list --format csv`
    /// prints, and the columns of `timi export` and `timi import`).
    package static func csv(of bills: [Bill], in state: LedgerState) -> [UInt8] {
        var out = ByteWriter(capacity: bills.count * 130 + 64)
        out.append(csvRecord: Bill.csvHeader)
        for bill in bills { bill.appendCSV(to: &out, in: state) }
        return out.bytes
    }

    /// Bills as a JSON array, one ``Bill/jsonObject(in:)`` per line: what `list --json` prints. UTF-8
    /// bytes rather than a `String`, as a list may hold a million bills.
    package static func json(of bills: [Bill], in state: LedgerState) -> [UInt8] {
        var out = ByteWriter(capacity: bills.count * 220 + 4)
        out.append(bills.isEmpty ? "[]\n" : "[\n")
        for (index, bill) in bills.enumerated() {
            out.append(index == 0 ? "  " : ",\n  ")
            bill.append(to: &out, in: state)
        }
        if !bills.isEmpty { out.append("\n]\n") }
        return out.bytes
    }
}
