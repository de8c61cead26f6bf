/// Finds the account of a statement and of each row's payment method, once per method, and
/// creates those the ledger lacks when asked (in the import's own change).
struct AccountFinder {
    private let ledger: Ledger
    private let create: Bool
    /// The platform whose wallets the rows' `余额` are (微信, 支付宝…).
    private let platform: String
    private(set) var report = ImportAccounts()
    /// What each payment method came to: an account, or an index into the report's lists.
    private var byMethod: [String: Target] = [:]
    private var usedIndex: [Account.ID: Int] = [:]
    /// The statement's account in ``ImportAccounts/missing`` when the ledger lacks it.
    private var statementMissing: Int?
    /// The statement's hint in ``ImportAccounts/ambiguous`` when several accounts fit it.
    private var statementAmbiguous: Int?

    /// What a payment method or a hint comes to.
    enum Target: Equatable {
        case account(Account.ID)
        /// An index into ``ImportAccounts/missing``.
        case missing(Int)
        /// An index into ``ImportAccounts/ambiguous``.
        case ambiguous(Int)
        case none
    }
    /// What each hint of a move's other account came to.
    private var byHint: [AccountHint: Target] = [:]

    init(ledger: Ledger, create: Bool, platform: String) {
        (self.ledger, self.create, self.platform) = (ledger, create, platform)
    }

    /// The accounts of the ledger that fit `hint`: the one named as the file writes the method
    /// (`零钱`), else those of its last four digits and institution (an account without an institution
    /// fits by its digits alone), else a wallet's of its institution and kind. Closed accounts fit none.
    static func candidates(for hint: AccountHint, in accounts: [Account]) -> [Account] {
        let open = accounts.filter { !$0.closed }
        if !hint.label.isEmpty {
            let named = open.filter { $0.name.lowercased() == hint.label.lowercased() }
            if !named.isEmpty { return named }
        }
        if !hint.digits.isEmpty {
            let same = open.filter { $0.digits == hint.digits }
            guard !hint.institution.isEmpty else { return same }
            let sameInstitution = same.filter { Institution.same($0.institution, hint.institution) }
            let found = sameInstitution.isEmpty ? same.filter { $0.institution.isEmpty } : sameInstitution
            // An account made from a row that named the bank but not the card (`自动还款 招商银行信用卡`).
            guard found.isEmpty, let kind = hint.kind else { return found }
            return open.filter {
                $0.kind == kind && $0.digits.isEmpty && Institution.same($0.institution, hint.institution)
            }
        }
        guard !hint.institution.isEmpty, let kind = hint.kind else { return [] }
        return open.filter { $0.kind == kind && Institution.same($0.institution, hint.institution) }
    }

    /// Sets the statement's account: `given` (`--account`), else the one `hint` finds, else — when
    /// the import may create accounts — a new one with `opening` as its opening balance.
    mutating func setStatement(_ hint: AccountHint?, given: Account?, opening: (Money, Day)?) {
        report.statementHint = hint
        if let given {
            report.statement = given.id
            report.given = true
            return
        }
        guard let hint, hint.isUsable else { return }
        switch target(for: hint, rows: 0, opening: opening) {
        case .account(let id): report.statement = id
        case .missing(let index):
            report.statement = report.missing[index].created
            statementMissing = index
        case .ambiguous(let index): statementAmbiguous = index
        case .none: break
        }
    }

    /// The account of a row paid with `method` (the statement's when the file is one account's).
    mutating func account(method: String) -> Account.ID? {
        if let statement = report.statement {
            count(statement)
            return statement
        }
        if report.statementHint != nil || method.isEmpty {
            if let statementMissing { report.missing[statementMissing].rows += 1 }
            if let statementAmbiguous { report.ambiguous[statementAmbiguous].rows += 1 }
            report.withoutAccount += 1
            return nil
        }
        let target =
            byMethod[method]
            ?? {
                let found = AccountHint(paymentMethod: method, platform: platform).map {
                    self.target(for: $0, rows: 0, opening: nil)
                } ?? .none
                byMethod[method] = found
                return found
            }()
        switch target {
        case .account(let id):
            count(id)
            return id
        case .missing(let index):
            report.missing[index].rows += 1
            if let id = report.missing[index].created {
                count(id)
                return id
            }
        case .ambiguous(let index): report.ambiguous[index].rows += 1
        case .none: break
        }
        report.withoutAccount += 1
        return nil
    }

    /// The account of a move's own side (the statement's, else its payment method's), not counted.
    mutating func ownSide(method: String) -> Target {
        if let statement = report.statement { return .account(statement) }
        if report.statementHint != nil || method.isEmpty {
            if let statementMissing { return .missing(statementMissing) }
            if let statementAmbiguous { return .ambiguous(statementAmbiguous) }
            return .none
        }
        let found = byMethod[method] ?? AccountHint(paymentMethod: method, platform: platform).map {
            target(for: $0, rows: 0, opening: nil)
        } ?? .none
        byMethod[method] = found
        return resolved(found)
    }

    /// The account `hint` names (a move's other side; created when the import may create accounts),
    /// not counted.
    mutating func side(for given: AccountHint) -> Target {
        // The other account of a statement's move is in the statement's currency unless it says.
        var hint = given
        if hint.currency == nil { hint.currency = report.statementHint?.currency }
        let found = byHint[hint] ?? target(for: hint, rows: 0, opening: nil)
        byHint[hint] = found
        return resolved(found)
    }

    /// Counts a move's row: booked to `accounts`, or left out for the `sides` the ledger lacks or
    /// that fit several accounts.
    mutating func countMove(booked accounts: [Account.ID], leftOut sides: [Target] = []) {
        for id in accounts { count(id) }
        for side in sides {
            switch side {
            case .missing(let index): report.missing[index].rows += 1
            case .ambiguous(let index): report.ambiguous[index].rows += 1
            case .account, .none: break
            }
        }
    }

    /// Why the ledger refuses `transfer` (accounts of two currencies, a closed one); `nil` when it may
    /// be booked.
    func refusal(of transfer: Bill) -> Reason? {
        do {
            try ledger.checkTransfer(transfer)
            return nil
        } catch let error as LedgerError {
            return .error(error)
        } catch {
            return .verbatim(String(describing: error))
        }
    }

    /// The name of `target`'s account, or of the one that would be created.
    func name(of target: Target) -> String? {
        switch target {
        case .account(let id): return ledger.state.accounts.first { $0.id == id }?.name
        case .missing(let index): return report.missing[index].name
        case .ambiguous(let index): return report.ambiguous[index].label
        case .none: return nil
        }
    }

    /// `target` with a missing account that was created as that account.
    private func resolved(_ target: Target) -> Target {
        if case .missing(let index) = target, let id = report.missing[index].created { return .account(id) }
        return target
    }

    private mutating func count(_ id: Account.ID) {
        if let index = usedIndex[id] {
            report.used[index].rows += 1
        } else {
            usedIndex[id] = report.used.count
            report.used.append(ImportAccounts.Used(account: id, rows: 1))
        }
    }

    private mutating func target(for hint: AccountHint, rows: Int, opening: (Money, Day)?) -> Target {
        let found = AccountFinder.candidates(for: hint, in: ledger.state.accounts)
        if found.count == 1, let only = found.first { return .account(only.id) }
        if found.count > 1 {
            report.ambiguous.append(
                ImportAccounts.Ambiguous(
                    label: hint.label.isEmpty ? AccountFinder.name(for: hint) : hint.label,
                    accounts: found.map(\.id), rows: rows))
            return .ambiguous(report.ambiguous.count - 1)
        }
        guard hint.kind != nil else { return .none }
        // One account the file names twice (a card as a payment method and as a move's other side).
        if let index = report.missing.firstIndex(where: { known in
            known.kind == hint.kind && Institution.same(known.institution, hint.institution)
                && (known.digits == hint.digits || known.digits.isEmpty || hint.digits.isEmpty)
                && (!hint.digits.isEmpty || !known.digits.isEmpty || known.name == AccountFinder.name(for: hint))
        }) {
            return .missing(index)
        }
        var missing = ImportAccounts.Missing(
            name: uniqueName(AccountFinder.name(for: hint)), kind: hint.kind ?? .debit,
            institution: hint.institution, digits: hint.digits, currency: currency(hint.currency),
            opening: opening?.0, openingDate: opening?.1, rows: rows)
        if create {
            var changes = AccountChanges()
            changes.institution = missing.institution.isEmpty ? nil : missing.institution
            changes.digits = missing.digits.isEmpty ? nil : missing.digits
            changes.currency = missing.currency
            changes.opening = missing.opening
            changes.openingDate = missing.openingDate
            missing.created = try? ledger.addAccount(name: missing.name, kind: missing.kind, changes).id
        }
        report.missing.append(missing)
        return .missing(report.missing.count - 1)
    }

    /// The currency a new account of `code` is given: `nil` when it is the current book's.
    private func currency(_ code: String?) -> String? {
        guard let code else { return nil }
        let book = ledger.currentBook.currency
        return CurrencyCode.code(of: book) == code ? nil : code
    }

    /// The name of a new account for `hint`: the payment method as written (`招商银行信用卡(5678)`,
    /// `零钱`, with a platform's bare `余额` as `支付宝余额`), else the institution, kind and digits.
    static func name(for hint: AccountHint) -> String {
        if !hint.label.isEmpty {
            return hint.label.hasSuffix("余额") && hint.label.count <= 4 && !hint.label.hasPrefix(hint.institution)
                ? hint.institution + "余额" : hint.label
        }
        // A statement in yuan from a bank timi does not know: 信用卡(8888).
        let chinese =
            hint.institution.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }
            || (hint.institution.isEmpty && hint.currency == "CNY")
        let digits = hint.digits.isEmpty ? "" : chinese ? "(\(hint.digits))" : " " + hint.digits
        if chinese { return hint.institution + (hint.kind ?? .debit).chineseName + digits }
        guard !hint.institution.isEmpty else { return (hint.kind == .credit ? "Credit card" : "Account") + digits }
        return hint.institution + (hint.kind == .credit ? " credit" : "") + digits
    }

    /// `name`, or with ` 2`, ` 3`… when an account has it already.
    private func uniqueName(_ name: String) -> String {
        let taken = Set(ledger.state.accounts.map { $0.name.lowercased() } + report.missing.map { $0.name.lowercased() })
        var candidate = String(name.prefix(Account.maxNameLength))
        var number = 2
        while taken.contains(candidate.lowercased()) {
            candidate = String(name.prefix(Account.maxNameLength - 3)) + " \(number)"
            number += 1
        }
        return candidate
    }
}
