import CSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An import's bills put into a month file as timi wrote it without reading the bills it holds: their
/// lines merged with the file's by each line's order key (``Bill/chronological(_:_:)`` read from the
/// bytes), the footer raised to the format the new bills need. The result is byte for byte what
/// ``encode(_:parts:partsFrom:)`` writes for all the bills (docs/PERFORMANCE.md, "An import spliced
/// into its months").
extension MonthFile {
    /// The format named by the footer of `bytes` when they begin and end as timi writes a month file.
    static func footerFormat(_ bytes: [UInt8]) -> Int? {
        footerFormat(count: bytes.count, head: bytes.prefix(header.count), end: bytes.suffix(footer.count))
    }

    /// ``footerFormat(_:)`` of a file of `count` bytes that begins with `head` and ends with `end` (at
    /// least as long as ``header`` and ``footer`` when the file is).
    static func footerFormat(count: Int, head: ArraySlice<UInt8>, end: ArraySlice<UInt8>) -> Int? {
        guard count >= header.count + footer.count, head.starts(with: header), end.count >= footer.count
        else { return nil }
        let tail = end.suffix(footer.count)
        let digit = Int(tail[tail.endIndex - 3]) - Int(UInt8(ascii: "0"))
        guard (plainFormat...format).contains(digit), tail.elementsEqual(footer(digit)) else { return nil }
        return digit
    }

    /// `bytes`, a month file exactly as timi wrote it, without the bills whose ids are in `removing`
    /// and with `records` and `bills` (a change log's, folded in) put in among the others; `nil` when
    /// the file is not in timi's layout, a line's order key cannot be read from its bytes (an id not
    /// plain ASCII), or the file's lines are not in order.
    static func splice<Record: MonthFileBill>(
        _ bytes: [UInt8], removing: Set<String> = [], inserting records: [Record], and bills: [Bill] = []
    ) -> [UInt8]? {
        guard let fileFormat = footerFormat(bytes), let lines = lines(bytes, anyFormat: true) else { return nil }
        let gone = removing.isEmpty ? [] : self.lines(holding: removing, in: bytes, lines)
        var added = ByteWriter(capacity: (records.count + bills.count) * 256 + 16)
        var addedLines: [(line: Range<Int>, timed: Bool)] = []
        addedLines.reserveCapacity(records.count + bills.count)
        for record in records {
            let start = added.count
            encode(record, into: &added)
            addedLines.append((start..<added.count, record.time != nil))
        }
        for bill in bills {
            let start = added.count
            encode(bill, into: &added)
            addedLines.append((start..<added.count, bill.time != nil))
        }
        let kept = lines.indices.filter { !gone.contains($0) }
        var newest = max(format(of: records), format(of: bills))
        if gone.isEmpty {
            newest = max(newest, fileFormat)
        } else if newest < fileFormat {
            // The bills taken out may have been the ones that raised the file's format.
            let format = kept.reduce(plainFormat) { max($0, lineFormat(bytes, lines[$1])) }
            newest = max(newest, format)
        }
        return bytes.withUnsafeBufferPointer { file -> [UInt8]? in
            added.withBytes { new -> [UInt8]? in
                var keyed: [(line: Range<Int>, key: LineKey)] = []
                keyed.reserveCapacity(addedLines.count)
                for (line, timed) in addedLines {
                    guard let key = LineKey(new, line, timed: timed) else { return nil }
                    keyed.append((line, key))
                }
                if !bills.isEmpty { keyed.sort { $0.key.precedes($1.key, new, new) } }
                var out = ByteWriter(capacity: file.count + new.count + 2 * keyed.count + 16)
                out.append("{\"bills\":[\n")
                var written = 0
                func add(_ buffer: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) {
                    if written > 0 { out.append(",\n") }
                    out.append(bytes: UnsafeBufferPointer(rebasing: buffer[line]))
                    written += 1
                }
                let timed = fileFormat == format
                var next = 0  // the next of the kept lines
                var nextKey = kept.isEmpty ? nil : LineKey(file, lines[kept[0]], timed: timed)
                if !kept.isEmpty && nextKey == nil { return nil }
                func advance() -> Bool {
                    add(file, lines[kept[next]])
                    let previous = nextKey
                    next += 1
                    guard next < kept.count else {
                        nextKey = nil
                        return true
                    }
                    guard let key = LineKey(file, lines[kept[next]], timed: timed), let previous,
                        previous.precedes(key, file, file)
                    else { return false }
                    nextKey = key
                    return true
                }
                for (line, key) in keyed {
                    while let existing = nextKey, existing.precedes(key, file, new) {
                        guard advance() else { return nil }
                    }
                    add(new, line)
                }
                while next < kept.count {
                    guard advance() else { return nil }
                }
                out.append("\n],\"format\":", number: Int64(newest))
                out.append("}\n")
                return out.bytes
            }
        }
    }
}

extension MonthFile {
    private static let idMarker = Array(",\"id\":\"".utf8)

    /// The indices in `lines` of the lines of `bytes` holding a bill whose id is in `ids`: each line's
    /// id read once, where a search of the whole file for each id (a change log's every bill, none of
    /// them in the file) read each month a dozen times over.
    static func lines(holding ids: Set<String>, in bytes: [UInt8], _ lines: [Range<Int>]) -> Set<Int> {
        var wanted: [UInt64: [String]] = [:]
        for id in ids { wanted[ByteHash.of(Array(id.utf8)), default: []].append(id) }
        var found = Set<Int>()
        bytes.withUnsafeBufferPointer { buffer in
            for (number, line) in lines.enumerated() {
                // A string's quotes are escaped, so the key appears in no value.
                guard let key = firstOffset(of: idMarker, in: buffer, line) else { continue }
                let start = key + idMarker.count
                guard let end = firstOffset(of: [UInt8(ascii: "\"")], in: buffer, start..<line.upperBound) else {
                    continue
                }
                let id = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[start..<end])
                if let candidates = wanted[ByteHash.of(id)],
                    candidates.contains(where: { $0.utf8.elementsEqual(id) })
                {
                    found.insert(number)
                }
            }
        }
        return found
    }

    private static let timeMarker = Array(",\"time\":\"".utf8)
    private static let transferMarker = Array(",\"type\":\"transfer\"}".utf8)
    private static let accountMarker = Array("{\"account\":".utf8)
    private static let payeeMarkers = [Array(",\"payee\":".utf8), Array(",\"ref\":".utf8)]

    /// The format the bill of a line as timi writes it needs (see ``format(of:)``): its keys are found
    /// by their quotes, which no value holds unescaped.
    static func lineFormat(_ bytes: [UInt8], _ line: Range<Int>) -> Int {
        func has(_ marker: [UInt8]) -> Bool {
            bytes.withUnsafeBytes { haystack in
                marker.withUnsafeBytes { needle in
                    csystem_memmem(haystack.baseAddress! + line.lowerBound, line.count, needle.baseAddress, needle.count)
                        != nil
                }
            }
        }
        if has(timeMarker) { return format }
        if has(transferMarker) { return transferFormat }
        if bytes[line].starts(with: accountMarker) { return accountFormat }
        return payeeMarkers.contains(where: has) ? payeeFormat : plainFormat
    }
}

/// Where a bill's order key lies in its line: the date, the time of day if it has one, the creation
/// time and the id, as ``MonthFile/encode(_:into:)`` writes them.
private struct LineKey {
    var date: Int
    var time: Int?
    var created: Range<Int>
    var id: Range<Int>

    private static let createdKey = Array(",\"created\":\"".utf8)
    private static let dateKey = Array("\",\"date\":\"".utf8)
    private static let feeKey = Array("\",\"fee\":\"".utf8)
    private static let idKey = Array("\",\"id\":\"".utf8)
    private static let timeKey = Array(",\"time\":\"".utf8)

    /// The key of `line` in `bytes`; `timed`, the line is searched for a time. `nil` when the line is
    /// not as timi writes it or its id is not plain ASCII (byte order would not be the ids' order).
    init?(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, timed: Bool) {
        // Only a number and an amount come before `created`: no string can hold the key.
        guard let createdKey = MonthFile.firstOffset(of: Self.createdKey, in: bytes, line.lowerBound..<line.upperBound) else {
            return nil
        }
        let created = createdKey + Self.createdKey.count
        guard let createdEnd = Self.quote(from: created, in: bytes, line),
            Self.matches(Self.dateKey, at: createdEnd, in: bytes, line)
        else { return nil }
        date = createdEnd + Self.dateKey.count
        var after = date + 10
        guard after < line.upperBound else { return nil }
        if Self.matches(Self.feeKey, at: after, in: bytes, line) {
            guard let feeEnd = Self.quote(from: after + Self.feeKey.count, in: bytes, line) else { return nil }
            after = feeEnd
        }
        guard Self.matches(Self.idKey, at: after, in: bytes, line) else { return nil }
        let idStart = after + Self.idKey.count
        var idEnd = idStart
        while idEnd < line.upperBound, bytes[idEnd] != UInt8(ascii: "\"") {
            guard bytes[idEnd] < 0x80, bytes[idEnd] != UInt8(ascii: "\\") else { return nil }
            idEnd += 1
        }
        guard idEnd < line.upperBound else { return nil }
        self.created = created..<createdEnd
        id = idStart..<idEnd
        // A string's quotes are escaped, so the key appears in no value.
        if timed, let found = MonthFile.firstOffset(of: Self.timeKey, in: bytes, idEnd..<line.upperBound) {
            let start = found + Self.timeKey.count
            guard start + 8 < line.upperBound, bytes[start + 8] == UInt8(ascii: "\"") else { return nil }
            time = start
        }
    }

    /// Whether this key (of a line in `bytes`) comes before `other` (of a line in `otherBytes`).
    func precedes(_ other: LineKey, _ bytes: UnsafeBufferPointer<UInt8>, _ otherBytes: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        let dates = memcmp(bytes.baseAddress! + date, otherBytes.baseAddress! + other.date, 10)
        if dates != 0 { return dates < 0 }
        switch (time, other.time) {
        case (nil, nil): break
        case (nil, _?): return false  // a timed bill first in its day (TimeOfDay.precedes)
        case (_?, nil): return true
        case (let mine?, let theirs?):
            let times = memcmp(bytes.baseAddress! + mine, otherBytes.baseAddress! + theirs, 8)
            if times != 0 { return times < 0 }
        }
        let createds = Self.compare(created, bytes, other.created, otherBytes)
        if createds != 0 { return createds < 0 }
        return Self.compare(id, bytes, other.id, otherBytes) < 0
    }

    /// The byte order of two ranges: negative, zero or positive.
    private static func compare(
        _ left: Range<Int>, _ leftBytes: UnsafeBufferPointer<UInt8>, _ right: Range<Int>,
        _ rightBytes: UnsafeBufferPointer<UInt8>
    ) -> Int {
        let common = min(left.count, right.count)
        let order =
            common == 0
            ? 0 : Int(memcmp(leftBytes.baseAddress! + left.lowerBound, rightBytes.baseAddress! + right.lowerBound, common))
        return order != 0 ? order : left.count - right.count
    }


    /// The offset of the first quote at or after `start` within `line`.
    private static func quote(from start: Int, in bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Int? {
        var index = start
        while index < line.upperBound {
            if bytes[index] == UInt8(ascii: "\"") { return index }
            index += 1
        }
        return nil
    }

    /// Whether `needle` is at `offset` within `line`.
    private static func matches(
        _ needle: [UInt8], at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>
    ) -> Bool {
        offset + needle.count <= line.upperBound
            && bytes[offset..<(offset + needle.count)].elementsEqual(needle)
    }
}

extension MonthFile {
    /// The offset of the first `needle` within `range` of `bytes`. Within a line, each place of its first
    /// byte (`memchr`) compared whole: memmem's set-up, paid for every line of every month an import
    /// splices, cost more than these short searches (a line holds ~10 commas). Over a whole file, where
    /// the needle's first byte (a comma) is everywhere, `memmem`.
    static func firstOffset(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard let base = bytes.baseAddress, let first = needle.first, range.count >= needle.count else { return nil }
        if range.count >= 4096 {
            return needle.withUnsafeBytes { needle in
                csystem_memmem(base + range.lowerBound, range.count, needle.baseAddress, needle.count).map {
                    UnsafeRawPointer($0) - UnsafeRawPointer(base)
                }
            }
        }
        let last = range.upperBound - needle.count  // the last place the needle can start
        var start = range.lowerBound
        return needle.withUnsafeBytes { needle -> Int? in
            while start <= last {
                guard let found = memchr(base + start, Int32(first), last - start + 1) else { return nil }
                let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if memcmp(base + offset, needle.baseAddress!, needle.count) == 0 { return offset }
                start = offset + 1
            }
            return nil
        }
    }
}
