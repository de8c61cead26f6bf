extension DoubleEntry {
    /// What a double-entry export writes beside the bills: each account's opening balance, and the
    /// recorded balance checks as assertions, each placed among the bills so that a reader that
    /// checks in the file's order (ledger-cli does) has seen every bill of its day and none after.
    struct Balances: Sendable {
        /// An account's balance before the export's first day, and the day it is written on.
        struct Opening: Sendable {
            var account: Account
            var amount: Money
            var date: Day
        }

        /// A balance check and its account.
        struct Check: Sendable {
            var account: Account
            var check: Account.Check
        }

        /// The accounts whose balance before the export is not zero.
        var openings: [Opening] = []
        /// The checks written among the bills of a month: that of the first month written on or after
        /// the check's, oldest first.
        var checks: [Month: [Check]] = [:]
        /// The checks after the last month written, oldest first: written at the end.
        var trailing: [Check] = []

        /// The balances of an export of `books`' bills in `period`, whose months with bills are `months`.
        /// An account's opening is its opening balance, or, for a period that starts later, its balance the
        /// day before (every book's bills counted, as `timi accounts` counts them), on its opening day or
        /// the export's first day, whichever is first (and never after its first check); the checks are
        /// those of the period that still hold, and only when every book is exported (a book's bills alone
        /// would break them).
        /// - Throws: ``LedgerError`` when a totals or month file cannot be read.
        init(ledger: some LedgerReading, books: [Book], period: Period, months: [Month]) throws {
            let first = months.first.map { max($0.firstDay, period.start) } ?? period.start
            let accounts = ledger.state.accounts
            var amounts = Dictionary(accounts.map { ($0.id, $0.opening) }, uniquingKeysWith: { $1 })
            if period.start > Period.all.start, let before = period.start.adding(days: -1) {
                let flows = try AccountFlows.through([before], of: Set(accounts.map(\.id)), in: ledger)
                for (id, flow) in flows[before] ?? [:] { amounts[id, default: .zero] += flow }
            }
            // Checks that no longer hold are left out: a reader would refuse the whole file over one
            // (`timi doctor` lists them).
            let all =
                Set(books.map(\.id)) == Set(ledger.state.books.map(\.id))
                ? try BalanceCheckReport(ledger: ledger).lines.filter { $0.holds && period.contains($0.check.date) }
                    .map { Check(account: $0.account, check: $0.check) }.sorted { $0.check.date < $1.check.date }
                : []
            let later = period.start > Period.all.start
            openings = accounts.compactMap { account in
                guard let amount = amounts[account.id], amount != .zero else { return nil }
                // Never after a check of the account, which counts it wherever its day falls.
                let checked = all.first { $0.account.id == account.id }?.check.date
                let opened = account.openingDate ?? first
                let date = later ? first : checked.map { min(opened, $0) } ?? opened
                return Opening(account: account, amount: amount, date: date)
            }
            for check in all {
                if let host = months.first(where: { $0 >= check.check.date.yearMonth }) {
                    checks[host, default: []].append(check)
                } else {
                    trailing.append(check)
                }
            }
        }
    }
}
