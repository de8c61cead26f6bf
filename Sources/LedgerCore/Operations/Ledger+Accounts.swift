extension Ledger {
    /// The account whose name (case-insensitive) or id is `query`, else — unless `exactly` — the only
    /// one whose name starts with it.
    /// - Parameter exactly: `true` for commands that destroy (`account delete`): a prefix is refused.
    /// - Throws: ``LedgerError/notFound(kind:query:suggestion:)`` with a did-you-mean,
    ///   ``LedgerError/ambiguous(kind:query:candidates:)`` or, for a prefix when `exactly`,
    ///   ``LedgerError/refused(_:)``.
    package func account(matching query: String, exactly: Bool = false) throws -> Account {
        let match = NameMatching.match(
            query, in: state.accounts, id: \.id, names: { [$0.name] }, exactly: exactly)
        switch match {
        case .one(let account): return account
        case .nameAndID(let named, let withID):
            throw LedgerError.ambiguous(
                kind: "account", query: query,
                candidates: [
                    Reason("the account named {1} (id {2})", named.name, String(named.id)),
                    Reason("{1} (id {2})", withID.name, String(withID.id)),
                ])
        case .onlyPrefix(let account):
            throw LedgerError.refused(
                Reason(
                    "'{1}' is only the start of {2}; give the account's whole name or its id ({3})", query,
                    account.name, String(account.id)))
        case .ambiguous(let accounts):
            throw LedgerError.ambiguous(
                kind: "account", query: query, candidates: accounts.map { .verbatim($0.name) })
        case .none:
            throw LedgerError.notFound(
                kind: "account", query: query,
                suggestion: NameMatching.suggestion(for: query, among: state.accounts.map(\.name)))
        }
    }

    /// ``account(matching:exactly:)`` for an account that is to take a bill: a closed one is refused.
    /// - Throws: as ``account(matching:exactly:)``, or ``LedgerError/refused(_:)`` for a closed account.
    package func openAccount(matching query: String, exactly: Bool = false) throws -> Account {
        let account = try account(matching: query, exactly: exactly)
        guard !account.closed else {
            throw LedgerError.refused(
                Reason("the account {1} is closed; 'timi account reopen {1}' opens it again", account.name))
        }
        return account
    }

    /// Adds an account at the end of the list (or at `changes.position`).
    /// - Parameter changes: the optional fields; the currency defaults to the current book's.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)`` or ``LedgerError/refused(_:)``.
    @discardableResult
    package func addAccount(name: String, kind: Account.Kind, _ changes: AccountChanges = AccountChanges())
        throws -> Account
    {
        let name = try Account.validatedName(name)
        try checkUnique(accountName: name, except: nil)
        var account = Account(
            id: (state.accounts.map(\.id).max() ?? 0) + 1, name: name, kind: kind,
            currency: currentBook.currency)
        var changes = changes
        changes.kind = nil
        account = try applied(changes, to: account)
        state.accounts.append(account)
        if let position = changes.position { move(account.id, to: position) }
        logChange(ChangeRecord("account add {1}", texts: account.name))
        return account
    }

    /// Changes the fields `changes` gives of `account`.
    /// - Returns: the account as it is now.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)`` or ``LedgerError/refused(_:)``.
    @discardableResult
    package func editAccount(_ account: Account, _ changes: AccountChanges) throws -> Account {
        let edited = try applied(changes, to: account)
        guard let index = state.accounts.firstIndex(where: { $0.id == account.id }) else { return account }
        state.accounts[index] = edited
        if let position = changes.position { move(account.id, to: position) }
        logChange(ChangeRecord("account edit {1}", texts: account.name))
        return edited
    }

    /// Renames an account; its bills keep it (they name it by id).
    @discardableResult
    package func renameAccount(_ account: Account, to name: String) throws -> Account {
        let name = try Account.validatedName(name)
        try checkUnique(accountName: name, except: account.id)
        guard let index = state.accounts.firstIndex(where: { $0.id == account.id }) else { return account }
        state.accounts[index].name = name
        logChange(ChangeRecord("account rename {1} to {2}", texts: account.name, name))
        return state.accounts[index]
    }

    /// Closes an account (kept for its history, offered nowhere) or opens it again.
    @discardableResult
    package func setClosed(_ closed: Bool, _ account: Account) -> Account {
        guard let index = state.accounts.firstIndex(where: { $0.id == account.id }) else { return account }
        guard state.accounts[index].closed != closed else { return account }
        state.accounts[index].closed = closed
        logChange(ChangeRecord(closed ? "account close {1}" : "account reopen {1}", texts: account.name))
        return state.accounts[index]
    }

    /// Deletes an account; the bills and recurring rules that name it are moved to `target` first
    /// (rules without a target lose the account). Every month of
    /// every book is read: a deletion is rare, and the bills must be found to be moved.
    /// - Returns: how many bills were moved.
    /// - Throws: ``LedgerError/refused(_:)`` when bills name it and there is no `target`, or the
    ///   target is the account itself, or in another currency, or at the other end of one of its
    ///   transfers (which would go from an account to itself).
    @discardableResult
    package func deleteAccount(_ account: Account, movingBillsTo target: Account? = nil) throws -> Int {
        if let target, target.id == account.id {
            throw LedgerError.refused(Reason("{1} cannot take its own bills", account.name))
        }
        // An amount in one currency would be read in the other's (bills, rules, a book's default).
        if let target, target.currency != account.currency {
            throw LedgerError.refused(
                Reason(
                    "{1} is in {2} and {3} in {4}: its bills cannot move there; move them to an account in {2}",
                    account.name, account.currency, target.name, target.currency))
        }
        var inUse: [(Book.ID, Month, [Bill])] = []
        var count = 0
        for book in state.books {
            for month in try months(of: book.id) {
                let bills = try self.bills(of: book.id, in: month)
                let named = bills.filter { $0.accounts.contains(account.id) }.count
                if named > 0 {
                    inUse.append((book.id, month, bills))
                    count += named
                }
            }
        }
        if count > 0 {
            guard let target else {
                throw LedgerError.refused(
                    Reason(
                        count == 1
                            ? "{1} has {2} bill; move them to another account with --move-to ACCOUNT"
                            : "{1} has {2} bills; move them to another account with --move-to ACCOUNT",
                        account.name, String(count)))
            }
            for (book, month, bills) in inUse {
                let moved = try bills.map { bill in
                    var bill = bill
                    if bill.account == account.id { bill.account = target.id }
                    if bill.type == .transfer, bill.toAccount == account.id { bill.toAccount = target.id }
                    // A transfer between the two would move money from an account to itself.
                    if bill.type == .transfer, bill.account == bill.toAccount {
                        throw LedgerError.refused(
                            Reason(
                                "transfer {1} is between {2} and {3}: moved, it would go from {3} to itself; delete it first, or move the bills to another account",
                                bill.shortID, account.name, target.name))
                    }
                    return bill
                }
                try monthStore.replaceBills(moved, of: book, in: month)
            }
        }
        for index in state.recurring.indices where state.recurring[index].account == account.id {
            state.recurring[index].account = target?.id
        }
        for index in state.books.indices where state.books[index].defaultAccount == account.id {
            state.books[index].defaultAccount = target?.id
        }
        state.accounts.removeAll { $0.id == account.id }
        if let target, count > 0 {
            logChange(
                ChangeRecord(
                    count == 1 ? "account delete {1}, moving {2} bill to {3}" : "account delete {1}, moving {2} bills to {3}",
                    texts: account.name, String(count), target.name))
        } else {
            logChange(ChangeRecord("account delete {1}", texts: account.name))
        }
        return count
    }

    private func checkUnique(accountName name: String, except id: Account.ID?) throws {
        let lowered = name.lowercased()
        if let other = state.accounts.first(where: { $0.id != id && $0.name.lowercased() == lowered }) {
            throw LedgerError.refused(Reason("there is already an account named {1}", other.name))
        }
    }

    /// Moves the account to `position` (from 1; past the end is the end).
    private func move(_ id: Account.ID, to position: Int) {
        guard let index = state.accounts.firstIndex(where: { $0.id == id }) else { return }
        let account = state.accounts.remove(at: index)
        state.accounts.insert(account, at: min(max(position, 1) - 1, state.accounts.count))
    }

    /// `account` with `changes`, checked: the credit fields only on a credit card.
    private func applied(_ changes: AccountChanges, to account: Account) throws -> Account {
        var account = account
        if let kind = changes.kind { account.kind = kind }
        if let currency = changes.currency { account.currency = try Book.validatedCurrency(currency) }
        if let opening = changes.opening {
            guard opening <= .maximum, opening >= -Money.maximum else {
                throw LedgerError.invalidAmount(opening.description, reason: Money.tooLarge)
            }
            account.opening = opening
        }
        if let day = changes.openingDate { account.openingDate = day }
        if let institution = changes.institution {
            account.institution = try Account.validatedInstitution(institution)
        }
        if let digits = changes.digits { account.digits = try Account.validatedDigits(digits) }
        if let limit = changes.limit { account.limit = limit }
        if let day = changes.statementDay { account.statementDay = day }
        if let day = changes.dueDay { account.dueDay = day }
        if let hidden = changes.hidden { account.hidden = hidden }
        if account.kind != .credit {
            for (field, set) in [
                ("--limit", changes.limit != nil), ("--statement-day", changes.statementDay != nil),
                ("--due-day", changes.dueDay != nil),
            ] where set {
                throw LedgerError.refused(
                    Reason(
                        "only a credit card has {1}; {2} is a {3} account", field, account.name,
                        account.kind.rawValue))
            }
            // An account that stops being a card keeps no card fields.
            (account.limit, account.statementDay, account.dueDay) = (nil, nil, nil)
        }
        return account
    }
}
