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
        guard bytes.count >= header.count + footer.count, bytes.starts(with: header) else { return nil }
        let digit = Int(bytes[bytes.count - 3]) - Int(UInt8(ascii: "0"))
        guard (plainFormat...format).contains(digit),
            bytes[(bytes.count - footer.count)...].elementsEqual(footer(digit))
        else { return nil }
        return digit
    }

    /// `bytes`, a month file exactly as timi wrote it, with `records` (in chronological order) put in
    /// among its bills; `nil` when the file is not in timi's layout, a line's order key cannot be read
    /// from its bytes (an id not plain ASCII), or the file's lines are not in order.
    static func splice<Record: MonthFileBill>(_ bytes: [UInt8], inserting records: [Record]) -> [UInt8]? {
        guard let fileFormat = footerFormat(bytes), let lines = lines(bytes, anyFormat: true) else { return nil }
        var added = ByteWriter(capacity: records.count * 256 + 16)
        var addedLines: [Range<Int>] = []
        addedLines.reserveCapacity(records.count)
        for record in records {
            let start = added.count
            encode(record, into: &added)
            addedLines.append(start..<added.count)
        }
        let newest = max(fileFormat, format(of: records))
        return bytes.withUnsafeBufferPointer { file -> [UInt8]? in
            added.withBytes { new -> [UInt8]? in
                var out = ByteWriter(capacity: file.count + new.count + 2 * records.count + 16)
                out.append("{\"bills\":[\n")
                var written = 0
                func add(_ buffer: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) {
                    if written > 0 { out.append(",\n") }
                    out.append(bytes: UnsafeBufferPointer(rebasing: buffer[line]))
                    written += 1
                }
                let timed = fileFormat == format
                var next = 0  // the next of the file's lines
                var nextKey = lines.isEmpty ? nil : LineKey(file, lines[0], timed: timed)
                if !lines.isEmpty && nextKey == nil { return nil }
                var previous: LineKey?
                func advance() -> Bool {
                    add(file, lines[next])
                    previous = nextKey
                    next += 1
                    guard next < lines.count else {
                        nextKey = nil
                        return true
                    }
                    guard let key = LineKey(file, lines[next], timed: timed), let previous,
                        previous.precedes(key, file, file)
                    else { return false }
                    nextKey = key
                    return true
                }
                for (index, line) in addedLines.enumerated() {
                    guard let key = LineKey(new, line, timed: records[index].time != nil) else { return nil }
                    while let existing = nextKey, existing.precedes(key, file, new) {
                        guard advance() else { return nil }
                    }
                    add(new, line)
                }
                while next < lines.count {
                    guard advance() else { return nil }
                }
                out.append("\n],\"format\":", number: Int64(newest))
                out.append("}\n")
                return out.bytes
            }
        }
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
        guard let createdKey = Self.find(Self.createdKey, in: bytes, line.lowerBound..<line.upperBound) else {
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
        if timed, let found = Self.find(Self.timeKey, in: bytes, idEnd..<line.upperBound) {
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

    /// The offset of the first `needle` within `range` of `bytes`.
    private static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard let base = bytes.baseAddress, range.count >= needle.count else { return nil }
        return needle.withUnsafeBytes { needle in
            csystem_memmem(base + range.lowerBound, range.count, needle.baseAddress, needle.count).map {
                UnsafeRawPointer($0) - UnsafeRawPointer(base)
            }
        }
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
