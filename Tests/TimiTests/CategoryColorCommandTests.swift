import Foundation
import TestSupport
import Testing

/// `category color`, `category icon(s)`, `book cover`, and the categories' colours in the views at
/// each colour depth.
struct CategoryColorCommandTests {
    static let escape = "\u{1B}"

    /// The pie and the timeline of the fixture with `--color always`, at each depth the
    /// environment can tell, as goldens.
    @Test(arguments: [
        ("basic", ["TERM": "xterm"]), ("256", ["TERM": "xterm-256color"]),
        ("truecolor", ["TERM": "xterm", "COLORTERM": "truecolor"]),
    ])
    func theViewsPaintEachCategoryInItsColour(_ depth: String, _ environment: [String: String]) throws {
        var timi = try Fixture.timi()
        timi.extraEnvironment = environment.merging(["COLUMNS": "80"]) { one, _ in one }
        for (name, arguments) in [
            ("pie", ["pie", "--color", "always"]), ("list", ["list", "--color", "always"]),
        ] {
            let result = try timi.run(arguments: arguments)
            #expect(result.status == 0)
            try expectSnapshot(result.stdout, named: "\(name)-color-\(depth)-80.txt")
        }
    }

    @Test func noColourWithoutATerminalOrWithNoColor() throws {
        var timi = try Fixture.timi()
        timi.extraEnvironment = ["COLORTERM": "truecolor"]
        #expect(!(try timi.run("pie").stdout.contains(Self.escape)))
        #expect(!(try timi.run("pie", "--color", "never").stdout.contains(Self.escape)))
    }

    @Test func showsAndSetsAColour() throws {
        try withTemporaryDirectory { dir throws in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.extraEnvironment["COLORTERM"] = "24bit"
            #expect(try timi.run("add", "12", "meals").status == 0)
            #expect(try timi.run("category", "color", "meals").stdout == "#E5484D (red)\n")
            let set = try timi.run("category", "color", "用餐", "teal")
            #expect(set.status == 0)
            #expect(set.stderr == "Coloured category 用餐 (meals) #12A594 (teal)\n")
            #expect(try timi.run("category", "color", "meals", "#0a0B0c").status == 0)
            #expect(try timi.run("category", "color", "meals").stdout == "#0A0B0C\n")
            #expect(
                try timi.run("pie", "--color", "always").stdout.contains("\(Self.escape)[38;2;10;11;12m用餐"))
            let json = try timi.run("category", "list", "--json").stdout
            #expect(json.contains(##"{"alias":"meals","color":"#0A0B0C","icon":"type_big_2.png","id":1"##))
            #expect(try timi.run("pie", "--json").stdout.contains(##""category":"用餐","color":"#0A0B0C""##))
            #expect(try timi.run("undo").status == 0)
            #expect(try timi.run("category", "color", "meals").stdout == "#12A594 (teal)\n")
        }
    }

    @Test func aNewCategoryTakesTheNextFreeColour() throws {
        try withTemporaryDirectory { dir throws in
            let timi = TimiRunner(home: dir + "/ledger")
            // The nine income categories use the first nine colours of the palette: indigo is next.
            #expect(try timi.run("category", "add", "dividends", "--income").status == 0)
            #expect(try timi.run("category", "color", "dividends").stdout == "#6E56CF (indigo)\n")
        }
    }

    @Test func aLedgerWithoutColoursGetsTheDefaults() throws {
        try withTemporaryDirectory { dir throws in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "12", "meals").status == 0)
            let path = timi.home + "/ledger.json"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let before = try timi.run("category", "list", "--json").stdout
            try text.replacingOccurrences(
                of: ##","color":"#[0-9A-F]{6}""##, with: "", options: .regularExpression
            )
            .write(toFile: path, atomically: false, encoding: .utf8)
            #expect(try timi.run("category", "list", "--json").stdout == before)
        }
    }

    @Test func chosenIconsAreMarkedAndATakenOneIsRefused() throws {
        try withTemporaryDirectory { dir throws in
            let timi = TimiRunner(home: dir + "/ledger")
            let added = try timi.run(
                "category", "add", "咖啡", "--alias", "coffee", "--icon", "type_big_1003.png")
            #expect(added.status == 0, "\(added.stderr)")
            let icons = try timi.run("category", "icons", "--expense").stdout
            #expect(icons.contains("*  type_big_1003.png  expense  咖啡 (coffee)"))
            #expect(icons.contains("   type_big_1001.png  expense"))
            #expect(!icons.contains("income"))
            let json = try timi.run("category", "icons", "--json").stdout
            #expect(json.contains(##"{"category":"coffee","icon":"type_big_1003.png","type":"expense"}"##))
            #expect(json.contains(##"{"category":null,"icon":"type_big_1001.png","type":"expense"}"##))
            let before = snapshot(timi.home)
            for (arguments, message) in [
                (
                    ["category", "icon", "meals", "type_big_1003.png"],
                    "the icon type_big_1003.png is taken by 咖啡 (coffee)"
                ),
                (["category", "icon", "meals", "type_big_9.png"], "no spare icon matches 'type_big_9.png'"),
                (["category", "add", "tea", "--icon", "type_big_1003.png"], "is taken by 咖啡 (coffee)"),
            ] {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 1)
                #expect(
                    result.stderr.hasPrefix("Error: ") && result.stderr.contains(message), "\(result.stderr)")
                #expect(result.stderr.filter { $0 == "\n" }.count == 1)
                #expect(snapshot(timi.home) == before)
            }
            let moved = try timi.run("category", "icon", "coffee", "type_big_1004.png")
            #expect(moved.stderr == "Category 咖啡 (coffee) has the icon type_big_1004.png\n")
            let after = try timi.run("category", "icons", "--json").stdout
            #expect(after.contains(##"{"category":null,"icon":"type_big_1003.png","type":"expense"}"##))
            #expect(after.contains(##"{"category":"coffee","icon":"type_big_1004.png","type":"expense"}"##))
            #expect(try timi.run("category", "add", "tea", "--icon", "type_big_1003.png").status == 0)
        }
    }

    @Test func aBookCoverIsShownAndChanged() throws {
        try withTemporaryDirectory { dir throws in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("book", "add", "旅行").status == 0)
            #expect(try timi.run("book", "cover", "旅行").stdout == "1\n")
            let set = try timi.run("book", "cover", "旅行", "5")
            #expect(set.stderr == "Book 旅行 has the cover 5\n")
            #expect(
                try timi.run("book", "list", "--json").stdout.contains(
                    ##"{"cover":5,"currency":"¥","current":false"##))
        }
    }
}
