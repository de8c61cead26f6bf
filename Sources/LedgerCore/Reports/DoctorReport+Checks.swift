extension DoctorReport {
    /// Adds a finding for each balance check of `checks` that no longer holds: a person must find the
    /// change that moved the balance, or record the balance again (`timi doctor` lists them).
    package mutating func add(_ checks: BalanceCheckReport) {
        for line in checks.broken {
            cannotRepair(
                LedgerStore.stateFileName,
                Reason(
                    "the balance check of {1} on {2} ({3}) no longer holds: timi's balance is {4}",
                    line.account.name, line.check.date.description, line.check.balance.description,
                    line.balance.description),
                Reason(
                    "correct the bills of that day or before, or record the balance again with 'timi account check {1} BALANCE --date {2}'",
                    line.account.name, line.check.date.description))
        }
    }
}
