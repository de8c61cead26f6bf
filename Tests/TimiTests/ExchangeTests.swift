import Foundation
import TestSupport
import Testing

/// `timi import`, `timi export` and `timi report` as scripts and cron run them.
struct ExchangeTests {
    /// A bank's export: a BOM, CRLF, its own column names, a quoted note across two lines, signed
    /// amounts, a column timi ignores, two identical rows, and a blank last line.
    static let bankCSV =
        "\u{FEFF}交易日期,交易金额,摘要,余额\r\n"
        + "2026/11/01 09:30:00,-35.50,\"Lunch, with \"\"Bob\"\"\",964.50\r\n"
        + "2026-11-02,3000.00,\"salary\r\nNovember\",3964.50\r\n"
        + "2026-11-02,-12,metro,3952.50\r\n" + "2026-11-02,-12,metro,3940.50\r\n" + "\r\n"
    static let map = "交易日期=date,交易金额=amount,摘要=note"

    @Test func importsABankExportFromStandardInputOnceOnly() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let dry = try timi.run("import", "-", "--map", Self.map, "--dry-run", stdin: Self.bankCSV)
            #expect(dry.status == 0)
            #expect(dry.stderr == "would import 4, skip 0 already present\n")
            #expect(dry.stdout.hasPrefix("日常账本 · 2026-11-01..2026-11-02\nincome ¥3000.00  expense ¥59.50"))
            #expect(dry.stdout.contains("用餐  35.50  Lunch, with \"Bob\"\n"))
            #expect(!FileManager.default.fileExists(atPath: timi.home))

            let json = try timi.run(
                "import", "-", "--map", Self.map, "--dry-run", "--json", stdin: Self.bankCSV)
            let plan = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let bills = try #require(plan["bills"] as? [[String: Any]])
            #expect(
                bills.map { $0["note"] as? String } == [
                    "Lunch, with \"Bob\"", "salary November", "metro", "metro",
                ])

            let first = try timi.run("import", "-", "--map", Self.map, stdin: Self.bankCSV)
            #expect(first.status == 0)
            #expect(first.stdout.isEmpty)
            #expect(first.stderr == "imported 4, skipped 0 already present\n")
            let before = snapshot(timi.home)
            let again = try timi.run("import", "-", "--map", Self.map, stdin: Self.bankCSV)
            #expect(
                again.stderr
                    == "imported 0, skipped 4 with the same date, amount and description as a bill imported before\n"
            )
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func aBadRowLeavesTheLedgerByteForByteAsItWas() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1", "meals")
            let file = dir + "/bills.csv"
            try Data(
                "date,amount,category\n2026-11-01,-5,meals\n2026-11-31,-5,meals\n2026-11-02,12.345,meals\n"
                    .utf8
            )
            .write(to: URL(fileURLWithPath: file))
            let before = snapshot(timi.home)
            let result = try timi.run("import", file)
            #expect(result.status == 65)
            #expect(
                result.stderr == """
                    Error: 2 problems in \(file); nothing was imported:
                    \(file):3: invalid date '2026-11-31': there is no such day
                    \(file):4: invalid amount '12.345': at most two decimals are allowed

                    """)
            #expect(snapshot(timi.home) == before)
            let unknown = try timi.run("import", file, "--format", "csv", "--book", "日常账本")
            #expect(unknown.status == 65)
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func exportThenImportIntoAnEmptyLedgerGivesTheSameBills() throws {
        try withTemporaryDirectory { dir in
            let source = TimiRunner(home: dir + "/a")
            try source.run("book", "add", "Trip", "--currency", "€")
            try source.run("category", "add", "咖啡", "--alias", "coffee")
            try source.run(
                "add", "12.50", "coffee", "--note", "flat white, \"large\"", "--date", "2026-10-01")
            try source.run(
                "add", "12.50", "coffee", "--note", "flat white, \"large\"", "--date", "2026-10-01")
            try source.run("add", "8000", "salary", "--income", "--date", "2026-11-01")
            try source.run("add", "42", "transport", "--book", "Trip", "--note", "train")
            let target = TimiRunner(home: dir + "/b")
            try target.run("book", "add", "Trip", "--currency", "€")
            for format in ["csv", "jsonl", "json"] {
                let exported = try source.run("export", "--format", format)
                #expect(exported.status == 0)
                let imported = try target.run(
                    "import", "-", "--format", format, "--create-categories", stdin: exported.stdout)
                #expect(imported.status == 0)
                #expect(
                    imported.stderr.hasSuffix(
                        format == "csv"
                            ? "imported 4, skipped 0 already present\n"
                            : "imported 0, skipped 4 already present\n"))
            }
            #expect(try target.run("export").stdout == (try source.run("export").stdout))
            #expect(
                try target.run("export", "--format", "ledger").stdout
                    == (try source.run("export", "--format", "ledger").stdout))
        }
    }

    func reportLedger(_ dir: String) throws -> TimiRunner {
        let timi = TimiRunner(home: dir + "/ledger")
        let csv = """
            date,type,amount,category,note,id,created
            2026-09-01,income,8000,salary,,bill-1,2026-09-01T12:00:00.000Z
            2026-09-02,expense,1100,housing,,bill-2,2026-09-02T12:00:01.000Z
            2026-10-01,income,8000,salary,October,bill-3,2026-10-01T12:00:02.000Z
            2026-10-03,expense,3000,housing,rent,bill-4,2026-10-03T12:00:03.000Z
            2026-10-03,expense,45.50,meals,"lunch | <b>",bill-5,2026-10-03T12:00:04.000Z
            2026-10-05,expense,12,transport,,bill-6,2026-10-05T12:00:05.000Z
            2026-10-14,expense,88,snacks,,bill-7,2026-10-14T12:00:06.000Z
            2026-10-20,expense,200,fun,cinema,bill-8,2026-10-20T12:00:07.000Z
            2026-10-31,expense,20,meals,,bill-9,2026-10-31T12:00:08.000Z

            """
        #expect(try timi.run("import", "-", stdin: csv).status == 0)
        return timi
    }

    @Test(arguments: [
        ("text", "report.txt"), ("markdown", "report.md"), ("html", "report.html"), ("json", "report.json"),
    ])
    func reportsLastMonthTheSameWayEachTime(format: String, golden: String) throws {
        try withTemporaryDirectory { dir in
            let timi = try reportLedger(dir)
            let report = try timi.run("report", "last", "--format", format)
            #expect(report.status == 0)
            #expect(report.stderr.isEmpty)
            try expectSnapshot(report.stdout, named: golden)
            #expect(try timi.run("report", "2026-10", "--format", format).stdout == report.stdout)
        }
    }

    @Test func writesTheReportToAFileUnderCronsEnvironment() throws {
        try withTemporaryDirectory { dir in
            _ = try reportLedger(dir)
            // cron: no terminal, no TIMI_HOME, no locale; HOME and a short PATH only.
            let home = dir + "/home"
            try FileManager.default.createDirectory(
                atPath: home + "/.local/share", withIntermediateDirectories: true)
            try FileManager.default.moveItem(atPath: dir + "/ledger", toPath: home + "/.local/share/timi")
            let result = try RunResult(
                running: TimiRunner.executable,
                arguments: ["report", "2026-10", "--format", "html", "--output", "r.html"],
                environment: ["HOME": home, "PATH": "/usr/bin:/bin", "SHELL": "/bin/sh"], directory: dir)
            #expect(result.status == 0)
            #expect(result.stdout.isEmpty && result.stderr.isEmpty)
            let html = try String(contentsOfFile: dir + "/r.html", encoding: .utf8)
            #expect(
                html.contains(
                    "<h1 style=\"margin:4px 0 0;font-size:22px;font-weight:600;\">日常账本 · 2026-10</h1>"))
            // No temporary file is left behind.
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".") }.isEmpty)
        }
    }
}
