/// A statement's balance column checked twice: against itself (each row's balance is the one before
/// it plus the row's amount) and, after the import, against timi's running balance of the
/// statement's account.
///
/// Rows left out (a move between the user's own accounts that timi does not book yet, a rule's
/// `skip`) are still links of the chain; against timi they are counted as if booked, and named: the
/// balance matches "counting N rows left out", which timi's own balance lacks until they are booked.
package struct StatementReconciliation: Equatable, Sendable {
    /// Where the column does not chain: the row, the balance the rows before it and its amount
    /// come to, and the one it writes.
    struct Break: Equatable, Sendable {
        /// The row.
        package var place: ImportPlace
        /// The balance before it plus its amount.
        package var expected: Money
        /// The balance it writes.
        package var found: Money
    }

    /// The first row where timi's running balance and the statement's part.
    struct Parting: Equatable, Sendable {
        /// The row, and its day.
        package var place: ImportPlace
        package var day: Day
        /// The statement's balance after it (as timi signs balances).
        package var statement: Money
        /// timi's balance after it, counting the rows left out before it.
        package var timi: Money
        /// timi's less the statement's.
        package var difference: Money { timi - statement }
    }

    /// How many rows carry a balance.
    package var rows: Int
    /// Whether the file lists its rows newest first (told by its chain, else its dates).
    var newestFirst: Bool
    /// Whether the column is what is owed (a card's: purchases raise it); its balances are negated to
    /// be timi's, which are negative for what a card owes.
    package var owed: Bool
    /// The first row where the column does not chain; `nil` when it does throughout.
    var chainBreak: Break?
    /// The last day of the statement.
    package var lastDay: Day
    /// The statement's balance at the end of ``lastDay`` (as timi signs balances).
    var lastBalance: Money
    /// The account compared with; `nil` when the statement's account is not known.
    package var account: Account.ID?
    /// timi's balance of ``account`` at the end of ``lastDay``, after the import.
    var timiBalance: Money?
    /// The first row where timi's and the statement's balances part; `nil` when they never do (or
    /// nothing was compared).
    var parting: Parting?
    /// timi's balance less the statement's when it is the same after every row from the first: the
    /// account's opening balance is off by that much (an account an earlier import made without
    /// one, or a mistyped `--opening`); `nil` when the balances never part or part otherwise.
    var openingOff: Money?
    /// How many rows were left out (counted as if booked).
    var leftOut = 0
    /// Their signed sum: what timi's balance lacks until they are booked.
    var leftOutAmount: Money = .zero

    /// The balance check the import records of ``account`` (its last balance, on ``lastDay``), as
    /// `timi account check` would: when the column chains and timi's balance equals the statement's
    /// after every row and at the end. `nil` otherwise.
    package var check: Account.Check?

    /// Whether the account's balance matches the statement's after every row.
    package var matches: Bool { account != nil && timiBalance != nil && parting == nil }
}
