extension LedgerReading {
    /// The bill added last to `book`: the one with the newest ``Bill/created`` time, whatever its date
    /// (a bill added today for last week is still the last added). Among bills created at the same
    /// instant (one import), the last in chronological order. Used by `timi again`.
    ///
    /// Reads every month of the book, one month at a time, keeping only the newest bill.
    /// - Returns: the bill, or `nil` when the book has none.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` when a month file is damaged.
    package func lastAddedBill(in book: Book.ID) throws -> Bill? {
        var last: Bill?
        let first = Day(uncheckedYear: Day.years.lowerBound, month: 1, day: 1)
        let end = Day(uncheckedYear: Day.years.upperBound, month: 12, day: 31)
        try forEachMonth(of: [book], from: first, through: end) { bills in
            for bill in bills {
                guard let newest = last else {
                    last = bill
                    continue
                }
                if bill.created > newest.created
                    || (bill.created == newest.created && Bill.chronological(newest, bill))
                {
                    last = bill
                }
            }
        }
        return last
    }
}

extension Ledger {
    /// Records a copy of `bill` in its book (`timi again`): the same type, category, note, payee and
    /// account (unless the account has been closed or deleted since: then, as for a bill without one,
    /// `defaultAccount`), on `date`, for `amount` when one
    /// is given. The id is new, and the photo (a receipt of that day),
    /// the import key, the transaction number, the time of day and the recurring rule are not copied:
    /// the copy is a bill of its own, added by hand.
    /// - Parameters:
    ///   - bill: the bill to copy.
    ///   - date: the copy's day.
    ///   - amount: the copy's amount; `nil` for the bill's.
    ///   - defaultAccount: the account (name, id or prefix) of a copy whose bill names none
    ///     (``defaultAccountName(of:otherwise:)``).
    ///   - now: the creation time of the copy.
    /// - Returns: the new bill.
    /// - Throws: ``LedgerError/io(path:detail:)`` when there is no randomness for a new id; as
    ///   ``openAccount(matching:exactly:)`` for a default account that cannot take it.
    @discardableResult
    package func addCopy(
        of bill: Bill, on date: Day, amount: Money? = nil, defaultAccount: String? = nil, now: Timestamp
    ) throws -> Bill {
        let kept = bill.account.flatMap { id in state.account(id)?.closed == false ? id : nil }
        let account = bill.type == .transfer ? bill.account : try kept ?? defaultAccount.map { try openAccount(matching: $0).id }
        var copy = Bill(
            id: try BillID.make(), date: date, type: bill.type, amount: amount ?? bill.amount,
            category: bill.category, book: bill.book, note: bill.note, created: now, payee: bill.payee,
            account: account)
        if bill.type == .transfer {
            // A transfer again moves between the same two accounts, both still open.
            for id in bill.accounts where state.account(id)?.closed != false {
                let name = state.account(id)?.name ?? String(id)
                throw LedgerError.refused(
                    Reason("the account {1} is closed; 'timi account reopen {1}' opens it again", name))
            }
            (copy.toAccount, copy.toAmount, copy.fee) = (bill.toAccount, bill.toAmount, bill.fee)
            try checkTransfer(copy)
        }
        try monthStore.insert(copy)
        logChange(ChangeRecord("again {1}", texts: describe(copy)))
        return copy
    }
}
