import LedgerCore

extension Context {
    /// Prints a timeline as `list` and `search` do: the text view, or the bills shown as a JSON
    /// array or CSV rows, in the report's order.
    func print(_ report: TimelineReport, in state: LedgerState, as format: OutputFormat) {
        switch format {
        case .json: print(bytes: BillOutput.json(of: report.bills, in: state))
        case .csv: print(bytes: BillOutput.csv(of: report.bills, in: state))
        case .text: print(bytes: report.textBytes(in: state, style: style))
        }
    }
}
