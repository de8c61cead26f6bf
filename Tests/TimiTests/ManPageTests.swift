import Foundation
@testable import LedgerCore
import TestSupport
import Testing

@testable import timi

/// `timi __man`, the manual page the install command installs: every command and subcommand is in
/// it, and groff and man read it without a warning.
struct ManPageTests {
    static func manPage(_ dir: String, _ language: String? = nil) throws -> String {
        let result = try TimiRunner(home: dir + "/ledger").run(
            arguments: ["__man"] + (language.map { [$0] } ?? []))
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        return result.stdout
    }

    /// Runs `tool` with `arguments` (and `MANWIDTH`); returns its exit status, stdout and stderr.
    static func run(_ tool: String, _ arguments: [String]) throws -> RunResult {
        try RunResult(
            running: URL(fileURLWithPath: tool), arguments: arguments,
            environment: [
                "PATH": "/usr/bin:/bin", "MANWIDTH": "80", "LANG": "C.UTF-8", "MAN_DISABLE_SECCOMP": "1",
            ])
    }

    @Test func coversEveryCommandAndTheFiles() throws {
        try withTemporaryDirectory { dir in
            let page = try ManPageTests.manPage(dir)
            #expect(page.contains(".TH TIMI 1 \"\" \"timi 0.1.0\" \"User Commands\"\n"))
            let timi = TimiRunner(home: dir + "/ledger")
            for words in try HelpTests.allCommands(timi) {
                #expect(page.contains(".SS \"timi \(words.joined(separator: " "))\"\n"), "\(words)")
            }
            for section in [
                "NAME", "SYNOPSIS", "DESCRIPTION", "GLOBAL OPTIONS", "COMMANDS", "CONFIGURATION",
                "ENVIRONMENT", "FILES", "EXIT STATUS",
            ] {
                #expect(page.contains(".SH \"\(section)\"\n"), "\(section)")
            }
            #expect(page.contains(#"\fB\-d,\fR \fB\-\-date\fR \fI<date>\fR"#))
            #expect(page.contains(#"timi add 12+8.5 \[u4EA4]\[u901A] \-d yesterday"#))
            // every line that starts with '.' is a request of ours, never text that escaped escaping
            let requests = Set(
                page.split(separator: "\n").filter { $0.hasPrefix(".") }.map {
                    String($0.dropFirst().prefix { $0 != " " })
                })
            #expect(
                requests.isSubset(of: [
                    "\\\"", "TH", "nh", "ad", "fchar", "SH", "SS", "PP", "TP", "RS", "RE", "nf",
                    "fi",
                ]), "\(requests)")
        }
    }

    /// The rules files' `encoding` line names every encoding import reads, as `--encoding` does.
    @Test func theRulesEncodingLineNamesEveryEncoding() throws {
        try withTemporaryDirectory { dir in
            let page = try ManPageTests.manPage(dir)
            let lines = page.split(separator: "\n")
            let item = try #require(lines.firstIndex(of: #"\fBencoding\fR \fBE\fR"#))
            let line = lines[item + 1]
            for encoding in TextEncoding.allCases {
                #expect(line.contains(encoding.rawValue.replacingOccurrences(of: "-", with: "\\-")), "\(line)")
            }
        }
    }

    @Test(.enabled(if: ExternalTool.runs("groff"), Comment(rawValue: ExternalTool.skipReason("groff"))))
    func groffReadsItWithoutAWarning() throws {
        try withTemporaryDirectory { dir in
            try Data(try ManPageTests.manPage(dir).utf8).write(to: URL(fileURLWithPath: dir + "/timi.1"))
            let groff = try ManPageTests.run(
                try #require(ExternalTool.path("groff")), ["-man", "-ww", "-z", dir + "/timi.1"])
            #expect(groff.status == 0)
            #expect(groff.stderr.isEmpty, "\(groff.stderr)")
        }
    }

    @Test(.enabled(if: ExternalTool.runs("man"), Comment(rawValue: ExternalTool.skipReason("man"))))
    func manRendersIt() throws {
        try withTemporaryDirectory { dir in
            try Data(try ManPageTests.manPage(dir).utf8).write(to: URL(fileURLWithPath: dir + "/timi.1"))
            let man = try ManPageTests.run(
                try #require(ExternalTool.path("man")), ["-l", dir + "/timi.1"])
            #expect(man.status == 0)
            #expect(man.stderr.isEmpty, "\(man.stderr)")
            #expect(man.stdout.contains("timi add 12+8.5 交通 -d yesterday"))
            #expect(man.stdout.contains("   timi book rename\n"))
            #expect(
                man.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 }, "no line wider than MANWIDTH"
            )
        }
    }

    /// `timi __man zh`, installed under man/zh/man1: the same page in Chinese, every command in it,
    /// its sections under their Chinese names, and the English page unchanged by it.
    @Test func theChinesePageCoversEveryCommand() throws {
        try withTemporaryDirectory { dir in
            let page = try ManPageTests.manPage(dir, "zh")
            #expect(page.contains(".TH TIMI 1 \"\" \"timi 0.1.0\" \"\(ManPage.escape("用户命令"))\"\n"))
            for words in try HelpTests.allCommands(TimiRunner(home: dir + "/ledger")) {
                #expect(page.contains(".SS \"timi \(words.joined(separator: " "))\"\n"), "\(words)")
            }
            for section in ["名称", "概要", "描述", "全局选项", "命令", "配置", "环境变量", "文件", "退出状态"] {
                #expect(page.contains(".SH \"\(ManPage.escape(section))\"\n"), "\(section)")
            }
            #expect(page.contains(ManPage.escape("记一笔账，并打印它的编号。", breakingWide: true)))
            #expect(try ManPageTests.manPage(dir, "en") == ManPageTests.manPage(dir))
            #expect(page.contains(ManPage.escape("账单", breakingWide: true)))
            #expect(!(try ManPageTests.manPage(dir)).contains("\\:"))
        }
    }

    @Test(.enabled(if: ExternalTool.runs("man"), Comment(rawValue: ExternalTool.skipReason("man"))))
    func manRendersTheChinesePageWithinItsWidth() throws {
        try withTemporaryDirectory { dir in
            try Data(try ManPageTests.manPage(dir, "zh").utf8).write(
                to: URL(fileURLWithPath: dir + "/timi.1"))
            let man = try ManPageTests.run(try #require(ExternalTool.path("man")), ["-l", dir + "/timi.1"])
            #expect(man.status == 0)
            #expect(man.stderr.isEmpty, "\(man.stderr)")
            #expect(man.stdout.contains("记一笔账，并打印它的编号。"))
            #expect(man.stdout.contains("timi add 12+8.5 交通 -d yesterday"))
            // the examples are as typed (one of them is as wide in English)
            for line in man.stdout.split(separator: "\n")
            where !line.drop(while: { $0 == " " }).hasPrefix("timi ") {
                #expect(TextWidth.of(line) <= 80, "wider than MANWIDTH: \(line)")
            }
        }
    }
}
