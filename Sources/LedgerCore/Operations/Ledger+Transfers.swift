/// What a person gives to move money between two accounts (`timi transfer`).
package struct TransferDraft: Sendable {
    /// What left the source account, greater than 0.
    package var amount: Money
    /// The source account, as typed (a name, id or unique prefix).
    package var from: String
    /// The destination account, as typed.
    package var to: String
    /// The day the money moved.
    package var date: Day
    /// A remark of at most ``Bill/maxNoteLength`` characters.
    package var note: String
    /// What the move cost on top of ``amount``, taken from the source account; `nil` for nothing.
    package var fee: Money?
    /// What arrived in the destination, in its currency: required between currencies, refused
    /// within one.
    package var toAmount: Money?

    /// A draft with the given values.
    package init(
        amount: Money, from: String, to: String, date: Day, note: String = "", fee: Money? = nil,
        toAmount: Money? = nil
    ) {
        (self.amount, self.from, self.to, self.date, self.note) = (amount, from, to, date, note)
        (self.fee, self.toAmount) = (fee, toAmount)
    }
}

extension Ledger {
    /// Records a transfer in `book`: ``BillType/transfer`` from one open account to another, in no
    /// category, with its fee kept on it (so that edit, delete and undo can never part them).
    /// - Parameter now: the creation time, which orders the bills of a day.
    /// - Returns: the new transfer.
    /// - Throws: ``LedgerError`` for an unknown or closed account, the same account twice, accounts of
    ///   two currencies without a `toAmount` (or one of one currency with a different one), or a bad note.
    @discardableResult
    package func addTransfer(_ draft: TransferDraft, to book: Book.ID, now: Timestamp) throws -> Bill {
        let from = try openAccount(matching: draft.from)
        let to = try openAccount(matching: draft.to)
        let bill = Bill(
            id: try BillID.make(), date: draft.date, type: .transfer, amount: draft.amount,
            category: Bill.transferCategory, book: book, note: try Bill.validatedNote(draft.note), created: now,
            account: from.id, toAccount: to.id, toAmount: draft.toAmount, fee: draft.fee)
        try checkTransfer(bill)
        try monthStore.insert(bill)
        logChange(ChangeRecord("transfer {1}", texts: describe(bill)))
        return bill
    }

    /// Checks that `bill`, a transfer, moves money between two different accounts of the ledger,
    /// with a ``Bill/toAmount`` exactly when their currencies differ.
    /// - Throws: ``LedgerError/refused(_:)`` or ``LedgerError/notFound(kind:query:suggestion:)``.
    func checkTransfer(_ bill: Bill) throws {
        guard let fromID = bill.account, let toID = bill.toAccount,
            let from = state.accounts.first(where: { $0.id == fromID }),
            let to = state.accounts.first(where: { $0.id == toID })
        else {
            throw LedgerError.notFound(kind: "account", query: String(bill.toAccount ?? 0), suggestion: nil)
        }
        guard from.id != to.id else {
            throw LedgerError.refused(
                Reason("a transfer moves money between two accounts; {1} is both", from.name))
        }
        if from.currency != to.currency, bill.toAmount == nil {
            throw LedgerError.refused(
                Reason(
                    "{1} is in {2} and {3} in {4}: say what arrived with --to-amount", from.name, from.currency,
                    to.name, to.currency))
        }
        if from.currency == to.currency, let toAmount = bill.toAmount, toAmount != bill.amount {
            throw LedgerError.refused(
                Reason(
                    "{1} and {2} are both in {3}: what arrives is what leaves (a cost is --fee)", from.name,
                    to.name, from.currency))
        }
    }

    /// A one-line description of a transfer for messages: `1a2b3c4d 2026-11-21 储蓄卡 → 招行信用卡 3000.00`.
    func describeTransfer(_ bill: Bill) -> String {
        var amount = bill.amount.description
        if let toAmount = bill.toAmount { amount += " → " + toAmount.description }
        if let fee = bill.fee { amount += " + " + fee.description }
        return [
            bill.shortID, bill.date.description, AccountNames(state.accounts).ends(of: bill), amount, bill.note,
        ].filter { !$0.isEmpty }.joined(separator: " ")
    }
}

extension Ledger {
    /// Applies to a transfer what `changes` asks of a transfer: its accounts (each one open), what
    /// arrived, its fee; a category or a type is refused (a transfer has neither).
    func applyTransfer(_ changes: BillChanges, to bill: inout Bill) throws {
        guard changes.category == nil, changes.type == nil || changes.type == .transfer else {
            throw LedgerError.refused(
                Reason("bill {1} is a transfer: it has no category and stays a transfer", bill.shortID))
        }
        if let account = changes.account {
            guard !account.isEmpty else {
                throw LedgerError.refused(Reason("bill {1} is a transfer: it keeps an account", bill.shortID))
            }
            bill.account = try openAccount(matching: account).id
        }
        if let account = changes.toAccount { bill.toAccount = try openAccount(matching: account).id }
        if let toAmount = changes.toAmount { bill.toAmount = toAmount }
        if let fee = changes.fee { bill.fee = fee == .zero ? nil : fee }
        // Within one currency what arrives is what leaves: an amount arrived that was needed between
        // currencies is dropped when the accounts no longer differ in it.
        let from = state.accounts.first { $0.id == bill.account }
        let to = state.accounts.first { $0.id == bill.toAccount }
        if changes.toAmount == nil, from?.currency == to?.currency { bill.toAmount = nil }
    }
}
