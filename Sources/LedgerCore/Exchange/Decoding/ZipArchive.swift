/// A ZIP archive in memory (PKWARE's APPNOTE): its central directory read and checked, its entries
/// read on demand (see `ZipArchive+Contents.swift`).
///
/// Only what XLSX workbooks use is read: one disk, no ZIP64, entries stored or deflated, not
/// encrypted; anything else is refused with a message that says what to do. Used by ``XLSXWorkbook``.
struct ZipArchive {
    /// An entry as the central directory describes it.
    struct Entry: Equatable {
        /// The path inside the archive (UTF-8).
        var name: String
        /// The general purpose flags (bit 0: encrypted; bit 3: sizes in a data descriptor).
        var flags: Int
        /// The compression method (0 stored, 8 deflate).
        var method: Int
        var crc: UInt32
        var compressedSize: Int
        /// The size of the contents.
        var size: Int
        /// Where its local header starts.
        var offset: Int
    }

    /// The whole archive.
    let bytes: [UInt8]
    /// The entries, in the central directory's order.
    let entries: [Entry]
    /// Where the central directory starts: every entry's data ends before it.
    let directoryOffset: Int

    private static let endSignature = 0x0605_4B50, entrySignature = 0x0201_4B50,
        locatorSignature = 0x0706_4B50

    /// Reads the central directory of `bytes`.
    /// - Throws: ``FileFormatError`` for bytes that are not a ZIP archive, or one cut off, split,
    ///   ZIP64, or with a password.
    init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        guard let end = ZipArchive.endRecord(in: bytes) else {
            throw FileFormatError(
                bytes.starts(with: [0x50, 0x4B, 0x03, 0x04])
                    ? "the zip is cut off (it has no end of central directory); download it again"
                    : "not a zip archive")
        }
        let field = { (offset: Int, width: Int) in bytes.littleEndian(at: end + offset, width) ?? 0 }
        let (count, size, offset) = (field(10, 2), field(12, 4), field(16, 4))
        if count == 0xFFFF || size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF
            || bytes.littleEndian(at: end - 20, 4) == ZipArchive.locatorSignature
        {
            throw FileFormatError("ZIP64 archives are not supported; save the workbook again as .xlsx")
        }
        guard field(4, 2) == 0, field(6, 2) == 0, field(8, 2) == count else {
            throw FileFormatError("a zip split into several files is not supported")
        }
        guard offset + size <= end else {
            throw FileFormatError("the zip is cut off (its central directory is missing); download it again")
        }
        directoryOffset = offset
        var entries: [Entry] = []
        var at = offset
        for _ in 0..<count {
            let (entry, next) = try ZipArchive.entry(in: bytes, at: at, before: offset + size)
            entries.append(entry)
            at = next
        }
        if entries.contains(where: { $0.flags & 1 != 0 || $0.method == 99 }) {
            throw FileFormatError("the zip is password-protected: unzip it first")
        }
        self.entries = entries
    }

    /// The entry called `name`.
    func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// The offset of the end of central directory record: the last one whose comment ends the file
    /// (else the last whose comment fits), searched backwards past a comment of up to 64 KiB.
    private static func endRecord(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 22 else { return nil }
        var fitting: Int?
        for start in stride(from: bytes.count - 22, through: max(0, bytes.count - 22 - 0xFFFF), by: -1)
        where bytes[start] == 0x50 && bytes.littleEndian(at: start, 4) == endSignature {
            let end = start + 22 + (bytes.littleEndian(at: start + 20, 2) ?? 0)
            if end == bytes.count { return start }
            if end < bytes.count && fitting == nil { fitting = start }
        }
        return fitting
    }

    /// The central directory entry at `at`, which must end by `limit`, and where the next one starts.
    private static func entry(in bytes: [UInt8], at: Int, before limit: Int) throws -> (Entry, Int) {
        let field = { (offset: Int, width: Int) in bytes.littleEndian(at: at + offset, width) ?? 0 }
        guard at + 46 <= limit, field(0, 4) == entrySignature else {
            throw FileFormatError("the zip's central directory is damaged")
        }
        let nameEnd = at + 46 + field(28, 2)
        let next = nameEnd + field(30, 2) + field(32, 2)
        guard next <= limit else { throw FileFormatError("the zip's central directory is damaged") }
        let entry = Entry(
            name: String(decoding: bytes[(at + 46)..<nameEnd], as: UTF8.self), flags: field(8, 2),
            method: field(10, 2), crc: UInt32(truncatingIfNeeded: field(16, 4)), compressedSize: field(20, 4),
            size: field(24, 4), offset: field(42, 4))
        if entry.compressedSize == 0xFFFF_FFFF || entry.size == 0xFFFF_FFFF || entry.offset == 0xFFFF_FFFF {
            throw FileFormatError("ZIP64 archives are not supported; save the workbook again as .xlsx")
        }
        return (entry, next)
    }
}

extension Array where Element == UInt8 {
    /// The unsigned little-endian number of `width` bytes at `offset`, or `nil` past the end.
    func littleEndian(at offset: Int, _ width: Int) -> Int? {
        guard offset >= 0, offset <= count - width else { return nil }
        var value = 0
        for index in (offset..<(offset + width)).reversed() { value = value << 8 | Int(self[index]) }
        return value
    }
}
