import LedgerCore

/// A view that `--format` writes as text, JSON or CSV (`balance`, `months`, `pie`, `calendar`).
protocol TabularReport {
    func asJSON() -> String
    func asCSV() -> String
}

extension BalanceReport: TabularReport {}
extension MonthListReport: TabularReport {}
extension CategoryTotalsReport: TabularReport {}
extension CalendarReport: TabularReport {}
extension BudgetReport: TabularReport {}

extension Context {
    /// Prints `report` as `format` asks; `text` renders it as text, in the command's own way.
    func print(_ report: some TabularReport, as format: OutputFormat, text: () -> String) {
        switch format {
        case .json: print(report.asJSON())
        case .csv: print(report.asCSV())
        case .text: print(text())
        }
    }
}
