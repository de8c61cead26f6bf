/// A Compound File Binary container ([MS-CFB]: the "OLE2" file of Excel 97–2003 and of an Office
/// file encrypted with a password), read for one stream by name.
///
/// The header gives the sector size and where the allocation table (FAT, its sectors listed by the
/// DIFAT), the directory and the mini allocation table start; a stream under the header's cutoff
/// (4,096 bytes) lives in 64-byte sectors of the mini stream (the root entry's stream). Every chain is
/// followed at most as many steps as the file has sectors, and every size is checked against the
/// file's, so that a loop, a sector number out of range or a huge claimed size is a
/// ``FileFormatError``, never a hang or an allocation beyond the file. Used by ``BIFFWorkbook``.
struct CompoundFile {
    /// The first bytes of every compound file.
    static let signature: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]

    /// A directory entry of a stream.
    struct Stream: Equatable {
        var name: String
        var start: Int
        var size: Int
    }

    private let bytes: [UInt8]
    private let sectorSize: Int
    private let fat: [Int]
    private let miniFAT: [Int]
    private let miniStream: [UInt8]
    private let miniCutoff: Int
    /// The stream entries of the directory, in the directory's order.
    let streams: [Stream]

    private static let endOfChain = 0xFFFF_FFFE, freeSector = 0xFFFF_FFFF

    /// Reads the header, the allocation tables and the directory of the compound file in `bytes`.
    /// - Throws: ``FileFormatError`` for bytes without the signature, a header that is not one, and
    ///   tables or a directory that are cut short, loop or point outside the file.
    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: CompoundFile.signature) else {
            throw FileFormatError("not an Excel 97-2003 file (no compound file signature)")
        }
        guard bytes.count >= 512 else { throw CompoundFile.cutShort }
        let field = { (offset: Int, width: Int) in bytes.littleEndian(at: offset, width) ?? 0 }
        let shift = field(0x1E, 2)
        guard field(0x1C, 2) == 0xFFFE, shift == 9 || shift == 12, field(0x20, 2) == 6 else {
            throw FileFormatError("the .xls file's header is damaged")
        }
        self.bytes = bytes
        sectorSize = 1 << shift
        miniCutoff = field(0x38, 4)
        // The header takes the first sector (512 bytes, or 4,096 in a version 4 file).
        let sectors = (bytes.count - sectorSize + sectorSize - 1) / sectorSize
        // The FAT's sectors: 109 in the header, the rest in the DIFAT chain (each sector's last word
        // names the next).
        let fatCount = field(0x2C, 4)
        guard fatCount <= sectors else {
            throw FileFormatError("the .xls file's allocation table is damaged")
        }
        var fatSectors = (0..<min(fatCount, 109)).map { field(0x4C + 4 * $0, 4) }
        var difat = field(0x44, 4)
        var steps = 0
        while fatSectors.count < fatCount, difat != CompoundFile.endOfChain, difat != CompoundFile.freeSector
        {
            steps += 1
            guard steps <= sectors else {
                throw FileFormatError("the .xls file's allocation table is damaged")
            }
            let words = CompoundFile.words(
                of: try CompoundFile.sector(
                    difat, in: bytes, size: sectorSize, described: fatCount * sectorSize / 4))
            fatSectors += words.dropLast().prefix(fatCount - fatSectors.count)
            difat = words.last ?? CompoundFile.endOfChain
        }
        guard fatSectors.count == fatCount else { throw CompoundFile.cutShort }
        var fat: [Int] = []
        fat.reserveCapacity(fatCount * sectorSize / 4)
        for sector in fatSectors {
            fat += CompoundFile.words(
                of: try CompoundFile.sector(
                    sector, in: bytes, size: sectorSize, described: fatCount * sectorSize / 4))
        }
        self.fat = fat
        let directory = try CompoundFile.chain(
            from: field(0x30, 4), fat: fat, bytes: bytes, sectorSize: sectorSize, size: nil)
        var streams: [Stream] = []
        var root: Stream?
        for offset in stride(from: 0, to: directory.count - 127, by: 128) {
            let type = directory[offset + 66]
            guard type == 2 || type == 5 else { continue }
            let length = min(directory.littleEndian(at: offset + 64, 2) ?? 0, 64)
            let units = (0..<(length / 2)).map { UInt16(directory.littleEndian(at: offset + 2 * $0, 2) ?? 0) }
            let name = String(decoding: units.prefix { $0 != 0 }, as: UTF16.self)
            // Version 3 files may leave garbage in the size's high half.
            let size = directory.littleEndian(at: offset + 120, shift == 9 ? 4 : 8) ?? 0
            let entry = Stream(
                name: name, start: directory.littleEndian(at: offset + 116, 4) ?? 0, size: size)
            guard entry.size >= 0 else { throw FileFormatError("the .xls file's directory is damaged") }
            if type == 5 { root = root ?? entry } else { streams.append(entry) }
        }
        guard let root else { throw FileFormatError("the .xls file's directory is damaged") }
        self.streams = streams
        miniStream =
            root.size == 0
            ? []
            : try CompoundFile.chain(
                from: root.start, fat: fat, bytes: bytes, sectorSize: sectorSize, size: root.size)
        let miniFATBytes =
            field(0x40, 4) == 0
            ? []
            : try CompoundFile.chain(
                from: field(0x3C, 4), fat: fat, bytes: bytes, sectorSize: sectorSize, size: nil)
        miniFAT = CompoundFile.words(of: miniFATBytes)
    }

    /// The contents of the first stream named `name` (compared without case, as Office does), or
    /// `nil` when the file has none.
    /// - Throws: ``FileFormatError`` for a stream whose chain is cut short, loops or leaves the file.
    func stream(named name: String) throws -> [UInt8]? {
        guard let entry = streams.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            return nil
        }
        guard entry.size < miniCutoff else {
            return try CompoundFile.chain(
                from: entry.start, fat: fat, bytes: bytes, sectorSize: sectorSize, size: entry.size)
        }
        return try CompoundFile.chain(
            from: entry.start, fat: miniFAT, bytes: miniStream, sectorSize: 64, size: entry.size, offset: 0)
    }

    /// The bytes of the chain that starts at `start`: `size` of them, or every sector to the end of
    /// the chain when `size` is `nil`. Sector `n` starts at `offset + n * sectorSize`
    /// (`offset`: the header's sector by default, 0 in the mini stream).
    private static func chain(
        from start: Int, fat: [Int], bytes: [UInt8], sectorSize: Int, size: Int?, offset: Int? = nil
    ) throws -> [UInt8] {
        let offset = offset ?? sectorSize
        let sectors = (bytes.count - offset + sectorSize - 1) / sectorSize
        if let size, size > sectors * sectorSize {
            // Within what the allocation table describes, the file was cut; beyond it, the size lies.
            throw size <= fat.count * sectorSize
                ? cutShort
                : FileFormatError(
                    Reason("the .xls file's stream claims {1} bytes, more than the file holds", String(size)))
        }
        var data: [UInt8] = []
        data.reserveCapacity(size ?? 0)
        var sector = start
        // A sector met twice is a loop (a sized chain would otherwise read it again until full).
        var visited = [Bool](repeating: false, count: fat.count)
        while sector != endOfChain, size.map({ data.count < $0 }) ?? true {
            guard fat.indices.contains(sector) else {
                throw FileFormatError(
                    Reason("the .xls file names sector {1}, which it does not have", String(sector)))
            }
            guard !visited[sector] else {
                throw FileFormatError("the .xls file's allocation table has a loop")
            }
            visited[sector] = true
            data += try CompoundFile.sector(
                sector, in: bytes, size: sectorSize, described: fat.count, offset: offset)
            sector = fat[sector]
        }
        guard let size else { return data }
        guard data.count >= size else { throw cutShort }
        return Array(data.prefix(size))
    }

    /// Sector `number` of `bytes`, as far as the file goes; one past its end is a file cut short
    /// when the allocation table describes it (it has `described` sectors), else a wrong number.
    private static func sector(
        _ number: Int, in bytes: [UInt8], size: Int, described: Int, offset: Int? = nil
    ) throws -> ArraySlice<UInt8> {
        let start = (offset ?? size) + number * size
        guard number >= 0, start < bytes.count else {
            throw number >= 0 && number < described
                ? cutShort
                : FileFormatError(
                    Reason("the .xls file names sector {1}, which it does not have", String(number)))
        }
        return bytes[start..<min(start + size, bytes.count)]
    }

    /// `bytes` as little-endian 32-bit words.
    private static func words(of bytes: some Collection<UInt8>) -> [Int] {
        let array = Array(bytes)
        return stride(from: 0, to: array.count - 3, by: 4).map { array.littleEndian(at: $0, 4) ?? 0 }
    }

    private static let cutShort = FileFormatError("the .xls file is cut short; download it again")
}
