extension Ledger {
    /// Checks timi's balance of `account` at the end of `date` against `balance`, the one the user sees
    /// in the app or on the statement (`timi account check`). When they agree the check is recorded
    /// (a balance assertion, replacing one of the same day), so that a later change that moves that
    /// balance is told (``BalanceCheckReport``).
    /// - Returns: the check recorded.
    /// - Throws: ``LedgerError/refused(_:)`` when they differ, naming timi's balance, the difference
    ///   and the last recorded check on or before `date` that still holds; ``LedgerError`` when a
    ///   totals or month file cannot be read.
    @discardableResult
    package func checkBalance(of account: Account, is balance: Money, on date: Day) throws -> Account.Check {
        guard balance <= .maximum, balance >= -Money.maximum else {
            throw LedgerError.invalidAmount(balance.description, reason: Money.tooLarge)
        }
        let actual = try AccountFlows.balance(of: account, on: date, in: self)
        guard actual == balance else {
            // Newest first, stopping at the first that holds: usually one month read, not one a check.
            var holding: Account.Check?
            for check in account.checks.reversed() where check.date <= date {
                if try AccountFlows.balance(of: account, on: check.date, in: self) == check.balance {
                    holding = check
                    break
                }
            }
            let mismatch = Reason(
                "timi's balance of {1} on {2} is {3}, not {4} (a difference of {5})", account.name,
                date.description, actual.description, balance.description, (balance - actual).description)
            throw LedgerError.refused(
                Reason(
                    "{1}; {2}",
                    [
                        mismatch,
                        holding.map {
                            Reason(
                                "the last check that still holds is {1} on {2}", $0.balance.description,
                                $0.date.description)
                        } ?? Reason("no recorded check holds before it"),
                    ]))
        }
        let check = Account.Check(date: date, balance: balance)
        record(check, of: account.id)
        logChange(ChangeRecord("account check {1} {2} on {3}", texts: account.name, balance.description, date.description))
        return check
    }

    /// Records `check` of `account` (replacing one of the same day) without comparing it: the caller
    /// has (`timi account check`, an import whose statement's balances all matched).
    /// - Returns: whether anything changed (`false`: the account had that check already).
    @discardableResult
    func record(_ check: Account.Check, of account: Account.ID) -> Bool {
        guard let index = state.accounts.firstIndex(where: { $0.id == account }),
            !state.accounts[index].checks.contains(check)
        else { return false }
        var checks = state.accounts[index].checks.filter { $0.date != check.date }
        checks.append(check)
        state.accounts[index].checks = checks.sorted { $0.date < $1.date }
        return true
    }
}
