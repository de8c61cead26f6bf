import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// A month file looked through a small buffer (``MonthFile/probe(_:book:chunk:lookingFor:)``) gives what
/// the whole bytes give: their size, their hash and the line in which ``MonthFile/bill(withID:in:path:book:)``
/// finds the bill (the same bill read from it, or the same error), whatever the chunk, wherever the line
/// falls, and however the file is damaged.
struct MonthFileProbeTests {
    /// What a look-up found, comparable (a bill, none, another layout, or the error it threw).
    enum Outcome: Equatable {
        case found(Bill)
        case absent
        case unknownLayout
        case failed(String)

        init(_ look: () throws -> MonthFile.Lookup) {
            do {
                switch try look() {
                case .found(let bill): self = .found(bill)
                case .absent: self = .absent
                case .unknownLayout: self = .unknownLayout
                }
            } catch {
                self = .failed(String(describing: error))
            }
        }
    }

    /// A file as timi writes it, its bills' notes now and then long enough to span several chunks.
    static func monthFile(_ generator: inout SystemRandomNumberGenerator) -> (bytes: [UInt8], ids: [String]) {
        var bills = (0..<Int.random(in: 0...30, using: &generator)).map { index in
            var bill = MonthFilePatchTests.randomBill(&generator, index)
            if Int.random(in: 0..<6, using: &generator) == 0 {
                bill.note = String(repeating: "长 note ", count: Int.random(in: 10...200, using: &generator))
            }
            return bill
        }
        bills.sort(by: Bill.chronological)
        return (MonthFile.encode(bills), bills.map(\.id))
    }

    /// The bytes changed as a hand or a fault might: a byte changed, cut short, lengthened, a line's
    /// comma or newline taken out.
    static func damaged(_ bytes: [UInt8], _ generator: inout SystemRandomNumberGenerator) -> [UInt8] {
        var bytes = bytes
        guard !bytes.isEmpty else { return Array("{\"bills\":[\n".utf8) }
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
                in: 0...255, using: &generator)
        case 1: bytes.removeLast(Int.random(in: 1...bytes.count, using: &generator))
        case 2: bytes += Array("{\"amount\":\"1.00\"}\n".utf8)
        case 3:
            if let comma = bytes.indices.filter({ bytes[$0] == UInt8(ascii: ",") }).randomElement(
                using: &generator)
            {
                bytes.remove(at: comma)
            }
        default:
            if let newline = bytes.indices.filter({ bytes[$0] == 10 }).randomElement(using: &generator) {
                bytes.remove(at: newline)
            }
        }
        return bytes
    }

    @Test func aProbeGivesWhatTheWholeBytesGive() throws {
        var generator = SystemRandomNumberGenerator()
        try withTemporaryDirectory { directory in
            let path = directory + "/2026-03.json"
            for round in 0..<150 {
                var (bytes, ids) = Self.monthFile(&generator)
                if round % 3 == 2 { bytes = Self.damaged(bytes, &generator) }
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                let chunk = [8, 16, 24, 64, 200, 4096, 65_536].randomElement(using: &generator)!
                // Nothing looked for: the hash alone.
                let hashed = try #require(try MonthFile.probe(path, book: 1, chunk: chunk) { nil })
                #expect(hashed.place == nil)
                #expect(hashed.size == bytes.count)
                #expect(hashed.hash == ByteHash.of(bytes), "round \(round), chunk \(chunk)")
                for id in Array(ids.shuffled(using: &generator).prefix(3)) + ["nope", "\"", ""] {
                    var probed: MonthFile.Probe?
                    let outcome = Outcome {
                        let probe = try #require(try MonthFile.probe(path, book: 1, chunk: chunk) { id })
                        probed = probe
                        return try MonthFile.bill(try #require(probe.place), path: path, book: 1)
                    }
                    let expected = Outcome { try MonthFile.bill(withID: id, in: bytes, path: path, book: 1) }
                    #expect(outcome == expected, "round \(round), chunk \(chunk), id \(id)")
                    if let probed {
                        #expect(probed.size == bytes.count)
                        #expect(probed.hash == ByteHash.of(bytes), "round \(round), chunk \(chunk)")
                    }
                }
            }
        }
    }

    @Test func noFileIsNone() throws {
        try withTemporaryDirectory { directory in
            var asked = false
            let probe = try MonthFile.probe(directory + "/2026-03.json", book: 1) {
                asked = true
                return "x"
            }
            #expect(probe == nil)
            #expect(!asked, "no file: nothing to look for")
        }
    }

    @Test func aFolderIsNoMonthFile() throws {
        try withTemporaryDirectory { directory in
            _ = #expect(throws: LedgerError.self) { try MonthFile.probe(directory, book: 1) { "x" } }
        }
    }

    /// A hand edit that keeps the month file's size and time but joins two lines (valid JSON, not
    /// timi's layout): the look-up of a bill of a month large enough to be looked through finds the file
    /// changed by its hash and reads it whole; the joined line is never read alone.
    @Test func aMonthEditedByHandToTheSameSizeAndTimeIsReadWhole() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let bills = try store.write { ledger in
                try (0..<900).map { index in
                    try ledger.addBill(
                        BillDraft(
                            amount: Money(cents: Int64(100 + index)), category: nil, type: nil,
                            date: Day(iso: "2026-11-05")!,
                            note: "a note long enough to fill the month \(index)"),
                        to: 1, now: Timestamp(milliseconds: 1_795_264_462_000))
                }
            }
            let path = dir + "/bills/1/2026-11.json"
            var bytes = try #require(try FileSystem.read(path))
            #expect(bytes.count >= MonthFile.smallestProbed)
            let info = try #require(try FileSystem.status(path, following: false))
            // The first line's newline made a space: the same size, and its time put back.
            let newline = try #require(
                bytes.indices.dropFirst(MonthFile.header.count).first { bytes[$0] == 10 })
            bytes[newline] = UInt8(ascii: " ")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let times = [info.st_atim, info.st_mtim]
            #expect(utimensat(AT_FDCWD, path, times, 0) == 0)
            let joined = bills.sorted(by: Bill.chronological)[1]
            let found = try store.read { try $0.bill(matching: joined.id) }
            #expect(found.id == joined.id)
        }
    }
}
