import Foundation
import TestSupport
import Testing

/// `--payee` on add and edit, and the payee in show, list --search and the month file.
struct PayeeTests {
    @Test func aPayeeIsAddedShownSearchedAndRemoved() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let added = try timi.run("add", "28", "meals", "--payee", "美团外卖", "--note", "dinner")
            #expect(added.status == 0)
            let id = added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            try timi.run("add", "5", "meals", "--note", "tea")
            #expect(try timi.run("show", id).stdout.contains("\npayee     美团外卖\n"))
            let found = try timi.run("list", "--search", "美团", "--format", "csv").stdout
            #expect(found.split(separator: "\r\n").count == 2)
            #expect(found.hasSuffix(",美团外卖,,meals,,,,,\r\n"))
            let month = try String(
                contentsOfFile: timi.home + "/bills/1/\(timi.today.prefix(7)).json", encoding: .utf8)
            #expect(month.contains(#""payee":"美团外卖""#) && month.hasSuffix("],\"format\":2}\n"))

            #expect(try timi.run("edit", id, "--payee", "").status == 0)
            let plain = try String(
                contentsOfFile: timi.home + "/bills/1/\(timi.today.prefix(7)).json", encoding: .utf8)
            #expect(!plain.contains("payee") && plain.hasSuffix("],\"format\":1}\n"))
        }
    }

    @Test func aBadPayeeChangesNothing() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let id = try timi.run("add", "28", "meals").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            let before = snapshot(timi.home)
            let long = try timi.run("edit", id, "--payee", String(repeating: "x", count: 201))
            #expect(long.status == 65)
            #expect(
                long.stderr
                    == "Error: invalid payee 'xxxxxxxxxxxxxxxxxxxx…': a payee has at most 200 characters (this one has 201)\n"
            )
            let control = try timi.run("add", "1", "--payee", "a\u{1B}b")
            #expect(control.status == 65)
            #expect(
                control.stderr
                    == "Error: invalid payee '\"a\\u{1B}b\"': a payee cannot contain control characters\n")
            #expect(snapshot(timi.home) == before)
        }
    }
}
