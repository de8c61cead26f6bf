import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// A category title takes the width it needs when the terminal has it: `Eating out & takeaway` is
/// whole at 120 columns in the timeline and in the tables sorted by amount, and cut with `…` only
/// when the line would not fit (40 columns).
struct TitleWidthTests {
    static let title = "Eating out & takeaway"

    static func ledger(_ dir: String, columns: Int) throws -> TimiRunner {
        var timi = TimiRunner(home: dir + "/ledger")
        timi.extraEnvironment = ["COLUMNS": String(columns)]
        try #require(try timi.run("category", "add", title, "--alias", "eatout").status == 0)
        try #require(try timi.run("add", "23.40", "eatout", "--note", "ramen with friends").status == 0)
        try #require(try timi.run("add", "8", "meals", "--note", "bun").status == 0)
        return timi
    }

    @Test(arguments: [["list"], ["list", "--sort", "amount"], ["search", "ramen", "--sort", "amount"]])
    func aLongTitleIsWholeAt120Columns(_ arguments: [String]) throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.ledger(dir, columns: 120)
            let result = try timi.run(arguments: arguments)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains(Self.title), "\(result.stdout)")
            #expect(result.stdout.contains("ramen with friends"), "\(result.stdout)")
        }
    }

    @Test(arguments: [["list"], ["list", "--sort", "amount"], ["search", "ramen", "--sort", "amount"]])
    func aLongTitleIsCutWhereTheLineIsFull(_ arguments: [String]) throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.ledger(dir, columns: 40)
            let result = try timi.run(arguments: arguments)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stdout.contains(Self.title))
            #expect(result.stdout.contains("Eating"), "\(result.stdout)")
            for line in result.stdout.split(separator: "\n") {
                #expect(TextWidth.of(line) <= 40, "too wide: \(line)")
            }
        }
    }
}
