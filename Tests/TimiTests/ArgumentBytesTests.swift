import Foundation
import TestSupport
import Testing

/// An argument that is not UTF-8 (a note, a book or category name) is refused with exit 65, as a
/// control character is, where Swift's `CommandLine.arguments` would have stored `a\u{FFFD}b`; the
/// spaces around a note or a name are trimmed.
struct ArgumentBytesTests {
    /// `timi` run by `sh` with `arguments`, each given to `printf` so that it may hold any byte
    /// (`\377`).
    func run(_ timi: TimiRunner, _ arguments: [String]) throws -> RunResult {
        let words = arguments.map { #""$(printf -- '\#($0)')""# }.joined(separator: " ")
        return try timi.run(
            arguments: ["-c", #"exec "$0" "# + words, TimiRunner.executable.path],
            executable: URL(fileURLWithPath: "/bin/sh"))
    }

    static let cases: [(arguments: [String], shown: String)] = [
        (["add", "5", "--note", #"a\377b"#], #"a\xFFb"#),
        (["add", "5", #"--note=caf\351"#], #"--note=caf\xE9"#),
        (["book", "add", #"\344\270"#], #"\xE4\xB8"#),
        (["category", "add", #"tea\300"#, "--alias", "tea"], #"tea\xC0"#),
        (["category", "rename", "meals", #"\355\240\200x"#], #"\xED\xA0\x80x"#),
    ]

    @Test(arguments: cases)
    func anArgumentThatIsNotUTF8IsRefused(_ bad: (arguments: [String], shown: String)) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1")
            let before = snapshot(timi.home)
            let result = try run(timi, bad.arguments)
            #expect(result.status == 65)
            #expect(
                result.stderr
                    == "Error: invalid argument '\(bad.shown)': it is not UTF-8 text; nothing was done\n")
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func theSpacesAroundANoteOrANameAreTrimmed() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let id = try timi.run("add", "5", "--note", "  lunch\u{3000}").stdout
            #expect(
                try timi.run("show", id.trimmingCharacters(in: .newlines), "--json").stdout.contains(
                    #""note":"lunch""#))
            #expect(try timi.run("book", "add", " Trip ").stdout.contains("Added book Trip\n"))
            #expect(try timi.run("book", "list").stdout.contains("Trip"))
        }
    }
}
