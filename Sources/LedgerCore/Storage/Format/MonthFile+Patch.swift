import CSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Changing a month file without reading all of it: when the file is exactly what ``MonthFile/encode(_:)``
/// wrote (the ledger knows, from its fingerprint), a bill is found, taken out or put in by working on
/// its line alone. The result is byte for byte what encoding the changed bills would give; a file in
/// any other layout gets `nil`, and the caller reads it whole.
extension MonthFile {
    static let header = Array("{\"bills\":[\n".utf8)
    /// The end of a file of ``plainFormat``.
    static let footer = footer(plainFormat)
    /// The end of a file of ``format`` (one of whose bills has a payee or a transaction number).
    private static let newFooter = footer(payeeFormat)
    private static let lineStart = Array("{\"amount\":\"".utf8)
    private static let accountStart = Array("{\"account\":".utf8)
    /// The keys that make a line one of ``format`` (a string's quotes are escaped: no value holds them).
    private static let newKeys = [Array(",\"payee\":".utf8), Array(",\"ref\":".utf8)]

    static func footer(_ format: Int) -> [UInt8] { Array("\n],\"format\":\(format)}\n".utf8) }

    /// The byte ranges of the bills' lines (without their trailing commas), or `nil` when `bytes` are
    /// not in timi's layout: of format 1 or 2, or (`anyFormat`) of any format, a line then also
    /// starting with an account.
    static func lines(_ bytes: [UInt8], anyFormat: Bool = false) -> [Range<Int>]? {
        guard let found = footerFormat(bytes), anyFormat || found <= payeeFormat else { return nil }
        let end = bytes.count - footer.count
        var lines: [Range<Int>] = []
        var start = header.count
        guard start < end else { return start == end ? [] : nil }
        return bytes.withUnsafeBufferPointer { buffer -> [Range<Int>]? in
            guard let base = buffer.baseAddress else { return nil }
            while start < end {
                let newline = memchr(base + start, 0x0A, end - start).map {
                    UnsafeRawPointer($0) - UnsafeRawPointer(base)
                }
                let stop = newline ?? end
                guard stop > start + 1 else { return nil }  // an empty line, or a bare comma
                let line = stop < end ? start..<(stop - 1) : start..<stop
                guard stop == end || buffer[stop - 1] == UInt8(ascii: ","),
                    buffer[line].starts(with: lineStart)
                        || anyFormat && buffer[line].starts(with: accountStart),
                    buffer[line.upperBound - 1] == UInt8(ascii: "}")
                else { return nil }
                lines.append(line)
                start = stop + 1
            }
            return lines
        }
    }

    /// A line's order key — date, created and id as they are written — or `nil` when the line is not
    /// as timi writes it or its id is not plain ASCII (then byte order might not be the bills' order).
    static func sortKey(_ bytes: [UInt8], _ line: Range<Int>) -> (
        date: ArraySlice<UInt8>, created: ArraySlice<UInt8>, id: ArraySlice<UInt8>
    )? {
        guard let created = find(Array(",\"created\":\"".utf8), in: bytes, line) else { return nil }
        let createdRange = created..<(created + 24)
        let dateStart = createdRange.upperBound + 10  // `","date":"`
        let idStart = dateStart + 10 + 8  // `","id":"`
        guard idStart < line.upperBound,
            bytes[createdRange.upperBound..<dateStart].elementsEqual("\",\"date\":\"".utf8),
            bytes[(dateStart + 10)..<idStart].elementsEqual("\",\"id\":\"".utf8)
        else { return nil }
        var idEnd = idStart
        while idEnd < line.upperBound, bytes[idEnd] != UInt8(ascii: "\"") {
            guard bytes[idEnd] < 0x80, bytes[idEnd] != UInt8(ascii: "\\") else { return nil }
            idEnd += 1
        }
        guard idEnd < line.upperBound else { return nil }
        return (bytes[dateStart..<(dateStart + 10)], bytes[createdRange], bytes[idStart..<idEnd])
    }

    /// The bill with `id` in a file in timi's layout.
    enum Lookup {
        case found(Bill)
        case absent
        /// The file is not in timi's layout: read it whole.
        case unknownLayout
    }

    /// Finds the bill with `id` by reading its line alone: only the header, the footer and that line
    /// are checked to be in timi's layout (the caller knows the file is as timi wrote it).
    static func bill(withID id: String, in bytes: [UInt8], path: String, book: Book.ID) throws -> Lookup {
        try bill(line(withID: id, in: bytes), path: path, book: book)
    }

    /// Where a bill's line is in a month file, found before it is read.
    enum Place {
        /// Its line without its newline (with its comma, unless it is the `last` line).
        case line(ArraySlice<UInt8>, last: Bool)
        case absent
        /// The file is not in timi's layout: read it whole.
        case unknownLayout
    }

    /// The line of the bill with `id` in `bytes`, found as ``bill(withID:in:path:book:)`` finds it.
    static func line(withID id: String, in bytes: [UInt8]) -> Place {
        // Any format: a month with an account, a transfer or a time of day is found the same way.
        guard footerFormat(bytes) != nil else { return .unknownLayout }
        let end = bytes.count - footer.count
        guard let offset = match(of: id, in: bytes), offset >= header.count, offset < end else { return .absent }
        // Its line alone is looked at, not every line of the month (a note cannot hold the needle: its
        // quotes are escaped).
        var start = offset
        while start > header.count, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var stop = offset
        while stop < end, bytes[stop] != UInt8(ascii: "\n") { stop += 1 }
        return .line(bytes[start..<stop], last: stop == end)
    }

    /// The bill at `place`.
    static func bill(_ place: Place, path: String, book: Book.ID) throws -> Lookup {
        switch place {
        case .line(let text, let last): try bill(onLine: text, last: last, path: path, book: book)
        case .absent: .absent
        case .unknownLayout: .unknownLayout
        }
    }

    /// The bill on `text`, one line of a month file in timi's layout without its newline (with its
    /// comma, unless it is the `last` line); `.unknownLayout` when the line is not one timi writes.
    static func bill(onLine text: ArraySlice<UInt8>, last: Bool, path: String, book: Book.ID) throws -> Lookup {
        let line = last ? text : text.dropLast()
        guard line.count > 1, last || text.last == UInt8(ascii: ","),
            line.starts(with: lineStart) || line.starts(with: accountStart),
            line.last == UInt8(ascii: "}")
        else { return .unknownLayout }
        let bill = try StorageDecoding.decode(Array(line), path: path, supportedFormat: format) { reader in
            (nil, try readBill(&reader, book: book) { JSONReader.Failure(message: $0, offset: 0) })
        }
        return .found(bill)
    }

    /// What a line holding the bill with `id` holds, and no other line: `,"id":"<id>",` (a note cannot
    /// hold it: its quotes are escaped; nor can it span lines: a string's newlines are escaped too).
    static func needle(for id: String) -> [UInt8] { Array((",\"id\":" + JSONText.quoted(id) + ",").utf8) }

    /// Where the first ``needle(for:)`` is in `bytes`.
    private static func match(of id: String, in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstOffset(of: needle(for: id), in: $0, 0..<$0.count) }
    }

    /// The index in `lines` of the line holding the bill with `id`.
    static func line(containing id: String, in bytes: [UInt8], _ lines: [Range<Int>]) -> Int? {
        guard let offset = match(of: id, in: bytes) else { return nil }
        // The last line starting at or before the match (a note cannot hold the needle: its quotes
        // are escaped).
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 && lines[low - 1].contains(offset) ? low - 1 : nil
    }

    /// `bytes` without the bills whose ids are in `removing` and with `inserting` in their places:
    /// the bytes ``encode(_:)`` would write for the resulting bills, and how many there are; `nil`
    /// when the file is not in timi's layout.
    static func patch(_ bytes: [UInt8], removing: Set<String>, inserting: [Bill]) -> (
        bytes: [UInt8], count: Int
    )? {
        // A bill with an account or a time raises the file's format: the whole file is written instead.
        guard inserting.allSatisfy({ $0.account == nil && $0.time == nil }), let all = lines(bytes) else {
            return nil
        }
        var kept = all
        if !removing.isEmpty {
            let gone = Set(removing.compactMap { line(containing: $0, in: bytes, all) })
            kept = all.indices.filter { !gone.contains($0) }.map { all[$0] }
        }
        kept.reserveCapacity(kept.count + inserting.count)
        var additions: [(position: Int, text: [UInt8])] = []
        for bill in inserting.sorted(by: Bill.chronological) {
            guard
                bill.id.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") })
            else { return nil }
            var out = ByteWriter(capacity: 256)
            encode(bill, into: &out)
            let date = Array(bill.date.description.utf8)
            let created = Array(bill.created.description.utf8)
            let id = Array(bill.id.utf8)
            // The first kept line that sorts after the bill.
            var low = 0
            var high = kept.count
            while low < high {
                let middle = (low + high) / 2
                guard let key = sortKey(bytes, kept[middle]) else { return nil }
                let before =
                    key.date.lexicographicallyPrecedes(date)
                    || (key.date.elementsEqual(date)
                        && (key.created.lexicographicallyPrecedes(created)
                            || (key.created.elementsEqual(created) && key.id.lexicographicallyPrecedes(id))))
                if before { low = middle + 1 } else { high = middle }
            }
            additions.append((low, out.bytes))
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + additions.reduce(0) { $0 + $1.text.count + 2 })
        out += header
        var written = 0
        func add(_ text: some Collection<UInt8>) {
            if written > 0 { out += [UInt8(ascii: ","), 0x0A] }
            out += text
            written += 1
        }
        var nextAddition = 0
        for (index, line) in kept.enumerated() {
            while nextAddition < additions.count, additions[nextAddition].position == index {
                add(additions[nextAddition].text)
                nextAddition += 1
            }
            add(bytes[line])
        }
        for addition in additions[nextAddition...] { add(addition.text) }
        let plain =
            inserting.allSatisfy { $0.payee == nil && $0.reference == nil }
            && (bytes.suffix(footer.count).elementsEqual(footer)
                || !kept.contains { line in newKeys.contains { find($0, in: bytes, line) != nil } })
        out += plain ? footer : newFooter
        return (out, written)
    }

    /// The offset just after the first `needle` within `range` of `bytes` (``firstOffset(of:in:_:)``).
    private static func find(_ needle: [UInt8], in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        bytes.withUnsafeBufferPointer { firstOffset(of: needle, in: $0, range) }.map { $0 + needle.count }
    }
}
