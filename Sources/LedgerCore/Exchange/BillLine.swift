/// One bill written as one line, the way `timi add -` reads it from standard input: the words of
/// `timi add` (`12.5 meals lunch`, `8000 salary +income 11-01`).
///
/// The grammar, word by word (words are separated by spaces or tabs):
/// - the first word is the amount, as `timi add` reads it (``Money/init(parsing:)``);
/// - `+income` and `+expense` set the type; `@NAME` names the account (one a line);
/// - a word that names a day as `--date` reads it (``Day/init(parsing:today:)``: `today`, `mon`,
///   `11-01`, `2026-11-01`, `11/01`, `-2` …) is the date; a word made only of digits, `-` and `/`
///   that names no day (and has a digit) is refused, and so is a second date;
/// - of the other words, the first is the category (title, alias, id or unique prefix) and the rest,
///   joined by single spaces, are the note;
/// - a word in double quotes (`"11-01 trip"`, spaces included, up to the next `"`) is always a note
///   word: quote note words that look like a date, a type or, first, a category.
///
/// An empty line (or one of spaces) is refused. Used by `timi add -`.
package enum BillLine {
    /// The words of a line, each with whether it was quoted.
    struct Word: Equatable {
        var text: String
        var quoted: Bool
    }

    /// Reads `line` into a draft dated `today` unless the line names a day; the type is `type` unless
    /// the line says `+income` or `+expense`.
    /// - Throws: ``LedgerError/invalidAmount(_:reason:)``, ``LedgerError/invalidDate(_:reason:)`` or
    ///   ``LedgerError/invalidValue(field:value:reason:)`` saying what is wrong with the line.
    package static func draft(parsing line: String, today: Day, type: BillType? = nil) throws -> BillDraft {
        var words = try self.words(line)[...]
        guard let first = words.popFirst() else {
            throw LedgerError.invalidValue(
                field: "line", value: line,
                reason: "it is empty; write AMOUNT CATEGORY [NOTE…], one bill a line")
        }
        let amount = try Money(parsing: first.text)
        var draft = BillDraft(amount: amount, category: nil, type: type, date: today)
        var date: String?
        var note: [String] = []
        for word in words {
            if word.quoted {
                note.append(word.text)
            } else if let given = ["+income": BillType.income, "+expense": .expense][word.text.lowercased()] {
                draft.type = given
            } else if word.text.count > 1, word.text.first == "@" {
                if let account = draft.account {
                    throw LedgerError.invalidValue(
                        field: "line", value: word.text,
                        reason: Reason(
                            "the line already names the account '{1}'; quote a note word that starts with @",
                            account))
                }
                draft.account = String(word.text.dropFirst())
            } else if let day = try self.day(word.text, today: today) {
                if let date {
                    throw LedgerError.invalidDate(
                        word.text,
                        reason: Reason(
                            "the line already has the date '{1}'; quote a note word that looks like a date",
                            date))
                }
                date = word.text
                draft.date = day
            } else if draft.category == nil && note.isEmpty {
                draft.category = word.text
            } else {
                note.append(word.text)
            }
        }
        draft.note = note.joined(separator: " ")
        return draft
    }

    /// The day `text` names, `nil` when it is no date; a word of digits, `-` and `/` with a
    /// separator must be one.
    private static func day(_ text: String, today: Day) throws -> Day? {
        if let day = try? Day(parsing: text, today: today) { return day }
        let dateLike =
            text.contains { $0 == "-" || $0 == "/" } && text.contains { $0.isASCII && $0.isNumber }
            && text.allSatisfy { "0123456789-/".contains($0) }
        return dateLike ? try Day(parsing: text, today: today) : nil
    }

    /// The words of `line`: runs of characters between spaces and tabs, or quoted runs.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)`` for a quote that is not closed.
    static func words(_ line: String) throws -> [Word] {
        var words: [Word] = []
        var rest = Substring(line)
        while let start = rest.firstIndex(where: { $0 != " " && $0 != "\t" }) {
            rest = rest[start...]
            if rest.first == "\"" {
                guard let end = rest.dropFirst().firstIndex(of: "\"") else {
                    throw LedgerError.invalidValue(
                        field: "note", value: String(rest), reason: "the quote is not closed")
                }
                words.append(Word(text: String(rest[rest.index(after: start)..<end]), quoted: true))
                rest = rest[rest.index(after: end)...]
            } else {
                let end = rest.firstIndex(where: { $0 == " " || $0 == "\t" }) ?? rest.endIndex
                words.append(Word(text: String(rest[..<end]), quoted: false))
                rest = rest[end...]
            }
        }
        return words
    }
}
