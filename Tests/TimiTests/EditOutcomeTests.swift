import Foundation
import TestSupport
import Testing

/// What `timi edit` says about what it did: an edit that changes nothing writes nothing, spends no
/// undo entry and says so; one that changes the bill's type names the change, as `add` names the type.
struct EditOutcomeTests {
    @Test(arguments: [
        ["--amount", "12.50"], ["--category", "meals"], ["--expense"], ["--note", "lunch"],
        ["--date", "2026-11-21"],
        ["--no-photo"], ["--amount", "10+2.5", "--note", " lunch "],
    ])
    func anEditThatChangesNothingWritesNothing(_ options: [String]) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let id = try timi.run("add", "12.50", "meals", "--note", "lunch").stdout.trimmingCharacters(
                in: .newlines)
            let before = snapshot(timi.home)
            let history = try timi.run("undo", "--list").stdout
            let edit = try timi.run(arguments: ["edit", id] + options)
            #expect(edit.status == 0)
            #expect(edit.stdout == "Unchanged \(id) 2026-11-21 用餐 12.50 lunch\n")
            #expect(edit.stderr == "Nothing to change: the bill already is so; nothing was written\n")
            #expect(snapshot(timi.home) == before)
            #expect(try timi.run("undo", "--list").stdout == history)
        }
    }

    @Test func aChangeOfTypeIsNamed() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let id = try timi.run("add", "12.50", "meals").stdout.trimmingCharacters(in: .newlines)
            let toIncome = try timi.run("edit", id, "--category", "salary")
            #expect(toIncome.status == 0)
            #expect(toIncome.stdout == "Edited \(id) 2026-11-21 工资 12.50\n")
            #expect(toIncome.stderr == "expense → income: 工资 is an income category\n")
            let back = try timi.run("edit", id, "--expense", "--json")
            #expect(back.stderr == "income → expense: 用餐 is an expense category\n")
            let same = try timi.run("edit", id, "--category", "transport")
            #expect(same.stderr.isEmpty)
        }
    }
}
