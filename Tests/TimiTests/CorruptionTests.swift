import Foundation
import TestSupport
import Testing

/// Damaged ledger files: every command stops with one line naming the file (and the line and column
/// when the damage is in the JSON), exit status 65, and nothing is written — but a damaged month file
/// stops only the commands that read its month. A month file rewritten by
/// hand as other valid JSON is read, and its totals are rebuilt.
struct CorruptionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The file to damage, relative to the ledger.
        var file: String
        var damage: @Sendable (String) -> String
        /// What the error says after the file's path.
        var message: String
        var status: Int32 = 65
        /// The commands that must stop (default: all of ``CorruptionTests/commands``).
        var commands: [[String]]? = nil
        var testDescription: String { name }
    }

    static let month = "bills/1/2026-11.json"

    static let cases: [Case] = [
        Case(
            name: "ledger.json truncated", file: "ledger.json", damage: { String($0.prefix($0.count / 2)) },
            message: "is damaged: not valid JSON: unexpected end of file"),
        Case(
            name: "ledger.json garbage", file: "ledger.json", damage: { _ in "\u{1}\u{2}garbage\u{FFFD}" },
            message: "is damaged: expected an object (line 1, column 1)"),
        Case(name: "ledger.json empty", file: "ledger.json", damage: { _ in "" }, message: "is damaged: "),
        Case(
            name: "ledger.json from a newer timi", file: "ledger.json",
            damage: { $0.replacingOccurrences(of: "\"format\":1", with: "\"format\":99") },
            message: "has format 99, but this timi reads up to format 3; nothing was changed (upgrade timi)"),
        Case(
            name: "ledger.json with a string for a number", file: "ledger.json",
            damage: { $0.replacingOccurrences(of: "\"currentBook\":1", with: "\"currentBook\":\"1\"") },
            message: "is damaged: "),
        Case(
            name: "ledger.json with two books of one id", file: "ledger.json",
            damage: {
                $0.replacingOccurrences(of: "\"id\":2,\"name\":\"trip\"", with: "\"id\":1,\"name\":\"trip\"")
            },
            message: "is damaged: two books have the same id"),
        Case(
            name: "month file truncated", file: month, damage: { String($0.prefix($0.count - 20)) },
            message: "is damaged: not valid JSON: unexpected end of file"),
        Case(
            name: "month file garbage", file: month, damage: { _ in "\u{0}\u{0}\u{7F}" },
            message: "is damaged: "),
        Case(
            name: "month file from a newer timi", file: month,
            damage: { $0.replacingOccurrences(of: "\"format\":1", with: "\"format\":6") },
            message: "has format 6, but this timi reads up to format 5"),
        Case(
            name: "month file with a number for an amount", file: month,
            damage: { $0.replacingOccurrences(of: "\"amount\":\"1.00\"", with: "\"amount\":1.00") },
            message: "is damaged: "),
        Case(
            name: "month file with one id twice", file: month,
            damage: { text in
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                return (lines.prefix(2) + [lines[1] + ","] + lines.dropFirst(2)).joined(separator: "\n")
            },
            message: "is damaged: bills[1]: the id '"),
        Case(
            name: "month file with a bill of another month", file: month,
            damage: { $0.replacingOccurrences(of: "2026-11-05", with: "2026-12-05") },
            message: "is damaged: bills[0]: the date 2026-12-05 is not in 2026-11 (line 2, column 1)"),
        Case(
            name: "month file with an unknown category", file: month,
            damage: { $0.replacingOccurrences(of: "\"category\":1,", with: "\"category\":999,") },
            message: "is damaged: bills[0]: there is no category with id 999 (line 2, column 1)"),
        Case(
            name: "journal damaged", file: "journal.json", damage: { _ in "{\"format\":1,\"renames\":[" },
            message: "is damaged: not valid JSON: unexpected end of file"),
    ]

    /// The commands a damaged `file` stops: all of them, but a damaged month file only those that
    /// read its month (see ``aDamagedMonthStopsOnlyWhatReadsItAndDoctorQuarantinesIt()``).
    static func commands(_ id: String, file: String) -> [[String]] {
        let readingNovember = [
            ["list", "2026-11"], ["list", "all"], ["balance"], ["pie", "2026-11"], ["add", "5"],
            ["add", "5", "-d", "2026-11-09"], ["show", id], ["edit", id, "--amount", "9"], ["delete", id],
            ["export"],
        ]
        return file == month
            ? readingNovember : readingNovember + [["book", "add", "x"], ["category", "add", "tea"]]
    }

    /// Two books; bills in 2026-10 and 2026-11 (the one to damage holds `1.00` on 2026-11-05).
    func prepare(_ dir: String) throws -> (TimiRunner, String) {
        let timi = TimiRunner(home: dir + "/ledger")
        let id = try timi.run("add", "1", "meals", "-d", "2026-11-05", "--note", "one").stdout
        #expect(try timi.run("add", "2", "-d", "2026-11-06").status == 0)
        #expect(try timi.run("add", "3", "-d", "2026-10-01").status == 0)
        #expect(try timi.run("book", "add", "trip").status == 0)
        return (timi, id.trimmingCharacters(in: .newlines))
    }

    @Test(arguments: cases)
    func aDamagedFileStopsEveryCommandAndIsNamed(_ bad: Case) throws {
        try withTemporaryDirectory { dir in
            let (timi, id) = try prepare(dir)
            let path = timi.home + "/" + bad.file
            let original = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            try bad.damage(original).write(toFile: path, atomically: false, encoding: .utf8)
            let before = snapshot(timi.home)
            for arguments in bad.commands ?? Self.commands(id, file: bad.file) {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == bad.status, "\(arguments): \(result.stderr)")
                #expect(
                    result.stderr.hasPrefix("Error: \(path) " + bad.message), "\(arguments): \(result.stderr)"
                )
                if bad.message.hasPrefix("is damaged") {
                    #expect(result.stderr.contains("(line "), "where: \(result.stderr)")
                }
                #expect(result.stderr.filter { $0 == "\n" }.count == 1)
            }
            #expect(snapshot(timi.home) == before)
            // doctor names it too, and says it cannot repair it.
            let doctor = try timi.run("doctor")
            #expect(doctor.status == 1)
            #expect(doctor.stdout.contains("cannot repair  \(bad.file):"), "\(doctor.stdout)")
        }
    }

    /// The totals files are a cache of the month files: one damaged (here with totals that would
    /// overflow a sum, or cut short) is passed over, its months' totals rebuilt from their files, and
    /// saved again by the next change of a month of its year (a change elsewhere leaves it alone).
    @Test(arguments: [true, false])
    func aDamagedTotalsFileIsRebuiltFromTheMonthFiles(overflowing: Bool) throws {
        try withTemporaryDirectory { dir in
            let (timi, _) = try prepare(dir)
            let balance = try timi.run("balance", "--json").stdout
            let path = timi.home + "/bills/1/2026.totals"
            let original = try String(contentsOfFile: path, encoding: .utf8)
            let damaged =
                overflowing
                ? original.replacingOccurrences(of: "\"count\":2,", with: "\"count\":9223372036854775807,")
                : String(original.prefix(original.count / 2))
            #expect(damaged != original)
            try damaged.write(toFile: path, atomically: false, encoding: .utf8)
            for arguments in [["months"], ["pie", "all"], ["balance", "--json"]] {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
            }
            #expect(try timi.run("balance", "--json").stdout == balance)
            #expect(try timi.run("doctor", "--dry-run").status == 1)
            #expect(try timi.run("book", "add", "x").status == 0)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == damaged)
            #expect(try timi.run("add", "0.01", "--date", "2026-01-02").status == 0)
            #expect(try String(contentsOfFile: path, encoding: .utf8) != damaged)
            #expect(try timi.run("doctor").stdout.hasSuffix("The ledger is healthy.\n"))
        }
    }

    @Test func aDamagedMonthStopsOnlyWhatReadsItAndDoctorQuarantinesIt() throws {
        try withTemporaryDirectory { dir in
            let (timi, _) = try prepare(dir)
            let october = try timi.run("list", "2026-10", "--json").stdout
            let octoberID = try #require(october.split(separator: "\"").first { $0.count == 36 })
            let path = timi.home + "/" + Self.month
            let damaged = "{\"bills\":[\n{\"amount\":\"1.0"
            try damaged.write(toFile: path, atomically: false, encoding: .utf8)
            for arguments in [
                ["book", "add", "x"], ["category", "add", "tea"], ["add", "4", "-d", "2026-10-02"],
                ["list", "2026-10"], ["show", String(octoberID)], ["edit", String(octoberID), "--note", "x"],
                ["--book", "trip", "add", "2"], ["undo"],
            ] {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
            }
            #expect(try timi.run("balance").status == 65)
            let doctor = try timi.run("doctor")
            #expect(doctor.status == 1)
            #expect(
                doctor.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
                    "or move it aside with 'timi doctor --quarantine'"), "\(doctor.stdout)"
            )
            let before = snapshot(timi.home)
            #expect(try timi.run("doctor", "--quarantine", "--dry-run").status == 1)
            #expect(snapshot(timi.home) == before)

            let quarantine = try timi.run("doctor", "--quarantine")
            #expect(quarantine.status == 0, "\(quarantine.stdout)")
            #expect(
                quarantine.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
                    "move it to quarantine/1/2026-11.json"), "\(quarantine.stdout)")
            #expect(
                try String(contentsOfFile: timi.home + "/quarantine/1/2026-11.json", encoding: .utf8)
                    == damaged)
            #expect(!FileManager.default.fileExists(atPath: path))
            let balance = try timi.run("balance", "--json")
            #expect(balance.status == 0, "\(balance.stderr)")
            #expect(try timi.run("list", "2026-11", "--json").stdout == "[]\n")
            #expect(try timi.run("doctor").stdout.hasSuffix("The ledger is healthy.\n"))
            let content = LedgerContent(timi.home)
            #expect(content.problems.isEmpty, "\(content.problems)")
            // Undo puts the damaged file back where it was.
            #expect(try timi.run("undo").status == 0)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == damaged)
        }
    }

    @Test func aBillCopiedByHandIntoAnotherMonthIsNamedByTheCommandsThatLookItUp() throws {
        try withTemporaryDirectory { dir in
            let (timi, id) = try prepare(dir)
            let november = try String(contentsOfFile: timi.home + "/" + Self.month, encoding: .utf8)
            let copy = timi.home + "/bills/1/2026-09.json"
            try november.replacingOccurrences(of: "2026-11-0", with: "2026-09-0").write(
                toFile: copy, atomically: false, encoding: .utf8)
            let before = snapshot(timi.home)
            for arguments in [["show", id], ["edit", id, "--note", "x"], ["delete", id]] {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 65)
                #expect(result.stderr.contains("is also in bills/1/20"), "\(result.stderr)")
                #expect(result.stderr.contains("damaged: the bill id '\(id)"))
            }
            #expect(snapshot(timi.home) == before)
            let doctor = try timi.run("doctor")  // its findings wrap at 80 columns
            let words = doctor.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("is also used in bills/1/2026-09.json"))
        }
    }

    @Test func aMonthFileRewrittenByHandIsReadAndItsTotalsRebuilt() throws {
        try withTemporaryDirectory { dir in
            let (timi, _) = try prepare(dir)
            let path = timi.home + "/" + Self.month
            // Pretty-printed, keys in another order, one amount changed: other valid JSON.
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            var bills = try #require(document["bills"] as? [[String: Any]])
            bills[0]["amount"] = "7.25"
            document["bills"] = Array(bills.reversed())
            let edited = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted])
            try edited.write(to: URL(fileURLWithPath: path))

            let balance = try timi.run("balance", "--json")
            #expect(balance.status == 0)
            #expect(balance.stdout.contains("\"expense\":\"12.25\""), "\(balance.stdout)")
            #expect(try timi.run("list", "2026-11").stdout.contains("用餐  7.25"))
            // Any change saves the rebuilt totals; the file itself is left as the person wrote it.
            #expect(try timi.run("add", "1", "-d", "2026-10-02").status == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == edited)
            let content = LedgerContent(timi.home)
            #expect(content.problems.isEmpty, "\(content.problems)")
            #expect(try timi.run("doctor").stdout.hasSuffix("The ledger is healthy.\n"))
        }
    }

    @Test func aDamagedUndoEntryStopsOnlyUndo() throws {
        try withTemporaryDirectory { dir in
            let (timi, _) = try prepare(dir)
            let entries = try FileManager.default.contentsOfDirectory(atPath: timi.home + "/undo").compactMap {
                $0.hasSuffix(".json") ? Int($0.dropLast(5)) : nil
            }
            let newest = timi.home + "/undo/\(try #require(entries.max())).json"
            try "{\"format\":1,".write(toFile: newest, atomically: false, encoding: .utf8)
            let before = snapshot(timi.home)
            for arguments in [["undo"], ["undo", "--list"]] {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 65)
                #expect(
                    result.stderr.hasPrefix("Error: \(newest) is damaged: not valid JSON"), "\(result.stderr)"
                )
            }
            #expect(snapshot(timi.home) == before)
            #expect(try timi.run("list").status == 0)
            #expect(try timi.run("add", "1").status == 0)
        }
    }
}
