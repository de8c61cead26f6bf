extension MonthStore {
    /// How much the pending changes move each account in each month they change: the month's
    /// per-account sums (``MonthSummary/accounts``) after the changes less those of its totals file
    /// before them, only the months and accounts that moved; `nil` when a book was removed or bills
    /// were imported in bulk (their months are not to be read into memory): the balances are then
    /// compared whole. Read before the commit, which rewrites the totals files. What
    /// ``Ledger/balanceMoves(accountsBefore:)`` tells the checks with.
    /// - Throws: ``LedgerError`` when a totals or month file cannot be read.
    func accountFlowChanges() throws -> [Month: [Account.ID: Money]]? {
        guard removedBooks.isEmpty, imports.keys.isEmpty else { return nil }
        let changed = Set(keys { $0.patch != nil || $0.isChanged })
        var before: [MonthKey: [Account.ID: Money]] = [:]
        var asOpened = storedAsOpened
        for book in Set(changed.map(\.book)) {
            let keys = changed.filter { $0.book == book }
            try asOpened.load(book, years: Set(keys.map(\.month.year)))
            for key in keys { before[key] = asOpened[key]?.accounts ?? [:] }
        }
        var old: [Month: [Account.ID: Money]] = [:]
        var new: [Month: [Account.ID: Money]] = [:]
        for key in changed {
            let after = try summaries(of: key.book, in: key.month...key.month)[key.month]?.accounts ?? [:]
            for (account, flow) in after { new[key.month, default: [:]][account, default: .zero] += flow }
            for (account, flow) in before[key] ?? [:] {
                old[key.month, default: [:]][account, default: .zero] += flow
            }
        }
        return BalanceMoves.flows(from: old, to: new)
    }
}
