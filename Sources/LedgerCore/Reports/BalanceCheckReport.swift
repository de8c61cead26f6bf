/// The recorded balance checks (``Account/checks``), each beside timi's balance of its account on its
/// day: those that still hold and those a later change broke. What `timi doctor` lists, what a change
/// warns about, and where `timi account check` finds the last check that holds.
///
/// The balances come from the month summaries (``AccountFlows``): a month is read only for a check
/// that is not on its last day, once for all the checks in it.
public struct BalanceCheckReport: Equatable, Sendable {
    /// One check and timi's balance on its day.
    public struct Line: Equatable, Sendable {
        /// The account checked.
        public var account: Account
        /// What was recorded.
        public var check: Account.Check
        /// timi's balance of the account at the end of the check's day.
        public var balance: Money
        /// Whether timi still agrees with the check.
        public var holds: Bool { balance == check.balance }
    }

    /// The checks looked at, by account in the ledger's order, then by date.
    public var lines: [Line]
    /// The checks that no longer hold.
    public var broken: [Line] { lines.filter { !$0.holds } }

    /// The checks of `accounts` (every account's when `nil`) dated on or after `start` (all when `nil`).
    /// - Throws: ``LedgerError`` when a totals or month file cannot be read.
    public init(ledger: some LedgerReading, accounts: [Account]? = nil, from start: Day? = nil) throws {
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
