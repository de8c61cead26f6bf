extension ImportOutcome {
    /// The one line that closes an import: `imported 4, skipped 1 already present` (`, linked 2`: rows
    /// made one bill with the other statement's), with the rows
    /// skipped because a bill imported before has their content counted apart (they are not known to
    /// be the same bill).
    /// - Parameters:
    ///   - dryRun: whether nothing was imported (`would import 4, skip 1 …`).
    ///   - language: the language of the line.
    package func summary(dryRun: Bool, in language: Language) -> String {
        let present = skips.filter(\.isPresent).count
        let ruled = skips.filter { if case .rule = $0.reason { return true } else { return false } }.count
        let left = skips.filter {
            switch $0.reason {
            case .statement, .ownMove: return true
            default: return false
            }
        }.count
        let same = skips.count - present - ruled - left
        var counts: [String] = []
        if present > 0 || same + ruled == 0 {
            counts.append(language.text("{1} already present", String(present)))
        }
        if same > 0 {
            counts.append(
                language.text(
                    "{1} with the same date, amount and description as a bill imported before", String(same)))
        }
        if ruled > 0 { counts.append(language.text("{1} by rules", String(ruled))) }
        var summary = language.text(
            dryRun ? "would import {1}, skip {2}" : "imported {1}, skipped {2}", String(count),
            counts.joined(separator: ", "))
        if !links.linked.isEmpty { summary += language.text(", linked {1}", String(links.linked.count)) }
        guard statement != .csv else { return summary }
        return language.text(
            dryRun
                ? "{1} statement: {2}, leave out {3} (closed, neutral or refunded)"
                : "{1} statement: {2}, left out {3} (closed, neutral or refunded)", statement.title, summary,
            String(left))
    }

    /// The new bills as `timi list` shows them, without ids: for each book, its days newest first. Empty
    /// when there is nothing to import.
    ///
    /// Used by `timi import --dry-run`.
    /// - Parameters:
    ///   - state: the ledger's state with the import applied (it may have created categories).
    ///   - style: the width to fit and whether to colour, as for `timi list`.
    package func asText(in state: LedgerState, style: TextStyle = TextStyle()) -> String {
        var out: [String] = []
        for book in state.books {
            let bills = imported.filter { $0.book == book.id }.sorted(by: Bill.chronological)
            guard let start = bills.first?.date, let end = bills.last?.date else { continue }
            let period = Period(
                start: start, end: end, description: start == end ? "\(start)" : "\(start)..\(end)")
            let report = TimelineReport(
                book: book, period: period, filter: BillFilter(ids: Set(imported.map(\.id))), bills: bills)
            out.append(ImportOutcome.blankingIDs(of: bills, in: report.asText(in: state, style: style)))
        }
        return out.joined(separator: "\n")
    }

    /// `text` with the short id of each of `bills` (at the start of its line, once each) made spaces:
    /// a bill not yet imported has no id to show (the import gives it another).
    private static func blankingIDs(of bills: [Bill], in text: String) -> String {
        var text = text
        for bill in bills {
            guard let found = text.firstRange(of: bill.shortID) else { continue }
            text.replaceSubrange(found, with: String(repeating: " ", count: bill.shortID.count))
        }
        return text
    }

    /// The new bills as a JSON array of bill objects (``Bill/jsonObject(in:)``), in the file's order,
    /// without their ids: a bill not yet imported has none (the import gives it another).
    package func asJSON(in state: LedgerState) -> String {
        JSONOutput.array(
            imported.map { bill in
                let member = #""id":"\#(bill.id)","#
                var object = bill.jsonObject(in: state)
                if let found = object.firstRange(of: member) { object.removeSubrange(found) }
                return object
            })
    }
}
