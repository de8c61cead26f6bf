import Testing

@testable import LedgerCore

/// Compound files made by hand (`XLSFile`): streams in sectors and in the mini stream, a FAT listed
/// in a DIFAT chain, and every way the tables can lie, each refused with one message.
struct CompoundFileTests {
    static let big = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    static let small = Array("a stream in the mini stream, under 4096 bytes".utf8)

    @Test func readsStreamsFromSectorsAndFromTheMiniStream() throws {
        let file = try CompoundFile(XLSFile.compoundFile([("Workbook", Self.big), ("Small", Self.small)]))
        #expect(file.streams.map(\.name) == ["Workbook", "Small"])
        #expect(try file.stream(named: "Workbook") == Self.big)
        #expect(try file.stream(named: "workbook") == Self.big)  // names compare without case, as Office's do
        #expect(try file.stream(named: "Small") == Self.small)
        #expect(try file.stream(named: "Book") == nil)
    }

    @Test func readsTheAllocationTableThroughTheDIFATChain() throws {
        // 240 FAT sectors: 109 listed in the header, 131 in two DIFAT sectors.
        let bytes = XLSFile.compoundFile([("Workbook", Self.big), ("Small", Self.small)], fatSectors: 240)
        #expect(bytes.littleEndian(at: 0x48, 4) == 2)
        let file = try CompoundFile(bytes)
        #expect(try file.stream(named: "Workbook") == Self.big)
        #expect(try file.stream(named: "Small") == Self.small)
    }

    @Test func readsAVersion4FileOf4096ByteSectors() throws {
        let bytes = XLSFile.compoundFile(
            [("Workbook", Self.big + Self.big), ("Small", Self.small)], sectorShift: 12)
        #expect(bytes.littleEndian(at: 0x1E, 2) == 12)
        let file = try CompoundFile(bytes)
        #expect(try file.stream(named: "Workbook") == Self.big + Self.big)
        #expect(try file.stream(named: "Small") == Self.small)
        let workbook = XLSFile.workbook(sheets: [
            (0, [XLSFile.record(0x0204, XLSFile.cell(0, 0) + XLSFile.string("v4"))])
        ])
        let rows = try BIFFWorkbook(XLSFile.compoundFile([("Workbook", workbook)], sectorShift: 12))
            .firstSheetRows()
        #expect(rows == [.init(number: 1, cells: ["v4"])])
    }

    /// A file of one big stream (sectors 0–9), and where its tables are.
    static func damaged(_ change: (inout [UInt8], _ fat: Int, _ directory: Int) -> Void) -> [UInt8] {
        var bytes = XLSFile.compoundFile([("Workbook", big)])
        let fat = 512 + 512 * (bytes.littleEndian(at: 0x4C, 4) ?? 0)
        let directory = 512 + 512 * (bytes.littleEndian(at: 0x30, 4) ?? 0)
        change(&bytes, fat, directory)
        return bytes
    }

    static func put(_ bytes: inout [UInt8], _ value: Int, at offset: Int) {
        bytes.replaceSubrange(offset..<(offset + 4), with: XLSFile.le(value, 4))
    }

    static let damages: [(String, [UInt8], String)] = [
        (
            "no signature", Array("PK\u{3}\u{4} not a compound file".utf8),
            "not an Excel 97-2003 file (no compound file signature)"
        ),
        (
            "header only", Array(XLSFile.compoundFile([("Workbook", big)]).prefix(300)),
            "the .xls file is cut short; download it again"
        ),
        (
            "cut in the stream", Array(XLSFile.compoundFile([("Workbook", big)]).prefix(512 * 4)),
            "the .xls file is cut short; download it again"
        ),
        ("byte order", damaged { bytes, _, _ in bytes[0x1C] = 0xFF }, "the .xls file's header is damaged"),
        ("sector shift", damaged { bytes, _, _ in bytes[0x1E] = 20 }, "the .xls file's header is damaged"),
        (
            "FAT count", damaged { bytes, _, _ in put(&bytes, 0x7FFF_FFFF, at: 0x2C) },
            "the .xls file's allocation table is damaged"
        ),
        (
            "a loop", damaged { bytes, fat, _ in put(&bytes, 3, at: fat + 4 * 5) },
            "the .xls file's allocation table has a loop"
        ),
        (
            "a sector out of range", damaged { bytes, fat, _ in put(&bytes, 70_000, at: fat + 4 * 5) },
            "the .xls file names sector 70000, which it does not have"
        ),
        (
            "a chain that ends early", damaged { bytes, fat, _ in put(&bytes, 0xFFFF_FFFE, at: fat + 4 * 5) },
            "the .xls file is cut short; download it again"
        ),
        (
            "a huge size",
            damaged { bytes, _, directory in put(&bytes, 0x7FFF_0000, at: directory + 128 + 120) },
            "the .xls file's stream claims 2147418112 bytes, more than the file holds"
        ),
        (
            "no root", damaged { bytes, _, directory in bytes[directory + 66] = 0 },
            "the .xls file's directory is damaged"
        ),
        (
            "directory sector", damaged { bytes, _, _ in put(&bytes, 0xFFFF_FFFF, at: 0x30) },
            "the .xls file names sector 4294967295, which it does not have"
        ),
    ]

    @Test(arguments: damages.map { ($0.0, XLSFile.Bytes($0.1), $0.2) })
    func refusesADamagedFile(_ what: String, _ bytes: XLSFile.Bytes, _ message: String) {
        #expect(throws: FileFormatError(Reason.verbatim(message)), "\(what)") {
            _ = try CompoundFile(bytes.bytes).stream(named: "Workbook")
        }
    }
}
