import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// The months' change logs (``MonthLog``): every reader sees the bills a spliced month file would
/// hold, a log is folded past its limit, undo and redo put the files back, an older timi refuses the
/// ledger, and a log that does not apply to its month file is noticed.
struct MonthLogTests {
    static let month = Month(iso: "2026-10")!
    static let other = Month(iso: "2026-11")!

    /// Folding a log into a month's bills gives them in chronological order, the hidden ones left
    /// out, whatever the dates: the merge from the end is checked against a sort of all of them.
    @Test(arguments: 0..<40)
    func foldingMergesInChronologicalOrder(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        func bills(_ count: Int, prefix: String) -> [Bill] {
            (0..<count).map { index in
                Bill(
                    id: "\(prefix)-\(index)",
                    date: Day(year: 2026, month: 10, day: Int.random(in: 1...5, using: &random))!,
                    type: .expense, amount: Money(cents: 100), category: 1, book: 1, note: "",
                    created: Timestamp(milliseconds: Int64.random(in: 0...3, using: &random)))
            }
            .sorted(by: Bill.chronological)
        }
        let file = bills(Int.random(in: 0...30, using: &random), prefix: "f")
        let logged = bills(Int.random(in: 0...6, using: &random), prefix: "l")
        let removed = file.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }.map(\.id)
        let log = MonthLog(base: 0, removed: removed.sorted(), bills: logged)
        let kept = logged.filter { _ in Int.random(in: 0..<3, using: &random) > 0 }
        let folded = log.folded(into: file, hiding: true) { bill in kept.contains { $0.id == bill.id } }
        let expected = (file.filter { !removed.contains($0.id) } + kept).sorted(by: Bill.chronological)
        #expect(folded.map(\.id) == expected.map(\.id))
        #expect(
            log.folded(into: file) { _ in true }.map(\.id)
                == (file + logged).sorted(by: Bill.chronological).map(\.id))
    }

    /// A ledger with 120 bills in 2026-10 (a ~25 KB month file) and one in 2026-11.
    func seeded(_ dir: String) throws -> (LedgerStore, [String: Bill]) {
        let store = LedgerStore(directory: dir)
        let bills = try store.write { ledger in
            try (0..<120).map { index in
                try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: Int64(100 + index)),
                        category: index % 7 == 0 ? "salary" : "meals",
                        type: nil, date: Day(year: 2026, month: 10, day: 1 + index % 28)!,
                        note: "seeded bill \(index)"),
                    to: 1, now: Timestamp(milliseconds: Int64(index)))
            } + [
                ledger.addBill(
                    BillDraft(
                        amount: Money(cents: 5), category: "meals", type: nil,
                        date: Day(year: 2026, month: 11, day: 2)!,
                        note: "november"),
                    to: 1, now: Timestamp(milliseconds: 500))
            ]
        }
        return (store, Dictionary(uniqueKeysWithValues: bills.map { ($0.id, $0) }))
    }

    func path(_ dir: String, _ month: Month, _ suffix: String) -> String {
        "\(dir)/bills/1/\(month)\(suffix)"
    }

    /// Adds a bill of `cents` in meals on `day` to book 1, created at `milliseconds`, in a change of its own.
    @discardableResult
    func add(_ store: LedgerStore, cents: Int64, on day: Day, note: String, at milliseconds: Int64) throws
        -> Bill
    {
        try store.write { ledger in
            try ledger.addBill(
                BillDraft(amount: Money(cents: cents), category: "meals", type: nil, date: day, note: note),
                to: 1, now: Timestamp(milliseconds: milliseconds))
        }
    }

    @Test func randomChangesReadTheSameEverywhere() throws {
        try withTemporaryDirectory { dir in
            let (store, seededModel) = try seeded(dir)
            var model = seededModel
            var random = SeededRandom(seed: 15)
            var logsWritten = 0
            var seals = 0
            let monthFile = try FileManager.default.attributesOfItem(atPath: path(dir, Self.month, ".json"))
            for step in 0..<110 {
                let sealedBefore = sealedLogs(dir)
                let ids = model.keys.sorted()
                switch Int.random(in: 0..<10, using: &random) {
                case 0...4:
                    let bill = try store.write { ledger in
                        try ledger.addBill(
                            BillDraft(
                                amount: Money(cents: Int64(step + 1)), category: "meals", type: nil,
                                date: Day(year: 2026, month: 10, day: 1 + step % 28)!,
                                note: "step \(step)"),
                            to: 1, now: Timestamp(milliseconds: Int64(1000 + step)))
                    }
                    model[bill.id] = bill
                case 5...7:
                    let id = ids[Int.random(in: 0..<ids.count, using: &random)]
                    let moving = Int.random(in: 0..<4, using: &random) == 0
                    model[id] = try store.write { ledger in
                        try ledger.editBill(
                            try ledger.bill(matching: id),
                            BillChanges(
                                amount: Money(cents: Int64(step + 7)),
                                date: moving ? Day(year: 2026, month: 11, day: 3) : nil))
                    }
                default:
                    let id = ids[Int.random(in: 0..<ids.count, using: &random)]
                    try store.write { ledger in try ledger.deleteBills([try ledger.bill(matching: id)]) }
                    model[id] = nil
                }
                if FileManager.default.fileExists(atPath: path(dir, Self.month, ".changes")) {
                    logsWritten += 1
                }
                if sealedLogs(dir) > sealedBefore { seals += 1 }
                try check(store, dir: dir, model: model, step: step)
                if step % 40 == 39 {
                    // Undo and redo put back exactly the files and what every reader sees.
                    let before = try snapshot(dir)
                    try store.undo()
                    try store.redo()
                    #expect(try snapshot(dir) == before, "step \(step)")
                    try check(store, dir: dir, model: model, step: step)
                }
            }
            #expect(logsWritten > 100)
            #expect(seals >= 1)
            // No change rewrote the month file (of 8 KiB or more): the logs took them all.
            let after = try FileManager.default.attributesOfItem(atPath: path(dir, Self.month, ".json"))
            #expect(after[.systemFileNumber] as? Int == monthFile[.systemFileNumber] as? Int)
            #expect(after[.modificationDate] as? Date == monthFile[.modificationDate] as? Date)
            // Doctor finds nothing wrong, folds the logs into the month file, and the bills stay.
            let report = try store.doctor()
            #expect(report.findings.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: path(dir, Self.month, ".changes")))
            #expect(sealedLogs(dir) == 0)
            try check(store, dir: dir, model: model, step: -1)
        }
    }

    /// Every reader of the month against the model: read whole, read for totals, the timeline's
    /// search, the export's stored bills, a bill by id, the summaries; and the files: the month file
    /// with its log spliced in is what encoding the model's bills gives.
    func check(_ store: LedgerStore, dir: String, model: [String: Bill], step: Int) throws {
        let expected = model.values.filter { $0.date.yearMonth == Self.month }.sorted(by: Bill.chronological)
        try store.read { (ledger: Ledger) throws in
            #expect(try ledger.bills(of: 1, in: Self.month) == expected, "step \(step)")
        }
        try store.read { (ledger: Ledger) throws in
            var counted = 0
            let kept = try ledger.bills(of: 1, in: Self.month) { amount in
                counted += 1
                return amount.type == .income
            }
            #expect(counted == expected.count, "step \(step)")
            #expect(kept == expected.filter { $0.type == .income }, "step \(step)")
        }
        try store.read { (ledger: Ledger) throws in
            var found: [Bill] = []
            try ledger.forEachMonth(of: 1, [Self.month], matching: BillFilter(search: "step")) { found += $0 }
            #expect(found == expected.filter { $0.note.contains("step") }, "step \(step)")
            var all: [Bill] = []
            try ledger.forEachMonth(
                of: [1], from: Day(year: 2026, month: 10, day: 1)!,
                through: Day(year: 2026, month: 10, day: 31)!
            ) { all += $0 }
            #expect(all == expected, "step \(step)")
            let october = try Period.read(
                nil, from: "2026-10-01", to: "2026-10-31", forms: .any, otherwise: .all, today: .epoch)
            let exported = try BillExport(format: .jsonl, books: [ledger.state.books[0]], period: october)
                .text(from: ledger)
            #expect(
                exported == expected.map { $0.jsonObject(in: ledger.state) + "\n" }.joined(), "step \(step)")
            let plain = try TimelineReport.plainText(
                ledger: ledger, book: ledger.state.books[0], period: october, filter: BillFilter(),
                order: BillOrder(), limit: nil, style: TextStyle(width: 100))
            let report = try TimelineReport(ledger: ledger, book: ledger.state.books[0], period: october)
            #expect(
                plain
                    == (expected.isEmpty
                        ? nil : report.textBytes(in: ledger.state, style: TextStyle(width: 100))),
                "step \(step)")
            #expect(
                try ledger.summaries(of: 1)[Self.month]
                    == (expected.isEmpty
                        ? nil
                        : {
                            var summary = MonthSummary(bills: expected)
                            let stored = try? ledger.summaries(of: 1)[Self.month]
                            (summary.file, summary.contentHash) = (stored?.file, stored?.contentHash)
                            (summary.log, summary.logHash, summary.sealed) = (
                                stored?.log, stored?.logHash, stored?.sealed
                            )
                            return summary
                        }()),
                "step \(step)")
        }
        for bill in model.values.shuffled().prefix(5) {
            try store.read { (ledger: Ledger) throws in
                #expect(try ledger.bill(matching: bill.id) == bill, "step \(step)")
            }
        }
        let bytes = Array(FileManager.default.contents(atPath: path(dir, Self.month, ".json")) ?? Data())
        if let logBytes = FileManager.default.contents(atPath: path(dir, Self.month, ".changes")) {
            #expect(logBytes.count <= MonthLog.limit(monthFileSize: bytes.count), "step \(step)")
            let logs = try #require(
                try MonthLog.readChain(
                    at: path(dir, Self.month, ".changes"), book: 1, month: Self.month, categories: nil))
            for number in logs.current.sealed.indices {
                let sealed = FileManager.default.contents(
                    atPath: path(dir, Self.month, ".\(number + 1).changes"))
                #expect((sealed?.count ?? .max) <= MonthLog.largest, "step \(step)")
            }
            #expect(logs.folded.base == ByteHash.of(bytes) && logs.folded.sealedIntact, "step \(step)")
            let spliced = MonthFile.patch(
                bytes, removing: logs.folded.hiddenIDs, inserting: logs.folded.bills)
            #expect(
                spliced?.bytes == MonthFile.encode(expected), "step \(step): the logs fold into another month"
            )
        } else if !expected.isEmpty {
            #expect(bytes == MonthFile.encode(expected), "step \(step): the month file is not the month")
        }
    }

    /// How many sealed logs the month has on disk.
    func sealedLogs(_ dir: String) -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: dir + "/bills/1"))?.filter {
            MonthLog.parse(logName: $0).map { $0.month == Self.month && $0.sealed != nil } ?? false
        }.count ?? 0
    }

    /// Every file of the ledger but the undo history, the lock and the redo logs, with its bytes.
    func snapshot(_ dir: String) throws -> [String: Data] { ledgerFiles(dir) }

    /// Reads the format of the `ledger.json` at `path` as a timi that reads up to `supported` would.
    /// - Throws: ``LedgerError/newerFormat(path:found:supported:)`` when that timi refuses it.
    static func checkFormat(of path: String, readingUpTo supported: Int) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        try StorageDecoding.decode(bytes, path: path, supportedFormat: supported) { reader -> (Int?, Void) in
            var format: Int?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                if case "format" = key { format = try reader.readSmallInt() } else { try reader.skipValue() }
            }
            return (format, ())
        }
    }

    /// A month holding a bill with an account and one with a time of day (a file of format 5) is
    /// changed by its log as any other: a bill is found on its line, an edit and a delete write a
    /// change log, never the month file.
    @Test func aMonthWithAccountsAndTimesIsChangedByItsLog() throws {
        try withTemporaryDirectory { dir in
            let (store, seededModel) = try seeded(dir)
            var model = seededModel
            let (withAccount, withTime) = try store.write { ledger in
                _ = try ledger.addAccount(name: "card", kind: .credit)
                var draft = BillDraft(
                    amount: Money(cents: 321), category: "meals", type: nil,
                    date: Day(year: 2026, month: 10, day: 3)!, note: "paid by card")
                draft.account = "card"
                let withAccount = try ledger.addBill(draft, to: 1, now: Timestamp(milliseconds: 7000))
                draft.account = nil
                draft.time = "12:34"
                let withTime = try ledger.addBill(draft, to: 1, now: Timestamp(milliseconds: 7001))
                return (withAccount, withTime)
            }
            model[withAccount.id] = withAccount
            model[withTime.id] = withTime
            let monthPath = path(dir, Self.month, ".json")
            let logPath = path(dir, Self.month, ".changes")
            _ = try store.doctor(repair: true)  // folds the log into the month file
            #expect(!FileManager.default.fileExists(atPath: logPath))
            let fileBefore = try Data(contentsOf: URL(fileURLWithPath: monthPath))
            #expect(String(decoding: fileBefore.suffix(16), as: UTF8.self).contains("\"format\":5"))
            #expect(fileBefore.count >= MonthLog.smallestMonthFile)
            let victim = model.values.filter {
                $0.date.yearMonth == Self.month && $0.account == nil && $0.time == nil
            }
            .sorted { $0.id < $1.id }[0]
            try store.write { ledger in
                #expect(try ledger.bill(matching: withAccount.id).account == withAccount.account)
                try ledger.deleteBills([try ledger.bill(matching: victim.id)])
            }
            model[victim.id] = nil
            #expect(FileManager.default.fileExists(atPath: logPath))
            #expect(try Data(contentsOf: URL(fileURLWithPath: monthPath)) == fileBefore)
            try store.write { ledger in try ledger.deleteBills([try ledger.bill(matching: withTime.id)]) }
            model[withTime.id] = nil
            #expect(try Data(contentsOf: URL(fileURLWithPath: monthPath)) == fileBefore)
            let expected = model.values.filter { $0.date.yearMonth == Self.month }.sorted(
                by: Bill.chronological)
            try store.read { (ledger: Ledger) throws in
                #expect(try ledger.bills(of: 1, in: Self.month) == expected)
            }
        }
    }

    @Test func theFirstLogMakesAnOlderTimiRefuseTheLedger() throws {
        try withTemporaryDirectory { dir in
            let (store, _) = try seeded(dir)
            let state = dir + "/ledger.json"
            #expect(
                String(decoding: try Data(contentsOf: URL(fileURLWithPath: state)), as: UTF8.self).contains(
                    "\"format\":1,"))
            try add(store, cents: 1, on: Day(year: 2026, month: 10, day: 5)!, note: "x", at: 9000)
            #expect(FileManager.default.fileExists(atPath: path(dir, Self.month, ".changes")))
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: state)))
            #expect(String(decoding: bytes, as: UTF8.self).contains("\"format\":2,"))
            // What a timi that reads up to format 1 says.
            #expect(throws: LedgerError.newerFormat(path: state, found: 2, supported: 1)) {
                try Self.checkFormat(of: state, readingUpTo: LedgerState.formatWithoutLogs)
            }
            // Undoing the change takes the log away; the format stays (it is only ever raised).
            try store.undo()
            #expect(!FileManager.default.fileExists(atPath: path(dir, Self.month, ".changes")))
        }
    }

    @Test func aLogWhoseMonthFileWasEditedByHandIsAppliedAndFolded() throws {
        try withTemporaryDirectory { dir in
            let (store, seededModel) = try seeded(dir)
            var model = seededModel
            let added = try addLogged(store, note: "logged")
            model[added.id] = added
            let victim = model.values.filter { $0.date.yearMonth == Self.month && $0.id != added.id }.sorted {
                $0.id < $1.id
            }[0]
            try store.write { ledger in try ledger.deleteBills([try ledger.bill(matching: victim.id)]) }
            model[victim.id] = nil
            #expect(FileManager.default.fileExists(atPath: path(dir, Self.month, ".changes")))
            // The month file rewritten by hand (pretty-printed): the log no longer applies to its bytes,
            // but its bills are still there and the removed one still gone.
            let monthPath = path(dir, Self.month, ".json")
            let object = try JSONSerialization.jsonObject(
                with: try Data(contentsOf: URL(fileURLWithPath: monthPath)))
            try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]).write(
                to: URL(fileURLWithPath: monthPath))
            let expected = model.values.filter { $0.date.yearMonth == Self.month }.sorted(
                by: Bill.chronological)
            try store.read { (ledger: Ledger) throws in
                #expect(try ledger.bills(of: 1, in: Self.month) == expected)
                #expect(try ledger.summaries(of: 1)[Self.month]?.count == expected.count)
            }
            // The next change writes the month whole, without the log.
            try add(store, cents: 3, on: Day(year: 2026, month: 11, day: 9)!, note: "other month", at: 9100)
            #expect(!FileManager.default.fileExists(atPath: path(dir, Self.month, ".changes")))
            #expect(
                Array(try Data(contentsOf: URL(fileURLWithPath: monthPath))) == MonthFile.encode(expected))
        }
    }

    /// A bill put into a month changes its log alone, made on the content hash the month's summary
    /// gives the file, without reading the file. A file edited by hand with its size and time put back
    /// is not that file: the next read notices, keeps the hand's bills and the bill put in, and the
    /// next change writes the month whole.
    @Test func aBillPutIntoAMonthEditedByHandBehindItsTimeIsKept() throws {
        try withTemporaryDirectory { dir in
            let (store, seededModel) = try seeded(dir)
            let monthPath = path(dir, Self.month, ".json")
            var info = stat()
            #expect(stat(monthPath, &info) == 0)
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: monthPath)), as: UTF8.self)
            #expect(text.contains("seeded bill 17\""))
            try Data(text.replacingOccurrences(of: "seeded bill 17\"", with: "seeded bill 1X\"").utf8).write(
                to: URL(fileURLWithPath: monthPath))
            var times = [info.st_atim, info.st_mtim]
            #expect(utimensat(AT_FDCWD, monthPath, &times, 0) == 0)
            let added = try addLogged(store, note: "put in")
            #expect(FileManager.default.fileExists(atPath: path(dir, Self.month, ".changes")))
            var model = seededModel
            model[added.id] = added
            for (id, bill) in model where bill.note == "seeded bill 17" { model[id]?.note = "seeded bill 1X" }
            let expected = model.values.filter { $0.date.yearMonth == Self.month }.sorted(
                by: Bill.chronological)
            try store.read { (ledger: Ledger) throws in
                #expect(try ledger.bills(of: 1, in: Self.month) == expected)
            }
            // A change that reads the month (taking the bill out again) writes it whole, without the log.
            try store.write { ledger in try ledger.deleteBills([try ledger.bill(matching: added.id)]) }
            #expect(!FileManager.default.fileExists(atPath: path(dir, Self.month, ".changes")))
            #expect(
                Array(try Data(contentsOf: URL(fileURLWithPath: monthPath)))
                    == MonthFile.encode(expected.filter { $0.id != added.id }))
        }
    }

    /// A bill edited or deleted in a month of 8 KiB or more is read from its line alone, but the file is
    /// hashed first: one edited by hand with its size and time put back is noticed by that change, which
    /// reads it whole and writes it whole, the hand's bills and the change both kept, its totals rebuilt.
    @Test(arguments: [false, true])
    func aBillChangedInAMonthEditedByHandBehindItsTimeIsKept(deleting: Bool) throws {
        try withTemporaryDirectory { dir in
            let (store, seededModel) = try seeded(dir)
            let monthPath = path(dir, Self.month, ".json")
            var info = stat()
            #expect(stat(monthPath, &info) == 0)
            #expect(info.st_size >= MonthLog.smallestMonthFile)
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: monthPath)), as: UTF8.self)
            try Data(text.replacingOccurrences(of: "seeded bill 17\"", with: "seeded bill 1X\"").utf8).write(
                to: URL(fileURLWithPath: monthPath))
            var times = [info.st_atim, info.st_mtim]
            #expect(utimensat(AT_FDCWD, monthPath, &times, 0) == 0)
            var model = seededModel
            for (id, bill) in model where bill.note == "seeded bill 17" { model[id]?.note = "seeded bill 1X" }
            let target = try #require(model.values.first { $0.note == "seeded bill 3" })
            try store.write { ledger in
                let bill = try ledger.bill(matching: target.id)
                if deleting {
                    try ledger.deleteBills([bill])
                } else {
                    var changes = BillChanges()
                    changes.note = "changed"
                    _ = try ledger.editBill(bill, changes)
                }
            }
            #expect(!FileManager.default.fileExists(atPath: path(dir, Self.month, ".changes")))
            if deleting { model[target.id] = nil } else { model[target.id]?.note = "changed" }
            let expected = model.values.filter { $0.date.yearMonth == Self.month }.sorted(
                by: Bill.chronological)
            try store.read { (ledger: Ledger) throws in
                let bills = try ledger.bills(of: 1, in: Self.month)
                #expect(bills.map(\.id) == expected.map(\.id))
                #expect(bills.map(\.note) == expected.map(\.note))
                let summary = try ledger.summaries(of: 1)[Self.month]
                #expect(summary?.count == expected.count)
                #expect(summary?.expense == MonthSummary(bills: expected).expense)
            }
            let written = String(
                decoding: try Data(contentsOf: URL(fileURLWithPath: monthPath)), as: UTF8.self)
            #expect(written.contains("seeded bill 1X\""))
            #expect(written.contains(target.id) != deleting)
        }
    }

    @Test func aLogEditedByHandIsNoticed() throws {
        try withTemporaryDirectory { dir in
            let (store, _) = try seeded(dir)
            let added = try addLogged(store, note: "logged")
            let logPath = path(dir, Self.month, ".changes")
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: logPath)), as: UTF8.self)
            try Data(text.replacingOccurrences(of: "\"0.77\"", with: "\"0.99\"").utf8).write(
                to: URL(fileURLWithPath: logPath))
            try store.read { (ledger: Ledger) throws in
                #expect(try ledger.bill(matching: added.id).amount == Money(cents: 99))
                let summary = try ledger.summaries(of: 1)[Self.month]
                #expect(
                    summary?.expense == MonthSummary(bills: try ledger.bills(of: 1, in: Self.month)).expense)
            }
            // A damaged log stops what reads the month, naming the log.
            try Data("{\"bills\":[".utf8).write(to: URL(fileURLWithPath: logPath))
            #expect {
                try store.read { (ledger: Ledger) throws in try ledger.bills(of: 1, in: Self.month) }
            } throws: { error in
                guard case .corruptFile(let path, _)? = error as? LedgerError else { return false }
                return path == logPath
            }
        }
    }

    /// Adds a bill to 2026-10, which the change log of the month records.
    func addLogged(_ store: LedgerStore, note: String) throws -> Bill {
        try add(store, cents: 77, on: Day(year: 2026, month: 10, day: 9)!, note: note, at: 9000)
    }

    /// `doctor --quarantine` moves a damaged change log alone: the report names the log, the bills of
    /// the month file stay and read, the log's changes leave, and undo puts the log back.
    @Test func aDamagedLogIsQuarantinedAloneAndItsMonthFileStays() throws {
        try withTemporaryDirectory { dir in
            let (store, model) = try seeded(dir)
            let logged = try addLogged(store, note: "logged")
            let logPath = path(dir, Self.month, ".changes")
            try Data("{\"bills\":[".utf8).write(to: URL(fileURLWithPath: logPath))
            let damaged = try snapshot(dir)
            let report = try store.doctor(repair: true, quarantine: true)
            let finding = report.findings.first { $0.path == "bills/1/2026-10.changes" }
            #expect(finding?.action.contains("quarantine/1/2026-10.changes") == true, "\(report.findings)")
            #expect(!report.findings.contains { $0.path == "bills/1/2026-10.json" }, "\(report.findings)")
            #expect(!FileManager.default.fileExists(atPath: logPath))
            #expect(FileManager.default.fileExists(atPath: dir + "/quarantine/1/2026-10.changes"))
            try store.read { (ledger: Ledger) throws in
                let ids = Set(try ledger.bills(of: 1, in: Self.month).map(\.id))
                #expect(ids == Set(model.values.filter { $0.date.yearMonth == Self.month }.map(\.id)))
                #expect(!ids.contains(logged.id))
            }
            #expect(try store.doctor(repair: false).isHealthy)
            try store.undo()
            #expect(try snapshot(dir) == damaged)
        }
    }

    /// A change log without its month file (left by hand) is read by nothing: the doctor says so,
    /// the month shows no bills, and the next change of that month removes it rather than bringing
    /// its bills back.
    @Test func aLogWithoutItsMonthFileIsIgnoredEverywhere() throws {
        try withTemporaryDirectory { dir in
            let (store, _) = try seeded(dir)
            let logged = try addLogged(store, note: "logged")
            try FileManager.default.removeItem(atPath: path(dir, Self.month, ".json"))
            let report = try store.doctor(repair: false)
            #expect(
                report.findings.contains {
                    $0.path == "bills/1/2026-10.changes"
                        && $0.problem == "is a change log without its month file"
                }, "\(report.findings)")
            try store.read { (ledger: Ledger) throws in
                #expect(try ledger.bills(of: 1, in: Self.month).isEmpty)
            }
            let added = try addLogged(store, note: "after")
            #expect(!FileManager.default.fileExists(atPath: path(dir, Self.month, ".changes")))
            try store.read { (ledger: Ledger) throws in
                #expect(try ledger.bills(of: 1, in: Self.month).map(\.id) == [added.id])
                #expect(throws: LedgerError.self) { try ledger.bill(matching: logged.id) }
            }
        }
    }
}
