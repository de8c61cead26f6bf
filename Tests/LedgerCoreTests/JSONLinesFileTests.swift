import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// A JSON Lines file named by its path is read a block at a time (``ImportFile``): it must book the
/// same bills, skip the same rows and name the same lines as the same bytes read whole.
struct JSONLinesFileTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    /// Imports `batch` into a new ledger in `directory`: the outcome, then every bill.
    func run(_ batch: BillImport, in directory: String) throws -> (ImportOutcome, [Bill]) {
        let store = LedgerStore(directory: directory)
        let outcome = try store.write { try batch.apply(to: $0, book: nil, now: Self.now) }
        let bills = try store.read { ledger in
            try ledger.state.books.flatMap {
                try ledger.bills(of: $0.id, from: Period.all.start, through: Period.all.end)
            }
        }
        return (outcome, bills)
    }

    /// Writes `bytes` to a file in `dir`: its path.
    func file(_ bytes: [UInt8], in dir: String, name: String = "bills.jsonl") throws -> String {
        let path = dir + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static let row =
        #"{"date":"2026-11-0%d","type":"expense","amount":"%d.50","category":"meals","note":"%@"}"#

    /// A byte-order mark, CRLF, blank lines, two identical rows and no line break at the end.
    @Test func aFileReadByPathBooksWhatItsBytesBook() throws {
        let rows = (1...9).map { String(format: Self.row, $0, $0, $0 == 3 ? "午餐 lunch" : "n\($0)") }
        let text = "\u{FEFF}" + rows[0] + "\r\n\n  \n" + rows[1...].joined(separator: "\n") + "\n" + rows[8]
        try withTemporaryDirectory { dir in
            let path = try file(Array(text.utf8), in: dir)
            let (outcome, bills) = try run(BillImport(path: path, options: .init()), in: dir + "/a")
            let (_, whole) = try run(
                BillImport(bytes: Array(text.utf8), source: path, path: path, options: .init()),
                in: dir + "/b")
            #expect(outcome.count == 10)
            // Rows without ids get new ids: the rest must be the same.
            func fields(_ bills: [Bill]) -> [String] {
                bills.map { "\($0.date) \($0.amount) \($0.category) \($0.note) \($0.importKey ?? "")" }
            }
            #expect(fields(bills) == fields(whole))
            #expect(bills.filter { $0.note == "n9" }.count == 2)
        }
    }

    @Test func aBadRowNamesItsLine() throws {
        let text =
            String(format: Self.row, 1, 1, "a") + "\n\n" + #"{"date":"2026-11-31","amount":"1"}"# + "\n"
        try withTemporaryDirectory { dir in
            let path = try file(Array(text.utf8), in: dir)
            #expect(throws: LedgerError.self) {
                do {
                    _ = try run(BillImport(path: path, options: .init()), in: dir + "/ledger")
                } catch LedgerError.invalidRows(_, let problems, _) {
                    #expect(problems.first?.description.hasPrefix("\(path):3: ") == true, "\(problems)")
                    throw LedgerError.invalidRows(source: path, problems: problems, total: 1)
                }
            }
            #expect(!FileManager.default.fileExists(atPath: dir + "/ledger/bills"))
        }
    }

    /// Lines longer than a block, a character cut by a block's end, blank lines, and no line break at
    /// the end: the lines are those of the text, whatever the block size.
    @Test(arguments: [1, 2, 3, 7, 64])
    func linesCrossBlocks(_ blockSize: Int) throws {
        let text = "午餐 lunch\n\nshort\r\n" + String(repeating: "long ", count: 30) + "\n午\nlast"
        try withTemporaryDirectory { dir in
            let opened = try ImportFile(path: try file(Array(text.utf8), in: dir))
            var lines = ImportFile.Lines(opened, from: 0, blockSize: blockSize)
            var read: [String] = []
            while try lines.next({ read.append(String(decoding: $0, as: UTF8.self)) }) {}
            let expected = Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
            #expect(read == expected.map { String(decoding: $0, as: UTF8.self) })
            // Room is made for the lines that can hold a row: the long one, not the blank or short ones.
            let rowLines = expected.dropLast().filter { $0.count >= ImportFile.shortestRow }.count
            #expect(rowLines == 1)
            #expect(try opened.utf8LineFeeds(blockSize: blockSize) == rowLines)
        }
    }

    /// A file that is not UTF-8 is read whole and decoded as GB18030, as before.
    @Test func aGB18030FileIsReadWhole() throws {
        let note: [UInt8] = [0xCE, 0xE7, 0xB2, 0xCD]  // 午餐 in GB18030
        let bytes =
            Array(#"{"date":"2026-11-01","type":"expense","amount":"9","category":"meals","note":""#.utf8)
            + note
            + Array("\"}\n".utf8)
        try withTemporaryDirectory { dir in
            let path = try file(bytes, in: dir)
            #expect(try ImportFile(path: path).utf8LineFeeds(blockSize: 3) == nil)
            let (_, bills) = try run(BillImport(path: path, options: .init()), in: dir + "/ledger")
            #expect(bills.map(\.note) == ["午餐"])
        }
    }
}
