import Foundation
import TestSupport
import Testing

/// A month file edited by hand to the same size, its time put back (`touch -r`): its size and time
/// match its summary, but its content hash does not, so the first command that reads the month
/// notices and rebuilds the totals — nothing splices lines into the file on the word of a stale summary.
struct HandEditTests {
    /// 日常账本 with 1.00 and 2.00 in 2026-11; then 1.00 becomes 9.00 by hand, size and time kept.
    func editedBehindTimisBack(_ dir: String) throws -> (TimiRunner, String) {
        let timi = TimiRunner(home: dir + "/ledger")
        #expect(try timi.run("add", "1", "-d", "2026-11-05").status == 0)
        let second = try timi.run("add", "2", "-d", "2026-11-06").stdout.trimmingCharacters(in: .newlines)
        let path = timi.home + "/bills/1/2026-11.json"
        let reference = dir + "/reference"
        // `cp -p`: the reference keeps the file's time to the nanosecond (FileManager's copy does not).
        let copy = try RunResult(
            running: URL(fileURLWithPath: "/bin/cp"), arguments: ["-p", path, reference])
        #expect(copy.status == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\"amount\":\"1.00\"", with: "\"amount\":\"9.00\"").write(
            toFile: path, atomically: false, encoding: .utf8)
        let touch = try RunResult(
            running: URL(fileURLWithPath: "/usr/bin/touch"), arguments: ["-r", reference, path])
        #expect(touch.status == 0)
        let before = try FileManager.default.attributesOfItem(atPath: reference)
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(before[.size] as? Int == after[.size] as? Int)
        return (timi, second)
    }

    @Test(arguments: [
        ["add", "3", "-d", "2026-11-07"], ["edit", "$second", "--amount", "3"], ["delete", "$second"],
    ])
    func aChangeToTheMonthRebuildsItsTotals(_ arguments: [String]) throws {
        try withTemporaryDirectory { dir in
            let (timi, second) = try editedBehindTimisBack(dir)
            let result = try timi.run(arguments: arguments.map { $0 == "$second" ? second : $0 })
            #expect(result.status == 0, "\(result.stderr)")
            let expense = arguments[0] == "delete" ? "9.00" : arguments[0] == "add" ? "14.00" : "12.00"
            let balance = try timi.run("balance", "--json").stdout
            #expect(balance.contains("\"expense\":\"\(expense)\""), "\(arguments): \(balance)")
            let content = LedgerContent(timi.home)
            #expect(content.problems.isEmpty, "\(content.problems)")
            #expect(try timi.run("doctor").stdout.hasSuffix("The ledger is healthy.\n"))
        }
    }

    /// The list of the month counts what it shows: its totals are its bills', not the stale
    /// summary's, as text, JSON and with a limit (then the months not read keep their summaries).
    @Test func theMonthsListTotalsWhatItShows() throws {
        try withTemporaryDirectory { dir in
            let (timi, _) = try editedBehindTimisBack(dir)
            for arguments in [
                ["list", "2026-11"], ["list", "2026-11", "--json"], ["list", "2026-11", "--limit", "5"],
                ["list", "2026"], ["list", "2026-11", "--expense"],
            ] {
                let list = try timi.run(arguments: arguments).stdout
                #expect(list.contains("11.00") || arguments.contains("--json"), "\(arguments): \(list)")
                // (In JSON, as an amount: a creation time like "17:45:43.009Z" holds "3.00" too.)
                let stale = arguments.contains("--json") ? "\"amount\":\"3.00\"" : "3.00"
                #expect(!list.contains(stale) && !list.contains("older"), "\(arguments): \(list)")
            }
        }
    }

    @Test func doctorNoticesItWhenNoCommandHasReadTheMonth() throws {
        try withTemporaryDirectory { dir in
            let (timi, _) = try editedBehindTimisBack(dir)
            let doctor = try timi.run("doctor")
            #expect(doctor.stdout.contains("the totals of 日常账本 2026-11 do not match"), "\(doctor.stdout)")
            #expect(try timi.run("balance", "--json").stdout.contains("\"expense\":\"11.00\""))
        }
    }
}
