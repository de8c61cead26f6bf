import Foundation
import TestSupport
import Testing

/// `$XDG_CONFIG_HOME/timi/config.json`: what each setting changes, how flags and `NO_COLOR` rank with
/// it, and that a bad file stops every command, names itself, and changes nothing.
struct ConfigurationFileTests {
    /// A runner whose configuration file holds `json` (at `~/.config/timi/config.json`, or under
    /// `XDG_CONFIG_HOME` when `xdg` is given).
    static func runner(_ dir: String, _ json: String, xdg: String? = nil) throws -> TimiRunner {
        var timi = TimiRunner(home: dir + "/ledger")
        let folder = (xdg ?? timi.home + "-home/.config") + "/timi"
        if let xdg { timi.extraEnvironment["XDG_CONFIG_HOME"] = xdg }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/config.json"))
        return timi
    }

    @Test func currencyIsThatOfNewBooks() throws {
        try withTemporaryDirectory { dir in
            let timi = try ConfigurationFileTests.runner(dir, #"{"currency": "€"}"#)
            #expect(try timi.run("add", "5").status == 0)
            #expect(try timi.run("book", "add", "trip").status == 0)
            #expect(try timi.run("book", "add", "home", "--currency", "$").status == 0)
            let books = try timi.run("book", "list", "--json").stdout
            #expect(books.contains(#""currency":"€","current":true,"id":1,"name":"日常账本""#), "\(books)")
            #expect(books.contains(#""currency":"€","current":false,"id":2,"name":"trip""#))
            #expect(books.contains(#""currency":"$","current":false,"id":3,"name":"home""#))
            #expect(try timi.run("list").stdout.contains("expense €5.00"))
        }
    }

    @Test func firstDayOfWeekIsCalendarsUnlessAFlagSaysOtherwise() throws {
        try withTemporaryDirectory { dir in
            let timi = try ConfigurationFileTests.runner(dir, #"{"firstDayOfWeek": "sunday"}"#)
            try timi.run("add", "1")
            let firstColumn = { (arguments: [String]) in
                try timi.run(arguments: arguments).stdout.split(separator: "\n").first {
                    $0.hasPrefix("Mon") || $0.hasPrefix("Sun")
                }
                .map { String($0.prefix(3)) }
            }
            #expect(try firstColumn(["calendar"]) == "Sun")
            #expect(try firstColumn(["calendar", "--monday"]) == "Mon")
            #expect(try firstColumn(["calendar", "--sunday"]) == "Sun")
            let plain = TimiRunner(home: dir + "/other")
            try plain.run("add", "1")
            #expect(try plain.run("calendar").stdout.contains("\nMon "))
        }
    }

    @Test func listPeriodIsWhatListShowsWithoutAPeriod() throws {
        try withTemporaryDirectory { dir in
            let timi = try ConfigurationFileTests.runner(dir, #"{"listPeriod": "year"}"#)
            try timi.run("add", "5", "-d", "2026-01-10")
            try timi.run("add", "7", "-d", "2025-12-31")
            try timi.run("add", "9")
            // [, the two bills of 2026, ]
            #expect(try timi.run("list", "--json").stdout.split(separator: "\n").count == 4)
            #expect(try timi.run("list").stdout.hasPrefix("日常账本 · 2026\n"))
            #expect(try timi.run().stdout.hasPrefix("日常账本 · 2026\n"))
            #expect(try timi.run("list", "2026-11").stdout.hasPrefix("日常账本 · 2026-11\n"))
            #expect(
                try timi.run("list", "--from", "2025-12-01", "--json").stdout.split(separator: "\n").count
                    == 5)
            let all = try ConfigurationFileTests.runner(dir, #"{"listPeriod": "all"}"#)
            #expect(try all.run("list").stdout == (try all.run("list", "all").stdout))
        }
    }

    /// `--color` wins over the file, which wins over `NO_COLOR` (as no-color.org asks of configuration).
    @Test func colorRanksBelowTheFlagAndAboveNoColor() throws {
        try withTemporaryDirectory { dir in
            var timi = try ConfigurationFileTests.runner(dir, #"{"color": "always"}"#)
            try timi.run("add", "5")
            let escape = "\u{1B}["
            #expect(try timi.run("list").stdout.contains(escape))
            #expect(!(try timi.run("list", "--color", "never").stdout.contains(escape)))
            timi.extraEnvironment["NO_COLOR"] = "1"
            #expect(try timi.run("list").stdout.contains(escape))
            let never = try ConfigurationFileTests.runner(dir, #"{"color": "never"}"#)
            #expect(!(try never.run("list").stdout.contains(escape)))
            #expect(try never.run("list", "--color", "always").stdout.contains(escape))
        }
    }

    @Test func xdgConfigHomeIsWhereItIs() throws {
        try withTemporaryDirectory { dir in
            let timi = try ConfigurationFileTests.runner(
                dir, #"{"listPeriod": "sometimes"}"#, xdg: dir + "/xdg")
            let result = try timi.run("list")
            #expect(result.status == 65)
            #expect(result.stderr.hasPrefix("Error: \(dir)/xdg/timi/config.json: "))
        }
    }

    @Test(arguments: ["", "\n", "\u{FEFF}", "\u{FEFF}{\"listPeriod\": \"all\"}"])
    func anEmptyFileOrOneWithAByteOrderMarkIsRead(_ json: String) throws {
        try withTemporaryDirectory { dir in
            let timi = try ConfigurationFileTests.runner(dir, json)
            #expect(try timi.run("add", "5", "--date", "2025-01-02").status == 0)
            let list = try timi.run("list")
            #expect(list.status == 0, "\(list.stderr)")
            #expect(list.stderr.isEmpty)
            #expect(list.stdout.contains("2025-01-02") == json.contains("all"))
        }
    }

    @Test func anUnknownKeyWarnsOnOneLineAndTheRestIsRead() throws {
        try withTemporaryDirectory { dir in
            let timi = try ConfigurationFileTests.runner(
                dir, #"{"listPeriod": "all", "theme": {"dark": true}, "colour": "never"}"#)
            #expect(try timi.run("add", "5", "--date", "2025-01-02").status == 0)
            let list = try timi.run("list")
            #expect(list.status == 0)
            #expect(list.stdout.contains("2025-01-02"))
            let file = timi.home + "-home/.config/timi/config.json"
            #expect(
                list.stderr == """
                    Warning: \(file): unknown key 'theme' ignored (known: currency, firstDayOfWeek, color, listPeriod, language, defaultAccount) (line 1, column 32)
                    Warning: \(file): unknown key 'colour' ignored; did you mean 'color'? (line 1, column 58)

                    """)
        }
    }

    @Test(arguments: ["abc", "-1", "nan", "inf", " 5"])
    func aMalformedLockTimeoutIsAUsageError(_ value: String) throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1")
            let before = snapshot(timi.home)
            timi.extraEnvironment["TIMI_LOCK_TIMEOUT"] = value
            for arguments in [["add", "5"], ["list"]] {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 64)
                #expect(
                    result.stderr
                        == "Error: TIMI_LOCK_TIMEOUT is '\(value)', not a number of seconds (0 or more) (see 'man timi')\n"
                )
            }
            #expect(snapshot(timi.home) == before)
            timi.extraEnvironment["TIMI_LOCK_TIMEOUT"] = "0.5"
            #expect(try timi.run("list").status == 0)
        }
    }

    static let badFiles: [(String, String)] = [
        (
            "{\"color\": \"never\", \"color\": \"auto\"}",
            "config.json: 'color' is given twice (line 1, column 29)"
        ),
        (
            "{\n  \"color\": \"sometimes\"\n}",
            "config.json: 'color' must be auto, always or never, not 'sometimes' (line 2, column 12)"
        ),
        ("{\"currency\": \"euro!\"}", "config.json: invalid currency symbol 'euro!'"),
        ("{\"listPeriod\": \"month\",}", "config.json: not valid JSON: expected a key (line 1, column 24)"),
        ("currency = €", "config.json: expected an object (line 1, column 1)"),
    ]

    @Test(arguments: badFiles)
    func aBadFileStopsEveryCommandAndChangesNothing(json: String, message: String) throws {
        try withTemporaryDirectory { dir in
            let plain = TimiRunner(home: dir + "/ledger")
            #expect(try plain.run("add", "1").status == 0)
            let timi = try ConfigurationFileTests.runner(dir, json)
            let before = snapshot(timi.home)
            for arguments in [["add", "5"], ["list"], [], ["book", "add", "x"], ["completions", "bash"]] {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 65, "\(arguments)")
                #expect(
                    result.stderr.hasPrefix("Error: \(timi.home)-home/.config/timi/config.json: "),
                    "\(result.stderr)")
                #expect(result.stderr.contains(message), "\(result.stderr)")
                #expect(result.stderr.hasSuffix("; nothing was done (fix the file or move it away)\n"))
                #expect(result.stderr.filter { $0 == "\n" }.count == 1)
                #expect(result.stdout.isEmpty)
            }
            #expect(snapshot(timi.home) == before)
            #expect(try timi.run("--version").status == 0)
            #expect(try timi.run("add", "--help").status == 0)
        }
    }
}
