import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// `timi export` writes the bills of each month file from its bytes, without making a ``Bill`` of
/// each; these tests hold it to what the bills themselves write (``Bill/appendCSV(to:in:)``,
/// ``Bill/jsonObject(in:)``, ``PlainTextJournal``), read the usual way, on files with escapes, keys
/// out of order, bills out of order and bills of two books that tie.
struct ExportStreamTests {
    /// The sample ledger of ``ExportTests`` with a December written by hand in both books.
    func ledger(_ dir: String) throws -> LedgerStore {
        let store = try ExportTests().sampleLedger(dir)
        let (meals, trip) = try store.read { ledger in
            (
                try #require(ledger.state.categories.first { $0.type == .expense }).id,
                try #require(ledger.state.books.first { $0.name == "Trip" }).id
            )
        }
        let daily = """
            {"format": 2, "bills": [
              {"type":"expense","amount":"5","category":\(meals),"created":"2026-12-02T10:00:00Z",
               "date":"2026-12-02","id":"b-2","note":"a\\"b,c\\\\d\\u00e9\\n\\t\\u007f;|x \\ud83d\\ude86",
               "payee":"P|Q;R, \\"S\\"","ref":"R-1","photo":"p,1.jpg","recurring":"rule\\/1"},
              {"amount":"7.10","category":\(meals),"created":"2026-12-01T09:00:00.000Z","date":"2026-12-01",
               "id":"b-1","note":"plain","type":"expense","unknown":[1,{"x":null}]},
              {"amount":"1.00","category":\(meals),"created":"2026-12-01T09:00:00.000Z","date":"2026-12-01",
               "id":"a-9","importKey":"k","note":null,"type":"expense"},
              {"amount":"2.00","category":\(meals),"created":"2026-12-01T09:00:00.000Z","date":"2026-12-01",
               "id":"é-1","note":"","type":"expense"}
            ]}
            """
        let other = """
            {"bills":[
            {"amount":"3.00","category":\(meals),"created":"2026-12-01T09:00:00.000Z","date":"2026-12-01","id":"a-9","note":"tie","type":"expense"},
            {"amount":"4.00","category":\(meals),"created":"2026-12-01T09:00:00.000Z","date":"2026-12-01","id":"b-0","note":"","type":"expense"}
            ],"format":1}

            """
        for (book, text) in [(1, daily), (trip, other)] {
            let folder = dir + "/a/bills/\(book)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/2026-12.json"))
        }
        return store
    }

    /// The export as the bills write it, read month by month as views read them.
    func expected(_ format: BillExport.Format, _ ledger: Ledger, _ books: [Book], _ period: Period) throws
        -> String
    {
        var bills: [Bill] = []
        try ledger.forEachMonth(of: books.map(\.id), from: period.start, through: period.end) { bills += $0 }
        var out = ByteWriter(capacity: 1 << 12)
        var journal = PlainTextJournal(state: ledger.state, dialect: format.doubleEntry ?? .journal)
        switch format {
        case .csv: out.append(csvRecord: Bill.csvHeader)
        case .json: out.append("[")
        case .journal, .beancount: journal.appendHeader(to: &out)
        case .jsonl: break
        }
        for (index, bill) in bills.enumerated() {
            switch format {
            case .csv: bill.appendCSV(to: &out, in: ledger.state)
            case .json: out.append(text: (index == 0 ? "\n  " : ",\n  ") + bill.jsonObject(in: ledger.state))
            case .jsonl: out.append(text: bill.jsonObject(in: ledger.state) + "\n")
            case .journal, .beancount: journal.append(bill, to: &out)
            }
        }
        switch format {
        case .json: out.append(bills.isEmpty ? "]\n" : "\n]\n")
        case .journal, .beancount: journal.appendFooter(count: bills.count, uses: [:], to: &out)
        case .csv, .jsonl: break
        }
        return String(decoding: out.bytes, as: UTF8.self)
    }

    @Test(arguments: BillExport.Format.allCases)
    func exportWritesWhatTheBillsWrite(_ format: BillExport.Format) throws {
        try withTemporaryDirectory { dir in
            let store = try ledger(dir)
            try store.read { ledger in
                let all = ledger.state.books
                let periods = [
                    Period.all,
                    Period(
                        start: try #require(Day(iso: "2026-10-01")),
                        end: try #require(Day(iso: "2026-12-01")), description: "span"),
                ]
                for books in [all, [all[1]], [all[1], all[0]]] {
                    for period in periods {
                        let text = try BillExport(format: format, books: books, period: period).text(
                            from: ledger)
                        #expect(text == (try expected(format, ledger, books, period)))
                    }
                }
                let december = try BillExport(
                    format: format, books: all, period: Period(month: Month(iso: "2026-12")!)
                )
                .text(from: ledger)
                #expect(december.contains("b-2") && december.contains("é-1"))
            }
        }
    }

    /// Newest first (`timi list --format json|csv`) is the export's order exactly reversed, ties
    /// between the books included.
    @Test func newestFirstIsTheExportOrderReversed() throws {
        try withTemporaryDirectory { dir in
            let store = try ledger(dir)
            try store.read { ledger in
                let all = ledger.state.books
                for books in [all, [all[1]], [all[1], all[0]]] {
                    var export = BillExport(format: .jsonl, books: books, period: .all)
                    let forward = try export.text(from: ledger).split(separator: "\n")
                    export.newestFirst = true
                    let backward = try export.text(from: ledger).split(separator: "\n")
                    #expect(forward.count > 2)
                    #expect(backward == forward.reversed(), "\(books.map(\.name))")
                }
            }
        }
    }

    @Test func exportWritesWhatABillChangedInTheSameSessionWrites() throws {
        try withTemporaryDirectory { dir in
            let store = try ledger(dir)
            try store.write { ledger in
                let december = try #require(Month(iso: "2026-12"))
                let bill = try #require(try ledger.bills(of: 1, in: december).first { $0.id == "b-1" })
                try ledger.deleteBills([bill])
                for format in BillExport.Format.allCases {
                    let text = try BillExport(format: format, books: ledger.state.books, period: .all).text(
                        from: ledger)
                    #expect(text == (try expected(format, ledger, ledger.state.books, .all)))
                    // As a word: `b-1` is also inside one random id in ten ("…2f2b-1a0c…").
                    let words = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init))
                    #expect(!words.contains(bill.id))
                }
            }
        }
    }

    @Test func aDamagedMonthStopsTheExportNamingTheFile() throws {
        try withTemporaryDirectory { dir in
            let store = try ledger(dir)
            try Data("{\"bills\":[{\"amount\":\"x\"}],\"format\":1}".utf8).write(
                to: URL(fileURLWithPath: dir + "/a/bills/1/2026-12.json"))
            #expect {
                try store.read {
                    try BillExport(format: .csv, books: $0.state.books, period: .all).text(from: $0)
                }
            } throws: { error in
                "\(error)".contains("2026-12.json") && "\(error)".contains("bills[0]")
            }
        }
    }
}
