extension RecentReport {
    /// A numbered table of the first `limit` combinations: `#`, amount, category and note (one
    /// column), how many times, and the last day used (`MM-DD`: the header gives the years); the note
    /// wraps onto more lines when the width is too small, each row a block when even that is not
    /// enough. A period without bills says so.
    ///
    /// Used by `timi recent`.
    package func asText(limit: Int? = nil, style: TextStyle = TextStyle()) -> String {
        let language = style.language
        var lines = ViewHeader.lines(
            [book.name, language.text("used most"), "\(from) – \(through)"], totals: [], style: style)
        lines.append(TextLine())
        guard !combinations.isEmpty else {
            lines.append(
                TextLine(
                    language.text(
                        "No bills in {1} from {2} to {3}.", book.name, from.description, through.description))
            )
            return style.render(lines)
        }
        // The category and its note share one column, so a wide title takes room from its own note only.
        var table = TextTable(
            header: ["#"] + ["AMOUNT", "CATEGORY · NOTE", "TIMES", "LAST"].map { language.text($0) },
            alignments: [.right, .right, .left, .right, .left])
        for (index, combination) in combinations.prefix(limit ?? combinations.count).enumerated() {
            let role: TextStyle.Role = combination.category.type == .income ? .income : .expense
            let what = [combination.category.title, combination.note].filter { !$0.isEmpty }
            let last = combination.latest.date.description.dropFirst(5)
            table.append(
                [
                    String(index + 1), combination.amount.description, what.joined(separator: " · "),
                    "×\(combination.count)", String(last),
                ],
                roles: [.heading, role])
        }
        // A note too long for the line wraps onto the next, never cut away.
        lines += table.wrapped(style: style, column: 2)
        lines.append(TextLine())
        lines.append(TextLine(language.text("timi again @N records the N-th"), .muted))
        return style.render(lines)
    }

    /// `{"book","from","through","combinations":[…]}`; each combination: `amount` (a string),
    /// `category` (its title), `count`, `id` (the newest bill's, which `again` copies), `last` (its
    /// date), `note`, `number` (for `again @N`), `type`.
    package func asJSON(limit: Int? = nil) -> String {
        let objects = combinations.prefix(limit ?? combinations.count).enumerated().map {
            index, combination in
            JSONText.object([
                ("amount", JSONText.quoted(combination.amount.description)),
                ("category", JSONText.quoted(combination.category.title)),
                ("count", String(combination.count)), ("id", JSONText.quoted(combination.latest.id)),
                ("last", JSONText.quoted(combination.latest.date.description)),
                ("note", JSONText.quoted(combination.note)), ("number", String(index + 1)),
                ("type", JSONText.quoted(combination.category.type.rawValue)),
            ])
        }
        return "{\"book\":" + JSONText.quoted(book.name) + ",\"from\":" + JSONText.quoted(from.description)
            + ",\"through\":" + JSONText.quoted(through.description) + ",\n\"combinations\":"
            + JSONText.lines(objects, indent: "  ") + "}\n"
    }
}
