import Foundation
import TestSupport
import Testing

/// `timi recurring`: rules whose due occurrences become ordinary bills exactly once, before any
/// command reads or writes the ledger, travelling in time with `TIMI_TODAY`.
struct RecurringTests {
    /// The bills of the ledger as JSON objects (`list all --json`), oldest first.
    static func bills(_ timi: TimiRunner) throws -> [[String: Any]] {
        let listed = try timi.run("list", "all", "--json")
        #expect(listed.status == 0, "\(listed.stderr)")
        let bills =
            (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]]) ?? []
        return bills.sorted { ($0["date"] as? String ?? "") < ($1["date"] as? String ?? "") }
    }

    /// The dates of the bills that rule `id` (a prefix) booked.
    static func dates(_ timi: TimiRunner, rule id: String) throws -> [String] {
        try bills(timi).filter { ($0["recurring"] as? String)?.hasPrefix(id) == true }.compactMap {
            $0["date"] as? String
        }
    }

    /// A ledger on `today` with a rule made by `arguments` (after `recurring add`); returns its id.
    static func rule(_ timi: TimiRunner, _ arguments: String...) throws -> String {
        let added = try timi.run(arguments: ["recurring", "add"] + arguments)
        #expect(added.status == 0, "\(added.stderr)")
        return added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func aMonthlyRuleOnThe31stFallsOnTheLastDayOfShorterMonths() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.today = "2026-04-15"
            let id = try Self.rule(
                timi, "3000", "housing", "--every", "month", "--on", "31", "--from", "2026-01-01")
            #expect(try Self.dates(timi, rule: id) == ["2026-01-31", "2026-02-28", "2026-03-31"])
            timi.today = "2028-03-01"
            let dates = try Self.dates(timi, rule: id)
            #expect(dates.count == 3 + 23)
            #expect(
                dates.contains("2028-02-29") && dates.contains("2027-02-28") && dates.contains("2026-04-30"))
            #expect(Set(dates).count == dates.count)
        }
    }

    @Test func occurrencesAreBookedOnceBeforeAnyCommandAndShowNamesTheRule() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.today = "2026-10-30"
            let id = try Self.rule(timi, "3000", "housing", "--every", "month", "--on", "1", "--note", "rent")
            #expect(try Self.dates(timi, rule: id).isEmpty)
            timi.today = "2026-11-01"
            // The first command of the 1st already sees the rent, whichever it is.
            let pie = try timi.run("pie")
            #expect(pie.stdout.contains("3000.00"), "\(pie.stdout)")
            for _ in 0..<3 { #expect(try timi.run("balance").status == 0) }
            let booked = try Self.bills(timi)
            #expect(booked.count == 1)
            let shown = try timi.run("show", booked.first?["id"] as? String ?? "?")
            #expect(shown.stdout.contains("recurring  \(id) (every month on 1)"), "\(shown.stdout)")
            let listed = try timi.run("recurring", "list", "--json")
            let rules =
                (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]]) ?? []
            #expect(rules.first?["next"] as? String == "2026-12-01")
            #expect(rules.first?["bookedThrough"] as? String == "2026-11-01")
        }
    }

    @Test func aDeletedOrEditedOccurrenceStaysAsTheUserLeftIt() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.today = "2026-11-21"
            let id = try Self.rule(timi, "15", "--every", "week", "--on", "fri", "--from", "2026-11-01")
            #expect(try Self.dates(timi, rule: id) == ["2026-11-06", "2026-11-13", "2026-11-20"])
            let booked = try Self.bills(timi).compactMap { $0["id"] as? String }
            #expect(try timi.run("delete", booked[0]).status == 0)
            #expect(try timi.run("edit", booked[1], "--amount", "99").status == 0)
            timi.today = "2026-11-28"
            let bills = try Self.bills(timi)
            #expect(bills.compactMap { $0["date"] as? String } == ["2026-11-13", "2026-11-20", "2026-11-27"])
            #expect(bills.first?["amount"] as? String == "99.00")
        }
    }

    @Test func undoingABookingBooksItAgainExactlyOnce() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.today = "2026-10-15"
            let id = try Self.rule(timi, "50", "--every", "month", "--on", "20")
            timi.today = "2026-12-25"
            #expect(try Self.dates(timi, rule: id) == ["2026-10-20", "2026-11-20", "2026-12-20"])
            let history = try timi.run("undo", "--list")
            #expect(history.stdout.contains("recurring: book 3 bills that came due"), "\(history.stdout)")
            let undone = try timi.run("undo")
            #expect((undone.stdout + undone.stderr).contains("recurring: book 3 bills"), "\(undone.stdout)")
            #expect(try Self.dates(timi, rule: id) == ["2026-10-20", "2026-11-20", "2026-12-20"])
            // Undoing the rule's addition too (booking, then the rule) leaves nothing to book.
            #expect(try timi.run("undo").status == 0)
            #expect(try timi.run("undo").status == 0)
            #expect(try Self.bills(timi).isEmpty)
        }
    }

    @Test func pausedRulesBookNothingAndResumingSkipsThePause() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.today = "2026-01-10"
            let id = try Self.rule(timi, "9.99", "--every", "month", "--on", "5", "--from", "2026-01-01")
            #expect(try timi.run("recurring", "pause", id).status == 0)
            timi.today = "2026-04-05"
            #expect(try Self.dates(timi, rule: id) == ["2026-01-05"])
            #expect(try timi.run("recurring", "list").stdout.contains("paused"))
            let resumed = try timi.run("recurring", "resume", id)
            #expect(
                resumed.stderr.contains("booked 1 bill that came due; next: 2026-05-05"), "\(resumed.stderr)")
            #expect(try Self.dates(timi, rule: id) == ["2026-01-05", "2026-04-05"])
        }
    }

    @Test func untilEndsARuleAndDeleteKeepsItsBills() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.today = "2026-03-01"
            let id = try Self.rule(
                timi, "8000", "salary", "--income", "--every", "year", "--on", "29", "--from", "2024-02-01",
                "--until", "2027-12-31")
            #expect(try Self.dates(timi, rule: id) == ["2024-02-29", "2025-02-28", "2026-02-28"])
            timi.today = "2030-01-01"
            #expect(try Self.dates(timi, rule: id).count == 4)
            #expect(try timi.run("recurring", "list", "--json").stdout.contains("\"next\":null"))
            #expect(try timi.run("recurring", "delete", id).status == 0)
            #expect(try Self.dates(timi, rule: id).count == 4)
            #expect(try timi.run("recurring", "list", "--json").stdout == "[]\n")
        }
    }

    @Test func editingChangesTheOccurrencesNotBookedYet() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.today = "2026-11-01"
            let id = try Self.rule(timi, "100", "--every", "month", "--on", "1", "--from", "2026-10-01")
            #expect(
                try timi.run("recurring", "edit", id, "--amount", "120", "--every", "week", "--on", "2")
                    .status == 0)
            timi.today = "2026-11-10"
            let bills = try Self.bills(timi)
            #expect(bills.compactMap { $0["amount"] as? String } == ["100.00", "100.00", "120.00", "120.00"])
            #expect(bills.compactMap { $0["date"] as? String }.suffix(2) == ["2026-11-03", "2026-11-10"])
        }
    }

    @Test func aCategoryOfARuleMovesWithItsBillsAndABookTakesItsRulesAlong() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("category", "add", "gym", "--alias", "gym").status == 0)
            #expect(try timi.run("book", "add", "trip").status == 0)
            _ = try Self.rule(timi, "30", "gym", "--every", "month", "--from", "2026-12-01")
            _ = try Self.rule(timi, "5", "--every", "day", "--from", "2026-11-25")
            let tripRule = try timi.run("--book", "trip", "recurring", "add", "7", "--every", "day")
            #expect(tripRule.status == 0)
            let refused = try timi.run("category", "delete", "gym")
            #expect(refused.status == 1 && refused.stderr.contains("recurring rule"), "\(refused.stderr)")
            #expect(try timi.run("category", "delete", "gym", "--move-to", "meals").status == 0)
            #expect(try timi.run("recurring", "list").stdout.contains("用餐"))
            #expect(try timi.run("book", "delete", "trip", "--yes").status == 0)
            let rules = try timi.run("recurring", "list", "--json").stdout
            #expect(rules.components(separatedBy: "\"id\"").count == 3, "\(rules)")
            #expect(try timi.run("doctor").status == 0)
        }
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badCases: [BadCase] = [
        BadCase(
            arguments: ["recurring", "add", "-5", "--every", "day"], status: 65,
            message: "invalid amount '-5'"),
        BadCase(
            arguments: ["recurring", "add", "12.5abc", "--every", "day"], status: 65, message: "12.5abc"),
        BadCase(
            arguments: ["recurring", "add", "5", "--every", "fortnight"], status: 64,
            message: "The value 'fortnight' is invalid for '--every <period>'"),
        BadCase(arguments: ["recurring", "add", "5"], status: 64, message: "'--every <period>'"),
        BadCase(
            arguments: ["recurring", "add", "5", "--every", "month", "--on", "32"], status: 64,
            message: "every month takes a day of the month, 1 to 31"),
        BadCase(
            arguments: ["recurring", "add", "5", "--every", "week", "--on", "funday"], status: 64,
            message: "The value 'funday' is invalid for '--on <day>'"),
        BadCase(
            arguments: ["recurring", "add", "5", "--every", "day", "--on", "3"], status: 64,
            message: "'--on' does not go with '--every day'"),
        BadCase(
            arguments: [
                "recurring", "add", "5", "--every", "day", "--from", "2026-12-01", "--until", "2026-11-01",
            ],
            status: 65, message: "--until is before --from"),
        BadCase(
            arguments: ["recurring", "add", "5", "--every", "day", "--from", "2026-13-01"], status: 65,
            message: "there is no month 13"),
        BadCase(
            arguments: ["recurring", "add", "5", "salary", "--expense", "--every", "day"], status: 65,
            message: "is an income category"),
        BadCase(arguments: ["recurring", "frob"], status: 64, message: "Unknown 'recurring' command 'frob'"),
        BadCase(arguments: ["recurring", "pause", "nosuch"], status: 1, message: "no recurring rule"),
        BadCase(
            arguments: ["recurring", "edit", "nosuch", "--amount", "3"], status: 1,
            message: "no recurring rule"),
    ]

    @Test(arguments: badCases)
    func badInputIsOneLineAndChangesNothing(_ bad: BadCase) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            _ = try Self.rule(
                timi, "3000", "housing", "--every", "month", "--on", "1", "--from", "2026-01-01")
            let before = snapshot(timi.home)
            let result = try timi.run(arguments: bad.arguments)
            #expect(result.status == bad.status)
            #expect(
                result.stderr.hasPrefix("Error: ") && result.stderr.contains(bad.message), "\(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func aLedgerWithoutRulesIsWrittenAsBefore() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "5").status == 0)
            let state = try String(contentsOfFile: timi.home + "/ledger.json", encoding: .utf8)
            #expect(!state.contains("recurring"))
            let month = try String(contentsOfFile: timi.home + "/bills/1/2026-11.json", encoding: .utf8)
            #expect(!month.contains("recurring"))
        }
    }

    /// The check before every command reads the rules in `ledger.json` alone: with 50 rules none of
    /// which is due, `timi months` (which needs no bill) opens no month file.
    @Test(.enabled(if: ExternalTool.runs("strace"), Comment(rawValue: ExternalTool.skipReason("strace"))))
    func theCheckReadsNoMonthFileWhenNothingIsDue() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "5", "--date", "2026-10-01").status == 0)
            for index in 0..<50 {
                _ = try Self.rule(timi, "\(index + 1)", "--every", "month", "--from", "2026-11-22")
            }
            let traced = try RunResult(
                running: URL(fileURLWithPath: try #require(ExternalTool.path("strace"))),
                arguments: [
                    "-f", "-e", "trace=openat,open", "-o", dir + "/trace", TimiRunner.executable.path,
                    "months",
                ],
                environment: timi.environment)
            #expect(traced.status == 0, "\(traced.stderr)")
            let trace = try String(contentsOfFile: dir + "/trace", encoding: .utf8)
            #expect(trace.contains("ledger.json"))
            let monthFiles = trace.split(separator: "\n").filter {
                $0.contains("/bills/") && $0.contains(".json")
            }
            #expect(monthFiles.isEmpty, "\(monthFiles)")
        }
    }
}
