/// Everything that can go wrong in LedgerCore, each case a one-line message that quotes the input.
///
/// The `timi` executable maps each case to an exit status; LedgerCore itself never prints or exits.
package enum LedgerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An amount that does not parse or is out of range: the text and the reason.
    case invalidAmount(String, reason: Reason)
    /// A date that does not parse or does not exist: the text and the reason.
    case invalidDate(String, reason: Reason)
    /// A month or period that does not parse.
    case invalidPeriod(String, reason: Reason)
    /// A value (note, name, alias, …) that breaks a rule: what it is, the value, the rule.
    case invalidValue(field: String, value: String, reason: Reason)
    /// Nothing of `kind` ("bill", "book", "category") matches `query`.
    case notFound(kind: Reason, query: String, suggestion: String?)
    /// More than one `kind` matches the prefix `query`; `candidates` describes each, one per element.
    case ambiguous(kind: Reason, query: String, candidates: [Reason])
    /// A request the ledger's rules forbid (delete the last book, a category in use, a duplicate name).
    case refused(Reason)
    /// A ledger file that cannot be read as what it should be: its path and what is wrong (and where).
    case corruptFile(path: String, detail: Reason)
    /// `ledger.json` (its path) is missing from a ledger whose `bills/` holds month files: the books,
    /// categories and totals are lost, not the bills (`timi doctor` rebuilds it from them).
    case missingStateFile(path: String)
    /// A ledger file written by a newer timi.
    case newerFormat(path: String, found: Int, supported: Int)
    /// A configuration file that is not valid: its path and what is wrong, and where.
    case invalidConfiguration(path: String, detail: Reason)
    /// Rows of an import file that cannot be imported: the file, one message per problem (the first
    /// few, each `FILE:LINE: what is wrong`), and how many problems there are in all.
    case invalidRows(source: String, problems: [Reason], total: Int)
    /// Standard input of `timi add -` that cannot be added, so nothing was: the line (`nil` for the
    /// input as a whole) and what is wrong with it.
    indirect case invalidInput(line: Int?, problem: LedgerError)
    /// An input file (a photo, an import) that does not exist or is not a regular file.
    case inputMissing(path: String, detail: Reason)
    /// The ledger directory does not exist: a command that only reads (or undoes, or checks) refuses
    /// it rather than show a mistyped `TIMI_HOME` as an empty ledger; a change creates it.
    case noLedger(path: String)
    /// The operating system refused a read or write.
    case io(path: String, detail: String)
    /// The ledger directory `path` cannot be written (`reason`: the system's words, a read-only file
    /// system or no permission): a change is refused before it starts, nothing changed.
    case readOnly(path: String, reason: String)
    /// A write to a pipe whose reader has gone (EPIPE): `timi export | head -1` once `head` is done.
    case closedPipe(path: String)
    /// Another timi kept the ledger locked for longer than the timeout.
    case busy(path: String, seconds: Double)
    /// A signal (SIGINT, SIGTERM: its number) stopped the command before its change was committed;
    /// nothing was changed.
    case interrupted(signal: Int32)

    /// Whether a ledger file cannot be read as it should: damaged, or of a newer format.
    var isDamagedFile: Bool { damagedPath != nil }

    /// The file that is damaged or of a newer format, for those errors.
    var damagedPath: String? {
        switch self {
        case .corruptFile(let path, _), .newerFormat(let path, _, _): return path
        default: return nil
        }
    }

    /// The message in English, on one line (see ``description(in:)``).
    package var description: String { description(in: .english) }

    /// The message in `language`, on one line: what came from outside shows its control characters
    /// as escapes (see ``PrintableText``). An import's problems come one per line. A reason the
    /// ``Catalog`` has no entry for stays English.
    package func description(in language: Language) -> String {
        guard case .invalidRows(let source, let problems, let total) = self else {
            return PrintableText.escaping(message(in: language))
        }
        let lines = problems.map { PrintableText.escaping($0.text(in: language)) }
        if total == 1, let only = lines.first { return language.text("{1}; nothing was imported", only) }
        let more =
            total > lines.count ? "\n" + language.text("… and {1} more", String(total - lines.count)) : ""
        return language.text(
            "{1} problems in {2}; nothing was imported:", String(total), PrintableText.escaping(source))
            + "\n" + lines.joined(separator: "\n") + more
    }

    private func message(in language: Language) -> String {
        switch self {
        case .invalidAmount(let text, let reason):
            return language.text("invalid amount '{1}': {2}", text, reason.text(in: language))
        case .invalidDate(let text, let reason):
            return language.text("invalid date '{1}': {2}", text, reason.text(in: language))
        case .invalidPeriod(let text, let reason):
            return language.text("invalid period '{1}': {2}", text, reason.text(in: language))
        case .invalidValue(let field, let value, let reason):
            return language.text(
                "invalid {1} '{2}': {3}", language.text(field), value, reason.text(in: language))
        case .notFound(let kind, let query, let suggestion):
            let base = language.text("no {1} matches '{2}'", kind.text(in: language), query)
            return suggestion.map { language.text("{1}; did you mean '{2}'?", base, $0) } ?? base
        case .ambiguous(let kind, let query, let candidates):
            return language.text(
                "'{1}' matches more than one {2}: {3}", query, kind.text(in: language),
                candidates.map { $0.text(in: language) }.joined(separator: "; "))
        case .refused(let reason):
            return reason.text(in: language)
        case .corruptFile(let path, let detail):
            return language.text(
                "{1} is damaged: {2}; nothing was changed (fix or restore the file)", path,
                detail.text(in: language))
        case .missingStateFile(let path):
            return language.text(
                "{1} is missing, but the ledger's bills/ holds month files; nothing was changed "
                    + "(run 'timi doctor' to rebuild it from them)", path)
        case .newerFormat(let path, let found, let supported):
            return language.text(
                "{1} has format {2}, but this timi reads up to format {3}; nothing was changed (upgrade timi)",
                path, String(found), String(supported))
        case .invalidConfiguration(let path, let detail):
            return language.text(
                "{1}: {2}; nothing was done (fix the file or move it away)", path, detail.text(in: language))
        case .invalidRows: return ""  // see `description(in:)`
        case .invalidInput(let line, let problem):
            let reason = problem.message(in: language)
            return line.map { language.text("stdin:{1}: {2}; nothing was added", String($0), reason) }
                ?? language.text("stdin: {1}; nothing was added", reason)
        case .inputMissing(let path, let detail):
            return language.text("cannot read '{1}': {2}", path, detail.text(in: language))
        case .noLedger(let path):
            return language.text("no ledger at {1} — `timi add` creates one", path)
        case .io(let path, let detail):
            // The detail is the system's text (strerror) or timi's: told in `language` when the catalog has it.
            return language.text("{1}: {2}", Self.shown(path, in: language), language.text(detail))
        case .readOnly(let path, let reason):
            return language.text(
                "{1}: the ledger is read-only here ({2}); nothing was changed", path, language.text(reason))
        case .closedPipe(let path):
            return language.text("{1}: the reader closed the pipe", Self.shown(path, in: language))
        case .busy(let path, let seconds):
            let tenths = Int((seconds * 10).rounded())
            let wait = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
            return language.text(
                "the ledger {1} is busy: another timi held its lock for {2} s; try again", path, wait)
        case .interrupted:
            return language.text("interrupted; nothing was changed")
        }
    }

    /// `path` as a message names it: the names timi gives the standard streams and the terminal in
    /// `language`, a file's path as it is (a file may be called `income`).
    private static func shown(_ path: String, in language: Language) -> String {
        switch path {
        case "standard output": language.text("standard output")
        case "standard error": language.text("standard error")
        case "the terminal": language.text("the terminal")
        default: path
        }
    }
}
