import Foundation
@testable import LedgerCore
import TestSupport
import Testing

@testable import timi

/// The messages in Chinese: what each change says it did (stdout and stderr), as goldens next to
/// the English ones; new ids and temporary paths are masked.
struct ChineseMessagesTests {
    /// A session of changes; `{id}` is the id the first `add` printed.
    static let session: [([String], String?)] = [
        (["add", "12.5", "meals", "--note", "lunch"], nil),
        (["add", "-"], "3 meals\n4 transport\n"),
        (["edit", "{id}", "--amount", "13"], nil), (["edit", "{id}", "--amount", "13"], nil),
        (["edit", "{id}", "--income"], nil), (["delete", "{id}"], nil), (["undo"], nil),
        (["book", "add", "Trip"], nil), (["book", "add", "Work", "--use"], nil),
        (["book", "rename", "Work", "Office"], nil), (["book", "use", "日常账本"], nil),
        (["book", "cover", "Trip", "3"], nil), (["book", "delete", "Office", "--yes"], nil),
        (["category", "add", "Tea", "--alias", "tea"], nil), (["category", "rename", "tea", "Teas"], nil),
        (["category", "color", "tea", "#112233"], nil),
        (["category", "delete", "tea"], nil), (["budget", "set", "meals", "500"], nil),
        (["budget", "set", "total", "3000"], nil), (["budget", "unset", "total"], nil),
        (
            ["recurring", "add", "1200", "housing", "--every", "month", "--on", "5", "--from", "2026-10-01"],
            nil
        ),
        (["config", "set", "currency", "USD"], nil), (["config", "unset", "currency"], nil),
        (["config", "unset", "currency"], nil), (["search", "nothing-like-this"], nil),
        (["undo", "--list"], nil),
    ]

    // English under C, whose new ledger has the app's Chinese titles as the English golden shows them.
    @Test(arguments: [("C", "confirmations.txt"), ("zh_CN.UTF-8", "zh-confirmations.txt")])
    func eachChangeSaysWhatItDid(locale: String, golden: String) throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.extraEnvironment = ["LANG": locale, "COLUMNS": "80", "TZ": "UTC"]
            var id = ""
            var transcript = ""
            for (arguments, stdin) in Self.session {
                let arguments = arguments.map { $0 == "{id}" ? id : $0 }
                let result = try timi.run(arguments: arguments, stdin: stdin)
                if id.isEmpty { id = String(result.stdout.prefix(8)) }
                transcript +=
                    "$ timi \(arguments.joined(separator: " "))  [\(result.status)]\n"
                    + result.stdout + result.stderr
            }
            let masked = Self.masked(transcript, dir: dir).replacing(#/\b[0-9a-f]{8}\b/#, with: "<id>")
            try expectSnapshot(masked, named: golden)
        }
    }

    /// The record views and the renderers of doctor and import, in English and in Chinese, at 80
    /// columns (doctor, which names the temporary directory, at 200, so that its length does not
    /// change where lines wrap): stdout, then stderr (times, ids and the directory masked).
    @Test(arguments: [
        ("show", ["show", "14040404"]), ("show-recurring", ["show", "{booked}"]),
        ("recurring-list", ["recurring", "list"]), ("undo-list", ["undo", "--list"]),
        ("doctor", ["doctor", "--dry-run"]), ("import-dry-run", ["import", "long.csv", "--dry-run"]),
    ])
    func recordViewsInBothLanguages(name: String, arguments: [String]) throws {
        for (locale, prefix) in [("en_US.UTF-8", ""), ("zh_CN.UTF-8", "zh-")] {
            try withTemporaryDirectory { dir in
                var timi = try ViewFitTests.ledger(in: dir)
                let width = name == "doctor" ? "200" : "80"
                timi.extraEnvironment = ["LANG": locale, "COLUMNS": width, "TZ": "UTC"]
                timi.directory = dir
                let rule = ["recurring", "add", "1200", "housing", "--every", "week", "--from", "2026-11-16"]
                try #require(try timi.run(arguments: rule).status == 0)
                let booked = try timi.run("list", "--category", "housing", "--json").stdout
                let id = try #require(booked.firstMatch(of: #/"id":"([0-9a-f]{8})/#)?.output.1)
                let result = try timi.run(arguments: arguments.map { $0 == "{booked}" ? String(id) : $0 })
                #expect(result.status == (name == "doctor" ? 1 : 0), "\(result.stderr)")
                try expectSnapshot(
                    Self.masked(result.stdout + result.stderr, dir: dir).replacing(
                        #/\b[0-9a-f]{8}(-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?\b/#, with: "<id>"),
                    named: "\(prefix)\(name)-\(width).txt")
            }
        }
    }

    /// The undo history and `show` in Chinese at 40 columns, next to ViewFitTests' English goldens:
    /// Chinese descriptions and notes broken between characters to fill the lines.
    @Test(arguments: [("undo-list", ["undo", "--list"]), ("show", ["show", "14040404"])])
    func narrowRecordViewsInChinese(name: String, arguments: [String]) throws {
        try withTemporaryDirectory { dir in
            var timi = try ViewFitTests.ledger(in: dir)
            timi.extraEnvironment = ["LANG": "zh_CN.UTF-8", "COLUMNS": "40", "TZ": "UTC"]
            let result = try timi.run(arguments: arguments)
            #expect(result.status == 0, "\(result.stderr)")
            for line in result.stdout.split(separator: "\n") {
                #expect(TextWidth.of(line) <= 40, "too wide: \(line)")
            }
            try expectSnapshot(
                Self.masked(result.stdout, dir: dir).replacing(#/\b[0-9a-f]{8}\b/#, with: "<id>"),
                named: "zh-\(name)-40.txt")
        }
    }

    /// Doctor's findings with values, in English and in Chinese: a damaged month file, a bill id
    /// used twice, stray folders and files, a damaged undo entry, a lost photo and an attachment
    /// kept while a month cannot be read (at 200 columns, so that the temporary path does not
    /// change where lines wrap).
    @Test func doctorFindingsInBothLanguages() throws {
        for (locale, golden) in [
            ("en_US.UTF-8", "doctor-findings-200.txt"), ("zh_CN.UTF-8", "zh-doctor-findings-200.txt"),
        ] {
            try withTemporaryDirectory { dir in
                try FileManager.default.copyItem(atPath: try Fixture.timi().home, toPath: dir + "/ledger")
                var timi = TimiRunner(home: dir + "/ledger")
                timi.extraEnvironment = ["LANG": locale, "COLUMNS": "200"]
                let ledger = timi.home
                let october = try String(contentsOfFile: ledger + "/bills/1/2026-10.json", encoding: .utf8)
                for (path, text) in [
                    ("bills/1/2026-09.json", october.replacing("2026-10-", with: "2026-09-")),
                    ("bills/1/2025-12.json", "{\"bills\":[{\"amount\":12}],\"format\":1}"),
                    ("bills/77/2026-11.json", october), ("bills/1/notes.txt", "notes"),
                    ("attachments/extra.jpg", "jpg"),
                ] {
                    try FileManager.default.createDirectory(
                        atPath: ledger + "/" + (path as NSString).deletingLastPathComponent,
                        withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: URL(fileURLWithPath: ledger + "/" + path))
                }
                try FileManager.default.createDirectory(
                    atPath: ledger + "/bills/78", withIntermediateDirectories: true)
                let result = try timi.run("doctor", "--dry-run")
                #expect(result.status == 1, "\(result.stderr)")
                try expectSnapshot(
                    Self.masked(result.stdout + result.stderr, dir: dir).replacing(
                        #/\b[0-9a-f]{8}(-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?\b/#, with: "<id>"),
                    named: golden)
            }
        }
    }

    /// `text` without what changes from run to run: the temporary directory, times, new ids.
    static func masked(_ text: String, dir: String) -> String {
        text.replacing(dir, with: "<dir>").replacing(
            #/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/#, with: "YYYY-MM-DDThh:mm:ss"
        )
        .replacing(#/\d{4}-\d\d-\d\d \d\d:\d\d/#, with: "YYYY-MM-DD hh:mm")
        .replacing(#/\b(add|recurring add) [0-9a-f]{8}/#) { "\($0.output.1) 01234567" }
    }

    /// The yearly and the quarterly report, and both HTML reports, in Chinese: goldens next to
    /// PeriodReportTests' and ExchangeTests' English ones.
    @Test(arguments: [
        ("zh-report-year-80.txt", ["report", "2026"], 80), ("zh-report-year-40.txt", ["report", "2026"], 40),
        ("zh-report-quarter-40.txt", ["report", "2025Q4"], 40),
        ("zh-report-year-markdown-80.md", ["report", "2026", "--format", "markdown"], 80),
        ("zh-report-year.html", ["report", "2026", "--format", "html"], 80),
        ("zh-report-month.html", ["report", "2026-11", "--format", "html"], 80),
    ])
    func reportsInChinese(golden: String, arguments: [String], width: Int) throws {
        var timi = try Fixture.timi()
        timi.extraEnvironment = ["COLUMNS": String(width), "LANG": "zh_CN.UTF-8"]
        let result = try timi.run(arguments: arguments)
        #expect(result.status == 0, "\(result.stderr)")
        if !golden.hasSuffix(".html") {
            for line in result.stdout.split(separator: "\n") {
                #expect(TextWidth.of(line) <= width, "too wide: \(line)")
            }
        }
        try expectSnapshot(result.stdout, named: golden)
        let english = try Fixture.timi().run(arguments: arguments).stdout
        #expect(english != result.stdout)
    }

    /// `timi ui`'s screens in both languages, drawn without a terminal at 80×20: the timeline, the
    /// pie, the calendar, the budget screen, the accounts screen, the key table, the add dialog, the delete question, a
    /// search with no match and the window that is too small.
    @Test(arguments: [(Language.english, "ui-screens-80.txt"), (.chinese, "zh-ui-screens-80.txt")])
    func uiScreensInBothLanguages(language: Language, golden: String) throws {
        try UIScreenTests.withLedger { store in
            var ui = try UIScreenTests.state(store)
            ui.language = language
            let steps: [(String, [Key])] = [
                ("timeline", []), ("pie", [.character("2")]), ("calendar", [.character("3")]),
                ("budget", [.character("4")]), ("accounts", [.character("5")]),
                ("keys", [.character("1"), .character("?")]),
                ("add", [.escape, .character("a"), .character("x")]), ("delete", [.escape, .character("d")]),
                ("search", [.character("n"), .character("/"), .character("z"), .character("q")]),
            ]
            var screens = ""
            for (name, keys) in steps {
                _ = try UIScreenTests.press(keys, &ui, store)
                let data = try UIScreenTests.data(store, ui)
                let lines = ScreenRenderer.lines(
                    ui, data, size: ScreenSize(columns: 80, rows: 20), color: false)
                screens += "== \(name)\n" + lines.joined(separator: "\n") + "\n"
            }
            let data = try UIScreenTests.data(store, ui)
            let small = ScreenRenderer.lines(ui, data, size: ScreenSize(columns: 60, rows: 11), color: false)
            screens += "== too small\n" + small[0] + "\n"
            let marked = screens.replacing(ScreenRenderer.reverse.0, with: "[").replacing(
                ScreenRenderer.reverse.1, with: "]")
            try expectSnapshot(marked.replacing(#/\b[0-9a-f]{8}\b/#, with: "<id>    "), named: golden)
        }
    }

    /// The key table and the reminders are shown through the catalog: each has its Chinese text.
    @Test func everyKeyOfTheUIHasChineseText() {
        for text in (UIKeys.table + UIKeys.dialog).map(\.does) + UIKeys.reminders + ["? keys  q quit"] {
            #expect(Language.chinese.words(text) != text, "'\(text)' has no Chinese text")
        }
        for field in BillDialog.Field.allCases {
            #expect(Language.chinese.words(field.name) != field.name)
        }
    }

    /// `timi add -` in Chinese: its confirmation, and a bad line that adds nothing, says so (not
    /// "imported") and changes nothing.
    @Test func addingLinesSpeaksChinese() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.extraEnvironment["LANG"] = "zh_CN.UTF-8"
            let added = try timi.run("add", "-", stdin: "3 meals\n4 transport\n")
            #expect(added.status == 0)
            #expect(added.stderr == "已在账本 日常账本 记 2 笔账单\n")
            let before = LedgerContent(timi.home)
            for (input, message) in [
                ("12.5 meals\n10/3 meals\n", "错误：stdin:2: 金额 '10/3' 无效："),
                ("", "错误：stdin: 没有账单；每行写一笔：金额 分类 [备注…]；什么也没有添加"),
                ("\n", "错误：stdin:1: 行 '' 无效：它是空的；每行写一笔：金额 分类 [备注…]；什么也没有添加"),
            ] {
                let result = try timi.run("add", "-", stdin: input)
                #expect(result.status == 65)
                #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
                #expect(result.stderr.hasSuffix("；什么也没有添加\n"), "\(result.stderr)")
                #expect(LedgerContent(timi.home) == before)
            }
        }
    }
}
