/// One book's month as its files hold it: the month file's bytes and its change log folded with the
/// sealed logs it names, read and checked once. Every reader of a month's files goes through it —
/// ``MonthStore``'s bills of a month, its look-up of one bill and its search, and, on any thread,
/// ``StoredMonthReader`` (export, the JSON/CSV rows and the plain timeline) — and every check of the
/// files against the month's summary is ``agree(_:fileHash:logHash:)`` and ``logsApply``.
///
/// A class, so that a month store's entries keep one pointer to the files they hold, not their fields.
final class StoredMonth: Sendable {
    let book: Book.ID
    let month: Month
    /// The month file's path (named in errors).
    let path: String
    /// The month file's bytes.
    let bytes: [UInt8]
    /// Their ``ByteHash``; `nil` when read unchecked, by a reader that checks nothing against the
    /// summary (export, search), which would pay for hashing every month file (docs/PERFORMANCE.md).
    let hash: UInt64?
    /// The change log and the sealed logs it names, checked; `nil` when the month has no log.
    let logs: MonthLogChain?
    /// The categories the bills are checked against (`nil`: any id, for a rebuild of `ledger.json`).
    let categories: [Category.ID: Category]?

    /// The change logs folded into one (``MonthLogChain/folded``).
    var log: MonthLog? { logs?.folded }

    init(
        book: Book.ID, month: Month, path: String, bytes: [UInt8], hash: UInt64?, logs: MonthLogChain?,
        categories: [Category.ID: Category]?
    ) {
        (self.book, self.month, self.path, self.bytes, self.hash) = (book, month, path, bytes, hash)
        (self.logs, self.categories) = (logs, categories)
    }

    /// Reads the month file at `path` and the change log at `logPath` with the sealed logs it names;
    /// `checked`, the month file is hashed too, to be checked against its summary.
    /// - Returns: `nil` when there is no month file: a change log without one is not read (timi writes
    ///   none; the doctor reports one left by hand, and the next change of the month removes it).
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` naming a log that is damaged or missing;
    ///   ``LedgerError/io(path:detail:)`` when a file cannot be read. The month file's bills are checked
    ///   by the reader that reads them.
    static func read(
        book: Book.ID, month: Month, path: String, logPath: String, categories: [Category.ID: Category]?,
        checked: Bool = true
    ) throws -> StoredMonth? {
        guard let bytes = try FileSystem.read(path) else { return nil }
        let logs = try MonthLog.readChain(at: logPath, book: book, month: month, categories: categories)
        return StoredMonth(
            book: book, month: month, path: path, bytes: bytes, hash: checked ? ByteHash.of(bytes) : nil,
            logs: logs,
            categories: categories)
    }

    /// Whether the change logs were made on this month file and each sealed log is the one named;
    /// `false` when one of them was edited by hand (the logs still apply by id, and the next change
    /// writes the month whole). A month without a log, or read unchecked: `true`.
    var logsApply: Bool { Self.logsApply(logs, toFileOf: hash) }

    /// ``logsApply`` of `logs` to the month file of ``ByteHash`` `hash` (`nil`: read unchecked).
    static func logsApply(_ logs: MonthLogChain?, toFileOf hash: UInt64?) -> Bool {
        guard let log = logs?.folded, let hash else { return true }
        return log.applies(to: hash)
    }

    /// The one check of a month's files against its summary: the month file's ``ByteHash`` (`fileHash`,
    /// `nil`: not known) and its change log's (`logHash`: `.some(nil)` when it has none, `nil` when not
    /// known) are the summary's, as far as both know (an older ledger's summary has no hashes).
    static func agree(_ summary: MonthSummary?, fileHash: UInt64?, logHash: UInt64??) -> Bool {
        if let expected = summary?.contentHash, let fileHash, expected != fileHash { return false }
        if let expected = summary?.logHash, case .some(let found) = logHash, expected != found {
            return false
        }
        return true
    }

    /// Whether these files are exactly as timi wrote them for `summary`: its hashes, and the logs made on
    /// this file. Only then may a change patch them (``MonthStore/patched(_:_:summary:)``).
    func isIntact(for summary: MonthSummary?) -> Bool { Self.isIntact(fileHash: hash, logs: logs, for: summary) }

    /// ``isIntact(for:)`` of a month file of ``ByteHash`` `fileHash` (`nil`: not known) and `logs`.
    static func isIntact(fileHash: UInt64?, logs: MonthLogChain?, for summary: MonthSummary?) -> Bool {
        guard let fileHash else { return false }
        return logsApply(logs, toFileOf: fileHash)
            && agree(summary, fileHash: fileHash, logHash: .some(logs?.currentHash))
    }

    // MARK: Readers

    /// The month's bills that `include` keeps, in chronological order: the file's, checked, without
    /// those the logs take out or replace, and the logs' (see
    /// ``MonthFile/decode(_:path:book:month:categories:hiding:where:)``).
    /// - Throws: ``LedgerError/corruptFile(path:detail:)``, ``LedgerError/newerFormat(path:found:supported:)``.
    func bills(where include: (BillAmount) -> Bool = { _ in true }) throws -> [Bill] {
        let bills = try MonthFile.decode(
            bytes, path: path, book: book, month: month, categories: categories,
            hiding: log?.hiddenIDs ?? [], where: include)
        guard let log else { return bills }
        return log.folded(into: bills) { include(BillAmount($0)) }
    }

    /// The bill with `id`, from the logs or from its line alone (``MonthFile/bill(withID:in:path:book:)``).
    func bill(withID id: String) throws -> MonthFile.Lookup {
        try Self.bill(withID: id, in: logs) ?? MonthFile.bill(withID: id, in: bytes, path: path, book: book)
    }

    /// The bill with `id` as `logs` have it, when they take it out of the month file or replace it;
    /// `nil` when the month file's line is the bill's.
    static func bill(withID id: String, in logs: MonthLogChain?) -> MonthFile.Lookup? {
        guard let log = logs?.folded, log.hiddenIDs.contains(id) else { return nil }
        return log.bills.first { $0.id == id }.map { .found($0) } ?? .absent
    }

    /// The bills that `filter` matches, in chronological order, only the lines that pass `sieve` made
    /// into bills (``MonthFile/bills(in:path:book:month:categories:matching:sieve:folded:)``), the logs'
    /// in place of those with their ids.
    /// - Parameter folded: a buffer to reuse for the file's bytes folded to lowercase.
    /// - Returns: `nil` when the file is not in the shape timi writes (read it whole instead).
    func bills(
        matching filter: BillFilter, sieve: BillSieve, categories: [Category.ID: Category],
        folded: inout [UInt8]
    ) throws -> [Bill]? {
        guard
            let bills = try MonthFile.bills(
                in: bytes, path: path, book: book, month: month, categories: categories, matching: filter,
                sieve: sieve, folded: &folded)
        else { return nil }
        // Each branch hands the bills on: `log?.folded(…) ?? bills` would copy them.
        guard let log else { return bills }
        return log.folded(into: bills, hiding: true) { filter.matches($0, categories: categories) }
    }
}

/// A month's files as a look-up of one bill saw them through ``MonthFile/probe(_:book:chunk:lookingFor:)``,
/// found as timi wrote them: the month file's size and hash, not its bytes, and its change logs. The
/// change of that bill writes the month's change log from them; one that splices the month file reads
/// it whole (``StoredMonth``).
struct ProbedMonth {
    let size: Int
    let hash: UInt64
    let logs: MonthLogChain?
}
