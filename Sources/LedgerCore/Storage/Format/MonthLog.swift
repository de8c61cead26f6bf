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
/// (``folding(_:then:)``). So a one-bill change never rewrites a month file of ``smallestMonthFile`` or more:
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

    /// Whether the log applies to the month file of hash `fileHash` as it was made to: made on it, and
    /// every sealed log read with it the one named (see ``sealedIntact``).
    func applies(to fileHash: UInt64) -> Bool { base == fileHash && sealedIntact }

    /// The most a log of a month file of `size` bytes may weigh: ``largest``, or `0` for month files
    /// smaller than ``smallestMonthFile``, which are written whole.
    static func limit(monthFileSize size: Int) -> Int { size < smallestMonthFile ? 0 : largest }

    /// The name of the log of `month`.
    static func name(of month: Month) -> String { month.description + suffix }

    /// Records a change of the month: `removing` (bills of the month as it reads with the log) taken
    /// out, then `inserting` put in.
    mutating func apply(removing: [Bill], inserting: [Bill]) {
        for bill in removing {
            if let index = bills.firstIndex(where: { $0.id == bill.id }) {
                // A bill the log put in: gone from the log; if it replaced a line of the month file,
                // that line's id stays removed.
                bills.remove(at: index)
            } else if !removed.contains(bill.id) {
                removed.append(bill.id)
            }
        }
        removed.sort()
        bills = (bills + inserting).sorted(by: Bill.chronological)
    }

    /// The sealed logs of a month, oldest first, then its change log `log`, as one log: the changes of
    /// each in turn, with the ``base`` of the first and the ``sealed`` of `log`. Linear in their bills:
    /// a month of hundreds of sealed logs folds in one pass and one sort.
    static func folding(_ sealedLogs: [MonthLog], then log: MonthLog) -> MonthLog {
        guard let first = sealedLogs.first else { return log }
        let logs = sealedLogs + [log]
        var bills: [String: Bill] = [:]
        var removed = Set<String>()
        for each in logs {
            // As ``apply(removing:inserting:)``: a bill put in by an earlier log goes from the bills;
            // any other id (of the month file) is removed.
            for id in each.removed where bills.removeValue(forKey: id) == nil { removed.insert(id) }
            for bill in each.bills { bills[bill.id] = bill }
        }
        var folded = MonthLog(
            base: first.base, removed: removed.sorted(), bills: bills.values.sorted(by: Bill.chronological),
            sealed: log.sealed)
        folded.sealedIntact = logs.allSatisfy { $0.sealedIntact && $0.base == first.base }
        return folded
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
            var base: UInt64?
            var removed: [String] = []
            var sealed: [UInt64] = []
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "base": base = try reader.readFileHash()
                case "removed":
                    try reader.beginArray()
                    while try reader.nextElement() { removed.append(try reader.readString()) }
                case "sealed":
                    try reader.beginArray()
                    while try reader.nextElement() { sealed.append(try reader.readFileHash()) }
                default: try reader.skipValue()
                }
            }
            guard let base else { throw reader.failure(Reason("the field '{1}' is missing", "base")) }
            return (nil, MonthLog(base: base, removed: removed.sorted(), bills: bills, sealed: sealed))
        }
    }
}
