import LedgerCore

/// A view that `--format` writes as text, JSON or CSV (`balance`, `months`, `pie`, `calendar`).
protocol TabularReport {
    func asJSON() -> String
    func asCSV() -> String
}

/// A ``TabularReport`` whose text needs nothing but the style (`balance`, `months`, `pie`, `budget`).
protocol StyledTabularReport: TabularReport {
    func asText(style: TextStyle) -> String
}

extension BalanceReport: StyledTabularReport {}
extension MonthListReport: StyledTabularReport {}
extension CategoryTotalsReport: StyledTabularReport {}
extension CalendarReport: TabularReport {}
extension BudgetReport: StyledTabularReport {}

extension Context {
    /// Prints `report` as `format` asks; `text` renders it as text, in the command's own way.
    func print(_ report: some TabularReport, as format: OutputFormat, text: () -> String) {
        switch format {
        case .json: print(report.asJSON())
        case .csv: print(report.asCSV())
        case .text: print(text())
        }
    }

    /// Prints `report` as `format` asks, as text in this context's style.
    func print(_ report: some StyledTabularReport, as format: OutputFormat) {
        print(report, as: format) { report.asText(style: style) }
    }
}
