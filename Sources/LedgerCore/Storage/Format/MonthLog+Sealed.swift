#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        var name = name
        return name.withUTF8 { parse(logName: $0) }
    }

    private static let suffixBytes = Array(suffix.utf8)

    /// ``parse(logName:)`` of a name's UTF-8 bytes (a folder's names are read by the hundred): the
    /// number as timi writes it, without a sign or a leading zero.
    static func parse(logName name: UnsafeBufferPointer<UInt8>) -> (month: Month, sealed: Int?)? {
        let suffix = suffixBytes.count
        guard name.count >= 7 + suffix, let base = name.baseAddress,
            memcmp(base + name.count - suffix, suffixBytes, suffix) == 0,
            let month = Month(isoBytes: UnsafeBufferPointer(start: base, count: 7))
        else { return nil }
        let middle = UnsafeBufferPointer(start: base + 7, count: name.count - suffix - 7)
        if middle.isEmpty { return (month, nil) }
        guard middle.count >= 2, middle[0] == UInt8(ascii: "."), middle[1] != UInt8(ascii: "0"),
            let number = Int(asciiDigits: middle.dropFirst(), maxDigits: 18)
        else { return nil }
        return (month, number)
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
