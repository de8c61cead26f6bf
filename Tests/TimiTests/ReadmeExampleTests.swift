import Foundation
import TestSupport
import Testing

/// The README's worked examples marked `<!-- README test: NAME … -->`: each `$ timi …` line of the
/// console block after the mark is run, in a ledger of its own, in the folder of the files it names,
/// and what it prints must be the lines the README shows under it (a bill's short id, which is new
/// each time, aside).
struct ReadmeExampleTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md").path

    /// The commands of the example named `name` and the lines each prints.
    static func example(_ name: String) throws -> [(command: [String], output: [String])] {
        let text = try String(contentsOfFile: readme, encoding: .utf8)
        let mark = try #require(text.range(of: "<!-- README test: " + name), "README.md has no example '\(name)'")
        let after = text[mark.upperBound...]
        let open = try #require(after.range(of: "```console\n"))
        let close = try #require(after[open.upperBound...].range(of: "\n```"))
        var steps: [(command: [String], output: [String])] = []
        for line in after[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("$ timi ") {
                steps.append((line.dropFirst("$ timi ".count).split(separator: " ").map(String.init), []))
            } else if !steps.isEmpty {
                steps[steps.count - 1].output.append(String(line))
            }
        }
        return steps
    }

    /// `bill 0e784220` → `bill <id>`.
    static func withoutIDs(_ line: String) -> String {
        line.replacingOccurrences(of: #"bill [0-9a-f]{8}"#, with: "bill <id>", options: .regularExpression)
    }

    @Test func aMonthOfThreeStatementsReconciledIsAsTheReadmeShows() throws {
        let steps = try Self.example("a month of three statements")
        #expect(steps.count == 9)
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.today = "2026-07-02"
            timi.directory = WorkbookImportTests.fixture("month")
            for (command, output) in steps {
                let result = try timi.run(arguments: command)
                #expect(result.status == 0, "\(command): \(result.stderr)")
                let printed = (result.stdout + result.stderr).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { Self.withoutIDs(String($0)) }
                #expect(
                    Array(printed.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
                        == output.map(Self.withoutIDs), "\(command)")
            }
        }
    }
}
