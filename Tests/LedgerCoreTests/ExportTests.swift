import Foundation
import TestSupport
import Testing

@testable import LedgerCore

struct ExportTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    /// Two books with their own currencies, a category of the user's, notes that CSV must quote, a
    /// photo, and bills over three months.
    func sampleLedger(_ dir: String) throws -> LedgerStore {
        let store = LedgerStore(directory: dir + "/a")
        let photo = dir + "/receipt.jpg"
        try Data([0xFF, 0xD8]).write(to: URL(fileURLWithPath: photo))
        try store.write { ledger in
            let trip = try ledger.addBook(name: "Trip", currency: "€")
            try ledger.addCategory(title: "咖啡", alias: "coffee", type: .expense)
            let rows: [(Int64, String, String, String, Book.ID)] = [
                (3550, "meals", "2026-09-30", "lunch, with \"Bob\"", 1),
                (800_000, "salary", "2026-10-01", "", 1),
                (1250, "coffee", "2026-10-01", "flat white; large", 1),
                (1250, "coffee", "2026-10-01", "flat white; large", 1),
                (300_000, "housing", "2026-11-02", "rent  (two spaces)", 1),
                (4200, "transport", "2026-10-03", "train 🚆", trip.id),
                (999, "snacks", "2026-11-21", "", 1),
            ]
            for (index, row) in rows.enumerated() {
                try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: row.0), category: row.1, type: nil,
                        date: try #require(Day(iso: row.2)),
                        note: row.3,
                        photo: index == 6 ? photo : nil), to: row.4,
                    now: Timestamp(milliseconds: Self.now.milliseconds + Int64(index)))
            }
        }
        return store
    }

    /// The fields an export carries, with names for ids.
    func exported(_ store: LedgerStore) throws -> [String] {
        try store.read { ledger in
            var bills: [Bill] = []
            try ledger.forEachMonth(
                of: ledger.state.books.map(\.id), from: Period.all.start, through: Period.all.end
            ) {
                bills += $0
            }
            return bills.map { bill in
                [
                    bill.id, bill.date.description, bill.type.rawValue, bill.amount.description,
                    ledger.state.category(bill.category)?.title ?? "",
                    ledger.state.book(bill.book)?.name ?? "", bill.note,
                    bill.created.description,
                ].joined(separator: "|")
            }
        }
    }

    @Test(arguments: [(ImportFormat.csv, BillExport.Format.csv), (.json, .json), (.jsonl, .jsonl)])
    func exportThenImportGivesTheSameBills(_ format: ImportFormat, _ exportFormat: BillExport.Format) throws {
        try withTemporaryDirectory { dir in
            let source = try sampleLedger(dir)
            let text = try source.read { ledger -> String in
                try BillExport(format: exportFormat, books: ledger.state.books, period: .all).text(from: ledger)
            }
            let target = LedgerStore(directory: dir + "/b")
            try target.write { try $0.addBook(name: "Trip", currency: "€") }
            let batch = try BillImport(
                bytes: Array(text.utf8), source: "export", path: "export.\(format)",
                options: .init(createCategories: true))
            let outcome = try target.write { try batch.apply(to: $0, book: nil, now: Self.now) }
            #expect(outcome.imported.count == 7)
            #expect(outcome.createdCategories.map(\.title) == ["咖啡"])
            #expect(try exported(target) == (try exported(source)))
            #expect(
                try target.read { ledger in
                    try ledger.bills(of: 1, in: Month(iso: "2026-11")!).allSatisfy { $0.photo == nil }
                })
            let again = try target.write { try batch.apply(to: $0, book: nil, now: Self.now) }
            #expect(again.imported.isEmpty && again.skipped == 7)
        }
    }

    @Test func csvHasEveryFieldUnderItsColumn() throws {
        try withTemporaryDirectory { dir in
            let csv = try sampleLedger(dir).read { ledger in
                try BillExport(format: .csv, books: ledger.state.books, period: Period.read("2026-09", forms: .month, otherwise: .all, today: .epoch))
                    .text(from: ledger)
            }
            let lines = csv.split(separator: "\r\n")
            #expect(
                lines.first
                    == "date,type,amount,category,note,book,id,photo,created,payee,ref,categoryAlias,account,toAccount,toAmount,fee,time"
            )
            #expect(lines.count == 2)
            #expect(
                lines.last?.hasPrefix("2026-09-30,expense,35.50,用餐,\"lunch, with \"\"Bob\"\"\",日常账本,") == true
            )
        }
    }

    /// Runs a tool on a journal; its standard output.
    func run(_ tool: String, _ arguments: [String]) throws -> String {
        let result = try RunResult(running: URL(fileURLWithPath: tool), arguments: arguments)
        #expect(result.status == 0, "\(tool) \(arguments): \(result.stderr)")
        return result.stdout
    }

    /// timi's totals per account, as the journal names them: `assets:<book>` the balance,
    /// `expenses:<category>` the expense, `income:<category>` minus the income.
    func expectedTotals(_ store: LedgerStore) throws -> [String: String] {
        try store.read { ledger in
            var totals: [String: String] = [:]
            for book in ledger.state.books {
                let sum = MonthSummary.total(of: try ledger.summaries(of: book.id).values)
                totals["assets:" + book.name] = book.currency + sum.balance.description
                for (id, total) in sum.categories {
                    guard let category = ledger.state.category(id) else { continue }
                    let signed = category.type == .expense ? total.total : -total.total
                    totals[(category.type == .expense ? "expenses:" : "income:") + category.title] =
                        book.currency + signed.description
                }
            }
            return totals
        }
    }

    @Test(
        .enabled(
            if: ExternalTool.runs("ledger", "hledger"),
            Comment(rawValue: ExternalTool.skipReason("ledger", "hledger"))))
    func ledgerAndHledgerReadTheJournalWithTimisTotals() throws {
        try withTemporaryDirectory { dir in
            let store = try sampleLedger(dir)
            let path = dir + "/timi.journal"
            try Data(
                try store.read { ledger in
                    try BillExport(format: .journal, books: ledger.state.books, period: .all).text(
                        from: ledger)
                }.utf8
            ).write(to: URL(fileURLWithPath: path))
            let expected = try expectedTotals(store)
            let ledgerOutput = try run(
                try #require(ExternalTool.path("ledger")),
                ["-f", path, "bal", "--flat", "--no-total", "--format", "%(account)=%(display_total)\\n"])
            let fromLedger = Dictionary(
                uniqueKeysWithValues: ledgerOutput.split(separator: "\n").map { line in
                    let parts = line.split(separator: "=", maxSplits: 1)
                    return (String(parts[0]), String(parts.last ?? ""))
                })
            #expect(fromLedger == expected)
            let hledgerOutput = try run(
                try #require(ExternalTool.path("hledger")), ["-f", path, "bal", "--flat", "-N", "-O", "csv"])
            let fromHledger = Dictionary(
                uniqueKeysWithValues: hledgerOutput.split(separator: "\n").dropFirst().map { line in
                    let cells = try! CSV.records(Array(line.utf8))[0].fields
                    return (cells[0], cells[1])
                })
            #expect(fromHledger == expected)
        }
    }
}

extension BillExport {
    /// The export as one string.
    func text(from ledger: Ledger) throws -> String {
        var bytes: [UInt8] = []
        try write(from: ledger) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }
}
