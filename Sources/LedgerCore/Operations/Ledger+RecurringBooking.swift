extension Ledger {
    /// How many occurrences of the recurring rules have come due by `today` and are not booked yet.
    /// Reads `ledger.json`'s rules only, no month file.
    func dueOccurrenceCount(through today: Day) -> Int {
        state.recurring.reduce(0) { $0 + $1.dueOccurrences(through: today).count }
    }

    /// Whether any rule has an occurrence due by `today`: the check made before every command, on
    /// the rules alone (no month file is read).
    func hasDueOccurrences(through today: Day) -> Bool {
        state.recurring.contains { $0.isDue(through: today) }
    }

    /// Books every occurrence due by `today` as an ordinary bill that remembers its rule, and moves
    /// each rule's ``RecurringRule/bookedThrough`` to its last occurrence booked, so that the commit
    /// that writes the bills also records them as booked: each occurrence becomes a bill exactly once.
    /// ``LedgerStore`` calls it, under the exclusive lock, before every command that reads or writes.
    /// - Parameter now: the creation time of the bills.
    /// - Returns: the bills booked, oldest first.
    @discardableResult
    package func bookDueOccurrences(through today: Day, now: Timestamp) throws -> [Bill] {
        var booked: [Bill] = []
        var rules = state.recurring
        for index in rules.indices {
            let rule = rules[index]
            let days = rule.dueOccurrences(through: today)
            guard let last = days.last else { continue }
            // An account closed (or deleted) since the rule was made takes no new bills.
            let account = rule.account.flatMap { id in state.account(id)?.closed == false ? id : nil }
            for day in days {
                let bill = Bill(
                    id: try BillID.make(), date: day, type: rule.type, amount: rule.amount,
                    category: rule.category, book: rule.book, note: rule.note, created: now,
                    recurring: rule.id, account: account)
                try monthStore.insert(bill)
                booked.append(bill)
            }
            rules[index].bookedThrough = last
        }
        guard !booked.isEmpty else { return booked }
        state.recurring = rules
        logChange(
            ChangeRecord(
                booked.count == 1
                    ? "recurring: book {1} bill that came due" : "recurring: book {1} bills that came due",
                texts: String(booked.count)))
        return booked.sorted(by: Bill.chronological)
    }
}
