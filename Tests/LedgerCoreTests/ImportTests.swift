import Foundation
import TestSupport
import Testing

@testable import LedgerCore

struct ImportTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    @discardableResult
    func importing(
        _ text: String, into store: LedgerStore, name: String = "bills.csv",
        options: BillImport.Options = .init(),
        book: String? = nil
    ) throws -> ImportOutcome {
        let batch = try BillImport(bytes: Array(text.utf8), source: name, path: name, options: options)
        return try store.write { ledger in
            try batch.apply(to: ledger, book: try book.map { try ledger.book(matching: $0) }, now: Self.now)
        }
    }

    func allBills(_ store: LedgerStore) throws -> [Bill] {
        try store.read { ledger in
            try ledger.state.books.flatMap {
                try ledger.bills(of: $0.id, from: Period.all.start, through: Period.all.end)
            }
        }
    }

    /// What a bank's export looks like: a BOM, CRLF, its own column names, a note across two lines,
    /// signed amounts, a column timi does not know, and a blank last line.
    static let bankCSV =
        "\u{FEFF}交易日期,交易金额,摘要,余额\r\n"
        + "2026/11/01 09:30:00,-35.50,\"Lunch, with \"\"Bob\"\"\",964.50\r\n"
        + "2026-11-02,3000.00,\"salary\r\nNovember\",3964.50\r\n"
        + "2026-11-02,-12,metro,3952.50\r\n" + "2026-11-02,-12,metro,3940.50\r\n" + "\r\n"

    @Test func importsABankExportWithItsQuirks() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let options = BillImport.Options(
                mapping: try ImportMapping(columns: "交易日期=date,交易金额=amount,摘要=note", categories: nil))
            let outcome = try importing(Self.bankCSV, into: store, options: options)
            #expect(outcome.imported.count == 4)
            #expect(outcome.skipped == 0)
            let bills = try allBills(store)
            #expect(
                bills.map(\.date.description) == ["2026-11-01", "2026-11-02", "2026-11-02", "2026-11-02"])
            #expect(bills.map(\.type) == [.expense, .income, .expense, .expense])
            #expect(
                bills.map(\.amount) == [
                    Money(cents: 3550), Money(cents: 300_000), Money(cents: 1200), Money(cents: 1200),
                ])
            #expect(bills.map(\.note) == ["Lunch, with \"Bob\"", "salary November", "metro", "metro"])
            // 用餐 (the first expense category: no keyword), 工资 (the built-in keyword SALARY), 用餐, 用餐.
            #expect(bills.map(\.category) == [1, 32, 1, 1])
            #expect(Set(bills.compactMap(\.importKey)).count == 4)  // two identical rows: two bills, two keys
        }
    }

    @Test func reimportingTheSameFileChangesNothing() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let options = BillImport.Options(
                mapping: try ImportMapping(columns: "交易日期=date,交易金额=amount,摘要=note", categories: nil))
            try importing(Self.bankCSV, into: store, options: options)
            let before = snapshot(dir)
            let again = try importing(Self.bankCSV, into: store, options: options)
            #expect(again.imported.isEmpty)
            #expect(again.skipped == 4)
            #expect(snapshot(dir) == before)
        }
    }

    @Test func anOverlappingFileImportsOnlyWhatIsNew() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try importing(
                "date,amount,note\n2026-11-01,-5,tea\n2026-11-02,-5,tea\n2026-11-02,-5,tea\n", into: store)
            let later = try importing(
                "date,amount,note\n2026-11-02,-5,tea\n2026-11-02,-5,tea\n2026-11-02,-5,tea\n2026-11-03,-7,cake\n",
                into: store)
            #expect(later.skipped == 2)
            #expect(later.imported.map(\.note) == ["tea", "cake"])  // the third tea of the 2nd is new
            #expect(try allBills(store).count == 5)
        }
    }

    @Test func billsWithIdsAreRecognisedByIdEvenWhenEditedSince() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let csv = "date,type,amount,category,note,id\n2026-11-01,expense,5.00,meals,x,abc-1\n"
            try importing(csv, into: store)
            try store.write { ledger in
                _ = try ledger.editBill(
                    try ledger.bill(matching: "abc-1"),
                    BillChanges(amount: Money(cents: 900), date: Day(iso: "2026-10-01")))
            }
            let again = try importing(csv + "2026-11-02,expense,6.00,meals,y,ABC-2\n", into: store)
            #expect(again.skipped == 1)
            #expect(again.imported.map(\.id) == ["ABC-2"])
        }
    }

    @Test func aBadRowImportsNothingAndSaysWhereEveryProblemIs() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try importing("date,amount\n2026-11-01,-1\n", into: store)
            let before = snapshot(dir)
            let csv =
                "date,amount,category\n2026-11-01,-5,meals\n2026-11-31,-5,meals\n2026-11-02,12,5,meals\n"
                + "2026-11-02,1e3,meals\n2026-11-02,-5,salary\n"
            #expect(
                throws: LedgerError.invalidRows(
                    source: "bills.csv",
                    problems: [
                        "bills.csv:3: invalid date '2026-11-31': there is no such day",
                        "bills.csv:4: 4 fields where the header has 3",
                        "bills.csv:5: invalid amount '1e3': exponents are not allowed; write the number out",
                        "bills.csv:6: 工资 (salary) is an income category, but the row is expense (a negative amount without a type)",
                    ], total: 4)
            ) {
                try importing(csv, into: store)
            }
            #expect(snapshot(dir) == before)
        }
    }

    /// An import over two months and two books (four files), interrupted at each step of its commit:
    /// before the journal exists nothing of it is there; after, the next command finds all of it.
    @Test(arguments: ["temporary 3", "journal", "rename 1", "rename 3"])
    func aCrashLeavesAllOfTheImportOrNone(_ crashAt: String) throws {
        struct SimulatedCrash: Error {}
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBook(name: "Trip") }
            let before = snapshot(dir)
            var counts: [String: Int] = [:]
            store.commitObserver = { step in
                let kind: String
                switch step {
                case .temporaryWritten: kind = "temporary"
                case .journalWritten: kind = "journal"
                case .renamed: kind = "rename"
                default: kind = "other"
                }
                counts[kind, default: 0] += 1
                if crashAt == kind || crashAt == "\(kind) \(counts[kind] ?? 0)" { throw SimulatedCrash() }
            }
            let csv = "date,amount,book\n2026-10-31,-5,\n2026-11-01,-6,\n2026-11-01,-7,Trip\n"
            #expect(throws: SimulatedCrash.self) { try importing(csv, into: store) }
            store.commitObserver = { _ in }
            if crashAt.hasPrefix("temporary") {
                #expect(snapshot(dir) == before)
                #expect(try allBills(store).isEmpty)
            } else {
                #expect(try allBills(store).map(\.amount.cents).sorted() == [500, 600, 700])
                #expect(try importing(csv, into: store).skipped == 3)
            }
        }
    }

    @Test func problemsAreListedUpToACapAndAllCounted() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let csv = "date,amount\n" + String(repeating: "2026-11-01,x\n", count: 30)
            #expect {
                try importing(csv, into: store)
            } throws: { error in
                guard case LedgerError.invalidRows(_, let problems, let total) = error else { return false }
                return problems.count == BillImport.maxListedProblems && total == 30
                    && problems[0].description.hasPrefix("bills.csv:2: ")
            }
            #expect(!FileManager.default.fileExists(atPath: dir + "/ledger.json"))
        }
    }

    @Test func unknownCategoriesAreOneErrorUnlessCreated() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let csv =
                "date,amount,category\n2026-11-01,-5,food\n2026-11-01,-5,Food\n2026-11-01,8,奖励\n2026-11-01,-5,mels\n"
            #expect(
                throws: LedgerError.invalidRows(
                    source: "bills.csv",
                    problems: [
                        .verbatim(
                            "bills.csv: unknown categories: food (expense, 2 rows, first on line 2), "
                                + "奖励 (income, 1 row, first on line 4; did you mean '奖金'?), "
                                + "mels (expense, 1 row, first on line 5; did you mean 'meals'?); "
                                + "add them with 'timi category add', or pass --create-categories")
                    ], total: 1)
            ) {
                try importing(csv, into: store)
            }
            let outcome = try importing(csv, into: store, options: .init(createCategories: true))
            #expect(
                outcome.createdCategories.map { "\($0.title) \($0.alias) \($0.type)" } == [
                    "food food expense", "奖励 imported1 income", "mels mels expense",
                ])
            #expect(Set(outcome.imported.map(\.category)).count == 3)
        }
    }

    /// A category is created when its first row is decided, inside the import's change: a bad row
    /// after it discards the change, category and all.
    @Test func aCategoryCreatedForRowsGoesWithTheImportThatFails() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let before = try store.read { $0.state.categories }
            let csv = "date,amount,category\n2026-11-01,-5,food\n2026-11-02,-5,food\n2026-11-03,-x,meals\n"
            #expect(throws: LedgerError.self) {
                try importing(csv, into: store, options: .init(createCategories: true))
            }
            #expect(try store.read { $0.state.categories } == before)
            #expect(try store.read { try $0.months(of: 1) }.isEmpty)
        }
    }

    @Test func categoriesMatchByTitleOrAliasExactlyAndCanBeMapped() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let csv =
                "date,amount,category\n2026-11-01,-5,用餐\n2026-11-01,-5,MEALS\n2026-11-01,-5,food\n2026-11-01,-5,meal\n"
            let mapping = try ImportMapping(columns: nil, categories: "food=transport,meal=零食")
            let outcome = try importing(csv, into: store, options: .init(mapping: mapping))
            #expect(outcome.imported.map(\.category) == [1, 1, 2, 7])
            #expect(throws: LedgerError.self) {  // a prefix is not a match in a file
                try importing("date,amount,category\n2026-11-02,-5,meal\n", into: store)
            }
        }
    }

    @Test func booksComeFromTheRowOrFromTheOption() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBook(name: "Trip") }
            let csv = "date,amount,book\n2026-11-01,-5,trip\n2026-11-01,-6,\n"
            #expect(try importing(csv, into: store).imported.map(\.book) == [2, 1])
            // Into one book: the second row is there already.
            #expect(try importing(csv, into: store, book: "日常账本").imported.map(\.book) == [1])
            #expect {
                try importing("date,amount,book\n2026-11-01,-5,Trp\n", into: store)
            } throws: {
                "\($0)".contains("unknown books: Trp (1 row, first on line 2; did you mean 'Trip'?)")
            }
        }
    }

    @Test func jsonAndJSONLinesSayWhichLineIsWrong() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let array =
                "[\n  {\"date\":\"2026-11-01\",\"amount\":\"5\",\"type\":\"expense\"},\n  {\"date\":\"2026-11-02\",\"amount\":5},\n"
                + "  [1]\n]\n"
            #expect(
                throws: LedgerError.invalidRows(
                    source: "b.json",
                    problems: [
                        "b.json:3: 'amount' must be text in quotes (such as \"12.50\"), not a number",
                        "b.json:4: not a JSON object",
                    ], total: 2)
            ) {
                try importing(array, into: store, name: "b.json")
            }
            let lines =
                "{\"date\":\"2026-11-01\",\"amount\":\"5\",\"type\":\"expense\",\"photo\":null}\n\n{\"date\":\"2026-11-02\"\n"
            #expect {
                try importing(lines, into: store, name: "b.jsonl")
            } throws: { "\($0)".hasPrefix("b.jsonl:3: not valid JSON") }
            let outcome = try importing(
                String(lines.prefix { $0 != "\n" }) + "\n", into: store, name: "b.jsonl")
            #expect(outcome.imported.map(\.amount) == [Money(cents: 500)])
        }
    }

    @Test(
        arguments: [
            ("a.csv", "[", ImportFormat.csv), ("a.JSON", "x", .json), ("a.jsonl", "[", .jsonl),
            ("a.ndjson", "", .jsonl),
            ("a.txt", " \n[{}]", .json), ("a.txt", "{\"a\":1}", .jsonl), ("a.txt", "date,amount", .csv),
            (nil, "\u{FEFF}[", .json),
        ] as [(String?, String, ImportFormat)])
    func guessesTheFormat(path: String?, start: String, format: ImportFormat) {
        #expect(ImportFormat.guess(path: path, bytes: Array(start.utf8)) == format)
    }

    @Test(arguments: [
        ("2026-11-01", "2026-11-01"), ("2026/11/01", "2026-11-01"), ("2026/1/5", "2026-01-05"),
        ("2026-11-01 23:59:59", "2026-11-01"), ("2026-11-01T08:00:00Z", "2026-11-01"),
    ])
    func readsDates(_ text: String, _ day: String) throws {
        #expect(try ImportValues.day(text).description == day)
    }

    @Test(arguments: ["11/01/2026", "2026-13-01", "2026-02-29", "26-11-01", "2026.11.01", "today"])
    func rejectsDates(_ text: String) {
        #expect(throws: LedgerError.self) { try ImportValues.day(text) }
    }

    @Test(
        arguments: [
            ("12.50", 1250, nil), ("-12.5", 1250, "-"), ("+3", 300, "+"), ("0.01", 1, nil),
        ] as [(String, Int64, Character?)])
    func readsSignedAmounts(_ text: String, cents: Int64, sign: Character?) throws {
        let (amount, read) = try ImportValues.signedAmount(text)
        #expect(amount == Money(cents: cents))
        #expect(read == sign)
    }

    // A sign with a mark combined is no sign ("-\u{301}12" is not a number), as a lone sign is none.
    @Test(arguments: [
        "", "0", "-0.00", "12,50", "1e3", "--5", "12.505", "¥12", "1000000000", "-", "+\u{301}12",
    ])
    func rejectsAmounts(_ text: String) {
        #expect(throws: LedgerError.self) { try ImportValues.signedAmount(text) }
    }

    @Test func keysDependOnContentAndOccurrence() {
        let content = ImportKey.content(
            book: 1, date: Day(year: 2026, month: 11, day: 1)!, type: .expense, amount: Money(cents: 500),
            payee: "", note: "tea", balance: "")
        let key = ImportKey.make(content: content, occurrence: 0)
        #expect(key.range(of: #"^[0-9a-f]{32}\.0$"#, options: .regularExpression) != nil)
        #expect(ImportKey.make(content: content, occurrence: 1) != key)
        #expect(ImportKey.make(content: content + " ", occurrence: 0) != key)
        #expect(ImportKey.make(content: content, occurrence: 0) == key)
        // The occurrence written as `String(occurrence)` writes it.
        for occurrence in [1, 9, 10, 99, 100, 12_345, 999_999_999, Int.max, -1, -10, Int.min] {
            #expect(
                ImportKey.make(content: content, occurrence: occurrence)
                    == key.dropLast() + String(occurrence))
        }
        // Hashed field by field, as rows are keyed: the same digest as the joined text.
        #expect(
            ImportKey.contentDigest(
                book: 1, date: Day(year: 2026, month: 11, day: 1)!, type: .expense, amount: Money(cents: 500),
                payee: "", note: "tea", balance: "") == ImportKey.Digest(content))
        for (book, date, cents, payee) in [
            (0, Day(uncheckedYear: 2026, month: 1, day: 9), Int64(1), "星巴克"),
            (12, Day(uncheckedYear: 999, month: 10, day: 31), 0, ""),
            (7, Day(uncheckedYear: 2016, month: 12, day: 10), 123_456_789_012, "a\u{1F}b"),
            (-3, Day(uncheckedYear: 10_000, month: 9, day: 1), -1_000, "x"),
            (Int.max, Day(uncheckedYear: 1, month: 2, day: 28), .min, ""),
        ] {
            // The numbers fed to the hash as digits: the same digest as their text.
            let amount = Money(cents: cents)
            let digest = ImportKey.contentDigest(
                book: book, date: date, type: .income, amount: amount, payee: payee, note: "n",
                balance: "1.00")
            let text = ImportKey.content(
                book: book, date: date, type: .income, amount: amount, payee: payee, note: "n",
                balance: "1.00")
            #expect(digest == ImportKey.Digest(text))
            let legacy = ImportKey.legacyContent(
                book: book, date: date, type: .expense, amount: amount, category: book &* 7, note: payee)
            #expect(
                ImportKey.legacyContentDigest(
                    book: book, date: date, type: .expense, amount: amount, category: book &* 7, note: payee)
                    == ImportKey.Digest(legacy))
            for occurrence in [0, 1, 10, 12_345, Int.max, -1, Int.min] {
                let key = ImportKey.make(content: legacy, occurrence: occurrence)
                #expect(
                    ImportKey.keyDigest(digest: ImportKey.Digest(legacy), occurrence: occurrence)
                        == ImportKey.Digest(key))
            }
        }
        #expect(ImportKey.Digest(id: "AbC-é") == ImportKey.Digest("abc-é"))
        #expect(ImportKey.Digest(id: "ÀB") == ImportKey.Digest("àb"))
        // The published FNV-1a 128 test vector for "a".
        let (high, low) = ImportKey.fnv1a128("a".utf8)
        #expect(String(high, radix: 16) + String(low, radix: 16) == "d228cb696f1a8caf78912b704e4a8964")
    }

    /// The keys made from digests of the rows' fields are the keys the content text gives: rows
    /// without a book, with a book by its name in another case, with a transaction number,
    /// with and without `--book`, from a file read by path on the reading thread. Each bill's key is
    /// checked against ``ImportKey/make(content:occurrence:)`` of its row in the book it landed in.
    @Test(arguments: [false, true])
    func keysMadeAsRowsAreReadAreTheContentsKeys(forcedBook: Bool) throws {
        let lines = [
            #"{"date":"2026-11-01","type":"expense","amount":"5.00","category":"meals","note":"tea"}"#,
            #"{"date":"2026-11-01","type":"expense","amount":"5.00","category":"meals","note":"tea"}"#,
            #"{"date":"2026-11-02","type":"expense","amount":"7.10","category":"meals","book":"TRIP","payee":"Café"}"#,
            #"{"date":"2026-11-02","type":"income","amount":"9","category":"salary","book":"trip","ref":"T-1"}"#,
            #"{"id":"ID-9","date":"2026-11-03","type":"expense","amount":"1.25","category":"meals","book":"Trip"}"#,
        ]
        try withTemporaryDirectory { dir in
            let path = dir + "/rows.jsonl"
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
            let store = LedgerStore(directory: dir + "/ledger")
            _ = try store.write { try $0.addBook(name: "Trip") }
            let batch = try BillImport(path: path, options: .init())
            _ = try store.write { ledger in
                try batch.apply(
                    to: ledger, book: forcedBook ? try ledger.book(matching: "trip") : nil, now: Self.now)
            }
            let bills = try allBills(store).sorted { $0.created < $1.created }
            try #require(bills.count == 5)
            var occurrences: [String: Int] = [:]
            for bill in bills {
                let content =
                    bill.reference.map(ImportKey.content(reference:))
                    ?? ImportKey.content(
                        book: bill.book, date: bill.date, type: bill.type, amount: bill.amount,
                        payee: bill.payee ?? "", note: bill.note, balance: "")
                let occurrence = occurrences[content, default: 0]
                occurrences[content] = occurrence + 1
                #expect(bill.importKey == ImportKey.make(content: content, occurrence: occurrence))
            }
            #expect(Set(bills.map(\.book)) == (forcedBook ? [2] : [1, 2]))
        }
    }
}
