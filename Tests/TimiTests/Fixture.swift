import Foundation
import TestSupport

/// The fixture ledger of the view tests, built once per test run: three books (one with a foreign
/// currency, one empty), CJK titles up to 12 columns wide, notes of 40 characters in Latin and in
/// CJK script, photos, a nine-digit amount, bills in four months over two years, and empty months
/// around them. Today is 2026-11-21.
///
/// Books and categories are made with `timi`; the bills are written as month files with fixed ids
/// and creation times (timi rebuilds their summaries from the files), so that the goldens are stable.
enum Fixture {
    private static let directory = Result { try TemporaryDirectory.create() }
    private static let built: Result<String, Error> = directory.flatMap { folder in
        atexit { _ = try? FileManager.default.removeItem(atPath: Fixture.directory.get()) }
        return Result { try build(in: folder + "/ledger") }.map { folder + "/ledger" }
    }

    /// A runner on the fixture (built on first use, removed when the test process exits).
    static func timi() throws -> TimiRunner { TimiRunner(home: try built.get()) }

    // (book, date, amount, category id, note, photo). Categories: 1 用餐, 2 交通, 7 零食, 9 住房,
    // 22 旅游, 32 工资, 35 奖金, 36 投资, 39 宠物医疗保险 (added), 40 咖啡 (added).
    static let bills: [(Int, String, String, Int, String, Bool)] = [
        (1, "2025-12-31", "123456789.00", 36, "year-end fund", false),
        (1, "2025-12-31", "88.00", 1, "除夕年夜饭，和全家人一起在老家的饭店吃了一顿非常丰盛的晚餐呀，大家都很开心满意！", false),
        (1, "2026-10-05", "1200.00", 9, "October rent", false),
        (1, "2026-10-05", "35.50", 40, "", true),
        (1, "2026-10-18", "2999.99", 39, "annual plan for the cat, paid by card!!", false),
        (1, "2026-11-01", "8000.00", 32, "November salary", false),
        (1, "2026-11-01", "3000.00", 9, "rent", false),
        (1, "2026-11-02", "12.50", 1, "lunch, \"the usual\"", false),
        (1, "2026-11-02", "4.00", 40, "", false),
        (1, "2026-11-15", "500.00", 35, "项目奖金", true),
        (1, "2026-11-15", "66.60", 2, "taxi home from the airport after a delay", true),
        (1, "2026-11-20", "18.00", 1, "noodles", false),
        (1, "2026-11-21", "9.90", 7, "chips", false),
        (1, "2026-11-21", "25.00", 1, "", false),
        (2, "2026-11-10", "450.00", 22, "Kyoto hotel, two nights", false),
        (2, "2026-11-11", "38.20", 1, "ラーメン", false),
    ]

    private static func build(in home: String) throws {
        let timi = TimiRunner(home: home)
        for arguments in [
            ["book", "add", "Trip 旅行", "--currency", "€"], ["book", "add", "空账本"],
            ["category", "add", "宠物医疗保险", "--alias", "petcare"],
            ["category", "add", "咖啡", "--alias", "coffee"],
        ] {
            let result = try timi.run(arguments: arguments)
            guard result.status == 0 else { throw FixtureError(message: result.stderr) }
        }
        var files: [String: [String]] = [:]
        for (index, (book, date, amount, category, note, photo)) in bills.enumerated() {
            let id = String(format: "%08x-0000-4000-8000-%012x", 0x1000_0000 + index * 0x0101_0101, index)
            let type = [32, 35, 36].contains(category) ? "income" : "expense"
            let noteJSON = String(decoding: try JSONSerialization.data(withJSONObject: [note]), as: UTF8.self)
                .dropFirst().dropLast()
            let line =
                #"{"amount":"\#(amount)","category":\#(category),"created":"\#(date)T12:00:\#(String(format: "%02d", index)).000Z","date":"\#(date)","id":"\#(id)","note":\#(noteJSON),"#
                + (photo ? #""photo":"\#(id).jpg","# : "") + #""type":"\#(type)"}"#
            files["bills/\(book)/\(date.prefix(7)).json", default: []].append(line)
        }
        for (path, lines) in files {
            try FileManager.default.createDirectory(
                atPath: home + "/" + (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            let text = "{\"bills\":[\n" + lines.joined(separator: ",\n") + "\n],\"format\":1}\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: home + "/" + path))
        }
    }

    struct FixtureError: Error {
        var message: String
    }
}
