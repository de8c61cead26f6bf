import Foundation
import TestSupport
import Testing

/// Completion learns: after `timi add AMOUNT CATEGORY` it offers the notes, then the payees, most
/// used with that category in the book, most used first.
struct NoteCompletionTests {
    /// What `timi __complete WORDS…` prints.
    func complete(_ timi: TimiRunner, _ words: String...) throws -> String {
        try timi.run(arguments: ["__complete"] + words).stdout
    }

    @Test func offersTheNotesAndPayeesMostUsedWithTheCategory() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            for arguments in [
                ["add", "12", "meals", "--note", "lunch", "--payee", "Canteen"],
                ["add", "30", "meals", "--note", "dinner with Ann"],
                ["add", "12", "meals", "--note", "lunch"],
                ["add", "9", "meals", "--note", "dinner with Ann", "--date", "2026-10-01"],
                ["add", "9", "meals", "--note", "breakfast"], ["add", "4", "transport", "--note", "metro"],
                ["add", "8000", "salary", "--income", "--note", "November"],
                ["book", "add", "Trip"], ["add", "450", "meals", "--note", "ramen", "--book", "Trip"],
            ] {
                #expect(try timi.run(arguments: arguments).status == 0)
            }
            // Used twice each: the most recently used first; then once.
            let offered = try complete(timi, "add", "12", "meals", "")
            #expect(
                offered
                    == "--note=lunch\tnote\n--note=dinner with Ann\tnote\n--note=breakfast\tnote\n"
                    + "--payee=Canteen\tpayee\n")
            #expect(
                try complete(timi, "add", "12", "用餐", "--note", "d") == "dinner with Ann\n")
            #expect(try complete(timi, "add", "12", "meals", "--note=l") == "--note=lunch\n")
            #expect(
                try complete(timi, "add", "12", "meals", "--note", "x", "")
                    == "--payee=Canteen\tpayee\n")
            #expect(
                try complete(timi, "add", "1", "sal", "--income", "--note", "") == "November\n"
            )
            #expect(
                try complete(timi, "--book", "Trip", "add", "1", "meals", "")
                    == "--note=ramen\tnote\n")
            #expect(try complete(timi, "add", "12", "transport", "--payee", "") == "")
            #expect(try complete(timi, "add", "12", "nosuch", "") == "")
            #expect(try complete(timi, "edit", "1a2b", "--note", "") == "")
        }
    }
}
