import Foundation
@testable import LedgerCore
import TestSupport
import Testing

@testable import timi

/// Every text view timi prints — the views, the listings, the report in text and Markdown, doctor,
/// import's dry run, every help — fits `COLUMNS` from 40 up, in English and in Chinese, on a ledger
/// with long CJK and Latin names and notes; the views that had to learn to fit have goldens at 40
/// columns.
struct ViewFitTests {
    /// A copy of the fixture ledger that may be changed, with long names in its undo history and a
    /// CSV file of long rows to import.
    static func ledger(in dir: String) throws -> TimiRunner {
        try FileManager.default.copyItem(atPath: try Fixture.timi().home, toPath: dir + "/ledger")
        let timi = TimiRunner(home: dir + "/ledger")
        for arguments in [
            ["category", "add", "非常非常长的分类名称十二", "--alias", "averyveryverylongali"],
            ["add", "123456789", "非常非常长的分类名称十二", "--note", String(repeating: "很长的备注", count: 8)],
            ["book", "add", "Holiday 长名字的账本很长的"],
        ] {
            let result = try timi.run(arguments: arguments)
            try #require(result.status == 0, "\(arguments): \(result.stderr)")
        }
        // The fixture's month files were written by hand, and a write after that leaves them out of
        // the id index (a defect outside the layout); doctor rebuilds it, so that `show` finds them.
        #expect(try timi.run("doctor").stdout.contains("repaired"))
        let csv =
            "date,type,amount,category,note\n2026-11-03,expense,12.50,宠物医疗保险,"
            + "\"a very long note about the cat 关于猫的很长的备注\"\n"
        try Data(csv.utf8).write(to: URL(fileURLWithPath: dir + "/long.csv"))
        return timi
    }

    /// Every text view, as arguments (the bill is the fixture's cat insurance, note 40 characters).
    static func views(_ dir: String) throws -> [[String]] {
        let bill = "14040404"
        var views: [[String]] = [
            [], ["list", "all"], ["list", "all", "--category", "petcare"], ["pie", "all"],
            ["pie", "2025-12", "--income"], ["months"], ["calendar"], ["balance"], ["report", "2026-10"],
            ["report", "2025-12", "--format", "markdown"], ["show", bill], ["category", "list"],
            ["book", "list"], ["undo", "--list"], ["doctor", "--dry-run"],
            ["import", dir + "/long.csv", "--dry-run"], ["--help"],
        ]
        for command in Commands.all {
            views.append(command.name.split(separator: " ").map(String.init) + ["--help"])
            views += command.subcommands.map { ["help"] + $0.name.split(separator: " ").map(String.init) }
        }
        return views
    }

    @Test func everyViewFitsTheWidth() throws {
        try withTemporaryDirectory { dir in
            var timi = try Self.ledger(in: dir)
            let views = try Self.views(dir)
            // Every width in English; the narrowest and the usual one in Chinese too.
            for (width, locale) in [40, 60, 80, 120].map({ ($0, "C") }) + [
                (40, "zh_CN.UTF-8"), (80, "zh_CN.UTF-8"),
            ] {
                timi.extraEnvironment["COLUMNS"] = String(width)
                timi.extraEnvironment["LANG"] = locale
                for view in views {
                    let result = try timi.run(arguments: view)
                    // doctor exits 1: it cannot repair the fixture's photos, which have no files.
                    #expect(
                        result.status == (view == ["doctor", "--dry-run"] ? 1 : 0),
                        "\(view): \(result.stderr)")
                    for line in result.stdout.split(separator: "\n") {
                        #expect(
                            TextWidth.of(line) <= width,
                            "timi \(view.joined(separator: " ")) at \(width) (\(locale)): \(line)")
                    }
                }
            }
        }
    }

    /// The views that used to overflow at 40 columns, as goldens (the times and new ids of the undo
    /// history replaced, as they change from run to run; doctor's, which names the temporary ledger's
    /// path, only in the test above).
    @Test(arguments: [
        ("show", ["show", "14040404"]), ("category-list", ["category", "list"]),
        ("book-list", ["book", "list"]),
        ("undo-list", ["undo", "--list"]), ("report", ["report", "2026-11"]),
        ("report-markdown", ["report", "2025-12", "--format", "markdown"]), ("help", ["--help"]),
        ("help-import", ["import", "--help"]),
    ])
    func narrowViewsMatchTheirGoldens(name: String, arguments: [String]) throws {
        try withTemporaryDirectory { dir in
            var timi = try Self.ledger(in: dir)
            timi.extraEnvironment["COLUMNS"] = "40"
            let result = try timi.run(arguments: arguments)
            #expect(result.status == 0, "\(result.stderr)")
            let stable = result.stdout.replacing(
                #/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/#, with: "YYYY-MM-DDThh:mm:ss"
            )
            .replacing(#/\d{4}-\d\d-\d\d \d\d:\d\d/#, with: "YYYY-MM-DD hh:mm")
            .replacing(#/add [0-9a-f]{8}/#, with: "add 01234567")
            try expectSnapshot(stable, named: "\(name)-40.txt")
        }
    }

    /// Errors and messages wrap to the width only when stderr is a terminal (here a `script` pty);
    /// to a pipe, each is one line, as scripts read it.
    @Test(.enabled(if: ExternalTool.runs("script"), Comment(rawValue: ExternalTool.skipReason("script"))))
    func messagesWrapOnATerminalOnly() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.extraEnvironment = ["COLUMNS": "40", "TIMI": TimiRunner.executable.path]
            let piped = try timi.run("add", "abc")
            let message =
                "Error: invalid amount 'abc': expected a number such as 12.50, or an expression such as 12+8.5 "
                + "or 3*12.5"
            #expect(piped.stderr == message + "\n")
            let onTerminal = try timi.run(
                arguments: ["-q", "-e", "-c", "\"$TIMI\" add abc", "/dev/null"],
                executable: URL(fileURLWithPath: ExternalTool.path("script") ?? "script"))
            let lines = onTerminal.stdout.split(separator: "\r\n")
            #expect(onTerminal.status == 65)
            #expect(lines.count > 1 && lines.allSatisfy { TextWidth.of($0) <= 40 }, "\(lines)")
            #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == message)
        }
    }
}
