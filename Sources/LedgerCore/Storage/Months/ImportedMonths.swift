#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bills added by the hundred thousand (`timi import`), kept out of memory until the commit writes
/// their months: each bill a ``PackedBill`` in its month's buffer, and each full buffer moved to a
/// scratch file that has no name (it is removed as soon as it is open, so nothing is left behind
/// whatever happens). Memory stays at a few buffers however large the import. Kept by ``MonthStore``.
final class ImportedMonths {
    private struct Draft {
        var buffer: [UInt8] = []
        /// How many bills the month has.
        var count = 0
        /// Where the buffers moved out before are in the scratch file.
        var segments: [(offset: Int, count: Int)] = []

        /// Adds `bill`; a buffer that reaches ``ImportedMonths/bufferLimit`` goes to `moveOut`, which
        /// returns where it went.
        mutating func append(_ bill: Bill, movingOut moveOut: ([UInt8]) throws -> Int) throws {
            PackedBill.append(bill, to: &buffer)
            count += 1
            guard buffer.count >= ImportedMonths.bufferLimit else { return }
            segments.append((try moveOut(buffer), buffer.count))
            buffer.removeAll(keepingCapacity: true)
        }
    }

    /// A month's buffer is moved out when it reaches this size.
    static let bufferLimit = 1 << 16

    private let directory: String
    /// Each month's bills, by its place in ``ImportedIDs/months``; `nil` once taken.
    private var drafts: [Draft?] = []
    private var scratch: Int32 = -1
    private var scratchSize = 0
    /// The id and month of each bill, in the order added (for the id index, which needs nothing else
    /// and is staged while the months are written).
    private(set) var ids = ImportedIDs()

    /// Bills for the ledger at `directory`, whose scratch file is made there (beside the files it
    /// will become, on the same disk).
    init(directory: String) { self.directory = directory }

    deinit { if scratch >= 0 { close(scratch) } }

    /// The months that have bills.
    var keys: [MonthKey] { drafts.indices.filter { drafts[$0] != nil }.map { ids.months[$0] }.sorted() }

    /// The months whose bills were taken (see ``take(_:)``).
    private(set) var taken: Set<MonthKey> = []

    /// Whether `key` has bills.
    func contains(_ key: MonthKey) -> Bool { ids.place(of: key).map { drafts[$0] != nil } ?? false }

    /// Adds `bill` to its month; `madeID`: its id was made for it here (see ``ImportedIDs/allMade``).
    /// - Throws: ``LedgerError/io(path:detail:)`` when the scratch file cannot be written.
    func add(_ bill: Bill, madeID: Bool) throws {
        let place = ids.append(
            bill.id, in: MonthKey(book: bill.book, month: bill.date.yearMonth), made: madeID)
        if place == drafts.count { drafts.append(nil) }
        if drafts[place] == nil { drafts[place] = Draft() }
        try drafts[place]?.append(bill) { try write($0) }  // changed where it is
    }

    /// The bills of `key`, in the order added, no longer kept here.
    /// - Throws: ``LedgerError/io(path:detail:)`` when the scratch file cannot be read.
    func take(_ key: MonthKey) throws -> [Bill] {
        try take(key) { records in records.map { $0.bill(book: key.book) } }
    }

    /// Calls `body` with the bills of `key` as records, in the order added (their texts are valid only
    /// during `body`); they are no longer kept here.
    /// - Throws: ``LedgerError/io(path:detail:)`` when the scratch file cannot be read; what `body`
    ///   throws.
    func take<Result>(_ key: MonthKey, _ body: ([StoredBill]) throws -> Result) throws -> Result {
        guard let place = ids.place(of: key), let draft = drafts[place] else { return try body([]) }
        drafts[place] = nil
        taken.insert(key)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(draft.segments.reduce(draft.buffer.count) { $0 + $1.count })
        for (offset, count) in draft.segments { try read(count, at: offset, into: &bytes) }
        bytes += draft.buffer
        if scratch >= 0 && drafts.allSatisfy({ $0 == nil }) {
            // Closed as soon as nothing is left in it: its pages, never to be read again, are then
            // dropped, never written to the disk.
            close(scratch)
            (scratch, scratchSize) = (-1, 0)
        }
        return try bytes.withUnsafeBufferPointer { bytes in
            try body(PackedBill.records(in: bytes, of: key.month, count: draft.count))
        }
    }

    /// Appends `bytes` to the scratch file (made on first use).
    /// - Returns: where they start.
    private func write(_ bytes: [UInt8]) throws -> Int {
        let name = directory + "/.import"
        if scratch < 0 {
            let path = FileSystem.temporaryName(besides: name)
            scratch = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard scratch >= 0 else { throw FileSystem.failure(path) }
            unlink(path)
        }
        try FileSystem.writeAll(bytes, to: scratch, path: name)
        defer { scratchSize += bytes.count }
        return scratchSize
    }

    /// Appends `count` bytes of the scratch file from `offset` to `bytes`.
    private func read(_ count: Int, at offset: Int, into bytes: inout [UInt8]) throws {
        do {
            guard try FileReader(borrowing: scratch).read(count, at: offset, appendingTo: &bytes) == count
            else {
                throw FileReader.Failure(code: EIO)  // the scratch file holds what was written to it
            }
        } catch let failure as FileReader.Failure {
            throw LedgerError.io(path: directory + "/.import", detail: failure.message)
        }
    }
}
