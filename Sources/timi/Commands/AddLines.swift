#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LedgerCore

/// `timi add -`: one bill per line of standard input (``BillLine``), all added in one change or
/// none; the first bad line stops everything with `stdin:LINE: reason`.
enum AddLines {
    /// Reads standard input and adds its bills to the current book (or `--book`); `--date` and
    /// `--income`/`--expense` are the defaults of lines that do not say.
    /// - Returns: the bills added, in the order of the lines, and the state after.
    /// - Throws: ``UsageError`` for options that belong on each line; ``LedgerError/invalidInput(line:problem:)``
    ///   naming the first bad line.
    static func add(in context: Context, fields: BillFields, day: Day) throws -> ([Bill], LedgerState) {
        for (given, option) in [
            (fields.note, "--note"), (fields.payee, "--payee"), (fields.photo, "--photo"),
        ]
        where given != nil {
            throw UsageError(
                template: "'{1}' cannot be used with 'timi add -': write the note on each line", [option],
                command: AddCommand.name)
        }
        let bytes = try ImportInput.bytes(of: "-")
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw LedgerError.invalidInput(line: nil, problem: .refused("the input is not UTF-8 text"))
        }
        // "\r\n" is one Character in Swift: a line ends at either.
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        if lines.last == "" { lines.removeLast() }
        guard !lines.isEmpty else {
            throw LedgerError.invalidInput(
                line: nil, problem: .refused("no bills; write one a line: AMOUNT CATEGORY [NOTE…]"))
        }
        func failure(_ number: Int, _ error: LedgerError) -> LedgerError {
            .invalidInput(line: number, problem: error)
        }
        var drafts: [BillDraft] = []
        for (index, line) in lines.enumerated() {
            do {
                var draft = try BillLine.draft(parsing: String(line), today: day, type: fields.type)
                draft.account = draft.account ?? fields.account
                draft.time = fields.time
                drafts.append(draft)
            } catch let error as LedgerError {
                throw failure(index + 1, error)
            }
        }
        return try context.store.write { ledger in
            let book = try context.book(in: ledger).id
            var bills: [Bill] = []
            let account = context.defaultAccount(of: book, in: ledger)
            for (index, var draft) in drafts.enumerated() {
                draft.account = draft.account ?? account
                do {
                    bills.append(try ledger.addBill(draft, to: book, now: context.now))
                } catch let error as LedgerError {
                    throw failure(index + 1, error)
                }
            }
            return (bills, ledger.state)
        }
    }
}
