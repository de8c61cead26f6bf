import Foundation
import Testing

@testable import LedgerCore

/// Patching a month file gives exactly the bytes that encoding the changed bills would.
struct MonthFilePatchTests {
    static func randomBill(_ generator: inout SystemRandomNumberGenerator, _ index: Int) -> Bill {
        let income = Bool.random(using: &generator)
        let notes = ["", "lunch", "汉字 \"q\" \\ x", "a,b", "tab\tx"]
        return Bill(
            id: String(format: "%08x-%d", UInt32.random(in: 0...UInt32.max, using: &generator), index),
            date: Day(year: 2026, month: 3, day: Int.random(in: 1...31, using: &generator))!,
            type: income ? .income : .expense, amount: Money(cents: Int64.random(in: 1...9_999_999, using: &generator)),
            category: income ? 31 : Int.random(in: 1...29, using: &generator), book: 1,
            note: notes.randomElement(using: &generator) ?? "",
            photo: Int.random(in: 0..<5, using: &generator) == 0 ? "p\(index).jpg" : nil,
            created: Timestamp(milliseconds: Int64.random(in: 1_700_000_000_000...1_800_000_000_000, using: &generator)),
            importKey: Bool.random(using: &generator) ? "k\(index)" : nil,
            // Rare, so that removing or inserting one turns a file of format 1 into 2 and back.
            payee: Int.random(in: 0..<12, using: &generator) == 0 ? "美团 \"x\", payee:" : nil,
            reference: Int.random(in: 0..<12, using: &generator) == 0 ? "4200\(index)" : nil)
    }

    @Test func patchingEqualsEncodingTheResult() throws {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            var bills = (0..<Int.random(in: 0...40, using: &generator)).map { Self.randomBill(&generator, $0) }
            bills.sort(by: Bill.chronological)
            let bytes = MonthFile.encode(bills)
            let removing = Set(bills.filter { _ in Int.random(in: 0..<4, using: &generator) == 0 }.map(\.id))
            let inserting = (0..<Int.random(in: 0...4, using: &generator)).map { Self.randomBill(&generator, 1000 + round * 10 + $0) }
            let expected = (bills.filter { !removing.contains($0.id) } + inserting).sorted(by: Bill.chronological)
            let patched = try #require(MonthFile.patch(bytes, removing: removing, inserting: inserting))
            #expect(patched.bytes == MonthFile.encode(expected), "round \(round)")
            #expect(patched.count == expected.count)
        }
    }

    @Test func findsABillByItsLineAlone() throws {
        var generator = SystemRandomNumberGenerator()
        let bills = (0..<30).map { Self.randomBill(&generator, $0) }.sorted(by: Bill.chronological)
        let bytes = MonthFile.encode(bills)
        for bill in bills {
            guard case .found(let found) = try MonthFile.bill(withID: bill.id, in: bytes, path: "t", book: 1) else {
                Issue.record("not found: \(bill.id)")
                continue
            }
            #expect(found == bill)
        }
        guard case .absent = try MonthFile.bill(withID: "nope", in: bytes, path: "t", book: 1) else {
            Issue.record("found a bill that is not there")
            return
        }
    }

    @Test(arguments: [
        "{\"bills\":[{\"amount\":\"1.00\",\"id\":\"x\",\"n\":1}],\"format\":1}\n",  // one line: not timi's layout
        "{\"bills\":[\n{\"amount\":\"1.00\",\"id\":\"x\",\"n\":1}\n],\"format\":1}",  // no final newline
        "{\"bills\":[\n  {\"amount\":\"1.00\",\"id\":\"x\",\"n\":1}\n],\"format\":1}\n",  // indented
        "{\"bills\":[\n\n\n],\"format\":1}\n", "{\"bills\":[\n,\n],\"format\":1}\n",  // empty lines
        "{\"bills\":[\n{\"amount\":\"1.00\",\"id\":\"x\",\"n\":1}\n{\"amount\":\"1.00\"}\n],\"format\":1}\n",  // no comma
    ])
    func anyOtherLayoutIsLeftToTheFullReader(text: String) throws {
        #expect(MonthFile.patch(Array(text.utf8), removing: [], inserting: []) == nil)
        // Only the line holding the id is looked at (the caller has hashed the file: it is as timi wrote
        // it): where there is one, it is refused; where there is none, the id is not there.
        let result = try MonthFile.bill(withID: "x", in: Array(text.utf8), path: "t", book: 1)
        switch result {
        case .unknownLayout: break
        case .absent: #expect(!text.contains("\"id\""), "\(text)")
        case .found: Issue.record("accepted a layout timi does not write")
        }
    }
}
