/// The transfers the ledger had before an import, so that a move seen on both statements (the debit
/// card's `自动还款` and the credit card's `还款`) is booked once: a row of the second file finds the
/// transfer the first booked — the same money leaving or reaching the row's account, between the same
/// two accounts where the row names the other, dates at most ``window`` days apart.
///
/// Bills the import books itself are not in it: two moves of one file are two moves. Each transfer
/// matches one row of an import.
struct TransferMatch {
    /// How many days apart the two statements may date one move (a repayment is posted a day or two
    /// after the debit).
    static let window = 3

    private struct Candidate {
        var bill: Bill
        var shortID: String
        var day: Day
        var from: Account.ID?
        var to: Account.ID?
        /// What the row it was booked from said (see ``take(_:on:account:outgoing:other:payee:note:)``).
        var payee: String
        var note: String
    }

    private var candidates: [Candidate] = []
    /// The candidates' indices by the cents leaving their source (amount and fee) and reaching their
    /// destination.
    private var leaving: [Int64: [Int]] = [:]
    private var reaching: [Int64: [Int]] = [:]
    private var used = Set<Int>()

    /// Notes `bill` when it is a transfer.
    mutating func add(_ bill: Bill) {
        guard bill.type == .transfer else { return }
        let index = candidates.count
        candidates.append(
            Candidate(
                bill: bill, shortID: bill.shortID, day: bill.date, from: bill.account, to: bill.toAccount,
                payee: bill.payee ?? "",
                note: bill.note))
        leaving[(bill.amount + (bill.fee ?? .zero)).cents, default: []].append(index)
        reaching[(bill.toAmount ?? bill.amount).cents, default: []].append(index)
    }

    /// The transfer booked before that is the move of `amount` on `day` out of `account` (`outgoing`)
    /// or into it, to or from `other` when the row names it; the nearest in date, taken (no other row
    /// matches it): its short id and accounts; `nil` when none. A transfer whose payee and note are the
    /// row's (`payee`, `note`) was booked from a row of the same statement's kind — an earlier export of
    /// it, a move repeated daily — and is another move, not this one seen from the other side (a row
    /// that says neither cannot be told apart so).
    ///
    /// A row that leaves with a `fee` (a 零钱提现's 服务费) also finds a transfer of its amount less the
    /// fee that has none — the bank's side, which sees only what arrived: `feeAdded` is then that
    /// transfer with the fee, for the import to keep.
    mutating func take(
        _ amount: Money, on day: Day, account: Account.ID, outgoing: Bool, other: Account.ID?,
        payee: String = "",
        note: String = "",
        fee: Money? = nil
    ) -> (shortID: String, from: Account.ID, to: Account.ID, feeAdded: (bill: Bill, updated: Bill)?)? {
        func best(_ cents: Int64, feeless: Bool) -> Int? {
            let indices = (outgoing ? leaving : reaching)[cents] ?? []
            return indices.filter { index in
                let candidate = candidates[index]
                let (own, far) = outgoing ? (candidate.from, candidate.to) : (candidate.to, candidate.from)
                return !used.contains(index) && own == account && (other == nil || far == other)
                    && abs(candidate.day.ordinal - day.ordinal) <= TransferMatch.window
                    && (candidate.payee != payee || candidate.note != note || (payee.isEmpty && note.isEmpty))
                    && (!feeless || candidate.bill.fee == nil)
            }.min(by: {
                abs(candidates[$0].day.ordinal - day.ordinal) < abs(candidates[$1].day.ordinal - day.ordinal)
            })
        }
        var feeAdded: (bill: Bill, updated: Bill)?
        guard
            let found = best(amount.cents, feeless: false)
                ?? fee.flatMap({ fee in
                    guard outgoing, fee > .zero, fee < amount, let index = best((amount - fee).cents, feeless: true)
                    else { return nil }
                    var updated = candidates[index].bill
                    updated.fee = fee
                    feeAdded = (candidates[index].bill, updated)
                    return index
                })
        else { return nil }
        used.insert(found)
        let taken = candidates[found]
        return (taken.shortID, taken.from ?? account, taken.to ?? account, feeAdded)
    }
}
