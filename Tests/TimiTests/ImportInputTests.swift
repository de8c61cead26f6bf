import Foundation
import TestSupport
import Testing

/// `timi import` reads a pipe or character device named by its path (`<(iconv …)`, `/dev/stdin`, a
/// FIFO) as it reads `-`, and a closed standard input is one line and exit 66, not a crash.
struct ImportInputTests {
    static let csv = "date,type,amount,category\n2026-11-01,expense,5,meals\n"

    /// Runs `script` in `sh`, with `$0` the timi under test.
    func shell(_ timi: TimiRunner, _ script: String) throws -> RunResult {
        try timi.run(
            arguments: ["-c", script, TimiRunner.executable.path], executable: URL(fileURLWithPath: "/bin/sh")
        )
    }

    @Test func aClosedStandardInputIsOneLineAndExit66() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1")
            let before = snapshot(timi.home)
            let closed = try shell(timi, #"exec "$0" import - --format csv <&-"#)
            #expect(closed.status == 66)
            #expect(closed.stderr == "Error: cannot read 'stdin': standard input is closed\n")
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test(arguments: ["/dev/stdin", "fifo"])
    func aPipeNamedByItsPathIsReadAsStandardInputIs(_ path: String) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let script =
                path == "fifo"
                ? #"mkfifo "$HOME/fifo" && { printf '\#(Self.csv)' > "$HOME/fifo" & } && exec "$0" import "$HOME/fifo""#
                : #"printf '\#(Self.csv)' | exec "$0" import /dev/stdin"#
            try FileManager.default.createDirectory(
                atPath: timi.home + "-home", withIntermediateDirectories: true)
            let result = try shell(timi, script)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr == "imported 1, skipped 0 already present\n")
            #expect(try timi.run("list", "2026-11").stdout.contains("用餐  5.00"))
        }
    }

    @Test func aDirectoryIsStillRefused() throws {
        try withTemporaryDirectory { dir in
            let result = try TimiRunner(home: dir + "/ledger").run("import", dir)
            #expect(result.status == 66)
            #expect(result.stderr == "Error: cannot read '\(dir)': is not a regular file\n")
        }
    }
}
