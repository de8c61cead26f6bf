import Foundation
@testable import LedgerCore
import TestSupport
import Testing

@testable import timi

/// Every kind of error in Chinese has no English word left: a table of bad inputs, each run by the
/// real `timi` in both languages, the transcripts kept as goldens (the English one is today's text).
struct ChineseErrorsTests {
    /// Bad inputs, each run in a ledger with one bill of 用餐 (meals) and a budget of 1.00 for it;
    /// the files named are made by ``files``.
    static let table: [[String]] = [
        ["add", "abc"], ["add", "10/3", "meals"], ["add", "12,5"], ["add", "1e3"], ["add", "9999999999"],
        ["add", "0"], ["add", "12", "--date", "2026-02-30"], ["add", "12", "--date", "2026-13-01"],
        ["add", "12", "--date", "foo"], ["add", "12", "nosuchcat"], ["add", "12", "meals", "--income"],
        ["add", "12", "meals", "--note", String(repeating: "n", count: 41)],
        ["add", "12", "meals", "--photo", "/nonexistent.jpg"], ["add", "12", "--notee", "x"],
        ["add", "12", "--note"], ["show", "zzzz"], ["edit", "zzzz", "--amount", "3"], ["again", "@9"],
        ["list", "2026-13"], ["list", "foo"], ["pie", "lastt"],
        ["list", "--from", "2026-11-05", "--to", "2026-11-01"],
        ["calendar", "2026"], ["lst"], ["book", "add", "日常账本"], ["book", "delete", "日常账本", "--yes"],
        ["book", "use", "nobook"], ["book", "cover", "日常账本", "9"], ["category", "add", "用餐"],
        ["category", "add", "Tea", "--alias", "meals"], ["category", "delete", "meals"],
        ["category", "color", "meals", "reddish"], ["category", "icon", "meals", "nosuch.png"],
        ["budget", "set", "salary", "100"], ["budget", "unset", "transport"], ["budget", "check"],
        ["recurring", "add", "12", "meals", "--every", "fortnight"],
        ["recurring", "add", "12", "meals", "--every", "month", "--on", "40"],
        [
            "recurring", "add", "12", "meals", "--every", "month", "--from", "2026-11-01", "--until",
            "2026-10-01",
        ],
        ["recurring", "delete", "zz"], ["redo"], ["import", "missing.csv"], ["import", "bad.csv"],
        ["import", "empty.csv"], ["import", "columns.csv"], ["import", "bad.jsonl"],
        ["import", "bad.json", "--format", "json"], ["import", "quote.csv"],
        ["import", "bad.csv", "--map", "x=y"],
        ["import", "bad.csv", "--map", "amount"], ["import", "bad.csv", "--rules", "bad.rules"],
        ["import", "bad.csv", "--format", "xml"], ["config", "set", "language", "fr"],
        ["config", "set", "currency", "1234567"], ["config", "get", "nosuch"], ["restore", "missing.tar"],
    ]

    /// The import files of ``table``.
    static let files: [String: String] = [
        "bad.csv":
            "date,type,amount,category,note\n2026-11-01,expense,abc,meals,x\n2026-13-01,expense,3,meals,x\n"
            + "2026-11-01,expense,3,nosuch,x\n2026-11-01,foo,3,meals,x\n2026-11-01,expense,3\n"
            + "2026-11-02,income,3,meals,x\n",
        "empty.csv": "", "columns.csv": "a,b\n1,2\n", "quote.csv": "date,amount\n2026-11-01,\"12\n",
        "bad.jsonl":
            "{\"date\":\"2026-11-01\",\"amount\":12}\n{\"date\":\"2026-11-01\",\"amount\":\"1\"} x\n",
        "bad.json": "{\"date\":\"2026-11-01\"}\n", "bad.rules": "if foo\n  bogus x\n",
    ]

    /// The words an error may keep in Chinese: what is typed on the command line (commands,
    /// period and type words, placeholders of usage), names and formats.
    static let typedWords: Set<String> = [
        "timi", "id", "ids", "JSON", "CSV", "UTF", "ASCII", "MiB", "YYYY", "MM", "DD", "this", "last", "next",
        "month", "year", "week", "quarter", "today", "yesterday", "tomorrow", "all", "mon", "sun", "expense",
        "income", "every", "day", "total", "CATEGORY", "MONTH", "COLUMN", "FIELD", "utf", "gb", "gbk",
        "jsonl", "json", "csv", "xlsx", "red", "orange", "yellow", "green", "teal", "blue", "purple", "pink",
        "brown", "gray", "grey", "en", "zh", "auto", "always", "never", "monday", "sunday", "RRGGBB",
        // The fields of an import file (`--map`, rules files), the actions of a rules file, the
        // colour names and the configuration keys: typed as they are.
        "date", "type", "amount", "category", "note", "book", "created", "photo", "payee", "ref", "balance",
        "status", "in", "out", "skip", "lime", "cyan", "indigo", "currency", "firstDayOfWeek", "color",
        "listPeriod", "language", "categoryAlias", "defaultAccount", "account", "toAccount", "toAmount", "fee",
        "transfer", "time",
    ]

    @Test func everyErrorInChineseHasNoEnglishWordLeft() throws {
        try withTemporaryDirectory { dir in
            let (chinese, english) = try Self.transcripts(in: dir)
            try expectSnapshot(english, named: "errors-en.txt")
            try expectSnapshot(chinese, named: "zh-errors.txt")
            let categories = try TimiRunner(home: dir + "/ledger-zh_CN.UTF-8-0").run(
                "category", "list", "--json")
            let aliases = Set(
                categories.stdout.matches(of: #/"alias":"([^"]+)"/#).map { String($0.output.1) })
            for (line, words) in Self.englishLeft(in: chinese, allowed: aliases) {
                Issue.record("English in Chinese: \(words) in \(line)")
            }
        }
    }

    /// A damaged month file (a bill of another month, JSON cut off) and a workbook cut off are told in
    /// Chinese to the end of the line: the detail and its place too, only the file's path, its JSON
    /// names and the values it holds left as they are. Each case names words of its English detail.
    @Test func aDamagedFileIsToldInChinese() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.directory = dir
            try #require(try timi.run("add", "12.5", "meals", "--date", "2026-10-05").status == 0)
            let month = dir + "/ledger/bills/1/2026-10.json"
            let written = try String(contentsOfFile: month, encoding: .utf8)
            let workbook = URL(fileURLWithPath: WorkbookImportTests.fixture("timi.xlsx"))
            try Data(contentsOf: workbook).prefix(2000).write(to: URL(fileURLWithPath: dir + "/cut.xlsx"))
            let cases: [(month: String, arguments: [String], path: String, english: [String])] = [
                (
                    written.replacing(#""date":"2026-10-05""#, with: #""date":"2026-11-03""#),
                    ["list", "2026-10"], month, ["the date", "is not in", "line", "column"]
                ),
                (
                    #"{"format":1,"bills":[{"amount":"12.50","#, ["list", "2026-10"], month,
                    ["not valid JSON", "unexpected end of file", "line", "column"]
                ),
                (written, ["import", "cut.xlsx"], "cut.xlsx", ["the zip is cut off", "download it again"]),
            ]
            for (text, arguments, path, words) in cases {
                try Data(text.utf8).write(to: URL(fileURLWithPath: month))
                timi.extraEnvironment = ["LANG": "en_US.UTF-8"]
                let english = try timi.run(arguments: arguments)
                timi.extraEnvironment = ["LANG": "zh_CN.UTF-8"]
                let chinese = try timi.run(arguments: arguments)
                #expect(english.status == chinese.status && chinese.status != 0, "\(arguments)")
                #expect(words.allSatisfy(english.stderr.contains), "\(english.stderr)")
                let line = chinese.stderr.replacing(path, with: " ")
                #expect(line.hasPrefix("错误："), "\(chinese.stderr)")
                #expect(!words.contains(where: line.contains), "\(chinese.stderr)")
                let left = Self.englishWords(in: line).filter { !["JSON", "bills", "zip"].contains($0) }
                #expect(left.isEmpty, "English in Chinese: \(left) in \(chinese.stderr)")
            }
        }
    }

    /// The lines of `transcript` with English words left, and those words: all but ``typedWords``,
    /// `allowed`, the commands' names and the words of the case's own command line.
    static func englishLeft(in transcript: String, allowed: Set<String>) -> [(String, [String])] {
        let known = typedWords.union(CatalogTests.commands.map { $0.name }).union(allowed)
        var typed: Set<String> = []
        var found: [(String, [String])] = []
        for line in transcript.split(separator: "\n").map(String.init) {
            if line.hasPrefix("$ timi") {
                typed = Set(line.split(whereSeparator: { !($0.isASCII && $0.isLetter) }).map(String.init))
                continue
            }
            let left = englishWords(in: line).filter { !known.contains($0) && !typed.contains($0) }
            if !left.isEmpty { found.append((line, left)) }
        }
        return found
    }

    /// The table run in Chinese and in English, each case on a ledger of its own: `$ timi ARGS [STATUS]`,
    /// then stdout and stderr.
    static func transcripts(in dir: String) throws -> (chinese: String, english: String) {
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        var out: [String: String] = [:]
        for locale in ["zh_CN.UTF-8", "en_US.UTF-8"] {
            var transcript = ""
            for (number, arguments) in table.enumerated() {
                var timi = TimiRunner(home: dir + "/ledger-\(locale)-\(number)")
                timi.directory = dir
                // Made under C, the ledger has the app's Chinese titles in both transcripts.
                timi.extraEnvironment = ["LANG": "C", "COLUMNS": "200", "TZ": "UTC"]
                try #require(try timi.run("add", "12.5", "meals", "--note", "lunch").status == 0)
                try #require(try timi.run("budget", "set", "meals", "1").status == 0)
                timi.extraEnvironment["LANG"] = locale
                let result = try timi.run(arguments: arguments)
                transcript +=
                    "$ timi \(arguments.joined(separator: " "))  [\(result.status)]\n" + result.stdout
                    + result.stderr
            }
            out[locale] = transcript.replacing(dir, with: "<dir>")
        }
        return (out["zh_CN.UTF-8"] ?? "", out["en_US.UTF-8"] ?? "")
    }

    /// The words of `line` written in Latin letters, two or more, outside what it quotes ('…',
    /// "…") and outside options (`--note`), paths and file names.
    static func englishWords(in line: String) -> [String] {
        let unquoted = line.replacing(#/'[^']*'|"[^"]*"|“[^”]*”/#, with: " ")
        return unquoted.split(whereSeparator: {
            $0 == " " || $0 == "（" || $0 == "）" || $0 == "(" || $0 == ")"
        })
        .filter { !$0.hasPrefix("-") && !$0.contains("/") && !$0.contains(".") && !$0.contains("<") }
        .flatMap { $0.split(whereSeparator: { !($0.isASCII && $0.isLetter) }) }
        .map(String.init).filter { $0.count > 1 }
    }
}
