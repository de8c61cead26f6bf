import Foundation
import TestSupport
import Testing

@testable import LedgerCore

struct LedgerStoreTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)
    static let day = Day(year: 2026, month: 11, day: 21)!

    func draft(_ amount: Int64, _ category: String? = nil, date: Day = day, note: String = "") -> BillDraft {
        BillDraft(amount: Money(cents: amount), category: category, type: nil, date: date, note: note)
    }

    @Test func seedsTheAppsCategoriesInOrder() throws {
        let state = try LedgerState.seeded()
        #expect(state.categories.count == 38)
        #expect(state.categories.filter { $0.type == .expense }.count == 29)
        #expect(state.categories.first?.title == "用餐")
        #expect(state.categories.first?.alias == "meals")
        #expect(state.categories.contains { $0.title == "医疗" })
        #expect(state.categories.last?.title == "零花钱")
        #expect(Set(state.categories.map(\.alias)).count == 38)
        #expect(state.categories.map(\.id) == Array(1...38))
        #expect(state.spareIcons.count == 23)
        #expect(state.books == [Book(id: 1, name: "日常账本")])
    }

    @Test func seededTitlesMatchTheAppsPlist() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/timi-data/category.plist")
        guard let data = try? Data(contentsOf: url) else { return }  // shared/ sits beside the checkout in CI
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [[String: Any]])
        let titles = plist.compactMap { ($0["categoryTitle"] as? String)?.trimmingCharacters(in: .whitespaces) }
        #expect(try LedgerState.seeded().categories.map(\.title) == titles)
    }

    @Test func aMissingLedgerIsRefusedByReadingAndReadsAsSeededOnlyForADryRun() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir + "/ledger")
            #expect(throws: LedgerError.noLedger(path: dir + "/ledger")) { try store.read { $0.state.books } }
            #expect(throws: LedgerError.noLedger(path: dir + "/ledger")) { try store.undoHistory() }
            #expect(throws: LedgerError.noLedger(path: dir + "/ledger")) { try store.doctor(repair: false) }
            let books = try store.read(orNew: true) { $0.state.books }
            #expect(books.map(\.name) == ["日常账本"])
            #expect(!FileManager.default.fileExists(atPath: dir + "/ledger"))
        }
    }

    @Test func billsRoundTripThroughTheFiles() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let added = try store.write { ledger in
                [
                    try ledger.addBill(draft(2050, "meals", note: "lunch \"quoted\" \\ 汉字"), to: 1, now: Self.now),
                    try ledger.addBill(draft(800_000, "salary"), to: 1, now: Self.now),
                    try ledger.addBill(draft(100, date: Day(year: 2026, month: 10, day: 31)!), to: 1, now: Self.now),
                ]
            }
            #expect(added[1].type == .income)
            let reread = try store.read { ledger in
                try ledger.bills(of: 1, from: Day(year: 2026, month: 1, day: 1)!, through: Self.day)
            }
            #expect(Set(reread) == Set(added))
            let text = try String(contentsOfFile: dir + "/bills/1/2026-11.json", encoding: .utf8)
            #expect(text.split(separator: "\n").count == 4)  // header, two bills, footer
            #expect(text.hasPrefix("{\"bills\":[\n{\"amount\":\""))
            let report = try store.read { try BalanceReport(ledger: $0) }
            #expect(report.totals.first?.income == Money(cents: 800_000))
            #expect(report.totals.first?.expense == Money(cents: 2150))
        }
    }

    @Test func theBalanceOfAllBooksIsOneTotalPerCurrency() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { ledger in
                let trip = try ledger.addBook(name: "Trip", currency: "€")
                let home = try ledger.addBook(name: "Home")
                try ledger.addBill(draft(3000), to: trip.id, now: Self.now)
                try ledger.addBill(draft(500), to: 1, now: Self.now)
                try ledger.addBill(draft(250), to: home.id, now: Self.now)
            }
            let report = try store.read { try BalanceReport(ledger: $0) }
            #expect(report.totals.map(\.currency) == ["¥", "€"])
            #expect(report.totals.map(\.expense) == [Money(cents: 750), Money(cents: 3000)])
            #expect(report.totals.map(\.count) == [2, 1])
            let text = report.asText()
            #expect(text.contains("All books (¥)") && text.contains("All books (€)"))
            #expect(!text.contains("37.50"))
            #expect(report.asJSON().contains(#"{"balance":"-30.00","count":1,"currency":"€","expense":"30.00","income":"0.00"}"#))
        }
    }

    @Test func editMovesABillToAnotherMonthAndDeleteRemovesTheFile() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let bill = try store.write { try $0.addBill(draft(500), to: 1, now: Self.now) }
            let october = Day(year: 2026, month: 10, day: 3)!
            try store.write { ledger in
                _ = try ledger.editBill(try ledger.bill(matching: bill.shortID), BillChanges(date: october))
            }
            #expect(!FileManager.default.fileExists(atPath: dir + "/bills/1/2026-11.json"))
            #expect(try store.read { try $0.bill(matching: bill.id).date } == october)
            try store.write { ledger in try ledger.deleteBills([try ledger.bill(matching: bill.id)]) }
            #expect(!FileManager.default.fileExists(atPath: dir + "/bills/1/2026-10.json"))
            #expect(try store.read { try $0.summaries(of: 1) }.isEmpty)
        }
    }

    @Test func idPrefixesAreMatchedOrListed() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { ledger in
                for index in 0..<40 { try ledger.addBill(draft(Int64(100 + index)), to: 1, now: Self.now) }
            }
            #expect(throws: LedgerError.self) { try store.read { try $0.bill(matching: "zz") } }
            do {
                _ = try store.read { try $0.bill(matching: "") }
                Issue.record("an empty id matched")
            } catch LedgerError.notFound {}
            let ids = try store.read { try $0.bills(of: 1, in: Self.day.yearMonth).map(\.id) }
            let prefix = String(ids[0].prefix(1))
            let sharing = ids.filter { $0.hasPrefix(prefix) }
            if sharing.count > 1 {
                #expect { try store.read { try $0.bill(matching: prefix) } } throws: { error in
                    if case LedgerError.ambiguous(_, _, let candidates) = error { return candidates.count == sharing.count }
                    return false
                }
            }
            #expect(try store.read { try $0.bill(matching: ids[0].uppercased()).id } == ids[0])
        }
    }

    @Test func categoriesFollowTheAppsRules() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let coffee = try store.write { try $0.addCategory(title: "咖啡", alias: "coffee", type: .expense) }
            #expect(coffee.icon == "type_big_1001.png")
            #expect(coffee.id == 39)
            #expect(try store.read { $0.state.spareIcons.count } == 22)
            #expect(throws: LedgerError.self) {
                try store.write { try $0.addCategory(title: "茶", alias: "coffee", type: .expense) }
            }
            #expect(throws: LedgerError.self) { try store.write { try $0.addCategory(title: "茶", alias: nil, type: .expense) } }
            try store.write { try $0.addBill(draft(300, "coffee"), to: 1, now: Self.now) }
            #expect {
                try store.write { ledger in try ledger.deleteCategory(try ledger.category(matching: "coffee"), movingBillsTo: nil) }
            } throws: { String(describing: $0).contains("has 1 bill") }
            let moved = try store.write { ledger in
                try ledger.deleteCategory(
                    try ledger.category(matching: "coffee"), movingBillsTo: try ledger.category(matching: "snacks"))
            }
            #expect(moved == 1)
            #expect(try store.read { try $0.bills(of: 1, in: Self.day.yearMonth)[0].category } == 7)
            #expect(try store.read { $0.state.spareIcons.count } == 23)
        }
    }

    @Test func categoryMatchingPrefersExactThenUniquePrefix() throws {
        try withTemporaryDirectory { dir in
            try LedgerStore(directory: dir).read { (ledger: Ledger) throws in
                #expect(try ledger.category(matching: "用餐").alias == "meals")
                #expect(try ledger.category(matching: "MEALS").title == "用餐")
                #expect(try ledger.category(matching: "transp").alias == "transport")
                #expect(try ledger.category(matching: "sal", type: .income).alias == "salary")
                #expect(try ledger.category(matching: "sal").alias == "salary")
                #expect(try ledger.category(matching: "2").alias == "transport")
                #expect { try ledger.category(matching: "mels") } throws: { "\($0)".contains("did you mean 'meals'") }
                #expect { try ledger.category(matching: "s") } throws: { error in
                    if case LedgerError.ambiguous = error { return true } else { return false }
                }
            }
        }
    }

    @Test func booksFollowTheAppsRules() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let travel = try store.write { try $0.addBook(name: "旅行", currency: "€") }
            try store.write { try $0.addBill(draft(999), to: travel.id, now: Self.now) }
            #expect(FileManager.default.fileExists(atPath: dir + "/bills/2/2026-11.json"))
            #expect(throws: LedgerError.self) { try store.write { try $0.addBook(name: "旅行") } }
            #expect(throws: LedgerError.self) { try store.write { try $0.addBook(name: String(repeating: "x", count: 21)) } }
            try store.write { ledger in ledger.useBook(try ledger.book(matching: "旅")) }
            let deleted = try store.write { ledger in try ledger.deleteBook(try ledger.book(matching: "旅行")) }
            #expect(deleted == 1)
            #expect(!FileManager.default.fileExists(atPath: dir + "/bills/2"))
            #expect(try store.read { $0.currentBook.name } == "日常账本")
            #expect { try store.write { ledger in try ledger.deleteBook(ledger.currentBook) } } throws: {
                "\($0)".contains("last book")
            }
        }
    }

    @Test func aMonthFileEditedByHandGetsItsSummaryRebuilt() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBill(draft(1000, note: "x"), to: 1, now: Self.now) }
            let path = dir + "/bills/1/2026-11.json"
            let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "10.00", with: "12.00")
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            #expect(try store.read { try BalanceReport(ledger: $0).totals.first?.expense } == Money(cents: 1200))
            try store.write { try $0.addBill(draft(100), to: 1, now: Self.now) }
            #expect(try storedTotals(in: dir)[1]?[Month(year: 2026, month: 11)!]?.expense == Money(cents: 1300))
        }
    }

    /// A change of any month of a book and year saves the rebuilt summary of a month of that year
    /// edited by hand; a change that touches no month of that year leaves its totals file alone (a
    /// one-bill change reads and writes the totals of its own year only).
    @Test func aWriteOfTheSameYearSavesTheSummaryOfAMonthEditedByHand() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBill(draft(1000), to: 1, now: Self.now) }
            let path = dir + "/bills/1/2026-11.json"
            let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "10.00", with: "12.00")
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            let november = Month(year: 2026, month: 11)!
            try store.write { try $0.addBook(name: "elsewhere") }  // touches no month file
            try store.write { try $0.addBill(draft(300, date: Day(iso: "2025-03-01")!), to: 1, now: Self.now) }
            #expect(try storedTotals(in: dir)[1]?[november]?.expense == Money(cents: 1000))
            try store.write { try $0.addBill(draft(500, date: Day(iso: "2026-02-01")!), to: 1, now: Self.now) }
            let stored = try storedTotals(in: dir)[1]?[november]
            #expect(stored?.expense == Money(cents: 1200))
            #expect(stored?.file == (try FileSystem.fingerprint(path)))
            #expect(try store.read { try BalanceReport(ledger: $0).totals.first?.expense } == Money(cents: 2000))
        }
    }

    @Test(arguments: [
        ("{\"books\":", "not valid JSON"), ("{\"format\":4}", "format 4"), ("[]", "expected an object"),
        ("{\"format\":1,\"books\":[],\"categories\":[],\"currentBook\":1}", "no books"),
        ("{\"format\":\"1\"}", "expected a whole number"),
    ])
    func aDamagedLedgerFileStopsEverythingAndNamesTheFile(content: String, detail: String) throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBill(draft(100), to: 1, now: Self.now) }
            try content.write(toFile: dir + "/ledger.json", atomically: false, encoding: .utf8)
            let before = snapshot(dir)
            for attempt in 0..<2 {
                #expect {
                    if attempt == 0 { try store.read { _ in } } else { try store.write { try $0.addBill(draft(1), to: 1, now: Self.now) } }
                } throws: { error in
                    let text = "\(error)"
                    return text.contains(dir + "/ledger.json") && text.contains(detail)
                }
            }
            #expect(snapshot(dir) == before)
        }
    }

    @Test(arguments: [
        ("{\"bills\":[{\"amount\":\"1.00\"", "not valid JSON"),
        ("{\"bills\":[{\"amount\":\"x\",\"category\":1,\"created\":\"2026-11-21T00:00:00.000Z\",\"date\":\"2026-11-21\",\"id\":\"a\",\"type\":\"expense\"}],\"format\":1}", "'x' is not an amount"),
        ("{\"bills\":[{\"amount\":\"1.00\",\"category\":99,\"created\":\"2026-11-21T00:00:00.000Z\",\"date\":\"2026-11-21\",\"id\":\"a\",\"type\":\"expense\"}],\"format\":1}", "no category with id 99"),
        ("{\"bills\":[{\"amount\":\"1.00\",\"category\":1,\"created\":\"2026-11-21T00:00:00.000Z\",\"date\":\"2026-10-21\",\"id\":\"a\",\"type\":\"expense\"}],\"format\":1}", "not in 2026-11"),
        ("{\"bills\":[],\"format\":7}", "format 7"),
        ("{\"bills\":[" + String(repeating: "{\"amount\":\"1.00\",\"category\":1,\"created\":\"2026-11-21T00:00:00.000Z\",\"date\":\"2026-11-21\",\"id\":\"same\",\"type\":\"expense\"},", count: 2) + "{\"amount\":\"1.00\",\"category\":1,\"created\":\"2026-11-21T00:00:00.000Z\",\"date\":\"2026-11-21\",\"id\":\"other\",\"type\":\"expense\"}],\"format\":1}", "bills[1]: the id 'same' appears twice"),
    ])
    func aDamagedMonthFileNamesTheFileAndTheBill(content: String, detail: String) throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBill(draft(100), to: 1, now: Self.now) }
            try content.write(toFile: dir + "/bills/1/2026-11.json", atomically: false, encoding: .utf8)
            let before = snapshot(dir)
            #expect {
                try store.write { try $0.addBill(draft(1), to: 1, now: Self.now) }
            } throws: { error in
                "\(error)".contains("bills/1/2026-11.json") && "\(error)".contains(detail)
            }
            #expect(snapshot(dir) == before)
        }
    }
}
