import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// `timi search` and the filters and orders of `list`: a month file searched on its bytes finds
/// exactly the bills that the filter finds among the bills built, and the orders and limits keep
/// every total whole.
struct SearchTests {
    static let categories: [Category.ID: Category] = Dictionary(
        uniqueKeysWithValues: ((try? LedgerState.seeded())?.categories ?? []).map { ($0.id, $0) })

    /// Bills made to trip a search on bytes: case, escapes, characters whose lowercase is ASCII,
    /// CJK, payees, amounts.
    static let bills: [Bill] = {
        let notes: [(String, String?, Int64, Category.ID)] = [
            ("Lunch TAXI", nil, 1250, 1), ("taxi", nil, 1200, 2), ("say \"hi\" \\ back", nil, 120_000, 1),
            ("İstanbul trip", nil, 99, 2), ("5 \u{212A}m run", nil, 500, 3),
            ("Café CRÈME", "Starbucks", 1250, 1),
            ("午饭", "老王面馆", 2000, 1), ("", "ACME Ltd", 1200, 2), ("tab\there", nil, 1, 3),
            ("amount category note", nil, 7, 1), ("bonus", nil, 800_000, 32),
        ]
        return notes.enumerated().map { index, bill in
            Bill(
                id: String(format: "%08x-0000-4000-8000-000000000000", index),
                date: Day(iso: "2026-11-0\(index % 9 + 1)")!,
                type: categories[bill.3]?.type ?? .expense, amount: Money(cents: bill.2), category: bill.3,
                book: 1,
                note: bill.0, created: Timestamp(milliseconds: 1_795_264_462_000 + Int64(index)),
                payee: bill.1)
        }.sorted(by: Bill.chronological)
    }()

    static let filters: [BillFilter] = {
        let texts = [
            "taxi", "TAXI", "Taxi", "i", "İ", "k", "\u{212A}", "km", "hi", "\"hi\"", "\\", "café", "CAFÉ",
            "crème",
            "午", "面馆", "starbucks", "acme", "12", "12.5", "12.50", "1200", "0.99", "用餐", "meals", "amount",
            "note", "category", "\t", "tab", "bonus", "x", " ",
        ]
        var filters = texts.map { BillFilter(search: $0) }
        let meals = categories[1].map { [$0] } ?? []
        filters += [
            BillFilter(categories: meals), BillFilter(type: .income), BillFilter(minimum: Money(cents: 1200)),
            BillFilter(maximum: Money(cents: 1250)),
            BillFilter(minimum: Money(cents: 1200), maximum: Money(cents: 1250)),
            BillFilter(categories: meals, search: "lunch", minimum: Money(cents: 1000)),
            BillFilter(type: .expense, search: "i"), BillFilter(ids: [bills[0].id]),
        ]
        return filters
    }()

    @Test(arguments: filters)
    func searchingTheBytesFindsWhatTheFilterFinds(filter: BillFilter) throws {
        let bytes = MonthFile.encode(Self.bills)
        let month = Month(year: 2026, month: 11)!
        var folded: [UInt8] = []
        let found = try #require(
            try MonthFile.bills(
                in: bytes, path: "bills/1/2026-11.json", book: 1, month: month, categories: Self.categories,
                matching: filter, sieve: BillSieve(filter, categories: Self.categories), folded: &folded))
        let expected = Self.bills.filter { filter.matches($0, categories: Self.categories) }
        #expect(found.map(\.id) == expected.map(\.id))
    }

    /// The bills above, some naming accounts 1 and 2 (one with an escape in its note), and a transfer
    /// from 1 to 3.
    static let billsWithAccounts: [Bill] = {
        var bills = Self.bills
        for index in bills.indices where index % 3 != 0 { bills[index].account = index % 2 == 0 ? 1 : 2 }
        bills.append(
            Bill(
                id: "0000ffff-0000-4000-8000-000000000000", date: Day(iso: "2026-11-09")!, type: .transfer,
                amount: Money(cents: 30_000), category: Bill.transferCategory, book: 1,
                created: Timestamp(milliseconds: 1_795_264_463_000), account: 1, toAccount: 3))
        return bills.sorted(by: Bill.chronological)
    }()

    @Test(arguments: [[1], [2], [3], [1, 2], [4], [], [1, 3]] as [Set<Account.ID>])
    func searchingTheBytesForAccountsFindsWhatTheFilterFinds(accounts: Set<Account.ID>) throws {
        let bytes = MonthFile.encode(Self.billsWithAccounts)
        var folded: [UInt8] = []
        for filter in [BillFilter(accounts: accounts), BillFilter(search: "i", accounts: accounts)] {
            let found = try #require(
                try MonthFile.bills(
                    in: bytes, path: "bills/1/2026-11.json", book: 1, month: Month(year: 2026, month: 11)!,
                    categories: Self.categories, matching: filter,
                    sieve: BillSieve(filter, categories: Self.categories), folded: &folded))
            let expected = Self.billsWithAccounts.filter { filter.matches($0, categories: Self.categories) }
            #expect(found.map(\.id) == expected.map(\.id))
            #expect(found.allSatisfy { !Set($0.accounts).isDisjoint(with: accounts) })
        }
        let expected = Self.billsWithAccounts.filter { !Set($0.accounts).isDisjoint(with: accounts) }
        #expect(expected.isEmpty == accounts.isSubset(of: [4]))
    }

    @Test(arguments: [
        ("taxi", ["Lunch TAXI", "taxi"]), ("İ", ["İstanbul trip"]),
        ("k", ["5 \u{212A}m run", "say \"hi\" \\ back", "Café CRÈME"]),
        ("12", ["taxi", ""]), ("12.5", ["Lunch TAXI", "Café CRÈME"]), ("crème", ["Café CRÈME"]),
        ("面馆", ["午饭"]),
        ("用餐", ["Lunch TAXI", "say \"hi\" \\ back", "Café CRÈME", "午饭", "amount category note"]),
    ])
    func aTextFindsNotesPayeesCategoriesAndAmounts(text: String, notes: [String]) {
        let filter = BillFilter(search: text)
        let found = Self.bills.filter { filter.matches($0, categories: Self.categories) }.map(\.note)
        #expect(Set(found) == Set(notes))
    }

    /// A ledger of the bills above in 2026-11, and a copy of them in 2026-10.
    static func ledger(in dir: String) throws -> LedgerStore {
        let store = LedgerStore(directory: dir)
        try store.write { ledger in
            for bill in bills {
                for date in [bill.date, Day(iso: "2026-10-" + bill.date.description.suffix(2))!] {
                    let draft = BillDraft(
                        amount: bill.amount, category: String(bill.category), type: bill.type, date: date,
                        note: bill.note.replacingOccurrences(of: "\t", with: " "), payee: bill.payee)
                    try ledger.addBill(draft, to: 1, now: bill.created)
                }
            }
        }
        return store
    }

    @Test func theOrdersSortAndTheLimitKeepsEveryTotal() throws {
        try withTemporaryDirectory { dir in
            let store = try Self.ledger(in: dir)
            func report(_ order: BillOrder, limit: Int? = nil, filter: BillFilter = BillFilter()) throws
                -> TimelineReport
            {
                try store.read { ledger in
                    try TimelineReport(
                        ledger: ledger, book: ledger.currentBook, period: .all, filter: filter, order: order,
                        limit: limit)
                }
            }
            let all = try report(BillOrder())
            #expect(all.count == 22)
            let byAmount = try report(BillOrder(.amount))
            #expect(byAmount.bills.map(\.amount) == all.bills.map(\.amount).sorted(by: >))
            #expect(byAmount.days.isEmpty)
            let smallest = try report(BillOrder(.amount, reversed: true), limit: 3)
            #expect(smallest.bills.map(\.amount.cents) == [1, 1, 7])
            #expect(smallest.count == 22 && smallest.omitted == 19)
            #expect(smallest.income == all.income && smallest.expense == all.expense)
            let oldest = try report(BillOrder(.date, reversed: true), limit: 2)
            #expect(oldest.bills.map(\.date.description) == ["2026-10-01", "2026-10-01"])
            #expect(oldest.days.count == 1 && oldest.days[0].expense == all.days.last?.expense)
            let byCategory = try report(BillOrder(.category))
            let ranks = try store.read { ledger in ledger.state.categories.map(\.id) }
            let positions = byCategory.bills.map { bill in ranks.firstIndex(of: bill.category) ?? -1 }
            #expect(positions == positions.sorted())
            let searched = try report(BillOrder(.amount), limit: 1, filter: BillFilter(search: "taxi"))
            #expect(searched.bills.map(\.note) == ["Lunch TAXI"] && searched.count == 4)
        }
    }
}
