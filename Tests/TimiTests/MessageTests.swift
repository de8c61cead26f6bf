import Foundation
import TestSupport
import Testing

/// Messages that say the real reason: the range of years, the option meant, the value that starts
/// with `-`, the amount as given, the title that cannot be an alias, the book that is there.
struct MessageTests {
    static let cases: [BadInputTests.Case] = [
        .init(
            arguments: ["add", "5", "--date", "0001-01-01"], status: 65,
            message: "Error: invalid date '0001-01-01': timi keeps days from 1000 to 9999\n"),
        .init(
            arguments: ["add", "5", "-v"], status: 64,
            message: "Error: Unknown option '-v'; did you mean '--version'? (see 'timi add --help')\n"),
        .init(
            arguments: ["-V"], status: 64,
            message: "Error: Unknown option '-V'; did you mean '--version'? (see 'timi list --help')\n"),
        .init(
            arguments: ["add", "5", "--income=yes"], status: 64,
            message: "Error: The option '--income' takes no value (see 'timi add --help')\n"),
        .init(
            arguments: ["add", "5", "--note", "--income"], status: 64,
            message: "Error: Missing value for '--note <text>' (see 'timi add --help')\n"),
        .init(
            arguments: ["edit", "1", "--amount", "-5"], status: 65, message: "Error: invalid amount '-5'"),
        .init(
            arguments: ["category", "add", "42"], status: 65,
            message:
                "Error: invalid category title '42': it cannot be its own alias; give an ASCII alias for it with --alias\n"
        ),
        .init(
            arguments: ["book", "add", "family"], status: 1,
            message: "Error: there is already a book named Family\n"),
    ]

    /// A ledger with a bill (its id starts with 1) and a book named Family.
    static func ledger(_ dir: String) throws -> TimiRunner {
        let timi = TimiRunner(home: dir + "/ledger")
        try #require(try timi.run("book", "add", "Family").status == 0)
        return timi
    }

    @Test(arguments: cases)
    func saysTheRealReasonAndChangesNothing(_ bad: BadInputTests.Case) throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.ledger(dir)
            let id = try timi.run("add", "1").stdout.trimmingCharacters(in: .newlines)
            let before = ledgerFiles(timi.home)
            let result = try timi.run(
                arguments: bad.arguments.map { $0 == "1" && bad.arguments[0] == "edit" ? id : $0 })
            #expect(result.status == bad.status)
            #expect(result.stderr.hasPrefix(bad.message), "\(result.stderr)")
            #expect(ledgerFiles(timi.home) == before)
        }
    }

    @Test func aValueMayStartWithADash() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.ledger(dir)
            for arguments in [
                ["add", "5", "--note", "-x"], ["add", "5", "-n=-y"], ["add", "5", "--note=-z"],
            ] {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
            }
            let notes = try timi.run("list", "--format", "csv").stdout.split(separator: "\r\n").dropFirst()
                .map { $0.split(separator: ",")[4] }
            #expect(notes.sorted() == ["-x", "-y", "-z"])
        }
    }

    @Test func anImportedAmountIsQuotedWithItsSign() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.ledger(dir)
            let csv = dir + "/bank.csv"
            try Data("date,type,amount,category,note\n2026-11-03,,\"-1,234.00\",meals,x\n".utf8).write(
                to: URL(fileURLWithPath: csv))
            let before = ledgerFiles(timi.home)
            let result = try timi.run("import", csv)
            #expect(result.status == 65)
            #expect(
                result.stderr.contains(
                    "bank.csv:2: invalid amount '-1,234.00': use '.' for decimals and no thousands separators"
                ),
                "\(result.stderr)")
            #expect(ledgerFiles(timi.home) == before)
        }
    }
}
