extension Account.Kind {
    /// The kind as a person reads it: `credit` in English, 信用卡 in Chinese.
    package func name(in language: Language) -> String { language == .chinese ? chineseName : rawValue }
}

extension Account {
    /// The accounts as a table for `timi account list`: id, name, kind, currency, opening balance,
    /// institution and digits, and a state (`hidden`, `closed`); where that is wider than `style`, the
    /// institution is left out and a long name wraps.
    package static func text(_ accounts: [Account], style: TextStyle) -> String {
        let language = style.language
        func table(institution: Bool) -> TextTable {
            var table = TextTable(
                header: ["ID", "NAME", "KIND", "CURRENCY", "OPENING"].map { language.text($0) }
                    + (institution ? [language.text("INSTITUTION")] : []) + [language.text("STATE")],
                alignments: [.right, .left, .left, .left, .right] + (institution ? [.left] : []) + [.left])
            for account in accounts {
                let place = account.institution + (account.digits.isEmpty ? "" : " ·" + account.digits)
                table.append(
                    [
                        String(account.id), account.name, account.kind.name(in: language), account.currency,
                        account.opening.description,
                    ] + (institution ? [place] : []) + [
                        account.closed
                            ? language.text("closed") : account.hidden ? language.text("hidden") : ""
                    ])
            }
            return table
        }
        let lines = table(institution: true).lines(gap: style.gap, width: style.width)
        return style.render(lines ?? table(institution: false).wrapped(style: style, column: 1, minimum: 6))
    }

    /// The accounts as a JSON array of ``json``.
    package static func json(_ accounts: [Account]) -> String { JSONOutput.array(accounts.map(\.json)) }

    /// The account as a JSON object: `checks` (each `date` and `balance`, a signed string), `closed`, `currency`, `digits`, `dueDay`, `hidden`, `id`,
    /// `institution`, `kind`, `limit`, `name`, `opening` (a signed string), `openingDate`,
    /// `statementDay` (`null` where not set).
    package var json: String {
        func quoted(_ text: String?) -> String { text.map(JSONText.quoted) ?? "null" }
        let checks =
            "["
            + checks.map {
                JSONText.object([
                    ("balance", JSONText.quoted($0.balance.description)),
                    ("date", JSONText.quoted($0.date.description)),
                ])
            }.joined(separator: ",") + "]"
        return JSONText.object([
            ("checks", checks), ("closed", closed ? "true" : "false"), ("currency", JSONText.quoted(currency)),
            ("digits", quoted(digits.isEmpty ? nil : digits)), ("dueDay", dueDay.map(String.init) ?? "null"),
            ("hidden", hidden ? "true" : "false"), ("id", String(id)),
            ("institution", quoted(institution.isEmpty ? nil : institution)),
            ("kind", JSONText.quoted(kind.rawValue)), ("limit", quoted(limit?.description)),
            ("name", JSONText.quoted(name)), ("opening", JSONText.quoted(opening.description)),
            ("openingDate", quoted(openingDate?.description)),
            ("statementDay", statementDay.map(String.init) ?? "null"),
        ])
    }

    /// The account's fields, one per line, for `timi account show`; those not set are left out.
    package func text(in language: Language) -> String {
        var rows: [(String, String)] = [
            ("Name", name), ("Kind", kind.name(in: language)), ("Currency", currency),
            ("Opening balance", opening.description + (openingDate.map { " (\($0))" } ?? "")),
        ]
        if !institution.isEmpty { rows.append(("Institution", institution)) }
        if !digits.isEmpty { rows.append(("Card", "·" + digits)) }
        if let limit { rows.append(("Credit limit", limit.description)) }
        if let statementDay { rows.append(("Statement day", String(statementDay))) }
        if let dueDay { rows.append(("Due day", String(dueDay))) }
        if closed {
            rows.append(("State", language.text("closed")))
        } else if hidden {
            rows.append(("State", language.text("hidden")))
        }
        var table = TextTable(alignments: [.left, .left])
        for (label, value) in rows { table.append([language.text("{1}:", language.text(label)), value]) }
        for (index, check) in checks.enumerated() {
            table.append([
                index == 0 ? language.text("{1}:", language.text("Balance checks")) : "",
                check.date.description + "  " + check.balance.description,
            ])
        }
        return table.render()
    }
}
