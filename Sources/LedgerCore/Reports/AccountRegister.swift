/// One account's bills in a period, oldest first, each with the balance after it: what
/// `timi list --account A` shows (hledger's `aregister`).
///
/// The opening balance is carried into the period from the account's opening balance and the
/// per-account sums of the months before it (``MonthSummary/accounts``, kept in the totals files),
/// plus the bills of the period's first month before its first day: however large the ledger, only
/// the months of the period are read, and of them only the bills that name the account are made. Bills
/// of every book count, as an account is ledger-wide.
package struct AccountRegister: Equatable, Sendable {
    /// One bill of the account and what it left.
    package struct Row: Equatable, Sendable {
        /// The bill.
        package var bill: Bill
        /// Its effect on the account (``Bill/flow(in:)``).
        package var flow: Money
        /// The account's balance after it.
        package var balance: Money
    }

    /// The account.
    package var account: Account
    /// The period shown.
    package var period: Period
    /// The balance before the period's first day.
    package var opening: Money
    /// The account's bills in the period, chronological across books.
    package var rows: [Row]
    /// The balance at the end of the period.
    package var closing: Money { rows.last?.balance ?? opening }

    /// The register of `account` over `period`.
    /// - Throws: ``LedgerError`` when a totals or month file cannot be read.
    package init(ledger: some LedgerReading, account: Account, period: Period) throws {
        self.account = account
        self.period = period
        let books = ledger.state.books.map(\.id)
        let first = period.start.yearMonth
        var balance = account.opening
        for book in books {
            for (month, flows) in try ledger.accountFlows(of: book) where month < first {
                balance += flows[account.id] ?? .zero
            }
        }
        var rows: [Row] = []
        for month in try ledger.months(of: books, from: first.firstDay, through: period.end) {
            for bill in try ledger.bills(of: books, in: month, moving: [account.id])
            where bill.date <= period.end {
                let flow = bill.flow(in: account.id)
                guard bill.account == account.id || flow != .zero else { continue }
                balance += flow
                if bill.date >= period.start { rows.append(Row(bill: bill, flow: flow, balance: balance)) }
            }
        }
        opening = rows.first.map { $0.balance - $0.flow } ?? balance
        self.rows = rows
    }
}
