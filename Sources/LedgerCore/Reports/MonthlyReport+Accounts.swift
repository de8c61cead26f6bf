extension MonthlyReport {
    /// What the monthly report says of the ledger's accounts: the net worth at the month's end and
    /// the credit-card dues that fall in the month. Made only when the ledger has accounts, so the
    /// reports of ledgers without them stay as they were.
    package struct Accounts: Equatable, Sendable {
        /// One credit card's statement that is due in the month.
        struct Due: Equatable, Sendable {
            /// The card.
            package var card: Account
            /// What its statement left owed (0 when nothing was).
            package var amount: Money
            /// The day it is due.
            package var date: Day
        }

        /// The last day of the month: the day of the net worth.
        package var date: Day
        /// Per currency: assets, liabilities and net worth on ``date`` (from ``AccountBalanceReport``).
        package var totals: [AccountBalanceReport.Totals]
        /// The cards with a statement day and a due day whose due day is in the month, in the
        /// accounts' order; closed and hidden cards are left out.
        var dues: [Due]

        /// The section of `month`, or `nil` when the ledger has no accounts.
        /// - Throws: ``LedgerError`` when a totals or month file cannot be read.
        init?(ledger: some LedgerReading, month: Month) throws {
            guard !ledger.state.accounts.isEmpty else { return nil }
            date = month.lastDay
            totals = try AccountBalanceReport(ledger: ledger, on: date).totals
            var dues: [Due] = []
            for card in ledger.state.accounts
            where card.kind == .credit && !card.closed && !card.hidden && card.statementDay != nil {
                guard let dueDay = card.dueDay else { continue }
                // The balance on the due day carries the statement that it ends.
                let day = Day(year: month.year, month: month.month, day: min(dueDay, month.lastDay.day))
                guard let day else { continue }
                let line = try AccountBalanceReport(ledger: ledger, on: day).lines.first {
                    $0.account.id == card.id
                }
                guard let statement = line?.statement, let due = statement.dueDate, due.yearMonth == month
                else { continue }
                dues.append(Due(card: card, amount: statement.due, date: due))
            }
            self.dues = dues
        }
    }
}
