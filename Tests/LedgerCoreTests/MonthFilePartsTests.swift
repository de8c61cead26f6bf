import Testing

@testable import LedgerCore

/// A month file read in parts side by side gives what reading it in one run gives: the same bills in
/// the same order, or the same error.
struct MonthFilePartsTests {
    static let march = Month(year: 2026, month: 3)!
    static let categories: [Category.ID: Category] = Dictionary(
        uniqueKeysWithValues: (1...31).map {
            (
                $0,
                Category(
                    id: $0, title: "c\($0)", alias: "c\($0)", icon: "", type: $0 == 31 ? .income : .expense)
            )
        })

    /// The bills read in one run (`parts` 1) or in `parts`, encoded again, or the error's description.
    static func read(_ bytes: [UInt8], parts: Int, hiding hidden: Set<String> = []) -> String {
        var stored: [StoredBill] = []
        do {
            try bytes.withUnsafeBufferPointer { buffer in
                try MonthFile.storedBills(
                    buffer, path: "2026-03.json", month: march, categories: categories, hiding: hidden,
                    parts: parts, partsFrom: 0, into: &stored)
            }
            return String(decoding: MonthFile.encode(stored), as: UTF8.self)
        } catch {
            return "error: \(error)"
        }
    }

    static func file(_ count: Int) -> (bills: [Bill], bytes: [UInt8]) {
        var generator = SystemRandomNumberGenerator()
        var bills = (0..<count).map { MonthFilePatchTests.randomBill(&generator, $0) }
        bills.sort(by: Bill.chronological)
        return (bills, MonthFile.encode(bills))
    }

    @Test(arguments: [0, 1, 2, 3, 50, 2000])
    func partsReadWhatOneRunReads(count: Int) {
        let (bills, bytes) = Self.file(count)
        let whole = Self.read(bytes, parts: 1)
        #expect(whole == String(decoding: bytes, as: UTF8.self))
        let hidden = Set(bills.enumerated().filter { $0.offset % 3 == 0 }.map(\.element.id))
        for parts in 2...5 {
            #expect(Self.read(bytes, parts: parts) == whole, "\(count) bills in \(parts) parts")
            #expect(
                Self.read(bytes, parts: parts, hiding: hidden) == Self.read(bytes, parts: 1, hiding: hidden))
        }
    }

    @Test func aFileIsSplitBetweenLinesOfBillsOnly() throws {
        let (_, bytes) = Self.file(100)
        let runs = try #require(bytes.withUnsafeBufferPointer { MonthFile.runs(of: $0, parts: 4) })
        #expect(runs.count == 4)
        for run in runs {
            #expect(
                bytes[run.lowerBound] == UInt8(ascii: "{") && bytes[run.upperBound - 1] == UInt8(ascii: "}"))
        }
        // Laid out otherwise, or of a format this timi does not read: not split.
        let pretty = Array(
            String(decoding: bytes, as: UTF8.self).replacingOccurrences(",\n", with: ", \n").utf8)
        #expect(pretty.withUnsafeBufferPointer { MonthFile.runs(of: $0, parts: 2) } == nil)
        let newer = Array(bytes.dropLast(3)) + Array("9}\n".utf8)
        #expect(newer.withUnsafeBufferPointer { MonthFile.runs(of: $0, parts: 2) } == nil)
        #expect(Self.read(newer, parts: 2) == Self.read(newer, parts: 1))
        #expect(Self.read(newer, parts: 2).contains("format 9"))
        #expect(Self.read(pretty, parts: 2) == Self.read(pretty, parts: 1))
    }

    /// A damaged or edited file gives the one-run reading's error or bills, wherever the damage is.
    @Test func editsAndDamageReadAsInOneRun() {
        let (bills, bytes) = Self.file(40)
        let text = String(decoding: bytes, as: UTF8.self)
        let first = bills[0].id
        let last = bills[39].id
        let edits = [
            // an id twice, one in each half
            text.replacingOccurrences("\"\(last)\"", with: "\"\(first)\""),
            // a date of another month late in the file
            text.replacingOccurrences("\"date\":\"\(bills[39].date)\"", with: "\"date\":\"2026-04-01\""),
            // an unknown category, a truncated line, bills out of order
            text.replacingOccurrences("\"category\":\(bills[30].category),", with: "\"category\":99,"),
            String(text.prefix(text.utf8.count * 3 / 4)) + "\n],\"format\":1}\n",
            text.replacingOccurrences("\"date\":\"\(bills[39].date)\"", with: "\"date\":\"2026-03-01\""),
        ]
        for (index, edit) in edits.enumerated() {
            let bytes = Array(edit.utf8)
            let whole = Self.read(bytes, parts: 1)
            for parts in 2...3 { #expect(Self.read(bytes, parts: parts) == whole, "edit \(index)") }
        }
        #expect(Self.read(Array(edits[0].utf8), parts: 2).contains("appears twice"))
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
