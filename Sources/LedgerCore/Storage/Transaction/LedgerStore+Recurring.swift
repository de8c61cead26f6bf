/// Booking the recurring rules' due occurrences before a command reads or writes the ledger.
///
/// The check is made on the rules in `ledger.json` alone, so it costs nothing when nothing is due.
/// When something is, the occurrences are booked under the exclusive lock, after checking again (of
/// eight commands that find the rent due at once, the first books it and the others find it booked),
/// in a commit of their own: all or nothing across a crash, like any change, and listed by
/// `timi undo --list` as `recurring: book N bills that came due`. Undoing that change takes the bills
/// out and the rules back to before them, so the next command books them again: an undo never loses
/// an occurrence nor books one twice. A bill the user deletes is gone for good (its rule has moved
/// past it).
extension LedgerStore {
    /// Books the occurrences due by ``clock`` in a commit of their own, taking the exclusive lock;
    /// when the ledger cannot be written, tells ``unbookedOccurrences`` how many are due instead.
    /// Called by ``read(_:)`` when its check found some due.
    func bookDueOccurrences() throws {
        guard let clock else { return }
        do {
            try withLock(exclusive: true) {
                try Commit.recover(in: directory, observer: commitObserver)
                try bookDueOccurrences(in: try open())
            }
        } catch let error as LedgerError {
            switch error {
            case .io, .readOnly: break  // cannot be written: counted, not booked
            default: throw error
            }
            let count = try withSharedLock {
                try open().dueOccurrenceCount(through: clock.today)
            }
            unbookedOccurrences(count, error)
        }
    }

    /// Books the occurrences due in `ledger`, opened under the exclusive lock, and commits them.
    /// - Returns: whether there were any (then `ledger` is spent: open the ledger again).
    @discardableResult
    func bookDueOccurrences(in ledger: Ledger) throws -> Bool {
        guard let clock, ledger.hasDueOccurrences(through: clock.today) else { return false }
        let accounts = ledger.state.accounts
        try ledger.bookDueOccurrences(through: clock.today, now: clock.now)
        let moved = balancesMoved == nil ? nil : ledger.balanceMoves(accountsBefore: accounts)
        try commit(ledger)
        if let moved { tellBalancesMoved(moved) }
        return true
    }
}
