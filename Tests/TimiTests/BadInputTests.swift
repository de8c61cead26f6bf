import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every kind of bad input: one line on stderr, the documented status, and the ledger unchanged.
struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        // amounts: 65
        Case(arguments: ["add", "12,5"], status: 65, message: "invalid amount '12,5': use '.' for decimals"),
        Case(arguments: ["add", "1e3"], status: 65, message: "exponents are not allowed"),
        Case(arguments: ["add", "nan"], status: 65, message: "invalid amount 'nan'"),
        Case(arguments: ["add", "12.5abc"], status: 65, message: "invalid amount '12.5abc'"),
        Case(arguments: ["add", "0"], status: 65, message: "must be greater than 0"),
        Case(arguments: ["add", "-3"], status: 65, message: "invalid amount '-3'"),
        Case(arguments: ["add", "0.001"], status: 65, message: "at most two decimals"),
        Case(arguments: ["add", "99999999999"], status: 65, message: "the largest amount is 999999999.99"),
        Case(arguments: ["add", ""], status: 65, message: "it is empty"),
        Case(arguments: ["add", "１２"], status: 65, message: "use ASCII digits"),
        Case(arguments: ["add", "--", "--5"], status: 65, message: "invalid amount '--5'"),
        Case(
            arguments: ["edit", "whatever", "--amount", "abc"], status: 65, message: "invalid amount 'abc'"),
        // dates: 65
        Case(arguments: ["add", "5", "--date", "2026-02-30"], status: 65, message: "2026-02 has no day 30"),
        Case(arguments: ["add", "5", "--date", "13-01"], status: 65, message: "there is no month 13"),
        Case(
            arguments: ["add", "5", "--date", "overmorrow"], status: 65, message: "invalid date 'overmorrow'"),
        Case(arguments: ["list", "2026-13"], status: 65, message: "invalid period '2026-13'"),
        Case(
            arguments: ["list", "--from", "11-20", "--to", "11-01"], status: 65,
            message: "--from is after --to"),
        Case(arguments: ["pie", "2026-13"], status: 65, message: "invalid period '2026-13'"),
        Case(
            arguments: ["calendar", "2026"], status: 65,
            message: "invalid period '2026': this view shows a month"),
        Case(arguments: ["export", "2026-13"], status: 65, message: "invalid period '2026-13'"),
        Case(
            arguments: ["report", "2026-13"], status: 65,
            message: "invalid period '2026-13': use a month (2026-11"),
        Case(arguments: ["report", "13"], status: 65, message: "invalid period '13'"),
        Case(
            arguments: ["calendar", "this", "week"], status: 65,
            message: "invalid period 'this week': this view shows a month"),
        Case(
            arguments: ["list", "2026", "--from", "11-01"], status: 64,
            message: "Give either a period or --from/--to"),
        // values: 65
        Case(
            arguments: ["add", "5", "--note", String(repeating: "长", count: 41)], status: 65,
            message: "at most 40 characters"),
        Case(arguments: ["add", "5", "--note", "a\u{7}b"], status: 65, message: "control characters"),
        Case(arguments: ["add", "5", "salary", "--expense"], status: 65, message: "is an income category"),
        Case(
            arguments: ["book", "add", " \u{3000} "], status: 65, message: "invalid book name '': it is empty"
        ),
        Case(arguments: ["book", "add", "x", "--cover", "9"], status: 65, message: "a cover is 0 to 5"),
        Case(arguments: ["category", "add", "咖啡"], status: 65, message: "give an ASCII alias"),
        Case(
            arguments: ["category", "add", "tea", "--alias", "9tea"], status: 65,
            message: "invalid alias '9tea'"),
        // search and the filters and orders of list and search
        Case(
            arguments: ["search", "x", "--sort", "size"], status: 64,
            message: "The value 'size' is invalid for '--sort <order>': use date, amount or category"),
        Case(arguments: ["list", "--sort", "size"], status: 64, message: "invalid for '--sort <order>'"),
        Case(
            arguments: ["search", "x", "--min", "5", "--max", "1"], status: 64,
            message: "'--min 5.00' is above '--max 1.00': no bill can match"),
        Case(arguments: ["search", ""], status: 64, message: "The value '' is invalid for '<text>'"),
        Case(arguments: ["search", "  "], status: 64, message: "give some text to look for"),
        Case(arguments: ["search"], status: 64, message: "Missing expected argument '<text>'"),
        Case(arguments: ["search", "x", "--min", "abc"], status: 65, message: "invalid amount 'abc'"),
        Case(arguments: ["search", "x", "2026-13"], status: 65, message: "invalid period '2026-13'"),
        Case(
            arguments: ["search", "x", "--category", "nosuch"], status: 1,
            message: "no category matches 'nosuch'"),
        Case(
            arguments: ["search", "x", "-c", "meals", "-c", "salary", "--expense"], status: 64,
            message: "'--expense' cannot be used with 工资 (salary), an income category"),
        // not found, ambiguous, refused: 1
        Case(
            arguments: ["add", "5", "mels"], status: 1,
            message: "no category matches 'mels'; did you mean 'meals'?"),
        Case(arguments: ["add", "5", "s"], status: 1, message: "'s' matches"),
        Case(arguments: ["show", "ffffffff"], status: 1, message: "no bill matches 'ffffffff'"),
        Case(arguments: ["delete", "nosuch"], status: 1, message: "no bill matches 'nosuch'"),
        Case(arguments: ["add", "5", "--book", "nosuch"], status: 1, message: "no book matches 'nosuch'"),
        Case(arguments: ["export", "--book", "nosuch"], status: 1, message: "no book matches 'nosuch'"),
        Case(arguments: ["book", "use", "日常帐本"], status: 1, message: "did you mean '日常账本'?"),
        Case(
            arguments: ["list", "--category", "mels"], status: 1,
            message: "no category matches 'mels'; did you mean 'meals'?"),
        Case(arguments: ["pie", "--book", "nosuch"], status: 1, message: "no book matches 'nosuch'"),
        Case(arguments: ["book", "add", "日常账本"], status: 1, message: "already a book named 日常账本"),
        Case(arguments: ["book", "delete", "日常账本", "--yes"], status: 1, message: "is the last book"),
        Case(
            arguments: ["category", "add", "x", "--alias", "meals"], status: 1, message: "already used by 用餐"),
        Case(arguments: ["category", "delete", "meals"], status: 1, message: "has 1 bill"),
        // usage: 64
        Case(arguments: ["ad", "5"], status: 64, message: "Unknown command 'ad'; did you mean 'add'?"),
        Case(arguments: ["add"], status: 64, message: "Missing expected argument '<amount>'"),
        Case(arguments: ["add", "5", "--bogus"], status: 64, message: "Unknown option '--bogus'"),
        Case(arguments: ["add", "5", "--nte", "x"], status: 64, message: "did you mean '--note'?"),
        Case(arguments: ["add", "5", "--note"], status: 64, message: "Missing value for '--note <text>'"),
        Case(
            arguments: ["add", "5", "--income", "--expense"], status: 64, message: "cannot be used together"),
        Case(
            arguments: ["add", "5", "--format", "xml"], status: 64,
            message: "The value 'xml' is invalid for '--format <format>'"),
        Case(
            arguments: ["list", "--color", "sometimes"], status: 64, message: "invalid for '--color <when>'"),
        Case(
            arguments: ["list", "--limit", "0"], status: 64,
            message: "The value '0' is invalid for '--limit <n>'"),
        Case(
            arguments: ["list", "--limit", "ten"], status: 64,
            message: "The value 'ten' is invalid for '--limit <n>'"),
        Case(arguments: ["list", "--search"], status: 64, message: "Missing value for '--search <text>'"),
        Case(
            arguments: ["list", "--category", "salary", "--expense"], status: 64,
            message: "an income category"),
        Case(
            arguments: ["list", "2026-11", "--from", "11-01"], status: 64,
            message: "either a period or --from/--to"),
        Case(
            arguments: ["list", "--format", "html"], status: 64, message: "'timi list' writes text, json, csv"
        ),
        Case(arguments: ["pie", "--income", "--expense"], status: 64, message: "cannot be used together"),
        Case(arguments: ["pie", "2026-11", "2026-10"], status: 64, message: "Unexpected argument '2026-10'"),
        Case(arguments: ["months", "2026"], status: 64, message: "Unexpected argument '2026'"),
        Case(
            arguments: ["months", "--format", "xml"], status: 64,
            message: "'timi months' writes text, json, csv"),
        Case(
            arguments: ["calendar", "--mondy"], status: 64,
            message: "Unknown option '--mondy'; did you mean '--monday'?"),
        Case(
            arguments: ["calendar", "--monday", "--sunday"], status: 64, message: "cannot be used together"),
        Case(
            arguments: ["balance", "--format", "markdown"], status: 64,
            message: "'timi balance' writes text, json, csv"),
        Case(arguments: ["edit", "abc"], status: 64, message: "Nothing to change"),
        Case(arguments: ["book", "frobnicate"], status: 64, message: "Unknown 'book' command 'frobnicate'"),
        Case(arguments: ["delete"], status: 64, message: "Missing expected argument '<id>'"),
        Case(arguments: ["--ledger"], status: 64, message: "Missing value for '--ledger <dir>'"),
        Case(arguments: ["import"], status: 64, message: "Missing expected argument '<file>'"),
        Case(
            arguments: ["import", "x.csv", "--map", "date"], status: 64,
            message: "invalid column mapping 'date': write COLUMN=FIELD"),
        Case(
            arguments: ["import", "x.csv", "--map", "d=day"], status: 64,
            message: "FIELD is one of date, type"),
        Case(
            arguments: ["import", "x.csv", "--category-map", "food"], status: 64,
            message: "invalid category mapping 'food'"),
        Case(
            arguments: ["import", "x.csv", "--format", "xml"], status: 64,
            message: "'timi import' reads csv, json, jsonl"),
        Case(
            arguments: ["import", "x.csv", "--json"], status: 64, message: "'--json' goes with '--dry-run'"),
        Case(
            arguments: ["export", "--format", "text"], status: 64,
            message: "'timi export' writes csv, json, jsonl, ledger"),
        Case(
            arguments: ["report", "--format", "csv"], status: 64,
            message: "'timi report' writes text, markdown, html, json"),
        Case(
            arguments: ["report", "--output", ""], status: 64,
            message: "The value '' is invalid for '--output <file>'"),
        // suggestions for every kind of name
        Case(
            arguments: ["book", "ad", "x"], status: 64,
            message: "Unknown 'book' command 'ad'; did you mean 'add'?"),
        Case(
            arguments: ["--colr", "never", "list"], status: 64,
            message: "Unknown option '--colr'; did you mean '--color'?"),
        Case(arguments: ["help", "ad"], status: 64, message: "Unknown command 'ad'; did you mean 'add'?"),
        Case(
            arguments: ["help", "book", "renam"], status: 64,
            message: "Unknown 'book' command 'renam'; did you mean 'rename'?"),
        Case(
            arguments: ["list", "--categroy", "meals"], status: 64,
            message: "Unknown option '--categroy'; did you mean '--category'?"),
        Case(
            arguments: ["book", "add", "x", "--curency", "€"], status: 64,
            message: "did you mean '--currency'?"),
        Case(
            arguments: ["list", "--format", "jsn"], status: 64,
            message: "'timi list' writes text, json, csv; did you mean 'json'?"),
        Case(arguments: ["report", "--format", "markdwn"], status: 64, message: "did you mean 'markdown'?"),
        Case(arguments: ["report", "--format", "md"], status: 64, message: "did you mean 'markdown'?"),
        Case(
            arguments: ["list", "--json", "--format", "csv"], status: 64,
            message: "'--json' and '--format csv' cannot be used together: give one"),
        Case(
            arguments: ["--format", "text", "balance", "--json"], status: 64,
            message: "'--json' and '--format text' cannot be used together"),
        Case(arguments: ["export", "--format", "jsnl"], status: 64, message: "did you mean 'jsonl'?"),
        Case(
            arguments: ["import", "x.csv", "--format", "cvs"], status: 64,
            message: "reads csv, json, jsonl, xlsx; did you mean 'csv'?"),
        Case(
            arguments: ["import", "x.csv", "--encoding", "gb2132"], status: 64,
            message: "invalid for '--encoding <encoding>': use utf-8, gb18030 (gbk), utf-16 or windows-1252"),
        Case(
            arguments: ["list", "--color", "alway"], status: 64,
            message: "use auto, always or never; did you mean 'always'?"),
        Case(
            arguments: ["completions", "bsh"], status: 64,
            message: "The value 'bsh' is invalid for '<shell>': use bash, zsh or fish; did you mean 'bash'?"),
        Case(arguments: ["completions"], status: 64, message: "Missing expected argument '<shell>'"),
        Case(
            arguments: ["pie", "al"], status: 65,
            message:
                "invalid period 'al': use a month (2026-11, 11, this month, last month), a year (2026, this year, last year), a quarter (2026Q3), a week (this week), today, yesterday or all; did you mean 'all'?"
        ),
        Case(
            arguments: ["report", "lst"], status: 65,
            message:
                "use a month (2026-11, 11, this month, last month), a year (2026, this year, last year), a quarter (2026Q3), a week (this week), today or yesterday; did you mean 'last'?"
        ),
        Case(
            arguments: ["category", "delete", "tobaco"], status: 1,
            message: "no category matches 'tobaco'; did you mean 'tobacco'?"),
        Case(
            arguments: ["category", "delete", "tobacco", "--move-to", "snaks"], status: 1,
            message: "did you mean 'snacks'?"),
        Case(
            arguments: ["--book", "日常帐本", "list"], status: 1,
            message: "no book matches '日常帐本'; did you mean '日常账本'?"),
        // colours, icons, covers
        Case(
            arguments: ["category", "color", "meals", "#12345"], status: 65,
            message: "invalid colour '#12345': give #RRGGBB or one of red, orange"),
        Case(
            arguments: ["category", "color", "meals", "puce"], status: 65, message: "invalid colour 'puce'"),
        Case(arguments: ["category", "color", "mels", "red"], status: 1, message: "did you mean 'meals'?"),
        Case(
            arguments: ["category", "icon", "meals", "nope.png"], status: 1,
            message: "no spare icon matches 'nope.png'"),
        Case(
            arguments: ["category", "add", "tea", "--icon", "type_big_2.png"], status: 1,
            message: "no spare icon matches 'type_big_2.png'"),
        Case(
            arguments: ["book", "cover", "日常账本", "6"], status: 65,
            message: "invalid cover '6': a cover is 0 to 5"),
        Case(arguments: ["book", "cover", "日常账本", "x"], status: 65, message: "invalid cover 'x'"),
        // files: 66 and 74
        Case(
            arguments: ["add", "5", "--photo", "/nonexistent/photo.jpg"], status: 66,
            message: "cannot read '/nonexistent/photo.jpg'"),
        Case(arguments: ["add", "5", "--ledger", "/dev/null/ledger"], status: 74, message: "/dev/null"),
        Case(
            arguments: ["import", "/nonexistent/bills.csv"], status: 66,
            message: "cannot read '/nonexistent/bills.csv': no such file"),
        Case(arguments: ["import", "/"], status: 66, message: "cannot read '/': is not a regular file"),
        Case(
            arguments: ["import", "x.csv", "--category-map", "food=nosuch"], status: 66,
            message: "cannot read 'x.csv'"),
        Case(
            arguments: ["report", "--output", "/nonexistent/r.txt"], status: 74,
            message: "/nonexistent/r.txt: No such file"),
    ]

    /// A ledger holding one bill, so "unchanged" has something to compare.
    func preparedLedger(_ dir: String) throws -> TimiRunner {
        let timi = TimiRunner(home: dir + "/ledger")
        #expect(try timi.run("add", "1", "meals", "--note", "seed").status == 0)
        return timi
    }

    @Test(arguments: cases)
    func isRejectedAndChangesNothing(_ bad: Case) throws {
        try withTemporaryDirectory { dir in
            let timi = try preparedLedger(dir)
            let before = snapshot(timi.home)
            let result = try timi.run(arguments: bad.arguments)
            #expect(result.status == bad.status)
            #expect(result.stderr.contains(bad.message), "\(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: "))
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test(arguments: cases.filter { $0.status != 1 })
    func leavesNoLedgerWhereThereWasNone(_ bad: Case) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let result = try timi.run(arguments: bad.arguments)
            #expect(result.status != 0)
            #expect(!FileManager.default.fileExists(atPath: timi.home))
        }
    }

    @Test func aDamagedLedgerFileIsNamedAndLeftAlone() throws {
        try withTemporaryDirectory { dir in
            let timi = try preparedLedger(dir)
            try Data("{\"books\": [".utf8).write(to: URL(fileURLWithPath: timi.home + "/ledger.json"))
            let before = snapshot(timi.home)
            for arguments in [["list"], ["add", "5"], ["balance"], ["book", "add", "x"]] {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 65)
                #expect(result.stderr.contains(timi.home + "/ledger.json is damaged: not valid JSON"))
            }
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func aBusyLedgerExits75() throws {
        try withTemporaryDirectory { dir in
            var timi = try preparedLedger(dir)
            timi.extraEnvironment["TIMI_LOCK_TIMEOUT"] = "0.3"
            let fd = open(timi.home + "/lock", O_RDWR)
            defer { close(fd) }
            #expect(flock(fd, LOCK_EX) == 0)
            let before = snapshot(timi.home)
            let result = try timi.run("add", "5")
            #expect(result.status == 75)
            #expect(result.stderr.contains("is busy"))
            #expect(try timi.run("list").status == 75)
            #expect(snapshot(timi.home) == before)
        }
    }
}
