/// The names of a ledger's accounts by id: the one way a bill's accounts are named where a view or a
/// message shows them — a transfer's `⇄ FROM → TO` on the timeline, the account at its other end
/// (`⇄ OTHER`) in a register, a transfer described in a message.
struct AccountNames: Sendable {
    private let names: [Account.ID: String]

    /// The names of `accounts` (the first of two with one id).
    package init(_ accounts: [Account]) {
        names = Dictionary(accounts.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    /// The name of the account `id`; `?` for none, or for one the ledger does not have.
    package subscript(id: Account.ID?) -> String { id.flatMap { names[$0] } ?? "?" }

    /// A transfer's two ends, `储蓄卡 → 招行信用卡`.
    package func ends(of bill: Bill) -> String { self[bill.account] + " → " + self[bill.toAccount] }

    /// The account at the other end of `bill`, a transfer, seen from `account` (`⇄ 招行信用卡` in the
    /// register of 储蓄卡).
    func otherEnd(of bill: Bill, from account: Account.ID) -> String {
        "⇄ " + self[bill.otherAccount(than: account)]
    }
}

extension Bill {
    /// The account a transfer moves money between with `account`: its destination seen from its
    /// source, else its source; `nil` for a bill that is not a transfer.
    func otherAccount(than account: Account.ID) -> Account.ID? {
        guard type == .transfer else { return nil }
        return self.account == account ? toAccount : self.account
    }
}
