import Foundation
import TestSupport
import Testing

/// `timi undo`, again and again: each one puts back, byte for byte, the files of the change before;
/// `timi redo` walks forward again.
struct UndoEndToEndTests {
    @Test func undoesTwentyFiveChangesOfEveryKindOneByOneAndRedoesThem() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let photo = dir + "/receipt.jpg"
            try Data("jpeg".utf8).write(to: URL(fileURLWithPath: photo))
            let csv = dir + "/bank.csv"
            try "date,amount,note\n2026-09-01,-12.5,coffee\n2026-10-02,-3,bus\n2026-11-03,800,refund\n"
                .write(toFile: csv, atomically: true, encoding: .utf8)
            var id = ""
            let changes: [[String]] = [
                ["add", "12.50", "meals", "--note", "lunch"], ["add", "8", "transport", "-d", "2026-10-30"],
                ["add", "30", "--photo", photo, "--note", "receipt"], ["add", "8000", "salary", "--income"],
                ["edit", "$id", "--date", "2026-08-15"], ["edit", "$id", "--amount", "13"], ["import", csv],
                ["book", "add", "trip"], ["add", "99", "--book", "trip"], ["book", "use", "trip"],
                ["book", "rename", "trip", "voyage"], ["add", "5", "-d", "2026-07-01"],
                ["book", "use", "日常账本"],
                ["category", "add", "咖啡", "--alias", "coffee"], ["add", "4", "coffee"],
                ["category", "rename", "coffee", "珈琲"],
                ["category", "delete", "coffee", "--move-to", "snacks"],
                ["delete", "$id"], ["book", "delete", "voyage", "--yes"], ["add", "1"], ["add", "2"],
                ["add", "3"],
                ["add", "4", "-d", "2025-01-01"], ["add", "5", "-d", "2024-12-31"], ["add", "6", "--income"],
            ]
            var states = [ledgerFiles(timi.home)]
            for change in changes {
                let arguments = change.map { $0 == "$id" ? id : $0 }
                let result = try timi.run(arguments: arguments)
                try #require(result.status == 0, "\(arguments): \(result.stderr)")
                if change == changes[0] { id = result.stdout.trimmingCharacters(in: .newlines) }
                states.append(ledgerFiles(timi.home))
            }
            var wide = timi  // one line a change: wide enough for the longest
            wide.extraEnvironment["COLUMNS"] = "200"
            let listed = try wide.run("undo", "--list")
            let lines = listed.stdout.split(separator: "\n")
            #expect(lines.count == changes.count + 1)
            #expect(lines[1].hasPrefix(" 1  ") && lines[1].hasSuffix(" 一般 6.00"), "\(lines[1])")
            #expect(listed.stdout.contains("import 3 bills from \(csv)"))
            #expect(listed.stdout.contains("category delete 珈琲 (coffee), moving 1 bill to 零食"))
            #expect(listed.stdout.contains("book delete voyage and its 2 bills"))
            let json = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(try timi.run("undo", "--list", "--json").stdout.utf8)) as? [[String: Any]])
            #expect(json.count == changes.count)
            #expect((json.first?["files"] as? [String])?.contains("bills/1/2026.totals") == true)

            for expected in states.dropLast().reversed() {
                let undone = try timi.run("undo")
                try #require(undone.status == 0, "\(undone.stderr)")
                #expect(undone.stdout.hasPrefix("Undid "))
                #expect(ledgerFiles(timi.home) == expected)
            }
            let nothing = try timi.run("undo")
            #expect(nothing.status == 1)
            #expect(nothing.stderr == "Error: there is nothing to undo\n")
            let empty = try wide.run("undo", "--list")
            #expect(empty.status == 0)
            #expect(empty.stderr == "Nothing to undo\n")
            // What was undone can be redone, the last undone first, walking forward through the states.
            let redoable = empty.stdout.split(separator: "\n")
            #expect(redoable.first == "Can be redone with 'timi redo', the next first:")
            #expect(redoable.count == changes.count + 2)
            #expect(redoable.last?.hasSuffix(" 一般 6.00") == true, "\(redoable.last ?? "")")
            for expected in states.dropFirst() {
                let redone = try timi.run("redo")
                try #require(redone.status == 0, "\(redone.stderr)")
                #expect(redone.stdout.hasPrefix("Redid "))
                #expect(ledgerFiles(timi.home) == expected)
            }
            #expect(try wide.run("undo", "--list").stdout == listed.stdout)
        }
    }

    @Test func aFileEditedByHandIsNotOverwrittenUnlessForced() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "1").status == 0)
            #expect(try timi.run("add", "2").status == 0)
            let month = timi.home + "/bills/1/2026-11.json"
            let edited = try String(contentsOfFile: month, encoding: .utf8).replacingOccurrences(
                of: "2.00", with: "2.50")
            try edited.write(toFile: month, atomically: false, encoding: .utf8)
            let before = snapshot(timi.home)
            let refused = try timi.run("undo")
            #expect(refused.status == 1)
            #expect(refused.stderr.hasPrefix("Error: bills/1/2026-11.json was changed after 'add "))
            #expect(refused.stderr.contains("'timi undo --force' reverts it anyway"))
            #expect(snapshot(timi.home) == before)
            #expect(try timi.run("undo", "--force").status == 0)
            #expect(try timi.run("balance", "--json").stdout.contains("\"expense\":\"1.00\""))
        }
    }
}
