import Testing

@testable import LedgerCore

/// Excel 97–2003 files made by hand, record by record, for what xlwt does not write (formulas with
/// cached text, LABEL, error cells, the 1904 date system, a chart before the sheet, a password) and
/// for compound files with every table where a test wants it (the mini stream, a DIFAT chain), to
/// be damaged on purpose.
enum XLSFile {
    /// A test argument's bytes, shown by their count (a test's log is no place for 5,000 numbers).
    struct Bytes: ExpressibleByArrayLiteral, CustomTestStringConvertible, Sendable {
        var bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        init(arrayLiteral elements: UInt8...) { bytes = elements }
        var testDescription: String { "\(bytes.count) bytes" }
    }

    /// `value` as `width` little-endian bytes.
    static func le(_ value: Int, _ width: Int) -> [UInt8] {
        (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// A BIFF record: type, length, data.
    static func record(_ type: Int, _ data: [UInt8]) -> [UInt8] { le(type, 2) + le(data.count, 2) + data }

    /// An XLUnicodeString: two bytes a character when `wide`, else one (Latin-1).
    static func string(_ text: String, wide: Bool? = nil, countWidth: Int = 2) -> [UInt8] {
        let units = Array(text.utf16)
        let wide = wide ?? units.contains { $0 > 0xFF }
        return le(units.count, countWidth) + [wide ? 1 : 0]
            + units.flatMap { wide ? le(Int($0), 2) : [UInt8(truncatingIfNeeded: $0)] }
    }

    /// A cell record's first six bytes: row and column from 0, and the XF.
    static func cell(_ row: Int, _ column: Int, xf: Int = 0) -> [UInt8] {
        le(row, 2) + le(column, 2) + le(xf, 2)
    }

    /// A BIFF8 workbook stream: the globals' BOF, `globals`, a BOUNDSHEET for each of `sheets` (its
    /// type and records), the globals' EOF, then each sheet between its BOF and EOF.
    static func workbook(
        globals: [[UInt8]] = [], sheets: [(type: Int, records: [[UInt8]])], version: Int = 0x0600
    ) -> [UInt8] {
        let biff8 = version == 0x0600
        let bof = { (kind: Int) in
            record(0x0809, le(version, 2) + le(kind, 2) + [UInt8](repeating: 0, count: biff8 ? 12 : 4))
        }
        let eof = record(0x000A, [])
        // A sheet's name: "S0"…, a ShortXLUnicodeString in BIFF8, a byte string in BIFF5.
        let name = { (index: Int) in
            biff8 ? string("S\(index)", countWidth: 1) : [2] + Array("S\(index)".utf8)
        }
        let boundSize = 4 + 6 + name(0).count
        var offset = bof(5).count + globals.reduce(0) { $0 + $1.count } + sheets.count * boundSize + eof.count
        var bounds: [UInt8] = []
        var bodies: [UInt8] = []
        for (index, sheet) in sheets.enumerated() {
            bounds += record(0x0085, le(offset, 4) + [0, UInt8(sheet.type)] + name(index))
            let body = bof(sheet.type == 0 ? 0x10 : 0x20) + sheet.records.joined() + eof
            bodies += body
            offset += body.count
        }
        return bof(5) + globals.joined() + bounds + eof + bodies
    }

    /// A version 3 compound file (512-byte sectors; version 4 and 4,096-byte sectors when
    /// `sectorShift` is 12) of `streams`; those under 4,096 bytes go in the mini stream. `fatSectors`
    /// declares at least that many FAT sectors (more than 109 need a DIFAT sector). Layout: header
    /// sector, streams, mini stream, mini FAT, directory, FAT, DIFAT.
    static func compoundFile(
        _ streams: [(name: String, data: [UInt8])], fatSectors: Int = 0, sectorShift: Int = 9
    ) -> [UInt8] {
        let size = 1 << sectorShift, perSector = (1 << sectorShift) / 4
        let sectorsOf = { (count: Int) in (count + size - 1) / size }
        var body: [UInt8] = []  // sectors from 0
        var fat: [Int] = []
        func append(_ data: [UInt8]) -> Int {
            let start = fat.count
            let count = max(1, sectorsOf(data.count))
            body += data + [UInt8](repeating: 0, count: count * size - data.count)
            fat += (0..<count).map { $0 == count - 1 ? 0xFFFF_FFFE : start + $0 + 1 }
            return start
        }
        var mini: [UInt8] = []
        var miniFAT: [Int] = []
        var entries: [(name: String, type: UInt8, start: Int, size: Int)] = []
        for (name, data) in streams where data.count >= 4096 {
            entries.append((name, 2, append(data), data.count))
        }
        for (name, data) in streams where data.count < 4096 {
            let start = miniFAT.count
            let count = max(1, (data.count + 63) / 64)
            mini += data + [UInt8](repeating: 0, count: count * 64 - data.count)
            miniFAT += (0..<count).map { $0 == count - 1 ? 0xFFFF_FFFE : start + $0 + 1 }
            entries.append((name, 2, start, data.count))
        }
        let miniStart = mini.isEmpty ? 0xFFFF_FFFE : append(mini)
        let miniFATStart = miniFAT.isEmpty ? 0xFFFF_FFFE : append(miniFAT.flatMap { le($0, 4) })
        entries.insert(("Root Entry", 5, miniStart, mini.count), at: 0)
        var directory: [UInt8] = []
        for (index, entry) in entries.enumerated() {
            let units = Array(entry.name.utf16) + [0]
            var bytes = units.flatMap { le(Int($0), 2) }
            bytes +=
                [UInt8](repeating: 0, count: 64 - bytes.count) + le(units.count * 2, 2) + [entry.type, 1]
            let right = index > 0 && index + 1 < entries.count ? index + 1 : 0xFFFF_FFFF
            let child = index == 0 && entries.count > 1 ? 1 : 0xFFFF_FFFF
            bytes += le(0xFFFF_FFFF, 4) + le(right, 4) + le(child, 4) + [UInt8](repeating: 0, count: 36)
            bytes += le(entry.start, 4) + le(entry.size, 4) + le(0, 4)
            directory += bytes
        }
        let directoryStart = append(directory)
        // FAT and DIFAT sectors: enough for every sector, themselves included.
        let difat = { (fatCount: Int) in max(0, (fatCount - 109 + perSector - 2) / (perSector - 1)) }
        var fatCount = max(1, fatSectors)
        while fatCount * perSector < fat.count + fatCount + difat(fatCount) { fatCount += 1 }
        let difatCount = difat(fatCount)
        let fatStart = fat.count
        fat +=
            [Int](repeating: 0xFFFF_FFFD, count: fatCount) + [Int](repeating: 0xFFFF_FFFC, count: difatCount)
        fat += [Int](repeating: 0xFFFF_FFFF, count: fatCount * perSector - fat.count)
        body += fat.flatMap { le($0, 4) }
        let fatSectorNumbers = Array(fatStart..<(fatStart + fatCount))
        let difatStart = fatStart + fatCount
        for index in 0..<difatCount {
            let listed = Array(
                fatSectorNumbers.dropFirst(109 + (perSector - 1) * index).prefix(perSector - 1))
            let next = index + 1 < difatCount ? difatStart + index + 1 : 0xFFFF_FFFE
            body += (listed + [Int](repeating: 0xFFFF_FFFF, count: perSector - 1 - listed.count) + [next])
                .flatMap {
                    le($0, 4)
                }
        }
        var header: [UInt8] = CompoundFile.signature + [UInt8](repeating: 0, count: 16)
        let words: [(Int, Int)] = [
            (0x3E, 2), (sectorShift == 12 ? 4 : 3, 2), (0xFFFE, 2), (sectorShift, 2), (6, 2), (0, 2), (0, 4),
            (0, 4), (fatCount, 4),
            (directoryStart, 4), (0, 4), (4096, 4), (miniFATStart, 4), (sectorsOf(miniFAT.count * 4), 4),
            (difatCount == 0 ? 0xFFFF_FFFE : difatStart, 4), (difatCount, 4),
        ]
        for (value, width) in words { header += le(value, width) }
        let listed = Array(fatSectorNumbers.prefix(109))
        header += (listed + [Int](repeating: 0xFFFF_FFFF, count: 109 - listed.count)).flatMap { le($0, 4) }
        return header + [UInt8](repeating: 0, count: size - header.count) + body
    }

    /// An .xls file of one worksheet whose records are `cells`, with `globals` before the sheets.
    static func xls(globals: [[UInt8]] = [], cells: [[UInt8]], fatSectors: Int = 0) -> [UInt8] {
        compoundFile([("Workbook", workbook(globals: globals, sheets: [(0, cells)]))], fatSectors: fatSectors)
    }
}
