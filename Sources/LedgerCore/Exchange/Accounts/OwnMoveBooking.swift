/// Books an import's moves between the user's own accounts (see ``OwnMove``) as transfers: the row's
/// own account (the statement's, else its payment method's) and the other one found by
/// ``AccountFinder`` (created with `--create-accounts`), the fee taken out of the row's amount. A move
/// the ledger has already, booked from the other account's statement, is matched (``TransferMatch``)
/// instead of booked again; a move one of whose accounts is not known is left out, its reason naming
/// both sides and how to book it.
struct OwnMoveBooking {
    /// What becomes of a move's row.
    enum Outcome {
        /// Booked: the transfer.
        case book(Bill)
        /// Not booked: matched, or left out.
        case skip(ImportSkip.Reason)
    }

    private var match: TransferMatch
    /// The moves booked or matched, in the file's order.
    private(set) var transfers: [ImportTransfer] = []
    /// The transfers booked before that a matched row's fee completes (the bank saw only what arrived),
    /// to be updated in the import's own change.
    private(set) var feesAdded: [(bill: Bill, updated: Bill)] = []

    init(match: TransferMatch) { self.match = match }

    /// What becomes of `bill` (a transfer without accounts, of the row's whole amount), the row at
    /// `place` that makes `move` and names `method` as its payment method.
    mutating func book(
        _ bill: Bill, _ move: OwnMove, method: String, at place: ImportPlace, accounts: inout AccountFinder
    ) -> Outcome {
        let own = accounts.ownSide(method: method)
        let other = move.other.map { accounts.side(for: $0) } ?? .none
        let fee = move.fee.flatMap { $0 > .zero && $0 < bill.amount ? $0 : nil }
        if case .account(let ownID) = own,
            let found = match.take(
                bill.amount, on: bill.date, account: ownID, outgoing: move.outgoing, other: other.account,
                payee: bill.payee ?? "", note: bill.note, fee: fee)
        {
            if let feeAdded = found.feeAdded { feesAdded.append(feeAdded) }
            transfers.append(
                ImportTransfer(
                    place: place, from: found.from, to: found.to,
                    amount: found.feeAdded == nil ? bill.amount : bill.amount - (fee ?? .zero),
                    fee: found.feeAdded?.updated.fee, matched: found.shortID)
            )
            return .skip(.sameMove(found.shortID))
        }
        guard let ownID = own.account, let otherID = other.account, ownID != otherID else {
            accounts.countMove(booked: [], leftOut: [own, other])
            return .skip(.ownMove(reason(bill, move, own: own, other: other, fee: fee, accounts: accounts)))
        }
        var transfer = bill
        (transfer.account, transfer.toAccount) = move.outgoing ? (ownID, otherID) : (otherID, ownID)
        transfer.amount = bill.amount - (fee ?? .zero)
        transfer.fee = fee
        if let refusal = accounts.refusal(of: transfer) {
            accounts.countMove(booked: [])
            let from = accounts.name(of: .account(transfer.account ?? ownID)) ?? ""
            let to = accounts.name(of: .account(transfer.toAccount ?? otherID)) ?? ""
            return .skip(.ownMove(Reason("{1}: {2}", [Reason("a move from {1} to {2}", from, to), refusal])))
        }
        accounts.countMove(booked: [ownID, otherID])
        transfers.append(
            ImportTransfer(
                place: place, from: transfer.account ?? ownID, to: transfer.toAccount ?? otherID,
                amount: transfer.amount, fee: fee))
        return .book(transfer)
    }

    /// Why a move is left out: `a move from A to B`, then what is not known and how to book it.
    private func reason(
        _ bill: Bill, _ move: OwnMove, own: AccountFinder.Target, other: AccountFinder.Target, fee: Money?,
        accounts: AccountFinder
    ) -> Reason {
        let ownName = accounts.name(of: own).map(Reason.verbatim) ?? Reason("the statement's account")
        let otherName =
            accounts.name(of: other).map(Reason.verbatim)
            ?? (move.otherLabel.isEmpty
                ? Reason("an account the row does not name") : .verbatim(move.otherLabel))
        let (from, to) = move.outgoing ? (ownName, otherName) : (otherName, ownName)
        let moveText = Reason("a move from {1} to {2}", [from, to])
        if own.account != nil, own == other {
            return Reason("{1}: both are one account", [moveText])
        }
        // What to do about the side that is not known: the statement's first.
        let (side, isOwn) = own.account == nil ? (own, true) : (other, false)
        switch side {
        case .missing(let index):
            let missing = accounts.report.missing[index]
            return Reason(
                "{1}: the ledger has no account {2}; pass --create-accounts, or add it with {3}",
                [moveText, .verbatim(missing.name), .verbatim(missing.addCommand)])
        case .none where isOwn:
            return Reason(
                "{1}: whose statement this is cannot be told; name its account with --account, or pass --create-accounts",
                [moveText])
        default:
            let amount = bill.amount - (fee ?? .zero)
            func word(_ target: AccountFinder.Target) -> String {
                target.account.flatMap { accounts.name(of: .account($0)) }.map(ShellWord.quoted) ?? "ACCOUNT"
            }
            let (source, destination) = move.outgoing ? (word(own), word(other)) : (word(other), word(own))
            var command = [
                "timi", "transfer", amount.description, source, destination, "--date", bill.date.description,
            ]
            if let fee { command += ["--fee", fee.description] }
            let text = Reason.verbatim(command.joined(separator: " "))
            if case .ambiguous(let index) = side {
                return Reason(
                    "{1}: {2} fits several accounts; book it with {3}",
                    [moveText, .verbatim(accounts.report.ambiguous[index].label), text])
            }
            return Reason(
                "{1}: the row does not name the other account; import that account's statement, or book it with {2}",
                [moveText, text])
        }
    }
}

extension AccountFinder.Target {
    /// The account, when it is one.
    var account: Account.ID? {
        if case .account(let id) = self { return id }
        return nil
    }
}
