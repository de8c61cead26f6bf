import Foundation
import TestSupport
import Testing

/// The views and messages that were still English in the Chinese interface: `recent`, the category,
/// icon and book lists, `list --sort amount`, `config list`, the recurring rules' messages, the
/// Markdown budget table, the help's section titles and a failed standard output. Each is run in
/// Chinese and must keep no English word but what is typed (aliases, values, ids, file names).
struct ChineseViewsTests {
    /// The words a Chinese view may show in Latin letters: what a person types or a file is called.
    static let allowed: Set<String> = [
        "timi", "again", "type", "big", "png", "monday", "auto", "month", "currency", "firstDayOfWeek",
        "color", "listPeriod", "language", "defaultAccount",
    ]

    static func chinese(_ dir: String) throws -> TimiRunner {
        var timi = TimiRunner(home: dir + "/ledger")
        timi.extraEnvironment = ["LANG": "zh_CN.UTF-8", "COLUMNS": "80", "XDG_CONFIG_HOME": dir + "/config"]
        try #require(try timi.run("add", "12.5", "meals", "--note", "午饭").status == 0)
        try #require(try timi.run("add", "30", "transport").status == 0)
        return timi
    }

    @Test(arguments: [
        ["recent"], ["category", "list"], ["category", "icons", "--expense"], ["book", "list"],
        ["list", "--sort", "amount"], ["config", "list"],
    ])
    func aViewInChineseHasNoEnglishWord(_ arguments: [String]) throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.chinese(dir)
            let result = try timi.run(arguments: arguments)
            #expect(result.status == 0, "\(result.stderr)")
            let categories = try timi.run("category", "list", "--json").stdout
            let aliases = Set(categories.matches(of: #/"alias":"([^"]+)"/#).map { String($0.output.1) })
            let shown = result.stdout.replacing(#/\b[0-9a-f]{8}\b/#, with: "<id>")
            for line in shown.split(separator: "\n") {
                let left = ChineseErrorsTests.englishWords(in: String(line)).filter {
                    !Self.allowed.contains($0) && !aliases.contains($0) && $0 != "id"
                }
                #expect(left.isEmpty, "\(arguments): English \(left) in '\(line)'")
            }
        }
    }

    @Test func theViewsSayTheirHeadersAndWordsInChinese() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.chinese(dir)
            #expect(try timi.run("recent").stdout.contains("金额  分类 · 备注  次数  最近"))
            #expect(try timi.run("category", "list").stdout.contains("   1  用餐    meals       支出"))
            #expect(try timi.run("list", "--sort", "amount").stdout.contains("编号      日期        分类   金额  备注"))
            #expect(try timi.run("config", "list").stdout.contains("language        （默认：由环境决定）"))
        }
    }

    /// `已添加周期支出 … 每月 1 日 …`; pausing says it once, not `已暂停…；已暂停`.
    @Test func theRecurringMessagesAreChinese() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.chinese(dir)
            let added = try timi.run("recurring", "add", "100", "housing", "--every", "month", "--on", "1")
            let id = added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(added.stderr == "已添加周期支出 \(id) 每月 1 日 住房 100.00；下一次：2026-12-01\n")
            let paused = try timi.run("recurring", "pause", id)
            #expect(paused.stderr == "已暂停周期记账 \(id) 每月 1 日 住房 100.00\n")
            // The undo history keeps the English it stores, told in Chinese by its own table.
            var english = timi
            english.extraEnvironment["LANG"] = "C"
            #expect(try english.run("recurring", "pause", id).stderr.contains("every month on 1"))
        }
    }

    /// The first column of the Markdown budget table is the category: 分类, not 预算.
    @Test func theMarkdownBudgetTableHeadsItsCategoryColumn() throws {
        try withTemporaryDirectory { dir in
            var timi = try Self.chinese(dir)
            try #require(try timi.run("budget", "set", "meals", "500").status == 0)
            #expect(try timi.run("report", "--format", "markdown").stdout.contains("| 分类 | 已花 | 总额 |"))
            timi.extraEnvironment["LANG"] = "C"
            #expect(try timi.run("report", "--format", "markdown").stdout.contains("| Category | Spent |"))
        }
    }

    /// `参数：`, `选项：`, `示例：` beside `用法：`, with the full-width colon.
    @Test func theHelpsSectionTitlesHaveChineseColons() throws {
        try withTemporaryDirectory { dir in
            let help = try Self.chinese(dir).run("add", "--help").stdout
            for title in ["参数：\n", "选项：\n", "示例：\n"] { #expect(help.contains(title), "\(title)") }
            #expect(!help.contains(":\n"))
        }
    }

    /// A standard output that cannot be written is told in Chinese, the system's words included.
    @Test func aClosedStandardOutputIsToldInChinese() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.chinese(dir)
            let result = try timi.run(
                arguments: ["-c", #"exec "$0" "$@" >&-"#, TimiRunner.executable.path, "list"],
                executable: OutputFailureTests.shell)
            #expect(result.status == 74)
            #expect(result.stderr == "错误：标准输出：错误的文件描述符\n")
        }
    }
}
