@testable import LedgerCore
import TestSupport
import Testing

extension Fixture {
    /// Runs `arguments` on the fixture at `width` columns and compares stdout with `golden`; the
    /// command must succeed silently, and a text or Markdown golden's lines must fit the width.
    static func expectGolden(_ golden: String, running arguments: [String], width: Int) throws {
        var timi = try Fixture.timi()
        timi.extraEnvironment["COLUMNS"] = String(width)
        let result = try timi.run(arguments: arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        if golden.hasSuffix(".txt") || golden.hasSuffix(".md") {
            for line in result.stdout.split(separator: "\n") {
                #expect(TextWidth.of(line) <= width, "too wide: \(line)")
            }
        }
        try expectSnapshot(result.stdout, named: golden)
    }
}
