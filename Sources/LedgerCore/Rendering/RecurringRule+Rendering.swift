extension RecurringRule {
    /// The rules as a table for `timi recurring list`: id, schedule, next date (`paused`, or `-` once
    /// the rule has ended), category, amount (income with `+`), note, from and until.
    package static func text(_ rules: [RecurringRule], in state: LedgerState, language: Language) -> String {
        var table = TextTable(alignments: [.left, .left, .left, .left, .right, .left, .left, .left])
        table.append(
            ["ID", "SCHEDULE", "NEXT", "CATEGORY", "AMOUNT", "NOTE", "FROM", "UNTIL"].map {
                language.text($0)
            })
        for rule in rules {
            table.append([
                rule.shortID, rule.schedule(in: language),
                rule.paused ? language.text("paused") : rule.nextOccurrence?.description ?? "-",
                state.category(rule.category)?.title ?? String(rule.category),
                (rule.type == .income ? "+" : "") + rule.amount.description, rule.note, rule.from.description,
                rule.until?.description ?? "",
            ])
        }
        return table.render()
    }

    /// The rules as a JSON array: `account` (name; only when the rule names one), `amount`, `book`
    /// (name), `bookedThrough`, `category` (title), `every`, `from`, `id`, `next`, `note`, `on`,
    /// `paused`, `type`, `until` (dates or `null`).
    package static func json(_ rules: [RecurringRule], in state: LedgerState) -> String {
        func day(_ day: Day?) -> String { day.map { "\"\($0)\"" } ?? "null" }
        return JSONOutput.array(
            rules.map { rule in
                JSONText.object(
                    (rule.account.map { [("account", JSONText.quoted(Bill.name(ofAccount: $0, in: state)))] }
                        ?? []) + [
                            ("amount", "\"\(rule.amount)\""),
                            ("book", JSONText.quoted(state.book(rule.book)?.name ?? String(rule.book))),
                            ("bookedThrough", day(rule.bookedThrough)),
                            (
                                "category",
                                JSONText.quoted(state.category(rule.category)?.title ?? String(rule.category))
                            ),
                            ("every", JSONText.quoted(rule.every.rawValue)), ("from", day(rule.from)),
                            ("id", JSONText.quoted(rule.id)),
                            ("next", day(rule.paused ? nil : rule.nextOccurrence)),
                            ("note", JSONText.quoted(rule.note)), ("on", String(rule.on)),
                            ("paused", rule.paused ? "true" : "false"),
                            ("type", JSONText.quoted(rule.type.rawValue)),
                            ("until", day(rule.until)),
                        ])
            })
    }
}
