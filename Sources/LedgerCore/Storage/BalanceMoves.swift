/// What a committed change did to the accounts' balances, for the balance checks after it: the
/// first month it moved, and how much it moved each account in each month it changed.
///
/// Made before the commit (``Ledger/balanceMoves(accountsBefore:)``), told after it through
/// ``LedgerStore/balancesMoved``; ``BalanceCheckReport`` compares with it only the checks the change
/// moved, never every balance from the first month on.
package struct BalanceMoves: Equatable, Sendable {
    /// The first month whose balances the change may have moved.
    var firstMonth: Month
    /// Per month the change touched, each account's flow after it less before it (accounts that did
    /// not move are absent); `nil` when the change moved balances other than through its months (an
    /// opening balance, a removed book, a bulk import): then every check from ``firstMonth`` on is
    /// compared whole.
    var flows: [Month: [Account.ID: Money]]?

    /// The moves of a change.
    package init(firstMonth: Month, flows: [Month: [Account.ID: Money]]?) {
        self.firstMonth = firstMonth
        self.flows = flows
    }

    /// Each month's per-account flow in `after` less that in `before`, only the months and accounts
    /// that moved.
    static func flows(from before: [Month: [Account.ID: Money]], to after: [Month: [Account.ID: Money]])
        -> [Month: [Account.ID: Money]]
    {
        var moves = after
        for (month, flows) in before {
            for (account, flow) in flows { moves[month, default: [:]][account, default: .zero] -= flow }
        }
        return moves.compactMapValues { flows in
            let moved = flows.filter { $0.value != .zero }
            return moved.isEmpty ? nil : moved
        }
    }

    /// How much the change moved `account`'s balance through the months before `month`: the sum of
    /// its moves in the changed months before it (a day in a changed month moves by more or less).
    package func moved(_ account: Account.ID, before month: Month) -> Money {
        (flows ?? [:]).reduce(.zero) { sum, entry in
            entry.key < month ? sum + (entry.value[account] ?? .zero) : sum
        }
    }
}
