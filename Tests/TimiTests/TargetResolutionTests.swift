import Foundation
import TestSupport
import Testing

/// Which book or category a word names: an exact name or an id, never one shadowing the other; a
/// prefix is enough to read or add, never to delete.
struct TargetResolutionTests {
    /// Books 日常账本 (1), a (2), b (3), c (4), then 1 (5) and 2 (6): names that are other books' ids.
    func booksNamedLikeIDs(_ dir: String) throws -> TimiRunner {
        let timi = TimiRunner(home: dir + "/ledger")
        for name in ["a", "b", "c", "1", "2", "9"] {
            #expect(try timi.run("book", "add", name).status == 0)
        }
        #expect(try timi.run("add", "5", "--note", "daily").status == 0)
        return timi
    }

    @Test func aBookNameThatIsAnotherBooksIDIsRefusedNamingBoth() throws {
        try withTemporaryDirectory { dir in
            let timi = try booksNamedLikeIDs(dir)
            let before = snapshot(timi.home)
            for arguments in [
                ["--book", "2", "add", "7"], ["book", "delete", "2", "--yes"], ["book", "use", "1"],
                ["--book", "2", "list"],
            ] {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 1, "\(arguments): \(result.stderr)")
                let word = arguments.contains("1") ? "1" : "2"
                let (named, other) = word == "1" ? ("1 (id 5)", "日常账本 (id 1)") : ("2 (id 6)", "a (id 2)")
                #expect(
                    result.stderr
                        == "Error: '\(word)' matches more than one book: the book named \(named); \(other)\n",
                    "\(arguments)")
            }
            #expect(snapshot(timi.home) == before)
            // The whole name of a book with no id of that number, and each id, name one book.
            #expect(try timi.run("--book", "9", "add", "3").status == 0)
            #expect(try timi.run("--book", "7", "list", "--json").stdout.contains("\"amount\":\"3.00\""))
            let deleted = try timi.run("book", "delete", "6", "--yes")
            #expect(deleted.stdout.hasPrefix("Deleted book 2 and its 0 bills"), "\(deleted.stderr)")
            #expect(try timi.run("--book", "2", "list", "--json").stdout == "[]\n")
            #expect(try timi.run("--book", "日常账本", "list").stdout.contains("daily"))
        }
    }

    @Test func aCategoryTitleThatIsAnotherCategorysIDIsRefusedNamingBoth() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("category", "add", "2", "--alias", "two").status == 0)
            let before = snapshot(timi.home)
            let result = try timi.run("add", "4", "2")
            #expect(result.status == 1)
            #expect(
                result.stderr.hasPrefix(
                    "Error: '2' matches more than one category: the category titled 2 (id "),
                "\(result.stderr)")
            #expect(result.stderr.hasSuffix("; transport (交通, id 2)\n"))
            #expect(snapshot(timi.home) == before)
            #expect(try timi.run("add", "4", "two").status == 0)
        }
    }

    @Test func deletingABookOrCategoryTakesNoPrefix() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("book", "add", "Family").status == 0)
            #expect(try timi.run("category", "add", "Meals2").status == 0)
            #expect(try timi.run("add", "3", "meals2").status == 0)
            #expect(try timi.run("category", "delete", "meals").status == 0)
            let before = snapshot(timi.home)
            let cases: [([String], String)] = [
                (
                    ["category", "delete", "meals", "--move-to", "salary"],
                    "'meals' is only the start of Meals2 (meals2); give the category's whole title, alias or id"
                ),
                (
                    ["category", "delete", "meals2", "--move-to", "transp"],
                    "'transp' is only the start of 交通 (transport); give the category's whole title, alias or id"
                ),
                (
                    ["category", "delete", "meals2", "--move-to", "Meals2"],
                    "the bills of Meals2 (meals2) cannot move to the category being deleted"
                ),
                (
                    ["book", "delete", "fam", "--yes"],
                    "'fam' is only the start of Family; give the book's whole name or its id (2)"
                ),
            ]
            for (arguments, message) in cases {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 1, "\(arguments)")
                #expect(result.stderr == "Error: \(message)\n", "\(arguments)")
            }
            #expect(snapshot(timi.home) == before)
            // Reading and adding still take a prefix.
            #expect(try timi.run("add", "4", "meal").status == 0)
            #expect(try timi.run("--book", "fam", "add", "4").status == 0)
            let deleted = try timi.run("category", "delete", "Meals2", "--move-to", "transport")
            #expect(
                deleted.stdout == "Deleted category Meals2 (meals2); moved 2 bills to 交通\n",
                "\(deleted.stderr)")
            #expect(try timi.run("book", "delete", "family", "--yes").status == 0)
        }
    }
}

/// `--book` with a bill's id: show and delete refuse a bill of another book; edit moves the bill.
struct BookOptionOnBillTests {
    @Test func showAndDeleteRefuseABillOfAnotherBook() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("book", "add", "Family").status == 0)
            let id = try timi.run("add", "5", "--note", "daily").stdout.trimmingCharacters(in: .newlines)
            let before = snapshot(timi.home)
            for arguments in [["--book", "Family", "show", id], ["delete", id, "--book", "Family"]] {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 1, "\(arguments)")
                #expect(result.stderr == "Error: bill \(id) is in 日常账本, not in Family\n", "\(arguments)")
            }
            #expect(snapshot(timi.home) == before)
            #expect(try timi.run("--book", "日常账本", "show", id).stdout.contains("daily"))
            #expect(try timi.run("--book", "日常账本", "delete", id).status == 0)
        }
    }

    @Test func editWithABookMovesTheBillAcrossBooksAndMonthsAndUndoPutsItBack() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("book", "add", "Family").status == 0)
            let photo = dir + "/receipt.jpg"
            try Data("jpeg".utf8).write(to: URL(fileURLWithPath: photo))
            let id = try timi.run("add", "5", "-d", "2026-10-03", "--photo", photo).stdout
                .trimmingCharacters(in: .newlines)
            #expect(try timi.run("add", "6", "-d", "2026-10-04").status == 0)
            let before = ledgerFiles(timi.home)
            let edited = try timi.run("edit", id, "--book", "Family", "--date", "2026-09-30")
            #expect(
                edited.stdout == "Edited \(id) 2026-09-30 用餐 5.00 (moved from 日常账本 to Family)\n",
                "\(edited.stderr)")
            let family = try timi.run("--book", "Family", "show", id)
            #expect(family.stdout.contains("2026-09-30"), "\(family.stderr)")
            #expect(family.stdout.contains("Family"))
            #expect(FileManager.default.fileExists(atPath: timi.home + "/bills/2/2026-09.json"))
            #expect(try timi.run("list", "2026-10", "--json").stdout.contains(id) == false)
            let content = LedgerContent(timi.home)
            #expect(content.problems.isEmpty, "\(content.problems)")
            #expect(try timi.run("undo", "--list").stdout.contains("to Family"))
            #expect(try timi.run("undo").status == 0)
            #expect(ledgerFiles(timi.home) == before)
        }
    }
}
