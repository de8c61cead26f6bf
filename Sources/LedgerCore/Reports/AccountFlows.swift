/// The net flow of accounts through the end of given days (income in, expense out), from the month
/// summaries (``MonthSummary/accounts``): the months before a day's month are added up from them, and
/// the day's own month is read only when the day is not its last, once however many days fall in it.
/// What balance checks compare (``BalanceCheckReport``, ``Ledger/checkBalance(of:is:on:)``).
enum AccountFlows {
    /// The flow of each of `accounts` through each of `days`; an account without bills is absent.
    /// - Throws: ``LedgerError`` when a totals or month file cannot be read.
    static func through(
        _ days: [Day], of accounts: Set<Account.ID>, in ledger: some LedgerReading
    ) throws -> [Day: [Account.ID: Money]] {
        let days = Set(days).sorted()
        guard let last = days.last, !accounts.isEmpty else { return [:] }
        // Per month, the flows of the accounts asked for, and the books that have bills in it.
        var byMonth: [Month: [Account.ID: Money]] = [:]
        var booksOf: [Month: [Book.ID]] = [:]
        for book in ledger.state.books {
            for (month, monthFlows) in try ledger.accountFlows(of: book.id) where month <= last.yearMonth {
                booksOf[month, default: []].append(book.id)
                for (account, flow) in monthFlows where accounts.contains(account) {
                    byMonth[month, default: [:]][account, default: .zero] += flow
                }
            }
        }
        let months = byMonth.keys.sorted()
        var running: [Account.ID: Money] = [:]
        var next = 0
        var result: [Day: [Account.ID: Money]] = [:]
        var read: (month: Month, bills: [Bill])?
        for day in days {
            let month = day.yearMonth
            while next < months.count && months[next] < month {
                for (account, flow) in byMonth[months[next]] ?? [:] {
                    running[account, default: .zero] += flow
                }
                next += 1
            }
            var flows = running
            if day == month.lastDay {
                for (account, flow) in byMonth[month] ?? [:] { flows[account, default: .zero] += flow }
            } else if let books = booksOf[month] {
                // A month whose flows sum to nothing still moves the balance of the days inside it.
                if read?.month != month {
                    read = (month, try ledger.bills(of: books, in: month, moving: accounts))
                }
                for bill in read?.bills ?? [] where bill.date <= day {
                    for account in bill.accounts where accounts.contains(account) {
                        flows[account, default: .zero] += bill.flow(in: account)
                    }
                }
            }
            result[day] = flows
        }
        return result
    }

    /// The balance of `account` at the end of `day`: its opening balance and its flow through the day.
    /// - Throws: ``LedgerError`` when a totals or month file cannot be read.
    static func balance(of account: Account, on day: Day, in ledger: some LedgerReading) throws -> Money {
        let flows = try through([day], of: [account.id], in: ledger)
        return account.opening + (flows[day]?[account.id] ?? .zero)
    }
}
