/// Reads the strings of a BIFF8 record and its CONTINUE records ([MS-XLS] 2.5.293–2.5.294,
/// 2.1.7.20.4): a character count, a flags byte (bit 0: two bytes a character, else one — Latin-1;
/// bit 3: rich-text runs follow; bit 2: phonetic data follows), the characters, then the runs and
/// phonetic data, which are skipped.
///
/// A string may go on in the next CONTINUE record; its characters then go on after a new flags byte
/// there (they may change width), while its runs and phonetic data just go on. Every read is checked
/// against the bytes there are, so a count that overruns is a ``FileFormatError``. Used by
/// ``BIFFWorkbook`` for the shared string table (SST), LABEL and STRING records, and FORMAT.
struct BIFFStringReader {
    private let segments: [[UInt8]]
    private var segment = 0
    private var position: Int

    /// A reader of `record`'s data from byte `offset` on.
    init(_ record: BIFFRecord, at offset: Int = 0) {
        segments = record.segments
        position = offset
    }

    /// Whether every byte of the record and its CONTINUE records has been read.
    var atEnd: Bool { segment == segments.count - 1 && position >= segments[segment].count }

    /// The unsigned little-endian number of `width` bytes, which may go on in the next segment.
    mutating func integer(_ width: Int) throws -> Int {
        var value = 0
        for index in 0..<width { value |= Int(try byte()) << (8 * index) }
        return value
    }

    /// Skips `count` bytes, which may go on in the next segments.
    mutating func skip(_ count: Int) throws {
        var left = count
        while left > 0 {
            if position >= segments[segment].count { try advance() }
            let step = min(left, segments[segment].count - position)
            position += step
            left -= step
        }
    }

    /// A string whose character count is `countWidth` bytes wide (2 for XLUnicodeString, 1 for
    /// ShortXLUnicodeString); `rich` reads the run count and phonetic size of XLUnicodeRichExtendedString.
    mutating func string(countWidth: Int = 2, rich: Bool = false) throws -> String {
        let count = try integer(countWidth)
        var flags = try byte()
        let runs = rich && flags & 0x08 != 0 ? try integer(2) : 0
        let phonetic = rich && flags & 0x04 != 0 ? try integer(4) : 0
        var units: [UInt16] = []
        units.reserveCapacity(min(count, segments[segment].count))
        while units.count < count {
            if position >= segments[segment].count {
                try advance()
                flags = try byte()
            }
            let wide = flags & 0x01 != 0
            let bytes = segments[segment]
            let take = min(count - units.count, (bytes.count - position) / (wide ? 2 : 1))
            guard take > 0 else { throw BIFFStringReader.overrun }  // half a character left
            for index in 0..<take {
                units.append(
                    wide
                        ? UInt16(bytes[position + 2 * index]) | UInt16(bytes[position + 2 * index + 1]) << 8
                        : UInt16(bytes[position + index]))
            }
            position += take * (wide ? 2 : 1)
        }
        try skip(4 * runs + phonetic)
        return String(decoding: units, as: UTF16.self)
    }

    /// The bytes of an Excel 95 string: a count `countWidth` bytes wide, then that many bytes in the
    /// workbook's code page (see ``BIFFCodePage``).
    mutating func byteString(countWidth: Int) throws -> [UInt8] {
        let count = try integer(countWidth)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(count, segments[segment].count))
        for _ in 0..<count { bytes.append(try byte()) }
        return bytes
    }

    private mutating func byte() throws -> UInt8 {
        if position >= segments[segment].count { try advance() }
        defer { position += 1 }
        return segments[segment][position]
    }

    /// Moves to the start of the next CONTINUE record's data.
    private mutating func advance() throws {
        repeat {
            guard segment + 1 < segments.count else { throw BIFFStringReader.overrun }
            segment += 1
            position = 0
        } while segments[segment].isEmpty
    }

    private static let overrun = FileFormatError("a string of the workbook runs past the end of its record")
}
