/// A month's change log with the sealed logs it names (see ``MonthLog``), as
/// ``MonthLog/readChain(at:book:month:categories:)`` reads them.
struct MonthLogChain {
    /// The change log as written: its own changes, and the hashes of the sealed logs before it.
    var current: MonthLog
    /// The ``ByteHash`` of the change log's bytes (its summary's `logHash`).
    var currentHash: UInt64
    /// The sealed logs, then the change log, as one log: what the month file's bills are read with.
    var folded: MonthLog
}

extension MonthLog {
    /// The path of the `number`th sealed log (from 1) of the change log at `logPath`:
    /// `…/2026-10.changes` → `…/2026-10.3.changes`.
    static func sealedPath(of logPath: String, _ number: Int) -> String {
        String(logPath.dropLast(suffix.count)) + "." + String(number) + suffix
    }

    /// The month whose change log or sealed log is named `name` (`2026-10.changes`,
    /// `2026-10.3.changes`), with the sealed log's number; `nil` for any other name.
    static func parse(logName name: String) -> (month: Month, sealed: Int?)? {
        guard name.hasSuffix(suffix) else { return nil }
        let parts = name.dropLast(suffix.count).split(separator: ".", omittingEmptySubsequences: false)
        guard let month = Month(iso: parts[0]) else { return nil }
        switch parts.count {
        case 1: return (month, nil)
        case 2:
            guard let number = Int(parts[1]), number > 0, String(number) == parts[1] else { return nil }
            return (month, number)
        default: return nil
        }
    }

    /// Reads and checks the change log at `path` alone (see ``decode(_:path:book:month:categories:)``),
    /// with the ``ByteHash`` of its bytes; `nil` when there is none.
    static func readCurrent(
        at path: String, book: Book.ID, month: Month, categories: [Category.ID: Category]?
    ) throws -> (log: MonthLog, hash: UInt64)? {
        guard let bytes = try FileSystem.read(path) else { return nil }
        return (
            try decode(bytes, path: path, book: book, month: month, categories: categories),
            ByteHash.of(bytes)
        )
    }

    /// Reads and checks the change log at `path` and every sealed log it names; `nil` when there is no
    /// change log. A sealed log that is not the one named (edited by hand) is still applied, and the
    /// folded log says so (``sealedIntact``).
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` naming a log that is damaged or a sealed log
    ///   that is missing.
    static func readChain(
        at path: String, book: Book.ID, month: Month, categories: [Category.ID: Category]?
    ) throws -> MonthLogChain? {
        guard
            let (current, hash) = try readCurrent(at: path, book: book, month: month, categories: categories)
        else { return nil }
        var logs: [MonthLog] = []
        for (index, expected) in current.sealed.enumerated() {
            let sealedPath = sealedPath(of: path, index + 1)
            guard let bytes = try FileSystem.read(sealedPath) else {
                throw LedgerError.corruptFile(
                    path: sealedPath,
                    detail: Reason(
                        "the file is missing, and the change log {1} needs it", FileSystem.split(path).1))
            }
            var log = try decode(bytes, path: sealedPath, book: book, month: month, categories: categories)
            // Each sealed log names those sealed before it, as it did when it was the change log.
            log.sealedIntact = ByteHash.of(bytes) == expected && log.sealed == Array(current.sealed[..<index])
            logs.append(log)
        }
        return MonthLogChain(
            current: current, currentHash: hash, folded: MonthLog.folding(logs, then: current))
    }
}
