/// The recorded balance checks (``Account/checks``), each beside timi's balance of its account on its
/// day: those that still hold and those a later change broke. What `timi doctor` lists, what a change
/// warns about, and where `timi account check` finds the last check that holds.
///
/// The balances come from the month summaries (``AccountFlows``): a month is read only for a check
/// that is not on its last day, once for all the checks in it.
package struct BalanceCheckReport: Equatable, Sendable {
    /// One check and timi's balance on its day.
    package struct Line: Equatable, Sendable {
        /// The account checked.
        package var account: Account
        /// What was recorded.
        package var check: Account.Check
        /// timi's balance of the account at the end of the check's day.
        package var balance: Money
        /// Whether timi still agrees with the check.
        package var holds: Bool { balance == check.balance }
    }

    /// The checks looked at, by account in the ledger's order, then by date.
    package var lines: [Line]
    /// The checks that no longer hold.
    package var broken: [Line] { lines.filter { !$0.holds } }

    /// The checks of `accounts` (every account's when `nil`) dated on or after `start` (all when `nil`).
    /// - Throws: ``LedgerError`` when a totals or month file cannot be read.
    package init(ledger: some LedgerReading, accounts: [Account]? = nil, from start: Day? = nil) throws {
        let checked: [(Account, [Account.Check])] = (accounts ?? ledger.state.accounts).map { account in
            (account, account.checks.filter { check in start.map { check.date >= $0 } ?? true })
        }.filter { !$0.1.isEmpty }
        let flows = try AccountFlows.through(
            checked.flatMap { $0.1.map(\.date) }, of: Set(checked.map { $0.0.id }), in: ledger)
        lines = checked.flatMap { account, checks in
            checks.map { check in
                Line(
                    account: account, check: check,
                    balance: account.opening + (flows[check.date]?[account.id] ?? .zero))
            }
        }
    }
}

extension BalanceCheckReport {
    /// The checks a change moved (``BalanceMoves``), each beside timi's balance after it: what the
    /// command that made the change warns of, in time proportional to the months it changed and the
    /// checks, not to the ledger.
    ///
    /// A check in a month the change touched is compared with its exact balance (those months are
    /// read). A check after them moved by the sum of its account's moves in the changed months before
    /// it; one that did not move is left out (it holds or not as before, and the change that broke it
    /// said so). Of the checks of one account that moved, the first is compared with its exact
    /// balance (its month read unless the check is on its last day); the later ones are taken to have
    /// been off by what it was off before the change (usually nothing; after an undo, what the undone
    /// change moved), so each needs no month read. `timi doctor` compares every check exactly.
    /// When the change moved balances otherwise (``BalanceMoves/flows`` is `nil`), every check from
    /// its first month on is compared exactly.
    /// - Throws: ``LedgerError`` when a totals or month file cannot be read.
    package init(ledger: some LedgerReading, moves: BalanceMoves) throws {
        guard let flows = moves.flows else {
            self = try BalanceCheckReport(ledger: ledger, from: moves.firstMonth.firstDay)
            return
        }
        // Per account: the checks compared exactly, and those moved (with how much) after the changed months.
        var exact: [(Account, Account.Check)] = []
        var moved: [(Account, [(check: Account.Check, by: Money)])] = []
        for account in ledger.state.accounts {
            var shifted: [(check: Account.Check, by: Money)] = []
            for check in account.checks where check.date.yearMonth >= moves.firstMonth {
                if flows[check.date.yearMonth] != nil {
                    exact.append((account, check))
                    continue
                }
                let by = moves.moved(account.id, before: check.date.yearMonth)
                if by != .zero { shifted.append((check, by)) }
            }
            if let first = shifted.first {
                exact.append((account, first.check))
                moved.append((account, shifted))
            }
        }
        let balances = try AccountFlows.through(
            exact.map(\.1.date), of: Set(exact.map(\.0.id)), in: ledger)
        func balance(_ account: Account, _ check: Account.Check) -> Money {
            account.opening + (balances[check.date]?[account.id] ?? .zero)
        }
        var lines = exact.map { Line(account: $0.0, check: $0.1, balance: balance($0.0, $0.1)) }
        for (account, shifted) in moved {
            let first = shifted[0]
            // What the first was off by before the change: the later ones are taken to be off by as much.
            let offBefore = balance(account, first.check) - first.by - first.check.balance
            lines += shifted.dropFirst().map { check, by in
                Line(account: account, check: check, balance: check.balance + offBefore + by)
            }
        }
        let order = Dictionary(
            ledger.state.accounts.enumerated().map { ($0.element.id, $0.offset) },
            uniquingKeysWith: { first, _ in first })
        self.lines = lines.sorted {
            (order[$0.account.id] ?? 0, $0.check.date) < (order[$1.account.id] ?? 0, $1.check.date)
        }
    }
}
