import Foundation
import LedgerCore
import TestSupport
import Testing

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

    @Test(arguments: [("en", "confirmations.txt"), ("zh_CN.UTF-8", "zh-confirmations.txt")])
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
}
