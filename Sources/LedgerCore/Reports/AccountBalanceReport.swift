/// Each account's balance on a day, and per currency what is owned, what is owed and the net worth
/// (净资产): what `timi accounts` shows.
///
/// A balance is the account's opening balance and the net flow of every bill that names it through
/// the day (income in, expense out). The months before the day's month are added up from their
/// summaries (``MonthSummary/accounts``, kept in the totals files), so the bills of one month are
/// read at most, however large the ledger, and of those only the bills that name an account are
/// made. Different currencies are never added.
package struct AccountBalanceReport: Equatable, Sendable {
    /// One account and its balance.
    package struct Line: Equatable, Sendable {
        /// The account.
        package var account: Account
        /// Its balance, signed: a card that owes is negative.
        package var balance: Money
        /// A credit card's statement, when it has a statement day.
        package var statement: Statement?
    }

    /// A credit card's current statement period and the last statement's bill (账单).
    package struct Statement: Equatable, Sendable {
        /// The last statement day on or before the report's day.
        package var closed: Day
        /// What the card was charged since that day, less what came in (a refund, a repayment).
        var spending: Money
        /// What the last statement left owed (0 when nothing was).
        package var due: Money
        /// The due day after the last statement day, when the card has one.
        var dueDate: Day?
    }

    /// The totals of one currency.
    package struct Totals: Equatable, Sendable {
        /// The currency of the accounts added.
        package var currency: String
        /// The positive balances.
        package var assets: Money
        /// What the negative balances owe, as a positive amount.
        package var liabilities: Money
        /// Assets less liabilities.
        var netWorth: Money { assets - liabilities }
    }

    /// The day of the balances.
    package var date: Day
    /// The accounts shown, in their order: not hidden, and not closed unless money is left in them.
    package var lines: [Line]
    /// Per currency, in the order the accounts first use them; every account counts, hidden or not.
    package var totals: [Totals]

    /// The balances on `date`.
    /// - Throws: ``LedgerError`` when a totals or month file cannot be read.
    package init(ledger: some LedgerReading, on date: Day) throws {
        self.date = date
        let month = date.yearMonth
        var flows: [Account.ID: Money] = [:]
        var readsMonth: [Book.ID] = []
        for book in ledger.state.books {
            for (flowMonth, monthFlows) in try ledger.accountFlows(of: book.id)
            where flowMonth <= month && !monthFlows.isEmpty {
                guard flowMonth == month, date != month.lastDay else {
                    for (account, flow) in monthFlows { flows[account, default: .zero] += flow }
                    continue
                }
                readsMonth.append(book.id)
            }
        }
        let accounts = Set(ledger.state.accounts.map(\.id))
        for bill in try ledger.bills(of: readsMonth, in: month, moving: accounts) where bill.date <= date {
            for account in bill.accounts { flows[account, default: .zero] += bill.flow(in: account) }
        }
        var all: [Line] = []
        var totals: [Totals] = []
        for account in ledger.state.accounts {
            let balance = account.opening + (flows[account.id] ?? .zero)
            var line = Line(account: account, balance: balance)
            if account.kind == .credit, let statementDay = account.statementDay {
                line.statement = try Self.statement(
                    of: account, statementDay, balance: balance, on: date, ledger: ledger)
            }
            all.append(line)
            if !totals.contains(where: { $0.currency == account.currency }) {
                totals.append(Totals(currency: account.currency, assets: .zero, liabilities: .zero))
            }
            guard let index = totals.firstIndex(where: { $0.currency == account.currency }) else { continue }
            if balance >= .zero {
                totals[index].assets += balance
            } else {
                totals[index].liabilities -= balance
            }
        }
        lines = all.filter { !$0.account.hidden && (!$0.account.closed || $0.balance != .zero) }
        self.totals = totals
    }

    /// The statement of a card whose balance on `date` is `balance`: the card's bills since its last
    /// statement day are read (of at most two months of each book).
    private static func statement(
        of account: Account, _ statementDay: Int, balance: Money, on date: Day, ledger: some LedgerReading
    ) throws -> Statement {
        func day(_ day: Int, of month: Month) -> Day {
            Day(year: month.year, month: month.month, day: min(day, month.lastDay.day)) ?? month.lastDay
        }
        let thisMonth = day(statementDay, of: date.yearMonth)
        let closed =
            thisMonth <= date ? thisMonth : day(statementDay, of: date.yearMonth.previous ?? date.yearMonth)
        var flow = Money.zero
        var spending = Money.zero
        var paid = Money.zero
        let books = ledger.state.books.map(\.id)
        for month in Set([closed.yearMonth, date.yearMonth]) {
            for bill in try ledger.bills(of: books, in: month, moving: [account.id])
            where bill.date > closed && bill.date <= date {
                let billFlow = bill.flow(in: account.id)
                flow += billFlow
                // A repayment (a transfer in) pays the statement; it is not spending.
                if bill.type == .transfer, billFlow > .zero { paid += billFlow } else { spending -= billFlow }
            }
        }
        let owedThen = balance - flow
        var dueDate: Day?
        if let dueDay = account.dueDay {
            let sameMonth = day(dueDay, of: closed.yearMonth)
            dueDate = sameMonth > closed ? sameMonth : closed.yearMonth.next.map { day(dueDay, of: $0) }
        }
        return Statement(
            closed: closed, spending: spending, due: max(.zero, -owedThen - paid), dueDate: dueDate)
    }
}
