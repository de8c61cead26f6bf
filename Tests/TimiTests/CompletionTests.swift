import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `timi __complete`, which the completion scripts ask: what it offers, from the command table, the
/// help and the ledger, and that it never writes.
struct CompletionTests {
    /// A ledger with two books, a category of its own, and bills in three months.
    static func fixture(_ dir: String) throws -> TimiRunner {
        let timi = TimiRunner(home: dir + "/ledger")
        for arguments in [
            ["add", "5", "-d", "2026-10-03"], ["add", "7", "-d", "2026-11-02"], ["book", "add", "旅行"],
            ["category", "add", "咖啡", "--alias", "coffee"], ["add", "9", "--book", "旅行", "-d", "2025-03-01"],
            ["account", "add", "招行信用卡", "--kind", "credit"],
        ] {
            #expect(try timi.run(arguments: arguments).status == 0, "\(arguments)")
        }
        return timi
    }

    /// The values offered for the last of `words`.
    static func values(_ timi: TimiRunner, _ words: [String]) throws -> [String] {
        let result = try timi.run(arguments: ["__complete"] + words)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        return result.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }

    static let exact: [([String], [String])] = [
        (["b"], ["balance", "budget", "book", "backup"]),
        (["book", ""], ["list", "add", "rename", "delete", "use", "cover", "account"]),
        (["book", "re"], ["rename"]),
        (["list", "--account", "招"], ["招行信用卡"]), (["book", "account", "旅行", "招"], ["招行信用卡"]),
        (["budget", ""], ["show", "set", "unset", "check"]),
        (["budget", "un"], ["unset"]),
        (["budget", "check", "--w"], ["--warn"]),
        (["book", "use", ""], ["日常账本", "旅行"]),
        (["--book", "旅"], ["旅行"]),
        (["add", "5", "cof"], ["coffee"]),
        (["add", "5", "咖"], ["咖啡"]),
        (["add", ""], []),
        (["list", "--format", ""], ["text", "json", "csv"]),
        (["list", "--format=j"], ["--format=json"]),
        (["list", "--format", "="], ["text", "json", "csv"]),
        (["list", "--format", "=", "c"], ["csv"]),
        (["report", "--format", ""], ["text", "markdown", "html", "json"]),
        (["export", "--format", ""], ["csv", "json", "jsonl", "ledger", "beancount"]),
        (["import", "x.csv", "--format", ""], ["csv", "json", "jsonl", "xlsx"]),
        (["import", "x.csv", "--encoding", ""], ["utf-8", "gb18030", "gbk", "utf-16", "windows-1252"]),
        (["add", "5", "--format", ""], ["text", "json"]),
        (["--color", ""], ["auto", "always", "never"]),
        (["pie", ""], ["this", "last", "next", "today", "yesterday", "all", "2026-11", "2026-10", "2026"]),
        (
            ["--book", "旅行", "pie", ""],
            ["this", "last", "next", "today", "yesterday", "all", "2025-03", "2025"]
        ),
        (["pie", "last", ""], ["week", "month", "quarter", "year"]), (["list", "this", "q"], ["quarter"]),
        (["calendar", "next", ""], ["month"]), (["pie", "2026", ""], []),
        (["pie", "--book=旅行", "2"], ["2025-03", "2025"]),
        (["calendar", ""], ["this", "last", "next", "2026-11", "2026-10"]),
        (["report", ""], ["this", "last", "next", "today", "yesterday", "2026-11", "2026-10", "2026"]),
        (["calendar", "--s"], ["--sunday"]),
        (["book", "delete", "x", "-y", "--y"], []),
        (
            ["add", "5", "--date", ""],
            ["today", "yesterday", "tomorrow", "mon", "tue", "wed", "thu", "fri", "sat", "sun"]
        ),
        (["completions", ""], ["bash", "zsh", "fish"]),
        (["help", "category", ""], ["list", "add", "rename", "delete", "color", "icon", "icons"]),
        (["import", ""], [":files"]),
        (["add", "5", "--photo", ""], [":files"]),
        (["report", "--output", ""], [":files"]),
        (["--ledger", ""], [":directories"]),
        (["frobnicate", ""], []),
        (["book", "frobnicate", ""], []),
        (["category", "delete", "tobacco", "--move-to", "咖"], ["咖啡"]),
    ]

    @Test func offersWhatTheLineAllows() throws {
        try withTemporaryDirectory { dir in
            let timi = try CompletionTests.fixture(dir)
            let before = snapshot(timi.home)
            for (words, expected) in CompletionTests.exact {
                #expect(try CompletionTests.values(timi, words) == expected, "\(words)")
            }
            let commands = try CompletionTests.values(timi, [""])
            #expect(commands.starts(with: ["add", "list", "show", "edit", "delete"]))
            #expect(
                commands.contains("completions") && commands.contains("category")
                    && !commands.contains("__complete"))
            #expect(try CompletionTests.values(timi, ["help", ""]) == commands)
            let options = try CompletionTests.values(timi, ["list", "--"])
            for option in [
                "--from", "--category", "--limit", "--format", "--ledger", "--book", "--color", "--help",
            ] {
                #expect(options.contains(option), "\(option)")
            }
            #expect(!options.contains("-c") && options.filter { $0 == "--format" }.count == 1)
            #expect(!(try CompletionTests.values(timi, ["list", "--income", "--"])).contains("--income"))
            let income = try CompletionTests.values(timi, ["add", "5", "--income", ""])
            #expect(income.contains("salary") && income.contains("工资") && !income.contains("meals"))
            let all = try CompletionTests.values(timi, ["list", "--category", ""])
            #expect(
                all.contains("meals") && all.contains("salary") && all.contains("coffee")
                    && all.contains("咖啡"))
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func describesWhatItOffers() throws {
        try withTemporaryDirectory { dir in
            let timi = try CompletionTests.fixture(dir)
            let lines = try timi.run("__complete", "b").stdout
            #expect(
                lines == "balance\tShow income, expense and balance of each book and of all books.\n"
                    + "budget\tShow, set and check monthly budgets per category and for the book.\n"
                    + "book\tList, add, rename, delete and choose books.\n"
                    + "backup\tWrite the whole ledger, attachments and undo history included, to one tar file.\n"
            )
            #expect(try timi.run("__complete", "add", "5", "mea").stdout == "meals\t用餐, expense\n")
            #expect(try timi.run("__complete", "book", "use", "日").stdout == "日常账本\tcurrent book\n")
        }
    }

    /// The descriptions follow the language of the interface when Tab is pressed, as the help does
    /// (the locale, or the configuration's language); the values offered do not change.
    @Test func describesInTheLanguageOfTheInterface() throws {
        try withTemporaryDirectory { dir in
            var timi = try CompletionTests.fixture(dir)
            timi.extraEnvironment["LANG"] = "zh_CN.UTF-8"
            #expect(
                try timi.run("__complete", "bo").stdout == "book\t列出、添加、重命名、删除和选择账本。\n")
            #expect(try timi.run("__complete", "book", "use", "日").stdout == "日常账本\t当前账本\n")
            #expect(
                try timi.run("__complete", "list", "--rev").stdout == "--reverse\t反转顺序：最早的、最小的或最后的分类在前。\n")
            #expect(try timi.run("__complete", "add", "5", "mea").stdout == "meals\t用餐, expense\n")
            timi.extraEnvironment["LANG"] = "en_US.UTF-8"
            #expect(
                try timi.run("__complete", "bo").stdout
                    == "book\tList, add, rename, delete and choose books.\n")
        }
    }

    @Test func readsTheLedgerTheLineNames() throws {
        try withTemporaryDirectory { dir in
            let timi = try CompletionTests.fixture(dir)
            let other = TimiRunner(home: timi.home + "-home/other")  // ~/other for timi's HOME
            #expect(try other.run("book", "add", "家").status == 0)
            #expect(
                try CompletionTests.values(timi, ["--ledger", other.home, "book", "use", ""]) == [
                    "日常账本", "家",
                ])
            #expect(
                try CompletionTests.values(timi, ["book", "use", "--ledger", "~/other", ""]) == ["日常账本", "家"])
            #expect(try CompletionTests.values(timi, ["--ledger=" + other.home, "add", "5", "cof"]) == [])
            #expect(
                try CompletionTests.values(timi, ["--ledger", dir + "/none", "book", "use", ""]) == ["日常账本"])
            #expect(!FileManager.default.fileExists(atPath: dir + "/none"))
        }
    }

    /// A writer holding the lock, or a configuration file that is not valid, never keeps completion
    /// from answering.
    @Test func neitherWaitsNorFails() throws {
        try withTemporaryDirectory { dir in
            var timi = try CompletionTests.fixture(dir)
            timi.extraEnvironment["TIMI_LOCK_TIMEOUT"] = "30"
            let fd = open(timi.home + "/lock", O_RDWR)
            defer { close(fd) }
            #expect(flock(fd, LOCK_EX) == 0)
            let config = timi.home + "-home/.config/timi"
            try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
            try Data("{oops".utf8).write(to: URL(fileURLWithPath: config + "/config.json"))
            #expect(try CompletionTests.values(timi, ["book", "use", ""]) == ["日常账本", "旅行"])
            #expect(try timi.run("book", "list").status == 65)
        }
    }
}
