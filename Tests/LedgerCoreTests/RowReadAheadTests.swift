import Dispatch
import Foundation
import Testing

@testable import LedgerCore

/// ``RowReadAhead`` hands out the rows of its stream, in order, with the stream's error after the rows
/// before it, whether or not they are read on a thread of their own; released early, its thread ends.
struct RowReadAheadTests {
    /// More rows than the batches that may wait, so that the reader waits for the caller too.
    static let count = RowReadAhead.batchSize * (RowReadAhead.depth + 3) + 17

    /// `count` rows dated 2026-11-01 as `date` writes it; every 1,000th has no amount.
    static func jsonLines(_ count: Int, date: String = "2026-11-01") -> ImportRowStream {
        let text = (1...count).map {
            $0 % 1000 == 0
                ? #"{"date":"\#(date)","note":"row \#($0)"}"#
                : #"{"date":"\#(date)","amount":"\#($0).00","note":"row \#($0)"}"#
        }
        return ImportRowStream(
            jsonLines: Array(text.joined(separator: "\n").utf8), mapping: ImportMapping(),
            source: "rows.jsonl")
    }

    /// Every row `readAhead` hands out, and the error that ended them.
    static func drain(_ readAhead: RowReadAhead) -> (rows: [CheckedRow], error: (any Error)?) {
        var rows: [CheckedRow] = []
        do {
            while let row = try readAhead.next() { rows.append(row) }
            return (rows, nil)
        } catch {
            return (rows, error)
        }
    }

    @Test(arguments: [true, false])
    func rowsComeAsTheStreamGivesThem(threaded: Bool) throws {
        let stream = Self.jsonLines(Self.count)
        let readAhead = RowReadAhead(stream, dateFormat: nil, threaded: threaded)
        #expect(readAhead.isThreaded == threaded)
        let (rows, error) = Self.drain(readAhead)
        #expect(error == nil)
        let expected = try stream.readAll()
        #expect(rows.count == Self.count)
        #expect(rows.map(\.row.line) == expected.map(\.line))
        #expect(rows.map { $0.row[.note] } == expected.map { $0[.note] })
        // Each row's values read from it: its amount, or why it has none.
        #expect(rows.map { try? $0.values.get().amount } == expected.map { try? ImportValues($0).amount })
        #expect(rows.filter { (try? $0.values.get()) == nil }.count == Self.count / 1000)
        #expect(try readAhead.next() == nil)  // and again at the end
    }

    /// A CSV record that never ends its quotes after many good ones: the good rows, then the error.
    @Test(arguments: [true, false])
    func anErrorComesAfterTheRowsReadBeforeIt(threaded: Bool) throws {
        let good = RowReadAhead.batchSize * 2 + 5
        let text = (1...good).map { "2026-11-01,\($0).00,row \($0)\n" }.joined() + "2026-11-02,1.00,\"open"
        let stream = ImportRowStream(
            csv: CSV.Reader(bytes: Array(text.utf8), lenient: false), fields: [.date, .amount, .note])
        #expect(throws: CSV.SyntaxError.self) { try stream.readAll() }
        let readAhead = RowReadAhead(stream, dateFormat: nil, threaded: threaded)
        #expect(readAhead.isThreaded == threaded)
        let (rows, error) = Self.drain(readAhead)
        #expect(rows.count == good)
        #expect(rows.last?.row[.note] == "row \(good)")
        #expect(error is CSV.SyntaxError)
        #expect(try readAhead.next() == nil)  // the error is handed out once
    }

    /// Released after a few rows while the reader waits on full batches: the release waits for the
    /// thread to end. Run on a thread of its own and waited for with a limit counted from its start
    /// (a suite time limit also counts the time the test waits for a free worker, which on a busy
    /// machine running the fault harness beside it is minutes).
    @Test func releasedEarlyItsThreadEnds() throws {
        #expect(RowReadAhead(Self.jsonLines(Self.count), dateFormat: nil, threaded: true).isThreaded)
        let ended = DispatchSemaphore(value: 0)
        let releases = Thread {
            for _ in 0..<20 {
                var readAhead: RowReadAhead? = RowReadAhead(
                    Self.jsonLines(Self.count), dateFormat: nil, threaded: true)
                for _ in 0..<3 { _ = try? readAhead?.next() }
                readAhead = nil
            }
            // Released before a row was taken, too.
            for _ in 0..<20 { _ = RowReadAhead(Self.jsonLines(Self.count), dateFormat: nil, threaded: true) }
            ended.signal()
        }
        releases.stackSize = RowReadAhead.stackSize
        releases.start()
        #expect(ended.wait(timeout: .now() + 60) == .success, "40 releases did not end in a minute")
    }

    /// A few rows read before are handed out where they are, with no thread.
    @Test func rowsInMemoryAreNotReadAhead() throws {
        let rows = try Self.jsonLines(10).readAll()
        let readAhead = RowReadAhead(ImportRowStream(rows: rows), dateFormat: nil, threaded: true)
        #expect(!readAhead.isThreaded)
        #expect(Self.drain(readAhead).rows.map(\.row.line) == rows.map(\.line))
    }

    /// A statement's many rows, read whole before, are checked on the thread, in their order.
    @Test func manyRowsInMemoryAreCheckedAhead() throws {
        let rows = try Self.jsonLines(Self.count).readAll()
        let readAhead = RowReadAhead(ImportRowStream(rows: rows), dateFormat: nil, threaded: true)
        #expect(readAhead.isThreaded)
        let read = Self.drain(readAhead)
        #expect(read.error == nil)
        #expect(read.rows.map(\.row.line) == rows.map(\.line))
        #expect(read.rows.filter { (try? $0.values.get()) == nil }.count == Self.count / 1000)  // no amount
    }

    /// The rules' date format reads the dates on the reader's thread as on the caller's.
    @Test(arguments: [true, false])
    func datesAreReadInTheRulesFormat(threaded: Bool) throws {
        let format = try #require(DateFormat("DD/MM/YYYY"))
        let readAhead = RowReadAhead(
            Self.jsonLines(3000, date: "01/11/2026"), dateFormat: format, threaded: threaded)
        let rows = Self.drain(readAhead).rows
        #expect(rows.count == 3000)
        #expect(Set(rows.compactMap { try? $0.values.get().date }) == [Day(year: 2026, month: 11, day: 1)])
        // Without the format, the day cannot be read.
        let plain = Self.drain(RowReadAhead(Self.jsonLines(10, date: "01/11/2026"), dateFormat: nil)).rows
        #expect(plain.allSatisfy { (try? $0.values.get()) == nil })
    }
}
