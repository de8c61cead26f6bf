extension DoctorReport {
    /// What was checked, then one line per problem (`repaired`, `would repair` or `cannot repair`,
    /// the file, what is wrong, and what was or can be done), then whether the ledger is healthy;
    /// each wrapped to `style`'s width.
    public func asText(style: TextStyle) -> String {
        func count(_ n: Int, _ noun: String, _ plural: String? = nil) -> String {
            "\(n) " + (n == 1 ? noun : plural ?? noun + "s")
        }
        let checked =
            "Checked \(directory): "
            + [
                count(books, "book"), count(months, "month file"), count(bills, "bill"),
                count(attachments, "attachment"), count(undoEntries, "undo entry", "undo entries"),
            ].joined(separator: ", ")
        var out = TextWidth.wrap(checked, width: style.width).map { $0 + "\n" }.joined()
        var table = TextTable(alignments: [.left, .left])
        for finding in findings {
            let outcome =
                finding.outcome == .repaired
                ? "repaired" : finding.outcome == .wouldRepair ? "would repair" : "cannot repair"
            table.append([outcome, "\(finding.path): \(finding.problem) — \(finding.action)"])
        }
        out += style.render(table.wrapped(style: style, column: 1))
        if isHealthy {
            out += findings.isEmpty ? "The ledger is healthy.\n" : "The ledger is healthy again.\n"
        }
        return out
    }

    /// `{"checked":{…},"directory":…,"findings":[{"action","outcome","path","problem"}…],"healthy":…}`.
    public func asJSON() -> String {
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
