extension ImportPlan {
    /// The plan as a person reads it: a line of totals, a table of categories (rows, amount, how
    /// decided), every skipped row with its reason; after the layout, the accounts and the statement's
    /// balance.
    ///
    /// Used by `timi import --dry-run`.
    /// - Parameters:
    ///   - state: the ledger's state with the import applied (for category titles).
    ///   - style: the width to fit and whether to colour.
    package func asText(in state: LedgerState, style: TextStyle = TextStyle()) -> String {
        let language = style.language
        let values = [source, String(rows), income.description, expense.description]
        let heading =
            statement == .csv
            ? language.text(
                rows == 1
                    ? "Plan for {1}: {2} bill, income {3}, expense {4}"
                    : "Plan for {1}: {2} bills, income {3}, expense {4}",
                arguments: values)
            : language.text(
                rows == 1
                    ? "Plan for {1} ({5} statement): {2} bill, income {3}, expense {4}"
                    : "Plan for {1} ({5} statement): {2} bills, income {3}, expense {4}",
                arguments: values + [statement.title])
        var head: [TextLine] = [TextLine(heading, .heading)]
        head += (layout?.lines(in: language) ?? []).map { TextLine($0) }
        // Not cut to the width: an `account add` line is to be copied whole.
        let accountLines = accounts.lines(
            statement: statement, reconciliation: reconciliation, in: state, dryRun: true, language: language)
            + links.lines(language: language)
        var out: [TextLine] = []

        if !lines.isEmpty {
            var table = TextTable(
                header: ["CATEGORY", "TYPE", "ROWS", "AMOUNT", "DECIDED BY"].map { language.text($0) },
                alignments: [.left, .left, .right, .right, .left])
            for line in lines {
                table.append(
                    [
                        line.type == .transfer ? "⇄" : title(line.category, in: state),
                        line.type.word.text(in: language),
                        String(line.rows), line.amount.description,
                        line.decision.shortDescription(in: language),
                    ],
                    roles: [nil, nil, nil, line.type == .transfer ? nil : ViewHeader.role(of: line.type), nil])
            }
            out += table.fitted(style: style, shrinking: 0)
        }
        if !unappliedRules.isEmpty {
            let rows = unappliedRules.reduce(0) { $0 + $1.rows }
            out.append(TextLine(language.text(
                        rows == 1
                            ? "Rules that did not categorise {1} row:" : "Rules that did not categorise {1} rows:",
                        String(rows)), .heading))
            out += unappliedRules.map { unapplied in
                let type = language.text(unapplied.type == .income ? "income" : "expense")
                let rowType = language.text(unapplied.type == .income ? "expense" : "income")
                return TextLine(
                    "  "
                        + language.text(
                            unapplied.rows == 1
                                ? "{1}: {2} {3} row, but {4} is an {5} category"
                                : "{1}: {2} {3} rows, but {4} is an {5} category",
                            // The rules file by its base name, as in the DECIDED BY column.
                            String(unapplied.rule.split(separator: "/").last ?? ""), String(unapplied.rows), rowType,
                            title(unapplied.category, in: state),
                            type))
            }
        }
        let booked = transfers.filter { $0.matched == nil }
        if !booked.isEmpty {
            out.append(
                TextLine(language.text("Transfers between your accounts: {1}", String(booked.count)), .heading))
            out += booked.map { transfer in
                let moved =
                    account(transfer.from, in: state) + " → " + account(transfer.to, in: state) + " "
                    + transfer.amount.grouped
                let fee = transfer.fee.map { " " + language.text("(fee {1})", $0.grouped) } ?? ""
                return TextLine("  " + transfer.place.name.text(in: language) + ": " + moved + fee)
            }
        }
        var skipped = ""
        if !skips.isEmpty {
            out.append(TextLine(language.text("Skipped {1}:", String(skips.count)), .heading))
            for skip in skips {
                let text =
                    "  " + skip.place.name.text(in: language) + ": " + skip.reason.description(in: language)
                // Not cut either: a move left out says the command that books it.
                if case .ownMove = skip.reason {
                    skipped += style.render(out) + text + "\n"
                    out = []
                } else {
                    out.append(TextLine(text))
                }
            }
        }
        return style.render(head) + accountLines.map { $0 + "\n" }.joined() + skipped + style.render(out)
    }

    /// `{"bills":…,"categories":[…],"income","expense","rows","skipped":[…],"source","statement",
    /// "unapplied":[…]}`: each category `amount`, `category`, `decided`, `rows`, `type`; each skipped
    /// row `place`, `reason`; each rule whose category rows of the other type did not take `category`,
    /// `rows`, `rule`, `type` (the category's). `decided` is `file`, `rule <FILE:LINE>`, `learned`, `file-category <WORD>`,
    /// `keyword <KEYWORD>` or `fallback`; `statement` is the recognised export (`WeChat Pay`), or
    /// `null` for timi's own CSV and JSON; `inferred` what was found out about a statement's layout
    /// (see ``StatementLayout``), `null` for timi's own CSV and JSON; `links` the rows made one bill with
    /// the other statement's (see ``ImportLinks/asJSON``).
    /// - Parameter bills: the ``ImportOutcome/asJSON(in:)`` of the same import.
    package func asJSON(in state: LedgerState, bills: String) -> String {
        let categories = lines.map { line in
            JSONText.object([
                ("amount", JSONText.quoted(line.amount.description)),
                ("category", JSONText.quoted(line.type == .transfer ? "" : title(line.category, in: state))),
                ("decided", JSONText.quoted(line.decision.key)), ("rows", String(line.rows)),
                ("type", JSONText.quoted(line.type.rawValue)),
            ])
        }
        let skipped = skips.map { skip in
            JSONText.object([
                ("place", JSONText.quoted(skip.place.description)),
                ("reason", JSONText.quoted(skip.reason.description)),
            ])
        }
        let unapplied = unappliedRules.map { unapplied in
            JSONText.object([
                ("category", JSONText.quoted(title(unapplied.category, in: state))),
                ("rows", String(unapplied.rows)), ("rule", JSONText.quoted(unapplied.rule)),
                ("type", JSONText.quoted(unapplied.type.rawValue)),
            ])
        }
        let moves = transfers.map { transfer in
            JSONText.object([
                ("amount", JSONText.quoted(transfer.amount.description)),
                ("fee", transfer.fee.map { JSONText.quoted($0.description) } ?? "null"),
                ("from", JSONText.quoted(account(transfer.from, in: state))),
                ("matched", transfer.matched.map(JSONText.quoted) ?? "null"),
                ("place", JSONText.quoted(transfer.place.description)),
                ("to", JSONText.quoted(account(transfer.to, in: state))),
            ])
        }
        return JSONText.object([
            ("accounts", accounts.asJSON(in: state)),
            ("bills", bills.hasSuffix("\n") ? String(bills.dropLast()) : bills),
            ("categories", "[" + categories.joined(separator: ",") + "]"),
            ("expense", JSONText.quoted(expense.description)),
            ("income", JSONText.quoted(income.description)),
            ("inferred", layout?.asJSON ?? "null"), ("links", links.asJSON),
            ("reconciliation", reconciliation?.asJSON(in: state) ?? "null"),
            ("rows", String(rows)), ("skipped", "[" + skipped.joined(separator: ",") + "]"),
            ("source", JSONText.quoted(source)),
            ("statement", statement == .csv ? "null" : JSONText.quoted(statement.title)),
            ("transfers", "[" + moves.joined(separator: ",") + "]"),
            ("unapplied", "[" + unapplied.joined(separator: ",") + "]"),
        ]) + "\n"
    }

    private func account(_ id: Account.ID, in state: LedgerState) -> String {
        state.accounts.first { $0.id == id }?.name ?? String(id)
    }

    private func title(_ id: Category.ID, in state: LedgerState) -> String {
        state.category(id).map { "\($0.title) (\($0.alias))" } ?? String(id)
    }
}

extension CategoryDecision {
    /// The decision as a JSON value: `file`, `rule bank.rules:4`, `learned`, `file-category 餐饮美食`,
    /// `keyword UBER`, `fallback`.
    var key: String {
        switch self {
        case .file: return "file"
        case .rule(let place): return "rule " + place
        case .learned: return "learned"
        case .sourceWord(let word): return "file-category " + word
        case .keyword(let word): return "keyword " + word
        case .fallback: return "fallback"
        }
    }
}
