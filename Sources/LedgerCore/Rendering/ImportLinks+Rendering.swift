extension ImportLinks {
    /// What the plan and the import say of links: each row made one bill with the other statement's,
    /// with its evidence (the amount, both dates, the statement's description, the platform's
    /// transaction number), then each row that fits several bills, with them.
    ///
    /// Used by `timi import` (after the import) and ``ImportPlan/asText(in:style:)`` (the dry run).
    package func lines(language: Language) -> [String] {
        var lines: [String] = []
        if !linked.isEmpty {
            lines.append(language.text("Made one bill with the other statement's row ({1}):", String(linked.count)))
            lines += linked.map { link in
                "  "
                    + language.text(
                        "{1}: {2} {3}, platform {4} ({5}), statement {6} ({7}): bill {8}",
                        link.place.name.text(in: language), link.amount.description,
                        language.text(link.type.rawValue), link.platformDay.description,
                        link.platformReference ?? "-", link.statementDay.description, link.statementDescription,
                        link.bill)
            }
        }
        if !ambiguous.isEmpty {
            lines.append(
                language.text("Rows that fit more than one bill, linked to none ({1}):", String(ambiguous.count)))
            lines += ambiguous.map { row in
                let candidates = row.candidates.map {
                    language.text("bill {1} ({2}, {3})", $0.bill, $0.day.description, $0.description)
                }.joined(separator: ", ")
                let values = [
                    row.place.name.text(in: language), row.amount.description, row.day.description, row.description,
                    candidates,
                ]
                guard !row.rivals.isEmpty else {
                    return "  " + language.text("{1}: {2} on {3} ({4}) fits {5}", arguments: values)
                }
                let rivals = row.rivals.map { $0.name.text(in: language) }.joined(separator: ", ")
                return "  " + language.text("{1}: {2} on {3} ({4}) fits {5}, as {6} does", arguments: values + [rivals])
            }
        }
        return lines
    }

    /// The links as a JSON object: `linked` (each `place`, `bill`, `booked` — `platform` or
    /// `statement`, the side the ledger had —, `type`, `amount`, `platformDate`, `statementDate`,
    /// `statementDescription`, `platformReference`, `payee`) and `ambiguous` (each `place`, `amount`,
    /// `date`, `description`, `candidates` — each `bill`, `date`, `description` —, `rivals`: the other
    /// rows that fit the same bill).
    package var asJSON: String {
        let linkedJSON = linked.map { link in
            JSONText.object([
                ("amount", JSONText.quoted(link.amount.description)), ("bill", JSONText.quoted(link.bill)),
                ("booked", JSONText.quoted(link.booked.rawValue)), ("payee", link.payee.map(JSONText.quoted) ?? "null"),
                ("place", JSONText.quoted(link.place.description)),
                ("platformDate", JSONText.quoted(link.platformDay.description)),
                ("platformReference", link.platformReference.map(JSONText.quoted) ?? "null"),
                ("statementDate", JSONText.quoted(link.statementDay.description)),
                ("statementDescription", JSONText.quoted(link.statementDescription)),
                ("type", JSONText.quoted(link.type.rawValue)),
            ])
        }
        let ambiguousJSON = ambiguous.map { row in
            let candidates = row.candidates.map {
                JSONText.object([
                    ("bill", JSONText.quoted($0.bill)), ("date", JSONText.quoted($0.day.description)),
                    ("description", JSONText.quoted($0.description)),
                ])
            }
            return JSONText.object([
                ("amount", JSONText.quoted(row.amount.description)),
                ("candidates", "[" + candidates.joined(separator: ",") + "]"),
                ("date", JSONText.quoted(row.day.description)), ("description", JSONText.quoted(row.description)),
                ("place", JSONText.quoted(row.place.description)),
                ("rivals", "[" + row.rivals.map { JSONText.quoted($0.description) }.joined(separator: ",") + "]"),
            ])
        }
        return JSONText.object([
            ("ambiguous", "[" + ambiguousJSON.joined(separator: ",") + "]"),
            ("linked", "[" + linkedJSON.joined(separator: ",") + "]"),
        ])
    }
}
