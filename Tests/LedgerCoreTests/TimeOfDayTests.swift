import Testing

@testable import LedgerCore

/// A bill's time of day: read as people type it and as files write it, ordering the bills of a day,
/// and kept in month files of format 5 only — files without a time are the bytes they always were.
struct TimeOfDayTests {
    @Test(arguments: [
        ("9:05", "09:05:00"), ("09:05", "09:05:00"), ("23:59:59", "23:59:59"), ("00:00", "00:00:00"),
        ("12:30:05", "12:30:05"),
    ])
    func aTypedTimeIsRead(_ text: String, _ written: String) throws {
        #expect(try TimeOfDay.parsing(text).description == written)
        #expect(TimeOfDay(written)?.description == written)
    }

    @Test(arguments: [
        "24:00", "12:60", "12:30:60", "12:5", "123:00", "noon", "1230", "", "12:30:", "-1:00", "12:30 PM",
    ])
    func aBadTypedTimeIsOneReason(_ text: String) {
        #expect(TimeOfDay(text) == nil)
        #expect(
            throws: LedgerError.invalidValue(
                field: "time", value: text, reason: "use HH:MM or HH:MM:SS, from 00:00 to 23:59:59")
        ) { try TimeOfDay.parsing(text) }
    }

    @Test(arguments: [
        ("12:34:56", "12:34:56"), ("9:05", "09:05:00"), ("123456", "12:34:56"), ("93015", "09:30:15"),
        ("1:05 PM", "13:05:00"), ("12:00 am", "00:00:00"), ("12:30:00 PM", "12:30:00"),
        ("12:34:56.789", "12:34:56"), ("12:34:56+08:00", "12:34:56"), ("12:34:56 +0800", "12:34:56"),
        ("12:34Z", "12:34:00"), ("2026-03-01 12:34:56", "12:34:56"), ("2026-03-01T07:08:09Z", "07:08:09"),
        (" 08:00 ", "08:00:00"),
    ])
    func aFilesTimeCellIsRead(_ cell: String, _ time: String) throws {
        #expect(try ImportTime.read(cell)?.description == time)
    }

    @Test(arguments: ["", "-", "--", "/"])
    func aDashOrNothingIsNoTime(_ cell: String) throws {
        #expect(try ImportTime.read(cell) == nil)
    }

    @Test(arguments: [
        "25:00", "12:61", "noon", "13:00 PM", "12:3", "12:34:56 next day", "1234567", "2026-03-01",
    ])
    func aGarbageTimeCellIsSaid(_ cell: String) {
        #expect { try ImportTime.read(cell) } throws: { "\($0)".hasPrefix("invalid time '") }
    }

    @Test(arguments: [
        ("2026-03-01", ""), ("2026-03-01 12:34:56", "12:34:56"), ("2026-11-01T23:30", "23:30"),
        ("2026/3/1 9:05", "9:05"), ("12/15/2021 1:05:00 PM", "1:05:00 PM"), ("Jun 30, 2023 10:00", "10:00"),
        ("2026-03-01 周日", ""), ("2026-03-01 25:99", "25:99"), ("46086.520833333336", "12:30:00"),
        ("46086.00000000000", ""), ("1234567890.5", ""), ("20260301 12:00", "12:00"),
    ])
    func theTimeInADatesCellIsFound(_ date: String, _ time: String) {
        #expect(ImportTime.text(inDate: date) == time)
    }

    static func bill(_ id: String, time: String?, created: Int64, day: Int = 1) -> Bill {
        Bill(
            id: id, date: Day(year: 2026, month: 3, day: day)!, type: .expense, amount: Money(cents: 100),
            category: 1, book: 1, created: Timestamp(milliseconds: created),
            time: time.flatMap { TimeOfDay($0) })
    }

    @Test func aDaysTimedBillsComeByTimeThenTheOthersByCreation() {
        let bills = [
            Self.bill("typed-late", time: nil, created: 5), Self.bill("noon", time: "12:00", created: 9),
            Self.bill("typed-early", time: nil, created: 1), Self.bill("morning", time: "08:00", created: 7),
            Self.bill("also-noon", time: "12:00", created: 2),
            Self.bill("next-day", time: "00:01", created: 0, day: 2),
        ]
        #expect(
            bills.sorted(by: Bill.chronological).map(\.id)
                == ["morning", "also-noon", "noon", "typed-early", "typed-late", "next-day"])
        // Without times, the order is the one before times: date, creation, id.
        let untimed = bills.map { bill -> Bill in
            var bill = bill
            bill.time = nil
            return bill
        }
        #expect(
            untimed.sorted(by: Bill.chronological).map(\.id)
                == ["typed-early", "also-noon", "typed-late", "morning", "noon", "next-day"])
    }

    private let march = Month(year: 2026, month: 3)!

    @Test func aTimedBillMakesTheFileFormat5AndReadsBackByBothReaders() throws {
        var bills = [
            Self.bill("b", time: "08:05:09", created: 2), Self.bill("a", time: nil, created: 1),
            Self.bill("c", time: "23:00", created: 3),
        ]
        bills.sort(by: Bill.chronological)
        let bytes = MonthFile.encode(bills)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasSuffix("],\"format\":5}\n"))
        #expect(text.contains(#""note":"","time":"08:05:09","type":"expense"}"#))
        #expect(text.contains(#""note":"","type":"expense"}"#))
        #expect(bills.map(\.id) == ["b", "c", "a"])
        #expect(try MonthFile.decode(bytes, path: "m.json", book: 1, month: march, categories: nil) == bills)
        // Keys in another order (a file edited by hand) go the general way, to the same bills.
        let reordered = text.replacingOccurrences(
            of: #","time":"08:05:09","type":"expense"}"#, with: #","type":"expense","time":"8:05:09"}"#)
        #expect(reordered != text)
        #expect(
            try MonthFile.decode(
                Array(reordered.utf8), path: "m.json", book: 1, month: march, categories: nil)
                == bills)
    }

    @Test(arguments: ["25:00:00", "noon", "12"])
    func aBadTimeInAMonthFileIsDamage(_ time: String) {
        let text =
            "{\"bills\":[\n{\"amount\":\"1.00\",\"category\":1,\"created\":\"2026-03-01T00:00:00.000Z\",\"date\":\"2026-03-01\",\"id\":\"a\",\"note\":\"\",\"time\":\"\(time)\",\"type\":\"expense\"}\n],\"format\":5}\n"
        #expect {
            try MonthFile.decode(Array(text.utf8), path: "m.json", book: 1, month: march, categories: nil)
        } throws: { "\($0)".contains("is not a time (HH:MM:SS)") }
    }

    /// Month files as timi wrote them before times, one of each format: read and written again, they
    /// are the same bytes, of the same format.
    @Test(arguments: [
        (
            1,
            #"{"amount":"12.50","category":1,"created":"2026-03-01T08:00:00.000Z","date":"2026-03-01","id":"a1","importKey":"k.0","note":"lunch","photo":"a1.jpg","type":"expense"}"#
        ),
        (
            2,
            #"{"amount":"12.50","category":1,"created":"2026-03-01T08:00:00.000Z","date":"2026-03-01","id":"a1","note":"lunch","payee":"美团","ref":"4200","type":"expense"}"#
        ),
        (
            3,
            #"{"account":2,"amount":"12.50","category":1,"created":"2026-03-01T08:00:00.000Z","date":"2026-03-01","id":"a1","note":"lunch","type":"expense"}"#
        ),
        (
            4,
            #"{"account":1,"amount":"100.00","created":"2026-03-01T08:00:00.000Z","date":"2026-03-01","fee":"1.00","id":"t1","note":"还","toAccount":2,"toAmount":"14.00","type":"transfer"}"#
        ),
    ])
    func olderFilesAreWrittenByteForByteAsBefore(_ format: Int, _ line: String) throws {
        let plain =
            #"{"amount":"3.00","category":1,"created":"2026-03-01T09:00:00.000Z","date":"2026-03-01","id":"b2","note":"tea","type":"expense"}"#
        let text = "{\"bills\":[\n\(line),\n\(plain)\n],\"format\":\(format)}\n"
        let bills = try MonthFile.decode(
            Array(text.utf8), path: "m.json", book: 1, month: march, categories: nil)
        #expect(bills.allSatisfy { $0.time == nil })
        #expect(String(decoding: MonthFile.encode(bills), as: UTF8.self) == text)
        var stored: [StoredBill] = []
        try Array(text.utf8).withUnsafeBufferPointer { bytes in
            let categories = [1: Category(id: 1, title: "用餐", alias: "meals", icon: "", type: .expense)]
            try MonthFile.storedBills(
                bytes, path: "m.json", month: march, categories: categories, into: &stored)
            #expect(String(decoding: MonthFile.encode(stored), as: UTF8.self) == text)
        }
    }

    @Test func aPackedBillKeepsItsTime() {
        var bytes: [UInt8] = []
        let timed = Self.bill("a", time: "07:06:05", created: 1)
        let untimed = Self.bill("b", time: nil, created: 2)
        PackedBill.append(timed, to: &bytes)
        let oneSize = bytes.count
        PackedBill.append(untimed, to: &bytes)
        // A bill without a time takes no more room than before times.
        #expect(bytes.count - oneSize == oneSize - 8)
        let records = bytes.withUnsafeBufferPointer { PackedBill.records(in: $0, of: march, count: 2) }
        #expect(records.map(\.time) == [TimeOfDay("07:06:05"), nil])
    }
}
