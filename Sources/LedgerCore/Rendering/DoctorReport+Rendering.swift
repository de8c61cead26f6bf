extension DoctorReport {
    /// What was checked, then one line per problem (`repaired`, `would repair` or `cannot repair`,
    /// the file, what is wrong, and what was or can be done), then whether the ledger is healthy;
    /// each wrapped to `style`'s width, in `style`'s language.
    package func asText(style: TextStyle) -> String {
        let language = style.language
        func count(_ n: Int, _ one: String, _ many: String) -> String {
            language.text(n == 1 ? one : many, String(n))
        }
        let counts = [
            count(books, "{1} book", "{1} books"), count(months, "{1} month file", "{1} month files"),
            count(bills, "{1} bill", "{1} bills"), count(attachments, "{1} attachment", "{1} attachments"),
            count(undoEntries, "{1} undo entry", "{1} undo entries"),
        ]
        let checked = language.text("Checked {1}: {2}", directory, counts.joined(separator: ", "))
        var out = TextWidth.wrap(checked, width: style.width).map { $0 + "\n" }.joined()
        var table = TextTable(alignments: [.left, .left])
        for finding in findings {
            let outcome =
                finding.outcome == .repaired
                ? language.text("repaired")
                : finding.outcome == .wouldRepair
                    ? language.text("would repair") : language.text("cannot repair")
            table.append(
                [
                    outcome,
                    "\(finding.path): \(finding.problem(in: language)) — \(finding.action(in: language))",
                ])
        }
        out += style.render(table.wrapped(style: style, column: 1))
        if isHealthy {
            out +=
                language.text(findings.isEmpty ? "The ledger is healthy." : "The ledger is healthy again.")
                + "\n"
        }
        return out
    }

    /// `{"checked":{…},"directory":…,"findings":[{"action","outcome","path","problem"}…],"healthy":…}`.
    package func asJSON() -> String {
        let checked = JSONText.object([
            ("attachments", String(attachments)), ("bills", String(bills)), ("books", String(books)),
            ("months", String(months)), ("undo", String(undoEntries)),
        ])
        let lines = findings.map { finding in
            JSONText.object([
                ("action", JSONText.quoted(finding.action)),
                ("outcome", JSONText.quoted(finding.outcome.rawValue)),
                ("path", JSONText.quoted(finding.path)), ("problem", JSONText.quoted(finding.problem)),
            ])
        }
        return "{\"checked\":" + checked + ",\"directory\":" + JSONText.quoted(directory) + ",\"findings\":"
            + JSONText.lines(lines, indent: "  ") + ",\"healthy\":" + (isHealthy ? "true" : "false") + "}\n"
    }
}
