/// The change log of one month, `bills/<book-id>/<YYYY-MM>.changes`: the bills taken out of its month
/// file and those put in since the file was last written, so that a one-bill change of a month of
/// thousands writes a few hundred bytes instead of the whole month file.
///
/// ```
/// {"base":"<the month file's ByteHash>","bills":[
/// {"amount":"12.50",…,"type":"expense"}
/// ],"format":1,"removed":["<id>",…],"sealed":["<ByteHash>",…]}
/// ```
///
/// `bills` and `format` are those of a month file (``MonthFile/encode(_:)``: one bill per line, keys
/// sorted, format 2 when one has a payee or a transaction number), so the log's bills are read and
/// checked as a month file's are. The month is the file's bills without those whose ids are
/// `removed` or among the log's bills, plus the log's bills: an edited bill is its id removed and its
/// new line put in. `base` is the hash of the month file the log applies to; a log whose base is not
/// the month file (edited by hand) is still applied by id, and the month is written whole by the next
/// change. A log is never written into: each change writes a new one (so the undo entry's hard link
/// keeps the old).
///
/// A log that would grow past ``largest`` is *sealed*: it stays as it is under a numbered name,
/// `<YYYY-MM>.<n>.changes` (``sealedPath(of:_:)``), and a new log begins that names it by its hash in
/// `sealed` (omitted while empty); the month is the file, then each sealed log in turn, then the log
/// (``then(_:)``). So a one-bill change never rewrites a month file of ``smallestMonthFile`` or more:
/// it writes at most a log of ``largest``. `timi doctor` and a change that writes the month whole
/// (an import into it, a month edited by hand) fold them all into the month file.
struct MonthLog: Equatable {
    /// The end of a log's name, after the month (`2026-10.changes`).
    static let suffix = ".changes"
    /// The most a log may weigh: the change that would pass it (~50 bills) seals the log and begins a
    /// new one. A move across a year's end writes two logs beside two years' totals (~11 KiB each at a
    /// million bills) and an id shard (at most ``IDIndex/splitSize``), so two logs of this size keep
    /// it within 64 KiB.
    static let largest = 8 * 1024
    /// Month files smaller than this are written whole by every change: a log would save little.
    static let smallestMonthFile = 8 * 1024

    /// The ``ByteHash`` of the month file the log applies to.
    var base: UInt64
    /// The ids taken out of the month file, sorted.
    var removed: [String] = []
    /// The bills put in, in ``Bill/chronological(_:_:)`` order.
    var bills: [Bill] = []
    /// The ``ByteHash`` of each sealed log that comes before this one, oldest first: the `n`th is at
    /// ``sealedPath(of:_:)`` `n`.
    var sealed: [UInt64] = []
    /// Whether every sealed log read with this one is the one it names and was made on the same month
    /// file: `false` when one was edited by hand (it is still applied by id, and the month is written
    /// whole by the next change, as when ``base`` is not the month file's).
    var sealedIntact = true

    /// Whether the log changes nothing.
    var isEmpty: Bool { removed.isEmpty && bills.isEmpty }

    /// The ids of the month file's bills that the log hides: those removed and those it puts in anew.
    var hiddenIDs: Set<String> { Set(removed).union(bills.map(\.id)) }

    /// The most a log of a month file of `size` bytes may weigh: ``largest``, or `0` for month files
    /// smaller than ``smallestMonthFile``, which are written whole.
    static func limit(monthFileSize size: Int) -> Int { size < smallestMonthFile ? 0 : largest }

    /// The name of the log of `month`.
    static func name(of month: Month) -> String { month.description + suffix }

    /// Records a change of the month: `removing` (bills of the month as it reads with the log) taken
    /// out, then `inserting` put in.
    mutating func apply(removing: [Bill], inserting: [Bill]) {
        apply(removingIDs: removing.map(\.id), inserting: inserting)
    }

    /// Records a change of the month: the bills with `ids` taken out, then `inserting` put in.
    private mutating func apply(removingIDs ids: [String], inserting: [Bill]) {
        for id in ids {
            if let index = bills.firstIndex(where: { $0.id == id }) {
                // A bill the log put in: gone from the log; if it replaced a line of the month file,
                // that line's id stays removed.
                bills.remove(at: index)
            } else if !removed.contains(id) {
                removed.append(id)
            }
        }
        removed.sort()
        let insertedIDs = Set(inserting.map(\.id))
        bills = (bills.filter { !insertedIDs.contains($0.id) } + inserting).sorted(by: Bill.chronological)
    }

    /// This log, then `later` (the log that sealed it, or one sealed after it): one log with the
    /// changes of both, whose ``sealed`` is `later`'s.
    func then(_ later: MonthLog) -> MonthLog {
        var log = self
        log.apply(removingIDs: later.removed, inserting: later.bills)
        log.sealed = later.sealed
        log.sealedIntact = sealedIntact && later.sealedIntact && base == later.base
        return log
    }

    /// The month's bills: `fileBills` (in chronological order, without ``hiddenIDs`` unless
    /// `hiding`) with the log's bills that `include` keeps, in chronological order.
    ///
    /// The file's bills are taken over, not copied, and the log's few bills merged in among them
    /// (``Swift/Array/merge(_:)``), so that a month of thousands of bills costs no copy of each
    /// (a copy of a bill retains and releases its seven strings).
    func folded(into fileBills: consuming [Bill], hiding: Bool = false, where include: (Bill) -> Bool)
        -> [Bill]
    {
        var merged = fileBills
        if hiding { Self.remove(hiddenIDs, from: &merged) }
        merged.merge(bills.filter(include))
        return merged
    }

    /// Takes the bills whose ids are `ids` out of `bills`, the others kept in order and moved rather
    /// than copied (`removeAll(where:)` copies each bill it moves).
    private static func remove(_ ids: Set<String>, from bills: inout [Bill]) {
        guard !ids.isEmpty else { return }
        let hidden = HiddenIDs(ids)
        let kept = bills.withUnsafeMutableBufferPointer { bills in
            var kept = 0
            // The id, not the bill: a bill passed to `contains` would be copied.
            for index in bills.indices where !hidden.contains(bills[index].id) {
                bills.swapAt(kept, index)  // moves, no copy
                kept += 1
            }
            return kept
        }
        bills.removeLast(bills.count - kept)
    }

    /// The file's bytes.
    func encode() -> [UInt8] {
        var out = ByteWriter(capacity: bills.count * 200 + removed.count * 40 + 64)
        out.append("{\"base\":\"")
        out.append(hexadecimal: base)
        out.append("\",\"bills\":[")
        for (index, bill) in bills.enumerated() {
            out.append(index == 0 ? "\n" : ",\n")
            MonthFile.encode(bill, into: &out)
        }
        out.append(bills.isEmpty ? "],\"format\":" : "\n],\"format\":")
        out.append(number: Int64(MonthFile.format(of: bills)))
        out.append(",\"removed\":[")
        for (index, id) in removed.enumerated() {
            if index > 0 { out.append(",") }
            out.append(quoted: id)
        }
        out.append("]")
        if !sealed.isEmpty {
            out.append(",\"sealed\":[")
            for (index, hash) in sealed.enumerated() {
                out.append(index == 0 ? "\"" : ",\"")
                out.append(hexadecimal: hash)
                out.append("\"")
            }
            out.append("]")
        }
        out.append("}\n")
        return out.bytes
    }

    /// Reads and checks the log of `book`'s `month`: its bills as a month file's
    /// (``MonthFile/decode(_:path:book:month:categories:hiding:where:)``), its base and removed ids.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` or ``LedgerError/newerFormat(path:found:supported:)``.
    static func decode(
        _ bytes: [UInt8], path: String, book: Book.ID, month: Month, categories: [Category.ID: Category]?
    ) throws -> MonthLog {
        let bills = try MonthFile.decode(bytes, path: path, book: book, month: month, categories: categories)
        return try StorageDecoding.decode(bytes, path: path, supportedFormat: MonthFile.format) { reader in
            func hash() throws -> UInt64 {
                let start = reader.offset
                let text = try reader.readString()
                guard text.utf8.count == 16, let hash = UInt64(text, radix: 16) else {
                    throw JSONReader.Failure(
                        message: Reason("'{1}' is not a file hash (16 hex digits)", text), offset: start)
                }
                return hash
            }
            var base: UInt64?
            var removed: [String] = []
            var sealed: [UInt64] = []
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "base": base = try hash()
                case "removed":
                    try reader.beginArray()
                    while try reader.nextElement() { removed.append(try reader.readString()) }
                case "sealed":
                    try reader.beginArray()
                    while try reader.nextElement() { sealed.append(try hash()) }
                default: try reader.skipValue()
                }
            }
            guard let base else { throw reader.failure(Reason("the field '{1}' is missing", "base")) }
            return (nil, MonthLog(base: base, removed: removed.sorted(), bills: bills, sealed: sealed))
        }
    }
}
