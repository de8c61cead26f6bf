import Foundation
@testable import LedgerCore
import TestSupport
import Testing

@testable import timi

/// The Chinese interface: the views, the report, the help and the messages in Chinese when the
/// locale (or `config.json`) says so, as goldens at 80 and 40 columns; JSON and CSV unchanged.
struct ChineseInterfaceTests {
    /// The text views, each golden in `Snapshots/zh-<view>-<width>.txt`.
    static let views: [(String, [String])] = [
        ("list-all", ["list", "all"]), ("list-category", ["list", "all", "--category", "meals"]),
        ("list-empty", ["list", "2026-08"]), ("pie", ["pie"]), ("pie-empty", ["pie", "2026-08"]),
        ("calendar", ["calendar"]), ("calendar-leap-month", ["calendar", "2025-07", "--sunday"]),
        ("calendar-spring-festival", ["calendar", "2026-02"]),
        ("calendar-no-lunar", ["calendar", "--no-lunar"]),
        ("months", ["months"]), ("balance", ["balance"]),
        ("budget", ["budget"]), ("report", ["report", "2026-11"]),
        ("report-markdown", ["report", "2026-11", "--format", "markdown"]),
        ("help", ["--help"]), ("help-calendar", ["calendar", "--help"]), ("help-add", ["add", "--help"]),
        ("help-list", ["list", "--help"]), ("help-import", ["import", "--help"]),
        ("help-budget-set", ["budget", "set", "--help"]),
        ("help-recurring-add", ["recurring", "add", "--help"]),
        ("help-config", ["help", "config"]),
        // The views that had an English golden only.
        ("home", []), ("list-search", ["list", "all", "--search", "TAXI"]),
        ("list-income", ["list", "all", "--income"]), ("list-trip", ["list", "--book", "Trip"]),
        ("list-by-amount", ["list", "all", "--sort", "amount", "--limit", "6"]),
        ("list-range", ["list", "all", "--min", "10", "--max", "100", "-c", "meals", "-c", "transport"]),
        ("pie-income-all", ["pie", "all", "--income"]), ("calendar-empty", ["calendar", "2026-08"]),
        ("months-empty", ["months", "--book", "空账本"]), ("search", ["search", "a", "--limit", "5"]),
        ("trend", ["trend"]), ("trend-all", ["trend", "all", "-c", "meals", "--category", "coffee"]),
        ("trend-income", ["trend", "2026", "--income"]), ("recent", ["recent"]),
        ("category-list", ["category", "list"]), ("book-list", ["book", "list"]),
        ("help-undo", ["undo", "--help"]), ("help-doctor", ["doctor", "--help"]),
        ("help-trend", ["trend", "--help"]), ("help-search", ["search", "--help"]),
    ]

    struct View: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var width: Int
        var testDescription: String { "zh-\(name)-\(width): timi \(arguments.joined(separator: " "))" }
    }

    static let cases = views.flatMap { name, arguments in
        [80, 40].map { View(name: name, arguments: arguments, width: $0) }
    }

    /// The fixture ledger, copied, with a budget for meals and one for the book.
    static func ledger(in dir: String) throws -> TimiRunner {
        try FileManager.default.copyItem(atPath: try Fixture.timi().home, toPath: dir + "/ledger")
        let timi = TimiRunner(home: dir + "/ledger")
        for arguments in [["budget", "set", "meals", "50"], ["budget", "set", "total", "5000"]] {
            let result = try timi.run(arguments: arguments)
            try #require(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return timi
    }

    @Test(arguments: cases)
    func matchesItsGolden(_ view: View) throws {
        try withTemporaryDirectory { dir in
            var timi = try Self.ledger(in: dir)
            timi.extraEnvironment = ["COLUMNS": String(view.width), "LANG": "zh_CN.UTF-8"]
            let result = try timi.run(arguments: view.arguments)
            #expect(result.status == 0, "\(result.stderr)")
            for line in result.stdout.split(separator: "\n") {
                #expect(TextWidth.of(line) <= view.width, "too wide: \(line)")
            }
            try expectSnapshot(result.stdout, named: "zh-\(view.name)-\(view.width).txt")
        }
    }

    /// `--lunar` in the English interface: the same lunar line, at 80 and 40 columns.
    @Test(arguments: [80, 40])
    func theLunarCalendarInEnglish(width: Int) throws {
        var timi = try Fixture.timi()
        timi.extraEnvironment["COLUMNS"] = String(width)
        let result = try timi.run("calendar", "2026-09", "--lunar")
        #expect(result.status == 0, "\(result.stderr)")
        try expectSnapshot(result.stdout, named: "calendar-lunar-\(width).txt")
        let json = try timi.run("calendar", "2026-09", "--lunar", "--json").stdout
        #expect(
            json.contains(
                #"{"count":0,"date":"2026-09-25","expense":"0.00","income":"0.00","lunar":{"day":15,"#
                    + #""festival":"midAutumn","leap":false,"month":8,"text":"中秋"}}"#))
        #expect(!(try timi.run("calendar", "2026-09", "--json").stdout.contains("lunar")))
    }

    /// LC_ALL wins over LC_MESSAGES, which wins over LANG; the configuration wins over all three.
    @Test(arguments: [
        ([("LANG", "zh_CN.UTF-8")], nil, Language.chinese), ([("LANG", "zh_TW")], nil, .chinese),
        ([("LC_MESSAGES", "zh_HK.UTF-8"), ("LANG", "en_US.UTF-8")], nil, .chinese),
        ([("LC_ALL", "en_US.UTF-8"), ("LANG", "zh_CN.UTF-8")], nil, .english),
        ([("LC_ALL", ""), ("LANG", "zh_SG")], nil, .chinese), ([("LANG", "zh")], nil, .english),
        ([("LANG", "C")], nil, .english), ([], nil, .english),
        ([("LANG", "zh_CN.UTF-8")], Language.english, .english), ([], Language.chinese, .chinese),
    ])
    func theLanguageComesFromTheLocaleUnlessConfigured(
        variables: [(String, String)], configured: Language?, expected: Language
    ) {
        let environment = Dictionary(variables, uniquingKeysWith: { first, _ in first })
        #expect(Language.of(environment: environment, configured: configured) == expected)
    }

    @Test func theConfigurationChoosesTheLanguage() throws {
        try withTemporaryDirectory { dir in
            var timi = try Self.ledger(in: dir)
            let config = timi.home + "-home/.config/timi"
            try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
            try Data(#"{"language": "zh"}"#.utf8).write(to: URL(fileURLWithPath: config + "/config.json"))
            #expect(try timi.run("balance").stdout.hasPrefix("账本"))
            try Data(#"{"language": "en"}"#.utf8).write(to: URL(fileURLWithPath: config + "/config.json"))
            timi.extraEnvironment["LANG"] = "zh_CN.UTF-8"
            #expect(try timi.run("balance").stdout.hasPrefix("BOOK"))
            try Data(#"{"language": "fr"}"#.utf8).write(to: URL(fileURLWithPath: config + "/config.json"))
            let bad = try timi.run("balance")
            #expect(bad.status == 65)
            // A configuration that cannot be read cannot choose the language: LANG does.
            #expect(bad.stderr.contains("'language' 必须是 en 或 zh，不能是 'fr'"), "\(bad.stderr)")
        }
    }

    /// Bad input in Chinese: one line, the same exit status, the ledger unchanged.
    @Test(arguments: [
        (
            ["add", "abc"], 65,
            "错误：金额 'abc' 无效：应为数字（如 12.50）或算式（如 12+8.5、3*12.5）"
        ),
        (["show", "zzzz"], 1, "错误：没有与 'zzzz' 相符的账单"),
        (["add", "0"], 65, "错误：金额 '0' 无效：金额必须大于 0"),
        (["list", "--colr", "never"], 64, "错误：未知选项 '--colr'；是不是 '--color'？（见 'timi list --help'）"),
        (
            ["calendar", "--lunar", "--no-lunar"], 64,
            "错误：'--lunar' 和 '--no-lunar' 不能同时使用（见 'timi calendar --help'）"
        ),
        (["lst"], 64, "错误：未知命令 'lst'；是不是 'list'？（见 'timi --help'）"),
        (["book", "renme", "a"], 64, "错误：'book' 没有子命令 'renme'；是不是 'rename'？（见 'timi book --help'）"),
        (["list", "--limit", "0"], 64, "错误：'--limit <n>' 的值 '0' 无效：请给出不小于 1 的整数（见 'timi list --help'）"),
        (
            ["list", "2026-11", "--from", "2026-11-01"], 64,
            "错误：时间段和 --from/--to 只能给一种，不能都给（见 'timi list --help'）"
        ),
        (
            ["config", "get", "colr"], 64,
            "错误：'<key>' 的值 'colr' 无效：键有 currency, firstDayOfWeek, color, listPeriod, language, defaultAccount；是不是 'color'？（见 'timi config get --help'）"
        ),
    ])
    func errorsAreInChineseAndChangeNothing(arguments: [String], status: Int32, message: String) throws {
        try withTemporaryDirectory { dir in
            var timi = try Self.ledger(in: dir)
            timi.extraEnvironment["LANG"] = "zh_CN.UTF-8"
            let before = snapshot(timi.home)
            let result = try timi.run(arguments: arguments)
            #expect(result.status == status)
            #expect(result.stderr == message + "\n")
            #expect(snapshot(timi.home) == before)
        }
    }

    /// JSON and CSV are for scripts: the same bytes in both languages.
    @Test(arguments: [
        ["list", "all", "--json"], ["pie", "--format", "csv"], ["calendar", "--json"], ["months", "--json"],
        ["balance", "--format", "csv"], ["report", "2026-11", "--format", "json"],
    ])
    func jsonAndCSVDoNotChange(arguments: [String]) throws {
        var timi = try Fixture.timi()
        let english = try timi.run(arguments: arguments)
        timi.extraEnvironment["LANG"] = "zh_CN.UTF-8"
        let chinese = try timi.run(arguments: arguments)
        #expect(english.status == 0)
        #expect(chinese.stdout == english.stdout)
    }
}
