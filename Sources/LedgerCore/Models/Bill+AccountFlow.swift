extension Bill {
    /// The signed effect of the bill on `account`'s balance: income in, expense out; a transfer takes
    /// its ``amount`` and ``fee`` out of ``account`` and brings ``toAmount`` (or ``amount``) into
    /// ``toAccount``; 0 for a bill that does not name `account`.
    ///
    /// The one rule of how a bill moves an account: `timi accounts`, the register, the per-account sums
    /// of the totals files (``MonthSummary/accounts``) all count through it.
    package func flow(in account: Account.ID) -> Money {
        Bill.flow(
            type: type, amount: amount, from: self.account, to: toAccount, toAmount: toAmount, fee: fee,
            in: account)
    }

    /// ``flow(in:)`` of a bill given by its fields, for the records of a month file that are not made
    /// ``Bill``s (``MonthSummary``).
    static func flow(
        type: BillType, amount: Money, from source: Account.ID?, to destination: Account.ID?,
        toAmount: Money?, fee: Money?, in account: Account.ID
    ) -> Money {
        var flow = Money.zero
        if source == account {
            switch type {
            case .income: flow += amount
            case .expense: flow -= amount
            case .transfer: flow -= amount + (fee ?? .zero)
            }
        }
        if type == .transfer, destination == account { flow += toAmount ?? amount }
        return flow
    }

    /// The accounts the bill moves: its ``account``, and a transfer's ``toAccount``.
    package var accounts: [Account.ID] {
        [account, type == .transfer ? toAccount : nil].compactMap { $0 }
    }
}
