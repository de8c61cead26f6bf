import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// Hostile input across the command line — amounts, dates, periods, ids, options, names, notes,
/// Unicode and control characters, empty and very long strings, huge numbers, missing and strange
/// files: none traps, each gets its documented status and one line on stderr, and the ledger stays
/// byte for byte as it was. (The same checks as ``BadInputTests``, on a larger, generated table.)
struct HostileInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var message: String
        /// Control characters shown as escapes, so that the test's name does not drive the terminal.
        var testDescription: String { PrintableText.escaping(arguments.joined(separator: " ").prefix(80)) }
    }

    static let long = String(repeating: "9", count: 10_000)
    /// (An argument cannot hold NUL: the C argv ends it there.)
    static let controls = ["\n", "\r", "\t", "\u{1}", "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{7}"]

    static let amounts: [Case] =
        [
            " ", "+", "+5", "5+", "5-", "5++3", "5--3", "5+-3", ".", "5.", "5..5", "5.5.5", "5-5",
            "3-5", "0+0",
            "0.00", "-0", "00.001", "1e3", "1E3", "1e-3", "0x10", "0b1", "inf", "Infinity", "NaN", "nil",
            "null",
            "١٢", "๑๒", "１２", "1,00", "1,0000", "1_000", "1 000", "¥¥12", "12元5", "元12", "$12", "12€", "(12)", "12**2", "12/0", "10/3", "12×",
            "12%",
            "5 5", "12\u{1}", "12\n", "\t12", "12\u{200B}", "999999999.995", "1000000000",
            "999999999.99+0.01",
            "9223372036854775807", "-9223372036854775808", "99999999999999999999999999999", long, "½", "⅓",
            "Ⅻ",
        ].map { Case(arguments: ["add", "--", $0], status: 65, message: "invalid amount") }
        // `-` reads the bills from standard input, which is empty here.
        + [Case(arguments: ["add", "--", "-"], status: 65, message: "stdin: no bills")]
        + ["abc", "", "1e2", "0", "99999999999"].map {
            Case(arguments: ["edit", "zz", "--amount", $0], status: 65, message: "invalid amount")
        }

    static let dates: [Case] =
        [
            "2026-00-01", "2026-01-00", "2026-01-32", "2026-02-29", "2026-04-31", "2026-13-01", "2026-1-1",
            "26-01-01",
            "02-29", "0000-01-01", "-99999999", "-1000000", "-", "--1", "+1", "", " ", "2026/11/31", "2026/11-01",
            "2026-11-01T00:00",
            " 2026-11-01", "2026-11-01 ", "11/1", "1", "tomorrow2", "yesterday2", "mond", "周八", "２０２６-11-01",
            "2026-11-0\u{1}1",
            "2026\n11", long,
        ].map { Case(arguments: ["add", "5", "--date=" + $0], status: 65, message: "invalid date") }
        + ["13-45", "00-00"].map {
            Case(arguments: ["edit", "zz", "--date", $0], status: 65, message: "invalid date")
        }

    static let periods: [Case] = [
        ["list", "2026-1"], ["list", "20261"], ["list", "0000"], ["list", "10000"], ["list", "--", "-2026"],
        ["list", "2026-11-01"], ["list", "2026-00"], ["list", "\u{1B}[31m"], ["list", long], ["pie", "20xx"],
        ["pie", "1999-13"], ["calendar", "2026-13"], ["calendar", "all"], ["export", "2026-13"],
        ["report", "last2"],
        ["report", "all"], ["list", "--from", "2026-02-30"], ["list", "--to", "overmorrow"],
    ].map { Case(arguments: $0, status: 65, message: "invalid ") }

    static let ids: [Case] =
        [
            "zz", "g", "!", "../..", "/etc/passwd", "*", "?", "%s", "%n", "ü", "😀", "\u{3000}",
            String(repeating: "z", count: 300),
            "z\n", "z\u{1B}", "$(rm -rf /)", "'", "\"", "\\", "null",
        ].flatMap { id in
            [
                Case(arguments: ["show", "--", id], status: 1, message: "no bill matches"),
                Case(arguments: ["delete", "--", id], status: 1, message: "no bill matches"),
            ]
        } + [Case(arguments: ["edit", "zz", "--note", "x"], status: 1, message: "no bill matches 'zz'")]

    static let options: [Case] = [
        (["add", "5", "--amount", "6"], "Unknown option '--amount'"),
        (["add", "5", "-x"], "Unknown option '-x'"),
        (["add", "5", "---note", "x"], "Unknown option '---note'"),
        (["add", "5", "--date"], "Missing value"),
        (["add", "5", "-d"], "Missing value"), (["add", "5", "--photo"], "Missing value"),
        (["add", "5", "--note", "--income"], "Missing value"), (["add", "5", "--format"], "Missing value"),
        (["add", "5", "--format", "JSON"], "invalid for '--format"),
        (["add", "5", "--format="], "invalid for '--format"),
        (["add", "5", "--ledger="], "The value '' is invalid"),
        (["add", "5", "--book="], "The value '' is invalid"),
        (["add", "5", "--color", ""], "invalid for '--color"),
        (["list", "--limit", "-1"], "invalid for '--limit"),
        (["list", "--limit", "99999999999999999999"], "invalid for '--limit"),
        (["list", "--limit", "1.5"], "invalid for '--limit"),
        (["list", "--from"], "Missing value"), (["list", "--category"], "Missing value"),
        (["list", "--income", "--expense"], "cannot be used together"),
        (["show"], "Missing expected argument"),
        (["show", "a", "b"], "Unexpected argument 'b'"), (["edit"], "Missing expected argument"),
        (["edit", "zz", "--photo", "p", "--no-photo"], "cannot be used together"),
        (["edit", "zz", "--amount"], "Missing value"),
        (["book", "lst"], "Unknown 'book' command 'lst'"), (["book", "add"], "Missing expected argument"),
        (["book", "rename", "日常账本"], "Missing"),
        (["book", "delete"], "Missing expected argument"), (["book", "use"], "Missing expected argument"),
        (["category", "frob"], "Unknown 'category' command 'frob'"),
        (["category", "add"], "Missing expected argument"),
        (["category", "delete"], "Missing expected argument"),
        (["undo", "now"], "Unexpected argument 'now'"),
        (["undo", "--list", "--force"], "cannot be used together"),
        (["undo", "--format", "csv"], "invalid for '--format"),
        (["doctor", "--fix"], "Unknown option '--fix'"), (["doctor", "x"], "Unexpected argument 'x'"),
        (["help", "nosuch"], "Unknown command 'nosuch'"), (["\u{1B}[2J"], "Unknown command"),
        ([""], "Unknown command ''"),
        (["add\n"], "Unknown command"), (["ADD", "5"], "Unknown command 'ADD'"),
        (["--", "add"], "Missing expected argument '<amount>'"),
    ].map { Case(arguments: $0.0, status: 64, message: $0.1) }

    static let names: [Case] =
        (controls.map { ["book", "add", "a" + $0 + "b"] }
        + controls.map { ["category", "add", "t" + $0 + "ea", "--alias", "tea"] }
        + [
            ["book", "add", ""], ["book", "add", " "], ["book", "add", " \u{3000}\u{A0}"],
            ["book", "add", String(repeating: "书", count: 21)],
            ["book", "add", "a\u{202E}b"], ["book", "add", "a\u{2028}b"],
            ["book", "add", "x", "--currency", ""],
            ["book", "add", "x", "--currency", "€€€€€"], ["book", "add", "x", "--currency", "a b"],
            ["book", "rename", "日常账本", ""], ["book", "rename", "日常账本", String(repeating: "x", count: 21)],
            ["book", "add", "x", "--cover", "-1"], ["book", "add", "x", "--cover", "6"],
            ["category", "add", ""],
            ["category", "add", String(repeating: "茶", count: 33), "--alias", "tea"],
            ["category", "add", "tea", "--alias", ""], ["category", "add", "tea", "--alias", "茶"],
            ["category", "add", "tea", "--alias", "a b"],
            ["category", "add", "tea", "--alias", String(repeating: "a", count: 21)],
            ["category", "add", "tea", "--alias", "_tea"], ["category", "rename", "meals", " "],
        ]).map { Case(arguments: $0, status: 65, message: "invalid ") }

    static let notes: [Case] =
        (controls.map { "a" + $0 + "b" } + [
            String(repeating: "x", count: 41), String(repeating: "长", count: 41),
            String(repeating: "👍🏽", count: 41),
            String(repeating: "👨‍👩‍👧", count: 41), long, "\u{2028}", "\u{202E}evil",
        ]).map { Case(arguments: ["add", "5", "--note", $0], status: 65, message: "invalid note") }

    static let numbers: [Case] = [
        Case(
            arguments: ["book", "add", "x", "--cover", "99999999999999999999"], status: 65,
            message: "a cover is 0 to 5"),
        Case(arguments: ["book", "add", "x", "--cover", "1e2"], status: 65, message: "a cover is 0 to 5"),
        Case(arguments: ["list", "--limit", "0x10"], status: 64, message: "invalid for '--limit"),
        Case(arguments: ["add", "5", "--date", "-9223372036854775808"], status: 65, message: "invalid date"),
        Case(arguments: ["add", "5", "--date", "99999-01-01"], status: 65, message: "invalid date"),
        Case(arguments: ["show", "--", "-1"], status: 1, message: "no bill matches '-1'"),
        Case(
            arguments: ["category", "delete", "99999999999999999999"], status: 1,
            message: "no category matches"),
        Case(arguments: ["book", "use", "99999999999999999999"], status: 1, message: "no book matches"),
        Case(arguments: ["add", "5", "99999999999999999999"], status: 1, message: "no category matches"),
        Case(
            arguments: ["add", "5", "--book", "-9223372036854775808"], status: 1, message: "no book matches"),
    ]

    static let files: [Case] = [
        Case(arguments: ["add", "5", "--photo", ""], status: 66, message: "cannot read ''"),
        Case(
            arguments: ["add", "5", "--photo", "/"], status: 66,
            message: "cannot read '/': is not a regular file"),
        Case(arguments: ["add", "5", "--photo", "/dev/null"], status: 66, message: "is not a regular file"),
        Case(
            arguments: ["add", "5", "--photo", "/proc/self/nonexistent"], status: 66, message: "cannot read"),
        Case(arguments: ["add", "5", "--photo", "/etc/shadow/x"], status: 66, message: "cannot read"),
        Case(arguments: ["add", "5", "--photo", long], status: 66, message: "cannot read"),
        Case(
            arguments: ["edit", "zz", "--photo", "/nonexistent.png"], status: 1,
            message: "no bill matches 'zz'"),
        Case(arguments: ["import", ""], status: 66, message: "cannot read ''"),
        Case(arguments: ["import", "/dev/null"], status: 65, message: "/dev/null: the file is empty"),  // read as a stream
        Case(arguments: ["import", "/proc"], status: 66, message: "is not a regular file"),
        Case(
            arguments: ["import", "/nonexistent/\u{1B}[31m.csv"], status: 66,
            message: "cannot read '/nonexistent/\\u{1B}[31m.csv'"),
        Case(arguments: ["report", "--output", "/"], status: 74, message: "/"),
        Case(arguments: ["add", "5", "--ledger", "/proc/timi"], status: 74, message: "/proc/timi"),
        Case(arguments: ["add", "5", "--ledger", "/dev/null"], status: 74, message: "/dev/null"),
        Case(
            arguments: ["list", "--ledger", "/dev/null"], status: 74, message: "/dev/null: is not a directory"
        ),
    ]

    static let cases = amounts + dates + periods + ids + options + names + notes + numbers + files

    @Test func theTableHasAtLeast200Cases() {
        #expect(Self.cases.count >= 200)
        print("Hostile input: \(Self.cases.count) cases in the table")
    }

    @Test(arguments: cases)
    func isRejectedWithItsStatusAndChangesNothing(_ bad: Case) throws {
        try withTemporaryDirectory { dir in
            let timi = try BadInputTests().preparedLedger(dir)
            let before = snapshot(timi.home)
            let result = try timi.run(arguments: bad.arguments)
            #expect(result.status == bad.status, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: "), "\(result.stderr)")
            #expect(result.stderr.contains(bad.message), "\(result.stderr)")
            #expect(result.stderr.filter(\.isNewline).count == 1, "one line: \(result.stderr)")
            #expect(!result.stderr.contains("\u{1B}"), "no terminal escapes")
            #expect(result.stdout.isEmpty)
            #expect(snapshot(timi.home) == before)
        }
    }
}
