import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// `doctor()` repairs what is safe, says what it cannot, and leaves a healthy ledger alone.
struct DoctorTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    func draft(_ cents: Int64, _ day: String = "2026-11-05", photo: String? = nil) -> BillDraft {
        BillDraft(
            amount: Money(cents: cents), category: nil, type: nil, date: Day(iso: day) ?? .epoch, photo: photo
        )
    }

    /// A ledger with bills in two months, one with a photo.
    func prepare(_ dir: String) throws -> LedgerStore {
        let store = LedgerStore(directory: dir + "/ledger")
        let photo = dir + "/photo.png"
        try Data("png".utf8).write(to: URL(fileURLWithPath: photo))
        try store.write { ledger in
            try ledger.addBill(draft(100), to: 1, now: Self.now)
            try ledger.addBill(draft(250, "2026-10-31", photo: photo), to: 1, now: Self.now)
        }
        return store
    }

    func write(_ text: String, _ path: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    @Test func aHealthyLedgerIsLeftByteForByteAlone() throws {
        try withTemporaryDirectory { dir in
            let store = try prepare(dir)
            let before = snapshot(store.directory)
            let report = try store.doctor()
            #expect(report.findings.isEmpty)
            #expect(report.isHealthy)
            #expect(
                (report.books, report.months, report.bills, report.attachments, report.undoEntries) == (
                    1, 2, 2, 1, 1
                ))
            #expect(snapshot(store.directory) == before)
            #expect(throws: LedgerError.noLedger(path: dir + "/none")) {
                try LedgerStore(directory: dir + "/none").doctor()
            }
        }
    }

    @Test func repairsWhatIsSafeAndTheRepairCanBeUndone() throws {
        try withTemporaryDirectory { dir in
            let store = try prepare(dir)
            let ledger = store.directory
            try write("x", ledger + "/bills/1/.2026-11.json.tmp-1-2")
            try FileManager.default.createDirectory(
                atPath: ledger + "/undo/.3.tmp-9-9", withIntermediateDirectories: true)
            try write("stray", ledger + "/attachments/stray.png")
            let month = ledger + "/bills/1/2026-11.json"
            try write(
                try String(contentsOfFile: month, encoding: .utf8).replacingOccurrences(
                    of: "1.00", with: "7.00"), month)
            let dry = try store.doctor(repair: false)
            #expect(dry.findings.map(\.outcome) == Array(repeating: .wouldRepair, count: 4))
            #expect(!dry.isHealthy)

            let report = try store.doctor()
            #expect(
                report.findings.map(\.path) == [
                    "bills/1/.2026-11.json.tmp-1-2", "undo/.3.tmp-9-9", "bills/1/2026.totals",
                    "attachments/stray.png",
                ])
            #expect(report.isHealthy)
            #expect(!FileManager.default.fileExists(atPath: ledger + "/attachments/stray.png"))
            let summary = try store.read { try $0.monthStore.storedSummaries()[1]?[Month(iso: "2026-11")!] }
            #expect(summary?.expense == Money(cents: 700))
            #expect(summary?.file == (try FileSystem.fingerprint(month)))
            #expect(try store.doctor().findings.isEmpty)
            #expect(
                try store.undoHistory().first?.description
                    == "doctor: rebuild 1 month total of 日常账本, remove 1 unused attachment")
            try store.undo()
            #expect(FileManager.default.fileExists(atPath: ledger + "/attachments/stray.png"))
        }
    }

    /// A ledger copied without its files' times (`cp -r`) looks edited by hand in every month; the
    /// first change reads them, and its commit saves their totals with the new fingerprints, so the
    /// ledger is healthy again (not read whole by every change after it, a matter of seconds at 1M).
    @Test func aChangeSavesTheTotalsOfMonthsCopiedWithoutTheirTimes() throws {
        try withTemporaryDirectory { dir in
            let store = try prepare(dir)
            let target = try store.write { ledger in
                try ledger.addBill(draft(300, "2025-12-24"), to: 1, now: Self.now)
            }
            for name in try FileManager.default.contentsOfDirectory(atPath: dir + "/ledger/bills/1")
            where name.hasSuffix(".json") {
                try FileManager.default.setAttributes(
                    [.modificationDate: Date(timeIntervalSince1970: 1_000_000)],
                    ofItemAtPath: dir + "/ledger/bills/1/" + name)
            }
            let copied = try store.doctor(repair: false).findings.map(\.path)
            #expect(copied.sorted() == ["bills/1/2025.totals", "bills/1/2026.totals", "bills/1/2026.totals"])
            // The id index already had every bill where it is: none of its files is written again.
            func indexFiles() throws -> [String: Int] {
                let ids = dir + "/ledger/ids"
                return try Dictionary(
                    uniqueKeysWithValues: FileManager.default.contentsOfDirectory(atPath: ids).map {
                        (
                            $0,
                            try #require(
                                FileManager.default.attributesOfItem(atPath: ids + "/" + $0)[
                                    .systemFileNumber] as? Int)
                        )
                    })
            }
            let index = try indexFiles()
            try store.write { ledger in
                let bill = try ledger.bill(matching: target.id)
                var changes = BillChanges()
                changes.note = "moved nothing"
                _ = try ledger.editBill(bill, changes)
            }
            #expect(try store.doctor(repair: false).findings.isEmpty)
            #expect(try indexFiles() == index)
            #expect(!index.isEmpty)
        }
    }

    @Test func finishesAnInterruptedChangeFirst() throws {
        try withTemporaryDirectory { dir in
            let store = try prepare(dir)
            store.commitObserver = { if $0 == .journalWritten { throw CancellationError() } }
            #expect(throws: CancellationError.self) { try store.write { try $0.addBook(name: "旅行") } }
            store.commitObserver = { _ in }
            let waiting = RedoLog.fileNames[try #require(try RedoLog.newest(in: store.directory)).slot]
            #expect(try store.doctor(repair: false).findings.map(\.path) == [waiting])
            let report = try store.doctor()
            #expect(report.findings.map(\.path) == [waiting])
            #expect(report.isHealthy)
            #expect(try store.read { $0.state.books.count } == 2)
        }
    }

    @Test func saysWhatItCannotRepair() throws {
        try withTemporaryDirectory { dir in
            let store = try prepare(dir)
            let ledger = store.directory
            let november = try String(contentsOfFile: ledger + "/bills/1/2026-11.json", encoding: .utf8)
            let id = try store.read { try $0.bills(of: 1, in: Month(iso: "2026-11")!)[0].id }
            // The same bill copied into another month (of the same book), a stray folder and file,
            // a lost photo, and a damaged undo entry.
            try write(
                november.replacingOccurrences(of: "2026-11-05", with: "2026-09-05"),
                ledger + "/bills/1/2026-09.json")
            try FileManager.default.createDirectory(
                atPath: ledger + "/bills/77", withIntermediateDirectories: true)
            try write(november, ledger + "/bills/77/2026-11.json")
            try FileManager.default.createDirectory(
                atPath: ledger + "/bills/78", withIntermediateDirectories: true)
            try write("notes", ledger + "/bills/1/notes.txt")
            let photo = try #require(try FileSystem.list(ledger + "/attachments").first)
            try FileManager.default.removeItem(atPath: ledger + "/attachments/" + photo)
            try write("{", ledger + "/undo/1.json")
            let report = try store.doctor()
            let cannot = report.findings.filter { $0.outcome == .cannotRepair }
            #expect(
                cannot.map(\.path) == [
                    "undo/1.json", "bills/77", "attachments/" + photo, "bills/1/2026-11.json",
                    "bills/1/notes.txt",
                ])
            #expect(cannot[3].problem == "the bill id \(id) is also used in bills/1/2026-09.json")
            #expect(cannot[0].problem.contains("line 1, column 2"))
            #expect(cannot[2].action == "remove it from the bill: timi edit \(photo.prefix(8)) --no-photo")
            // In Chinese, each problem and action with its values where Chinese puts them.
            #expect(cannot[3].problem(in: .chinese) == "账单编号 \(id) 在 bills/1/2026-09.json 里也用到了")
            #expect(cannot[2].action(in: .chinese) == "把它从账单上去掉：timi edit \(photo.prefix(8)) --no-photo")
            for finding in report.findings {
                #expect(finding.problem(in: .chinese) != finding.problem, "\(finding.problem)")
                #expect(finding.action(in: .chinese) != finding.action, "\(finding.action)")
            }
            #expect(
                report.findings.filter { $0.outcome == .repaired }.map(\.path) == [
                    "bills/78", "bills/1/2026.totals",
                ])
            #expect(!report.isHealthy)
        }
    }

    /// A file an undo entry kept, left when its record was removed by hand, is an old version nothing can
    /// put back: doctor removes it. The files a record names stay, and while a record cannot be read
    /// (its files unknown) nothing is taken for an orphan.
    @Test func removesAFileKeptForNoUndoEntry() throws {
        try withTemporaryDirectory { dir in
            let store = try prepare(dir)
            try store.write { try $0.addBill(draft(300), to: 1, now: Self.now) }
            try store.write { try $0.addBill(draft(400), to: 1, now: Self.now) }
            let undo = store.directory + "/undo"
            let names = try FileSystem.list(undo)
            func kept(by number: Int) -> [String] {
                names.filter { $0.hasPrefix("\(number).") && !$0.hasSuffix(".json") }.sorted()
            }
            let orphans = kept(by: 2)
            #expect(!orphans.isEmpty && !kept(by: 3).isEmpty)
            try FileManager.default.removeItem(atPath: undo + "/2.json")
            // While another record is damaged, no orphan is named.
            let intact = try Data(contentsOf: URL(fileURLWithPath: undo + "/3.json"))
            try write("{", undo + "/3.json")
            #expect(try store.doctor(repair: false).findings.map(\.path) == ["undo/3.json"])
            try intact.write(to: URL(fileURLWithPath: undo + "/3.json"))

            let dry = try store.doctor(repair: false)
            let found = dry.findings.filter { $0.problem == "a file kept for no undo entry" }
            #expect(found.map(\.path) == orphans.map { "undo/" + $0 })
            #expect(found.first?.problem(in: .chinese) == "不属于任何撤销记录的保留文件")
            for name in orphans { #expect(FileManager.default.fileExists(atPath: undo + "/" + name)) }
            let report = try store.doctor()
            let repaired = report.findings.filter { $0.outcome == .repaired }.map(\.path)
            #expect(repaired == orphans.map { "undo/" + $0 })
            for name in orphans { #expect(!FileManager.default.fileExists(atPath: undo + "/" + name)) }
            for name in kept(by: 3) { #expect(FileManager.default.fileExists(atPath: undo + "/" + name)) }
            #expect(try store.doctor(repair: false).findings.isEmpty)

            // A record that reads, with a file of its own missing: the orphans beside it are still named.
            try FileManager.default.removeItem(atPath: undo + "/" + kept(by: 3)[0])
            try Data("x".utf8).write(to: URL(fileURLWithPath: undo + "/9.0"))
            #expect(try store.doctor(repair: false).findings.map(\.path) == ["undo/3.json", "undo/9.0"])
        }
    }

    @Test func aDamagedMonthFileIsNamedAndItsAttachmentsAreKept() throws {
        try withTemporaryDirectory { dir in
            let store = try prepare(dir)
            let ledger = store.directory
            try write("{\"bills\":[{\"amount\":12}],\"format\":1}", ledger + "/bills/1/2026-10.json")
            let before = snapshot(ledger)
            let report = try store.doctor()
            #expect(report.findings.map(\.outcome) == [.cannotRepair, .cannotRepair])
            #expect(report.findings[0].path == "bills/1/2026-10.json")
            #expect(report.findings[0].problem.hasPrefix("is damaged: "))
            #expect(report.findings[0].problem.hasSuffix("(line 1, column 21)"))
            #expect(report.findings[1].action == "kept while some month files cannot be read")
            #expect(report.findings[0].problem(in: .chinese).hasPrefix("已损坏："))
            #expect(snapshot(ledger) == before)
        }
    }

    @Test(arguments: ["{\"books\":[", "{\"format\":9}", "", "\u{0}\u{1}garbage"])
    func aDamagedLedgerFileStopsTheChecks(content: String) throws {
        try withTemporaryDirectory { dir in
            let store = try prepare(dir)
            try write(content, store.directory + "/ledger.json")
            let before = snapshot(store.directory)
            let report = try store.doctor()
            #expect(report.findings.map(\.path) == ["ledger.json"])
            #expect(report.findings.first?.outcome == .cannotRepair)
            #expect(snapshot(store.directory) == before)
        }
    }

    /// A dry run only reads, so it shares the lock with readers (and works where it may not write).
    @Test func aDryRunTakesOnlyTheSharedLock() throws {
        try withTemporaryDirectory { dir in
            let store = try prepare(dir)
            store.lockTimeout = 0.2
            let reader = try FileLock.acquire(
                store.directory + "/lock", exclusive: false, timeout: 1, interruption: { nil })
            defer { reader.release() }
            #expect(try store.doctor(repair: false).findings.isEmpty)
            #expect(throws: LedgerError.self) { try store.doctor(repair: true) }
        }
    }
}
