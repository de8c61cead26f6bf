/// The files of the id index: `ids/<shard>.txt` holds one line per bill — `id<TAB>book<TAB>YYYY-MM`
/// — in the byte order of the ids, after a `timi-ids 2` header line; a shard is named after the first
/// two characters of the ids it holds (see ``shard(of:)``); `ids/format` holds the same header line,
/// naming the layout.
extension IDIndex {
    static let directoryName = "ids"
    static let header = "timi-ids 2"
    /// The file naming the index's layout; an index without the current one is rebuilt.
    static let formatFileName = "format"
    /// How many leading characters name a shard: 256 shards for hex ids, ~4,000 lines (190 KB) each at
    /// a million bills. Three characters made an add cheaper still, but a large import then created
    /// 4,096 files, and creating files is slow on some disks (up to 0.6 ms each here).
    static let shardPrefixLength = 2

    /// The shard an id belongs to: its first characters, lowercased, when they are lowercase letters
    /// and digits, else `_` and the hex of those characters' bytes.
    static func shard(of id: String) -> String {
        let prefix = String(id.lowercased().prefix(shardPrefixLength))
        if prefix.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 122) }) { return prefix }
        return "_" + prefix.utf8.map { String($0, radix: 16) }.joined()
    }

    /// A shard's bytes: the header, then a line per id in the byte order of the ids.
    static func encode(_ entries: Shard) -> [UInt8] {
        var out = ByteWriter(capacity: entries.count * 56 + 16)
        out.append(text: header + "\n")
        for (id, entry) in entries {
            out.append(text: id)
            out.append("\t")
            out.append(number: Int64(entry.book))
            out.append("\t")
            out.append(month: entry.month)
            out.append("\n")
        }
        return out.bytes
    }

    /// Reads a shard. One whose header or lines are not as ``encode(_:)`` writes them is damaged; lines
    /// out of order or an id repeated (a file made by hand) are taken as they come, sorted, the last
    /// of a repeated id counting.
    static func decode(_ bytes: [UInt8], path: String) throws -> Shard {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.first.map({ String(decoding: $0, as: UTF8.self) }) == header, bytes.last == 0x0A else {
            throw LedgerError.corruptFile(
                path: path, detail: "not an id index (run 'timi doctor' to rebuild it)")
        }
        var entries: [(String, MonthKey)] = []
        entries.reserveCapacity(lines.count)
        for (number, line) in lines.dropFirst().dropLast().enumerated() {
            // id TAB book TAB YYYY-MM: the month is the last 7 bytes, the book the digits before it.
            guard line.count > 10, let tab = line.firstIndex(of: 0x09), line[line.endIndex - 8] == 0x09,
                tab < line.endIndex - 9, let book = Int(asciiDigits: line[(tab + 1)..<(line.endIndex - 8)]),
                let year = Int(asciiDigits: line[(line.endIndex - 7)..<(line.endIndex - 3)]),
                line[line.endIndex - 3] == UInt8(ascii: "-"),
                let monthNumber = Int(asciiDigits: line[(line.endIndex - 2)...]),
                let month = Month(year: year, month: monthNumber)
            else {
                throw LedgerError.corruptFile(
                    path: path, detail: "line \(number + 2) is not 'id, book, month'")
            }
            entries.append(
                (String(decoding: line[..<tab], as: UTF8.self), MonthKey(book: book, month: month)))
        }
        return Shard(entries)
    }
}
