import Foundation
import TestSupport
import Testing

/// Bill ids are random version 4 UUIDs from getrandom(2); with no randomness, timi refuses (74)
/// and changes nothing, rather than making up an id (Foundation's `UUID()` gave all zeros then).
struct BillIDTests {
    @Test func newIDsAreLowerCaseVersion4UUIDs() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            for amount in ["1", "2", "3"] { #expect(try timi.run("add", amount, "meals").status == 0) }
            #expect(
                try timi.run("import", "-", stdin: "date,type,amount,category\n2026-11-01,expense,4,meals\n").status == 0)
            let ids = try timi.run("export", "all", "--format", "json").stdout.split(separator: "\"id\":\"")
                .dropFirst()
                .map { String($0.prefix(36)) }
            #expect(ids.count == 4 && Set(ids).count == 4)
            for id in ids {
                #expect(
                    id.wholeMatch(
                        of: try Regex("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"))
                        != nil, "\(id)")
            }
        }
    }

    /// Every getrandom fails (Foundation's `UUID()` fell back to /dev/urandom then, or to zeros).
    @Test(
        .enabled(if: FaultTools.enabled, FaultTools.skipReason),
        arguments: [["add", "1", "meals"], ["import", "-"]])
    func noRandomnessRefusesWithoutChangingAnything(_ arguments: [String]) throws {
        guard let strace = FaultTools.requireStrace() else { return }
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "9", "meals").status == 0)
            let before = try timi.run("export", "all").stdout
            let result = try timi.run(
                arguments: [
                    "-o", "/dev/null", "-e", "trace=getrandom", "-e", "inject=getrandom:error=EIO",
                    TimiRunner.executable.path,
                ] + arguments,
                stdin: "date,type,amount,category\n2026-11-01,expense,4,meals\n", executable: URL(fileURLWithPath: strace))
            #expect(result.status == 74)
            #expect(
                result.stderr.hasSuffix(
                    "Error: getrandom: Input/output error (no random bytes for a new bill id); nothing was changed\n"
                ))
            #expect(try timi.run("export", "all").stdout == before)
        }
    }
}
