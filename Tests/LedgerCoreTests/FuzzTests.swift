import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// Random and mutated input for every parser of outside data — amounts, dates, month files,
/// `ledger.json`, the journal, undo entries, id index shards, CSV and import files, and the decoders
/// under them (text encodings, deflate, ZIP, XLSX sheets, the compound file and BIFF records of an
/// .xls). No input may trap (a trap ends the test run), and what parses must make sense: in range,
/// and the same after being written and read again.
///
/// `TIMI_FUZZ_CASES` (default 5000 per parser) and `TIMI_FUZZ_SEED` run more or other cases:
/// `.ci/fuzz 200000`.
struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let cases = Int(environment["TIMI_FUZZ_CASES"] ?? "") ?? 5000
    static let seed = UInt64(environment["TIMI_FUZZ_SEED"] ?? "") ?? 20_261_121

    /// Counts what one parser accepted and refused, for the log.
    func report(_ name: String, accepted: Int) {
        print(
            "Fuzz \(name): \(Self.cases) cases (seed \(Self.seed)), \(accepted) accepted, \(Self.cases - accepted) refused"
        )
    }

    @Test func amounts() throws {
        var fuzz = Fuzzer(seed: Self.seed)
        let alphabet = [
            "0", "1", "5", "9", ".", "+", "-", " ", ",", "e", "E", "x", "１", "٣", "\t", "٫", "¥", "\u{0}",
            "9999999999",
        ]
        let valid = ["12", "12.5", "12.50", "12+8.5-3", "0.01", "999999999.99", " 5 + 3 "]
        var accepted = 0
        for index in 0..<Self.cases {
            let text =
                index % 2 == 0
                ? fuzz.string(from: alphabet, maxLength: 24)
                : String(decoding: fuzz.mutate(Array(valid[index % valid.count].utf8)), as: UTF8.self)
            if let money = try? Money(parsing: text) {
                accepted += 1
                #expect(money.cents >= 1 && money.cents <= Money.maximum.cents, "\(text.debugDescription)")
            }
            if let expected = Self.plainAmount(text) {
                #expect((try? Money(parsing: text))?.cents == expected, "\(text.debugDescription)")
            }
            if let decimal = Money(decimal: text) {
                #expect(Money(decimal: decimal.description) == decimal, "\(text.debugDescription)")
            }
            let cents = Int64.random(in: -Money.maximum.cents...Money.maximum.cents, using: &fuzz.random)
            #expect(Money(decimal: Money(cents: cents).description)?.cents == cents)
        }
        report("amount parser", accepted: accepted)
    }

    /// The cents of `12`, `12.5`, `12.50` (1 to 9 digits, 0 to 2 decimals, greater than 0), computed
    /// without the parser; `nil` for anything else.
    static func plainAmount(_ text: String) -> Int64? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let units = parts.first, (1...9).contains(units.count),
            units.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        var cents = (Int64(units) ?? 0) * 100
        if parts.count == 2 {
            let fraction = parts[1]
            guard (1...2).contains(fraction.count), fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                return nil
            }
            cents += (Int64(fraction) ?? 0) * (fraction.count == 1 ? 10 : 1)
        }
        return cents > 0 ? cents : nil
    }

    @Test func dates() throws {
        var fuzz = Fuzzer(seed: Self.seed &+ 1)
        let today = Day(year: 2026, month: 11, day: 21)!
        let alphabet = [
            "0", "1", "2", "3", "9", "-", "-", "/", " ", "T", "today", "yesterday", "２", "0000", "9999",
            "\u{0}",
        ]
        var accepted = 0
        for index in 0..<Self.cases {
            let text =
                index % 2 == 0
                ? fuzz.string(from: alphabet, maxLength: 12)
                : String(
                    decoding: fuzz.mutate(
                        Array(["2026-11-21", "02-29", "-30", "2024-02-29"][index % 4].utf8)), as: UTF8.self)
            if let day = try? Day(parsing: text, today: today) {
                accepted += 1
                #expect(Day(iso: day.description) == day, "\(text.debugDescription)")
            }
            // A YYYY-MM-DD is read exactly when it is a day of the calendar.
            let bytes = Array(text.utf8)
            if bytes.count == 10, bytes[4] == 45, bytes[7] == 45, let year = Int(text.prefix(4)),
                let month = Int(text.dropFirst(5).prefix(2)), let dayOfMonth = Int(text.suffix(2)),
                text.allSatisfy({ $0 == "-" || ($0.isASCII && $0.isNumber) })
            {
                let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
                let length = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
                let real =
                    Day.years.contains(year) && (1...12).contains(month) && dayOfMonth >= 1
                    && dayOfMonth <= length[month - 1]
                let parsed = (try? Day(parsing: text, today: today)) != nil
                #expect(parsed == real, "\(text)")
            }
            let ordinal = Int.random(in: -1_000_000...3_000_000, using: &fuzz.random)
            if let day = Day(ordinal: ordinal) { #expect(Day(iso: day.description)?.ordinal == ordinal) }
        }
        report("date parser", accepted: accepted)
    }

    @Test func monthFiles() throws {
        var fuzz = Fuzzer(seed: Self.seed &+ 2)
        let categories = Dictionary(
            uniqueKeysWithValues: try LedgerState.seeded().categories.map { ($0.id, $0) })
        let month = Month(year: 2026, month: 11)!
        var accepted = 0
        for _ in 0..<Self.cases {
            var bills: [Bill] = []
            for _ in 0..<Int.random(in: 0...6, using: &fuzz.random) { bills.append(fuzz.bill(in: month)) }
            let bytes = fuzz.mutate(MonthFile.encode(bills.sorted(by: Bill.chronological)))
            do {
                let read = try MonthFile.decode(
                    bytes, path: "m.json", book: 1, month: month, categories: categories)
                accepted += 1
                #expect(read.allSatisfy { $0.date.yearMonth == month && $0.amount > .zero })
                let again = try MonthFile.decode(
                    MonthFile.encode(read), path: "m.json", book: 1, month: month, categories: categories)
                #expect(again == read)
            } catch let error as LedgerError {
                #expect(Self.namesTheFile(error, "m.json"), "\(error)")
            }
        }
        report("month file decoder", accepted: accepted)
    }

    @Test func ledgerFiles() throws {
        var fuzz = Fuzzer(seed: Self.seed &+ 3)
        var state = try LedgerState.seeded()
        state.books.append(Book(id: 2, name: "旅行", cover: 3, currency: "€"))
        var summaries: [Book.ID: [Month: MonthSummary]] = [:]
        for (index, month) in ["2026-09", "2026-10", "2026-11"].enumerated() {
            var bills: [Bill] = []
            for _ in 0...index { bills.append(fuzz.bill(in: Month(iso: month)!)) }
            summaries[1, default: [:]][Month(iso: month)!] = MonthSummary(
                bills: bills, file: FileFingerprint(size: 100, modified: 1_795_264_462_000_000_000))
        }
        let original = state.encoded(summaries: summaries)
        var accepted = 0
        for index in 0..<Self.cases {
            let bytes = fuzz.mutate(original)
            do {
                let (read, decoded, deferred) = try LedgerState.decode(
                    bytes, path: "ledger.json", deferringSummaries: index % 2 == 1)
                let readSummaries =
                    try deferred.map { try LedgerState.decodeSummaries(bytes, at: $0, path: "ledger.json") }
                    ?? decoded
                accepted += 1
                // Whatever was read can be summed without overflow, and written and read again.
                _ = MonthSummary.total(of: readSummaries.values.flatMap(\.values))
                let again = try LedgerState.decode(
                    read.encoded(summaries: readSummaries), path: "ledger.json", deferringSummaries: false)
                #expect(again.state == read && again.summaries == readSummaries)
            } catch let error as LedgerError {
                #expect(Self.namesTheFile(error, "ledger.json"), "\(error)")
            }
        }
        report("ledger.json decoder", accepted: accepted)
    }

    @Test func journalsUndoEntriesAndIndexShards() throws {
        var fuzz = Fuzzer(seed: Self.seed &+ 4)
        var journal = RedoLog()
        journal.renames = [
            .init(from: "/l/undo/.3.tmp-1-f", to: "/l/undo/3", check: .init(size: 312, hash: 0xFEDC_BA98_7654_3210)),
            .init(from: "/l/.ledger.json.tmp-1-2", to: "/l/ledger.json", check: .init(size: 4000, hash: 7)),
            .init(from: "/l/undo/1", to: "/l/undo/.1.tmp-1-a"),
        ]
        journal.removals = ["/l/bills/1/2026-10.json"]
        journal.directories = ["/l/bills/2"]
        journal.made = ["/l/bills/3"]
        let journalBytes = journal.encoded(relativeTo: "/l")
        // Cut short anywhere, or any byte changed, the log is torn: a change never committed.
        for count in 0..<journalBytes.count { #expect(RedoLog.isTorn(Array(journalBytes.prefix(count)))) }
        #expect(!RedoLog.isTorn(journalBytes))
        let entry = UndoEntry(
            number: 3, description: "add 1a2b3c4d 2026-11-21 用餐 12.50",
            time: Timestamp(milliseconds: 1_795_264_462_000),
            files: [
                .init(path: "ledger.json", saved: "0", after: FileFingerprint(size: 4000, modified: 17)),
                .init(
                    path: "bills/1/2026-11.json", saved: nil, after: FileFingerprint(size: 180, modified: 18)),
                .init(path: "attachments/x.jpg", saved: "2", after: nil),
            ])
        let entryBytes = UndoHistory.encode(entry)
        let shard = IDIndex.encode(
            Shard([
                ("1a2b", MonthKey(book: 1, month: Month(iso: "2026-11")!)),
                ("1a2c", MonthKey(book: 2, month: Month(iso: "2025-01")!)),
            ]))
        var accepted = 0
        for _ in 0..<Self.cases {
            let mutated = fuzz.mutate(journalBytes)
            let read = try? RedoLog(decoding: mutated, path: "j", base: "/l")
            // Changed anywhere but in its mark (the boot it was carried out in, which its checksum leaves
            // out), the log is torn or damaged: never read as another change.
            let mark = RedoLog.bootOffset..<RedoLog.bootOffset + BootIdentity.length
            let markOnly =
                mutated.count == journalBytes.count
                && mutated.indices.allSatisfy { mark.contains($0) || mutated[$0] == journalBytes[$0] }
            #expect(markOnly || read == nil, "\(String(decoding: mutated, as: UTF8.self))")
            if var read {
                accepted += 1
                read.carriedOutIn = nil  // a log is written unmarked
                #expect(try RedoLog(decoding: read.encoded(relativeTo: "/l"), path: "j", base: "/l") == read)
            }
            if let read = try? UndoHistory.decode(fuzz.mutate(entryBytes), number: 3, path: "c") {
                // Undo writes only inside the ledger, whatever the entry says.
                #expect(
                    read.files.allSatisfy {
                        !$0.path.hasPrefix("/") && !$0.path.split(separator: "/").contains("..")
                    })
                #expect(try UndoHistory.decode(UndoHistory.encode(read), number: 3, path: "c") == read)
            }
            _ = try? IDIndex.decode(fuzz.mutate(shard), path: "s")
        }
        #expect(try RedoLog(decoding: journalBytes, path: "j", base: "/l") == journal)
        #expect(try UndoHistory.decode(entryBytes, number: 3, path: "c") == entry)
        report("journal decoder", accepted: accepted)
    }

    @Test func csvAndImportFiles() throws {
        var fuzz = Fuzzer(seed: Self.seed &+ 5)
        let csv = Array(
            "date,type,amount,category,note,book\n2026-11-01,expense,12.50,meals,\"lunch, with \"\"quotes\"\"\",\n2026/11/2,收入,+8000,salary,,日常账本\r\n"
                .utf8)
        let json = Array(
            "[{\"amount\":\"12.50\",\"category\":\"用餐\",\"date\":\"2026-11-01\",\"note\":\"x\",\"type\":\"expense\"}]"
                .utf8)
        let jsonl = Array(
            "{\"amount\":\"1.00\",\"date\":\"2026-11-01\",\"type\":\"expense\"}\n{\"amount\":\"2.00\",\"date\":\"2026-11-02\",\"type\":\"income\"}\n"
                .utf8)
        var accepted = 0
        for index in 0..<Self.cases {
            let base = [csv, json, jsonl][index % 3]
            let bytes = fuzz.mutate(base)
            if let records = try? CSV.records(bytes) {
                #expect(records.allSatisfy { $0.line >= 1 })
            }
            let format = [ImportFormat.csv, .json, .jsonl][index % 3]
            if let batch = try? BillImport(
                bytes: bytes, source: "f", path: nil, options: .init(format: format))
            {
                accepted += 1
                // Reading every row may refuse one (the input is random), never crash.
                _ = try? batch.rows.readAll()
            }
        }
        report("CSV and import reader", accepted: accepted)
    }

    @Test func textDecoding() throws {
        var fuzz = Fuzzer(seed: Self.seed &+ 6)
        let samples = try ["timi.csv", "timi-gbk.csv", "gb18030.txt", "alipay-app-2026-02.csv"].map(
            FixtureFiles.bytes)
        var accepted = 0
        for index in 0..<Self.cases {
            let bytes =
                index % 4 == 3
                ? fuzz.bytes(maxLength: 64)
                : fuzz.mutate(samples[index % samples.count])
            let encoding = [nil, TextEncoding.utf8, .gb18030][index % 3]
            do {
                let text = try TextDecoding.utf8(bytes, encoding: encoding)
                accepted += 1
                #expect(String(validating: text, as: UTF8.self) != nil)
            } catch let error as FileFormatError {
                guard case .line(let line) = error.place else { continue }
                #expect(line >= 1 && line <= bytes.count + 1, "\(error)")
            }
        }
        report("text decoder", accepted: accepted)
    }

    @Test func inflater() throws {
        var fuzz = Fuzzer(seed: Self.seed &+ 7)
        let streams = try ["fixed", "dynamic", "stored", "mixed"].map {
            try FixtureFiles.bytes($0 + ".deflate")
        }
        var accepted = 0
        for index in 0..<Self.cases {
            let bytes =
                index % 3 == 2
                ? fuzz.bytes(maxLength: 200)
                : fuzz.mutate(streams[index % streams.count])
            let limit = index % 5 == 0 ? 100 : 20_000
            if let output = try? bytes.withUnsafeBufferPointer({ try Inflater.inflate($0, limit: limit) }) {
                accepted += 1
                #expect(output.count <= limit)
            }
        }
        report("inflater", accepted: accepted)
    }

    @Test func zipArchivesAndWorkbooks() throws {
        var fuzz = Fuzzer(seed: Self.seed &+ 8)
        let files = try ["timi.xlsx", "handmade.xlsx", "deflated.zip", "descriptor.zip"].map(
            FixtureFiles.bytes)
        var accepted = 0
        for index in 0..<Self.cases {
            let bytes = fuzz.mutate(files[index % files.count])
            if let archive = try? ZipArchive(bytes) {
                for entry in archive.entries {
                    if let data = try? archive.contents(of: entry, limit: 1 << 16) {
                        #expect(data.count == entry.size)
                    }
                }
            }
            if let batch = try? BillImport(
                bytes: bytes, source: "f", path: nil, options: .init(format: .xlsx))
            {
                accepted += 1
                // Reading every row may refuse one (the input is random), never crash.
                _ = try? batch.rows.readAll()
            }
        }
        report("zip and workbook reader", accepted: accepted)
    }

    /// Excel 97-2003 files three ways: the whole file mutated (through `timi import`), the
    /// workbook stream mutated and wrapped again (so that the BIFF records, not the container, take
    /// the blows), and the compound file's tables overwritten word by word with the numbers that
    /// matter (end of chain, free, huge, a loop back to sector 0).
    @Test func excelWorkbooks() throws {
        var fuzz = Fuzzer(seed: Self.seed &+ 12)
        let files = try ["ccb.xls", "timi.xls", "wechat.xls", "citic.xls"].map(FixtureFiles.bytes)
        let streams = try files.map { try #require(try CompoundFile($0).stream(named: "Workbook")) }
        let handmade = [
            XLSFile.compoundFile([("Workbook", Self.handmadeWorkbook), ("Other", [1, 2, 3])]),
            XLSFile.compoundFile(
                [("Workbook", Self.handmadeWorkbook + [UInt8](repeating: 0, count: 5000))], sectorShift: 12),
        ]
        var accepted = 0
        for index in 0..<Self.cases {
            switch index % 3 {
            case 0:
                let bytes = fuzz.mutate(files[index % files.count])
                if let batch = try? BillImport(bytes: bytes, source: "f", path: nil, options: .init()) {
                    accepted += 1
                    _ = try? batch.rows.readAll()
                }
            case 1:
                var stream =
                    index % 4 == 1
                    ? Self.excel95Workbook
                    : index % 2 == 0 ? Self.handmadeWorkbook : streams[index % streams.count]
                stream = fuzz.overwriteWords(fuzz.mutate(stream))
                if let rows = try? BIFFWorkbook(XLSFile.compoundFile([("Workbook", stream)])).firstSheetRows()
                {
                    accepted += 1
                    #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.number < $1.number })
                    #expect(
                        rows.allSatisfy { !$0.cells.isEmpty && $0.cells.count <= BIFFWorkbook.maxColumns })
                    #expect(rows.allSatisfy { (1...65_536).contains($0.number) })
                }
            default:
                let bytes = fuzz.overwriteWords(
                    index % 2 == 0 ? handmade[index / 2 % handmade.count] : files[index % files.count])
                if let file = try? CompoundFile(bytes), let stream = try? file.stream(named: "Workbook") {
                    accepted += 1
                    #expect(stream.count <= bytes.count)
                    _ = try? BIFFWorkbook(bytes).firstSheetRows()
                }
            }
        }
        report("xls reader", accepted: accepted)
    }

    /// An Excel 95 workbook stream: GBK strings by its CODEPAGE, a FORMAT of bytes.
    static let excel95Workbook = XLSFile.workbook(
        globals: [
            XLSFile.record(0x0042, XLSFile.le(936, 2)),
            XLSFile.record(0x041E, XLSFile.le(164, 2) + [10] + Array("yyyy-mm-dd".utf8)),
            XLSFile.record(0x00E0, XLSFile.le(0, 2) + XLSFile.le(164, 2) + [UInt8](repeating: 0, count: 12)),
        ],
        sheets: [
            (
                0,
                [
                    XLSFile.record(0x0204, XLSFile.cell(0, 0) + XLSFile.le(4, 2) + [0xBD, 0xBB, 0xD2, 0xD7]),
                    XLSFile.record(
                        0x0203,
                        XLSFile.cell(1, 0) + XLSFile.le(Int(Int64(bitPattern: 46_082.0.bitPattern)), 8)),
                ]
            )
        ], version: 0x0500)

    /// A workbook stream of every cell record, in the mini stream (under 4,096 bytes).
    static let handmadeWorkbook = XLSFile.workbook(
        globals: [
            XLSFile.record(0x041E, XLSFile.le(164, 2) + XLSFile.string("yyyy-mm-dd")),
            XLSFile.record(0x00E0, XLSFile.le(0, 2) + XLSFile.le(164, 2) + [UInt8](repeating: 0, count: 16)),
            XLSFile.record(0x00FC, XLSFile.le(2, 4) + XLSFile.le(2, 4) + [3, 0, 0] + Array("ab".utf8)),
            XLSFile.record(0x003C, [1, 0x63, 0] + XLSFile.string("第二")),
        ],
        sheets: [
            (
                0,
                [
                    XLSFile.record(0x00FD, XLSFile.cell(0, 0) + XLSFile.le(1, 4)),
                    XLSFile.record(0x0204, XLSFile.cell(0, 1) + XLSFile.string("交易日期")),
                    XLSFile.record(0x027E, XLSFile.cell(1, 0, xf: 0) + XLSFile.le(46_000 << 2 | 2, 4)),
                    XLSFile.record(
                        0x0203, XLSFile.cell(1, 1) + XLSFile.le(Int(Int64(bitPattern: 16.78.bitPattern)), 8)),
                    XLSFile.record(
                        0x00BD,
                        XLSFile.cell(2, 0) + XLSFile.le(1678 << 2 | 3, 4) + XLSFile.le(0, 2)
                            + XLSFile.le(5 << 2 | 2, 4)
                            + XLSFile.le(3, 2)),
                    XLSFile.record(
                        0x0006,
                        XLSFile.cell(3, 0) + [0, 0, 0, 0, 0, 0, 0xFF, 0xFF] + [UInt8](repeating: 0, count: 8)),
                    XLSFile.record(0x0207, XLSFile.string("text")),
                    XLSFile.record(0x0205, XLSFile.cell(3, 1) + [0x2A, 1]),
                ]
            )
        ])

    @Test func sheetsAndSharedStrings() throws {
        var fuzz = Fuzzer(seed: Self.seed &+ 9)
        let sheet = Array(
            """
            <?xml version="1.0"?><x:worksheet xmlns:x="urn:x"><x:sheetData><x:row r="2"><x:c r="A2" t="s"><x:v>0</x:v>\
            </x:c><x:c r="C2" t="inlineStr"><x:is><x:t>a &amp; b</x:t></x:is></x:c></x:row><x:row><x:c t="b"><x:v>1\
            </x:v></x:c><x:c r="F3"><x:v>229.90</x:v></x:c></x:row><!-- c --><x:row r="9"/></x:sheetData></x:worksheet>
            """.utf8)
        let strings = Array(
            #"<sst><si><t>x</t></si><si><r><t xml:space="preserve">a </t></r><r><t><![CDATA[b]]></t></r><rPh><t>p</t></rPh></si></sst>"#
                .utf8)
        var accepted = 0
        for index in 0..<Self.cases {
            if index % 2 == 0 {
                if let rows = try? XLSXSheet.rows(fuzz.mutate(sheet), part: "s", sharedStrings: ["x", "y"]) {
                    accepted += 1
                    #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.number < $1.number })
                    #expect(rows.allSatisfy { !$0.cells.isEmpty && $0.cells.count <= XLSXSheet.maxColumns })
                }
            } else if (try? SharedStrings.read(fuzz.mutate(strings), part: "s")) != nil {
                accepted += 1
            }
        }
        report("sheet and shared strings reader", accepted: accepted)
    }

    /// Whether a decoding error names the file it is about.
    static func namesTheFile(_ error: LedgerError, _ path: String) -> Bool {
        switch error {
        case .corruptFile(let at, _), .newerFormat(let at, _, _): return at == path
        default: return false
        }
    }
}

/// Random strings and mutations of valid files.
struct Fuzzer {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// A string of up to `maxLength` pieces of `alphabet`.
    mutating func string(from alphabet: [String], maxLength: Int) -> String {
        (0..<Int.random(in: 0...maxLength, using: &random)).map { _ in
            alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
        }.joined()
    }

    /// Up to `maxLength` random bytes.
    mutating func bytes(maxLength: Int) -> [UInt8] {
        (0..<Int.random(in: 0...maxLength, using: &random)).map { _ in
            UInt8.random(in: 0...255, using: &random)
        }
    }

    /// `bytes` with one to four changes: bits flipped, bytes replaced, inserted or removed, a slice
    /// repeated or cut off, a huge number or deep nesting put in.
    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        let interesting: [UInt8] =
            Array("\"\\{}[],:0-9.eE tn".utf8) + [0x00, 0x0A, 0x7F, 0x80, 0xC3, 0xE4, 0xFF]
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let at = out.isEmpty ? 0 : Int.random(in: 0..<out.count, using: &random)
            switch Int.random(in: 0..<9, using: &random) {
            case 0 where !out.isEmpty: out[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            case 1 where !out.isEmpty:
                out[at] = interesting[Int.random(in: 0..<interesting.count, using: &random)]
            case 2: out.insert(interesting[Int.random(in: 0..<interesting.count, using: &random)], at: at)
            case 3 where !out.isEmpty:
                out.removeSubrange(at..<min(out.count, at + Int.random(in: 1...8, using: &random)))
            case 4 where !out.isEmpty:
                let end = min(out.count, at + Int.random(in: 1...40, using: &random))
                out.insert(contentsOf: out[at..<end], at: at)
            case 5: out = Array(out.prefix(at))
            case 6:
                let number = ["99999999999999999999999", "-1", "1e400", "\"\\uD800\""].randomElement(
                    using: &random)
                out.insert(contentsOf: Array((number ?? "-1").utf8), at: at)
            case 7: out.insert(contentsOf: [UInt8](repeating: UInt8(ascii: "["), count: 300), at: at)
            default: out.insert(contentsOf: Array("\"长👍🏽\\n\"".utf8), at: at)
            }
        }
        return out
    }

    /// `bytes` with one to four 16- or 32-bit little-endian words overwritten, at an even offset, by
    /// a number that tables and records lie with; the length stays, so offsets still line up.
    mutating func overwriteWords(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        let values = [
            0, 1, 2, 0xFF, 0x3C, 0xFFFF, 0x2000, 0x7FFF_FFFF, 0xFFFF_FFFA, 0xFFFF_FFFE, 0xFFFF_FFFF,
        ]
        for _ in 0..<Int.random(in: 1...4, using: &random) where out.count >= 4 {
            let at = Int.random(in: 0..<(out.count / 2 - 1), using: &random) * 2
            let value =
                Bool.random(using: &random)
                ? values[Int.random(in: 0..<values.count, using: &random)]
                : Int.random(in: 0...0xFFFF, using: &random)
            for offset in 0..<(Bool.random(using: &random) ? 2 : 4) {
                out[at + offset] = UInt8(truncatingIfNeeded: value >> (8 * offset))
            }
        }
        return out
    }

    /// A random valid bill of `month`.
    mutating func bill(in month: Month) -> Bill {
        let type: BillType = Bool.random(using: &random) ? .expense : .income
        return Bill(
            id: UUID().uuidString.lowercased(),
            date: Day(year: month.year, month: month.month, day: Int.random(in: 1...28, using: &random))
                ?? .epoch,
            type: type,
            amount: Money(cents: Int64.random(in: 1...Money.maximum.cents, using: &random)),
            category: type == .expense
                ? Int.random(in: 1...29, using: &random) : Int.random(in: 30...38, using: &random),
            book: 1,
            note: ["", "lunch", "午饭 🍜", "a \"quote\" \\ back"][Int.random(in: 0...3, using: &random)],
            photo: Bool.random(using: &random) ? nil : "x.jpg",
            created: Timestamp(milliseconds: Int64.random(in: 0...2_000_000_000_000, using: &random)))
    }
}
