/// What the monthly and the period reports both show: the expense and the income pie, and the largest
/// expenses; their headings are written once here for every renderer of either report.
protocol ReportSections {
    var expenseByCategory: CategoryTotalsReport { get }
    var incomeByCategory: CategoryTotalsReport { get }
    var largestExpenses: [Bill] { get }
}

extension ReportSections {
    /// The expense and the income pie with their headings, in that order.
    func pies(language: Language) -> [(title: String, pie: CategoryTotalsReport)] {
        [
            (language.text("Expense by category"), expenseByCategory),
            (language.text("Income by category"), incomeByCategory),
        ]
    }

    /// The heading of ``largestExpenses``: `5 largest expenses`.
    func largestExpensesTitle(language: Language) -> String {
        language.text(
            largestExpenses.count == 1 ? "{1} largest expense" : "{1} largest expenses",
            String(largestExpenses.count))
    }
}

extension MonthlyReport: ReportSections {}
extension PeriodReport: ReportSections {}
