extension ImportOutcome {
    /// What the plan and the import say of accounts: the statement's, the rows' per account, those
    /// the ledger lacks with the `timi account add` line that makes each (or that they were made),
    /// the payment methods that fit several, and the statement's balance against timi's.
    ///
    /// Used by `timi import` (after the import) and ``ImportPlan/asText(in:style:)`` (the dry run).
    /// - Parameters:
    ///   - state: the ledger's state with the import applied (for account names).
    ///   - dryRun: whether nothing was written (`would create`).
    ///   - listing: `false` says only what is wrong with the statement's balance column (for a ledger
    ///     that keeps no accounts, whose imports say what they always said).
    package func accountLines(in state: LedgerState, dryRun: Bool, language: Language, listing: Bool = true)
        -> [String]
    {
        guard listing else {
            return reconciliation.map { reconciliation in
                reconciliation.chainBreak == nil ? [] : Array(reconciliation.lines(language: language).prefix(1))
            } ?? []
        }
        return accounts.lines(
            statement: statement, reconciliation: reconciliation, in: state, dryRun: dryRun, language: language)
    }
}

extension ImportAccounts {
    /// See ``ImportOutcome/accountLines(in:dryRun:language:)``.
    func lines(
        statement: StatementSource, reconciliation: StatementReconciliation?, in state: LedgerState, dryRun: Bool,
        language: Language
    ) -> [String] {
        let accounts = self
        var lines: [String] = []
        func name(_ id: Account.ID) -> String { state.accounts.first { $0.id == id }?.name ?? String(id) }
        if let id = accounts.statement {
            if accounts.given {
                lines.append(language.text("Account: {1} (named by --account)", name(id)))
            } else {
                let how = accounts.statementHint?.found ?? .preamble
                let found = [
                    AccountHint.Found.preamble: language.text("the statement's preamble"),
                    .column: language.text("its card-number column"), .fileName: language.text("its file name"),
                    .paymentMethod: language.text("its payment method"), .source: language.text("whose export it is"),
                ][how] ?? ""
                lines.append(language.text("Account: {1} (found by {2})", name(id), found))
            }
        } else if statement != .csv, accounts.ambiguous.isEmpty, accounts.statementHint != nil || statement.isBank {
            lines.append(
                accounts.statementHint == nil
                    ? language.text("Account: none; the statement does not say whose it is (name it with --account)")
                    : language.text("Account: the statement's is not in the ledger (see below, or name it with --account)"))
        }
        if accounts.statement == nil, !accounts.used.isEmpty {
            let used = accounts.used.map { name($0.account) + " " + String($0.rows) }
            lines.append(language.text("Accounts by payment method: {1}", used.joined(separator: ", ")))
        }
        if accounts.statement == nil, accounts.withoutAccount > 0, !accounts.used.isEmpty || !accounts.missing.isEmpty {
            lines.append(language.text("Rows without an account: {1}", String(accounts.withoutAccount)))
        }
        let created = accounts.missing.filter { $0.created != nil }
        let lacking = accounts.missing.filter { $0.created == nil }
        if !created.isEmpty {
            lines.append(
                language.text(
                    dryRun ? "Accounts it would create:" : "Accounts created:"))
            lines += created.map { "  " + $0.addCommand }
        }
        if !lacking.isEmpty {
            lines.append(language.text("Accounts the ledger lacks (--create-accounts creates them):"))
            lines += lacking.map {
                "  " + $0.addCommand + "  " + language.text($0.rows == 1 ? "# {1} row" : "# {1} rows", String($0.rows))
            }
        }
        for ambiguous in accounts.ambiguous {
            lines.append(
                language.text(
                    "{1} fits {2}; its {3} rows take neither", ambiguous.label,
                    ambiguous.accounts.map(name).joined(separator: ", "), String(ambiguous.rows)))
        }
        if let reconciliation {
            let account = reconciliation.account.flatMap { id in state.accounts.first { $0.id == id } }
            lines += reconciliation.lines(language: language, dryRun: dryRun, account: account)
        }
        return lines
    }

}

extension StatementReconciliation {
    /// `balance 8,642.10 on 2026-03-31 matches the statement`, or where they part, and whether the
    /// column chains.
    /// `account`: the statement's, for the `timi account edit` line of an opening balance that is off.
    func lines(language: Language, dryRun: Bool = false, account: Account? = nil) -> [String] {
        var lines: [String] = []
        if let chainBreak {
            lines.append(
                language.text(
                    "The balance column does not chain at {1}: the rows before it and its amount come to {2}, it says {3}",
                    chainBreak.place.name.text(in: language), chainBreak.expected.grouped, chainBreak.found.grouped))
        }
        guard account != nil, let timiBalance else {
            lines.append(
                language.text(
                    "The statement's balance is {1} on {2}; name its account with --account to compare it with timi's",
                    lastBalance.grouped, lastDay.description))
            return lines
        }
        if let parting {
            lines.append(
                language.text(
                    "Balance parts from the statement at {1} ({2}): the statement says {3}, timi {4}, a difference of {5}",
                    parting.place.name.text(in: language), parting.day.description, parting.statement.grouped,
                    parting.timi.grouped, parting.difference.grouped))
            if let openingOff, let account {
                let opening = account.opening - openingOff
                lines.append(
                    language.text(
                        "Every row differs by {1}: with an opening balance of {2} the account matches the statement (timi account edit {3} --opening={2})",
                        openingOff.grouped, opening.description, ShellWord.quoted(account.name)))
            }
        } else if leftOut == 0 {
            lines.append(
                language.text("Balance {1} on {2} matches the statement", lastBalance.grouped, lastDay.description))
        } else {
            lines.append(
                language.text(
                    leftOut == 1
                        ? "Balance {1} on {2} matches the statement, counting {3} row left out ({4}): timi's is {5} until it is booked"
                        : "Balance {1} on {2} matches the statement, counting {3} rows left out ({4}): timi's is {5} until they are booked",
                    lastBalance.grouped, lastDay.description, String(leftOut), leftOutAmount.grouped,
                    timiBalance.grouped))
        }
        if let check {
            lines.append(
                language.text(
                    dryRun
                        ? "It would record the balance check {1} on {2} (as 'timi account check' does)"
                        : "Recorded the balance check {1} on {2} (as 'timi account check' does)",
                    check.balance.grouped, check.date.description))
        }
        return lines
    }

    /// The reconciliation as a JSON object: `account`, `rows`, `newestFirst`, `owed`, `chains`,
    /// `break` (`place`, `expected`, `found`), `check` (`date`, `balance`: the check recorded), `lastDay`,
    /// `statementBalance`, `timiBalance`, `matches`, `parting` (`place`, `day`, `statement`, `timi`,
    /// `difference`), `openingOff` (the difference every row has, from the first), `leftOut` (`rows`,
    /// `amount`).
    func asJSON(in state: LedgerState) -> String {
        func quoted(_ money: Money) -> String { JSONText.quoted(money.description) }
        let accountName = account.flatMap { id in state.accounts.first { $0.id == id }?.name }
        return JSONText.object([
            ("account", accountName.map(JSONText.quoted) ?? "null"),
            (
                "break",
                chainBreak.map {
                    JSONText.object([
                        ("expected", quoted($0.expected)), ("found", quoted($0.found)),
                        ("place", JSONText.quoted($0.place.description)),
                    ])
                } ?? "null"
            ),
            ("chains", chainBreak == nil ? "true" : "false"),
            (
                "check",
                check.map {
                    JSONText.object([
                        ("balance", quoted($0.balance)), ("date", JSONText.quoted($0.date.description)),
                    ])
                } ?? "null"
            ),
            ("lastDay", JSONText.quoted(lastDay.description)),
            (
                "leftOut",
                JSONText.object([("amount", quoted(leftOutAmount)), ("rows", String(leftOut))])
            ),
            ("matches", matches ? "true" : "false"),
            ("newestFirst", newestFirst ? "true" : "false"),
            ("openingOff", openingOff.map(quoted) ?? "null"),
            ("owed", owed ? "true" : "false"),
            (
                "parting",
                parting.map {
                    JSONText.object([
                        ("day", JSONText.quoted($0.day.description)), ("difference", quoted($0.difference)),
                        ("place", JSONText.quoted($0.place.description)), ("statement", quoted($0.statement)),
                        ("timi", quoted($0.timi)),
                    ])
                } ?? "null"
            ),
            ("rows", String(rows)),
            ("statementBalance", quoted(lastBalance)),
            ("timiBalance", timiBalance.map(quoted) ?? "null"),
        ])
    }
}

extension ImportAccounts {
    /// The accounts as a JSON object: `statement` (`account`, `found`, `institution`, `digits`,
    /// `currency`; `null` for a platform's export or a statement that does not say), `rows` (each
    /// `account`, `rows`), `missing` (each `name`, `kind`, `institution`, `digits`, `currency`,
    /// `opening`, `rows`, `created`, `add`: the `timi account add` line), `ambiguous` (each `method`,
    /// `accounts`, `rows`), `withoutAccount`.
    func asJSON(in state: LedgerState) -> String {
        func name(_ id: Account.ID) -> String { state.accounts.first { $0.id == id }?.name ?? String(id) }
        let statementJSON: String
        if statement != nil || statementHint != nil {
            statementJSON = JSONText.object([
                ("account", statement.map { JSONText.quoted(name($0)) } ?? "null"),
                ("currency", statementHint?.currency.map(JSONText.quoted) ?? "null"),
                ("digits", JSONText.quoted(statementHint?.digits ?? "")),
                ("found", JSONText.quoted(given ? "--account" : statementHint?.found.rawValue ?? "")),
                ("institution", JSONText.quoted(statementHint?.institution ?? "")),
            ])
        } else {
            statementJSON = "null"
        }
        let rows = used.map {
            JSONText.object([("account", JSONText.quoted(name($0.account))), ("rows", String($0.rows))])
        }
        let missingJSON = missing.map { missing in
            JSONText.object([
                ("add", JSONText.quoted(missing.addCommand)),
                ("created", missing.created == nil ? "false" : "true"),
                ("currency", missing.currency.map(JSONText.quoted) ?? "null"),
                ("digits", JSONText.quoted(missing.digits)),
                ("institution", JSONText.quoted(missing.institution)),
                ("kind", JSONText.quoted(missing.kind.rawValue)),
                ("name", JSONText.quoted(missing.name)),
                ("opening", missing.opening.map { JSONText.quoted($0.description) } ?? "null"),
                ("rows", String(missing.rows)),
            ])
        }
        let ambiguousJSON = ambiguous.map { ambiguous in
            JSONText.object([
                ("accounts", "[" + ambiguous.accounts.map { JSONText.quoted(name($0)) }.joined(separator: ",") + "]"),
                ("method", JSONText.quoted(ambiguous.label)), ("rows", String(ambiguous.rows)),
            ])
        }
        return JSONText.object([
            ("ambiguous", "[" + ambiguousJSON.joined(separator: ",") + "]"),
            ("missing", "[" + missingJSON.joined(separator: ",") + "]"),
            ("rows", "[" + rows.joined(separator: ",") + "]"),
            ("statement", statementJSON),
            ("withoutAccount", String(withoutAccount)),
        ])
    }
}
