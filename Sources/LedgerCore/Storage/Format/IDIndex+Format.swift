/// The files of the id index: `ids/<shard>.txt` holds one line per bill — `id<TAB>book<TAB>YYYY-MM`
/// — in the byte order of the ids, after a `timi-ids 3` header line; `ids/format` holds the same
/// header line, naming the layout.
///
/// A shard is named after the first characters of the ids it holds (see ``shard(of:length:)``): two
/// to begin with (256 shards for hex ids), and a shard that grows past ``splitSize`` is split into
/// shards of one more character (16 of ~1.5 KiB for hex ids), up to four. So a change of one bill
/// rewrites one shard of at most ~24 KiB however large the ledger (at a million bills, 4,096 shards
/// of ~11 KiB), and a small ledger keeps a few small files. An id may sit in any shard whose name
/// starts it (a new id goes to the longest one there is, an imported one to its two-character one), so
/// a lookup reads each of them.
///
/// Layout 2 (the timi before November 2026) had two-character shards only: this timi reads it as it is, and writes
/// layout 3 from its next change on; an older timi finds `timi-ids 3` in `ids/format` and rebuilds
/// the index in its own layout (the index is a cache), so it never misses a bill in a split shard.
extension IDIndex {
    static let directoryName = "ids"
    static let header = "timi-ids 3"
    /// The header of layout 2, whose shards this timi reads as they are.
    static let olderHeader = "timi-ids 2"
    /// The file naming the index's layout; an index without a known one is rebuilt.
    static let formatFileName = "format"
    /// How many leading characters name a shard: two, and up to four as shards split.
    static let shardLengths = 2...4
    /// A shard whose file would pass this size is split into shards of one more character. A change
    /// rewrites the shard of each id it moves: with two change logs (``MonthLog/largest``) and two
    /// years' totals, a move across a year's end stays within 64 KiB. And a ledger of up to ~120,000
    /// bills (UUIDs: 47-byte lines, ~450 in the fullest of 256 shards) keeps its 256 shards, where
    /// 16 KiB split them into 4,096 at ~90,000: as many files for an import to write and flush.
    static let splitSize = 24 * 1024

    /// The shard of `length` characters an id belongs to: its first characters, lowercased, when they
    /// are lowercase letters and digits, else `_` and the hex of those characters' bytes.
    static func shard(of id: String, length: Int = shardLengths.lowerBound) -> String {
        // Most ids start with lowercase letters and digits: their first bytes are the name (when an
        // ASCII byte follows, no combining mark joins the last of them to a longer character).
        let plain = id.withUTF8Buffer { bytes in
            bytes.count >= length && (bytes.count == length || bytes[length] < 0x80)
                && bytes.prefix(length).allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 122) }
                ? String(decoding: bytes.prefix(length), as: UTF8.self) : nil
        }
        if let plain { return plain }
        let prefix = String(id.lowercased().prefix(length))
        if prefix.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 122) }) { return prefix }
        return "_" + prefix.utf8.map { String($0, radix: 16) }.joined()
    }

    /// A shard's bytes: the header, then a line per id in the byte order of the ids.
    static func encode(_ entries: Shard) -> [UInt8] {
        var out = ByteWriter(capacity: entries.count * 56 + 16)
        out.append(text: header + "\n")
        for (id, entry) in entries {
            out.append(text: id)
            appendLineEnd(of: entry, to: &out)
        }
        return out.bytes
    }

    /// Appends what follows an id on its line: `<TAB>book<TAB>YYYY-MM` and the line feed.
    static func appendLineEnd(of entry: MonthKey, to out: inout ByteWriter) {
        out.append("\t")
        out.append(number: Int64(entry.book))
        out.append("\t")
        out.append(month: entry.month)
        out.append("\n")
    }

    /// Reads a shard. One whose header or lines are not as ``encode(_:)`` writes them is damaged; lines
    /// out of order or an id repeated (a file made by hand) are taken as they come, sorted, the last
    /// of a repeated id counting.
    static func decode(_ bytes: [UInt8], path: String) throws -> Shard {
        var entries: [(String, MonthKey)] = []
        entries.reserveCapacity(bytes.count / 47)
        try forEachLine(of: bytes, path: path) { id, entry in
            entries.append((String(decoding: id, as: UTF8.self), entry))
        }
        return Shard(entries)
    }

    /// The entries of a shard whose ids `matches` (given an id's bytes) keeps, the last of a repeated id
    /// counting, and how many lines the shard has: every line checked as ``decode(_:path:)`` checks it,
    /// and only the kept ones made into strings (a look-up of one id reads up to three shards of a few
    /// hundred lines).
    static func entries(
        of bytes: [UInt8], path: String, where matches: (UnsafeBufferPointer<UInt8>) -> Bool
    ) throws -> (kept: [(String, MonthKey)], lines: Int) {
        var kept: [(String, MonthKey)] = []
        var lines = 0
        try forEachLine(of: bytes, path: path) { id, entry in
            lines += 1
            guard matches(id) else { return }
            let text = String(decoding: id, as: UTF8.self)
            if let repeated = kept.firstIndex(where: { $0.0 == text }) { kept.remove(at: repeated) }
            kept.append((text, entry))
        }
        return (kept, lines)
    }

    /// Each line of a shard after its header, as the id's bytes and its place.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` for a header or a line not as ``encode(_:)``
    ///   writes them.
    private static func forEachLine(
        of bytes: [UInt8], path: String, _ body: (UnsafeBufferPointer<UInt8>, MonthKey) throws -> Void
    ) throws {
        try bytes.withUnsafeBufferPointer { all in
            let headerEnd = all.firstIndex(of: 0x0A) ?? all.endIndex
            let first = all[..<headerEnd]
            guard first.elementsEqual(header.utf8) || first.elementsEqual(olderHeader.utf8), all.last == 0x0A
            else {
                throw LedgerError.corruptFile(
                    path: path, detail: "not an id index (run 'timi doctor' to rebuild it)")
            }
            var start = headerEnd + 1
            var number = 2
            while start < all.endIndex {
                let end = all[start...].firstIndex(of: 0x0A) ?? all.endIndex
                let line = UnsafeBufferPointer(rebasing: all[start..<end])
                // id TAB book TAB YYYY-MM: the month is the last 7 bytes, the book the digits before it.
                let count = line.count
                guard count > 10, let tab = line.firstIndex(of: 0x09), line[count - 8] == 0x09, tab < count - 9,
                    let book = Int(asciiDigits: line[(tab + 1)..<(count - 8)]),
                    let year = Int(asciiDigits: line[(count - 7)..<(count - 3)]),
                    line[count - 3] == UInt8(ascii: "-"),
                    let monthNumber = Int(asciiDigits: line[(count - 2)...]),
                    let month = Month(year: year, month: monthNumber)
                else {
                    throw LedgerError.corruptFile(
                        path: path, detail: Reason("line {1} is not 'id, book, month'", String(number)))
                }
                try body(UnsafeBufferPointer(rebasing: line[..<tab]), MonthKey(book: book, month: month))
                start = end + 1
                number += 1
            }
        }
    }
}
