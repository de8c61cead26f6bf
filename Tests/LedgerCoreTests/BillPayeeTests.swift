import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// A bill's payee and transaction number (issue 13, point 3): kept in month files of format 2, which
/// are written only when a bill has one of them.
struct BillPayeeTests {
    static let categories = Dictionary(
        uniqueKeysWithValues: ((try? LedgerState.seeded())?.categories ?? []).map { ($0.id, $0) })

    static func bill(payee: String? = nil, reference: String? = nil) -> Bill {
        Bill(
            id: "b1", date: Day(year: 2026, month: 11, day: 1)!, type: .expense, amount: Money(cents: 1250),
            category: 1, book: 1, note: "lunch", created: Timestamp(milliseconds: 1_795_000_000_000),
            payee: payee, reference: reference)
    }

    func decode(_ bytes: [UInt8]) throws -> [Bill] {
        try MonthFile.decode(
            bytes, path: "m.json", book: 1, month: Month(iso: "2026-11")!, categories: Self.categories)
    }

    @Test func aFileWithoutPayeesIsWrittenAsFormat1ByteForByte() throws {
        let text = String(decoding: MonthFile.encode([Self.bill()]), as: UTF8.self)
        #expect(
            text == """
                {"bills":[
                {"amount":"12.50","category":1,"created":"2026-11-18T11:06:40.000Z","date":"2026-11-01","id":"b1","note":"lunch","type":"expense"}
                ],"format":1}

                """)
    }

    @Test func payeeAndReferenceMakeAFileOfFormat2AndReadBack() throws {
        let bill = Self.bill(payee: "美团 \"外卖\"", reference: "4200001234_1")
        let bytes = MonthFile.encode([bill])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""note":"lunch","payee":"美团 \"外卖\"","ref":"4200001234_1","type""#))
        #expect(text.hasSuffix("],\"format\":2}\n"))
        #expect(try decode(bytes) == [bill])
    }

    @Test func aFileOfAFormatNewerThan5IsRefused() throws {
        let bytes = Array("{\"bills\":[],\"format\":6}\n".utf8)
        #expect(throws: LedgerError.newerFormat(path: "m.json", found: 6, supported: 5)) {
            try decode(bytes)
        }
    }

    @Test(arguments: [
        (String(repeating: "x", count: 201), "at most 200 characters"), ("a\u{7}b", "control characters"),
    ])
    func refusesBadPayees(_ payee: String, _ reason: String) {
        #expect { try Bill.validatedPayee(payee) } throws: { "\($0)".contains(reason) }
    }

    @Test(arguments: ["a b", String(repeating: "1", count: 65), "单号"])
    func refusesBadReferences(_ reference: String) {
        #expect { try Bill.validatedReference(reference) } throws: { "\($0)".contains("1 to 64 ASCII") }
    }

    @Test func emptyValuesAreNone() throws {
        #expect(try Bill.validatedPayee("  ") == nil)
        #expect(try Bill.validatedReference("") == nil)
        #expect(try Bill.validatedPayee(" Meituan ") == "Meituan")
    }
}
