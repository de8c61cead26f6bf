import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Output that cannot be written is an error (one line, exit 74), never a success; a closed pipe is
/// quiet; and timi started with no command line at all refuses (71) instead of guessing `list`.
struct OutputFailureTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    /// Runs timi on the fixture through `sh -c script`, where `"$0" "$@"` is timi and its arguments.
    static func run(_ script: String, _ arguments: [String]) throws -> RunResult {
        try Fixture.timi().run(
            arguments: ["-c", script, TimiRunner.executable.path] + arguments, executable: shell)
    }

    @Test(arguments: [
        ["export", "all"], ["list"], ["--help"], ["report", "--format", "html"], ["help", "add"],
    ])
    func aFullStandardOutputIsAnIOError(_ arguments: [String]) throws {
        let result = try Self.run(#"exec "$0" "$@" >/dev/full"#, arguments)
        #expect(result.status == 74)
        #expect(result.stderr == "Error: standard output: No space left on device\n")
    }

    /// `add` prints the id on stdout, then says what it did on stderr: with stdout full, the one line
    /// is the failure (the bill is added: the ledger is as after the command).
    @Test func aCommandThatAlsoTalksOnStandardErrorSaysOneLine() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let result = try timi.run(
                arguments: [
                    "-c", #"exec "$0" "$@" >/dev/full"#, TimiRunner.executable.path, "add", "12.50", "meals",
                ],
                executable: Self.shell)
            #expect(result.status == 74)
            #expect(result.stderr == "Error: standard output: No space left on device\n")
        }
    }

    @Test func aFullStandardErrorMakesASuccessAnIOError() throws {
        // The error message is lost, and the command's own failure stands.
        let failed = try Self.run(#"exec "$0" "$@" 2>/dev/full"#, ["show", "no-such-bill"])
        #expect(failed.status == 1)
        let both = try Self.run(#"exec "$0" "$@" >/dev/full 2>/dev/full"#, ["list"])
        #expect(both.status == 74)
        #expect(both.stderr.isEmpty)
    }

    /// The reader is gone before timi writes: SIGPIPE ends timi quietly (status 141 from the shell),
    /// and where SIGPIPE is ignored, the EPIPE error is quiet too and the command's status stands.
    @Test func aClosedPipeIsQuiet() throws {
        let closed = try Self.run(
            #"{ sleep 1; "$0" "$@"; echo "status $?" >&2; } | true"#, ["export", "all"])
        #expect(closed.stderr == "status 141\n")
        let ignored = try Self.run(
            #"trap '' PIPE; { sleep 1; "$0" "$@"; echo "status $?" >&2; } | true"#, ["export", "all"])
        #expect(ignored.stderr == "status 0\n")
        let head = try Self.run(#""$0" "$@" | head -1"#, ["export", "all"])
        #expect(head.stdout == "date,type,amount,category,note,book,id,photo,created,payee,ref,categoryAlias,account,toAccount,toAmount,fee,time\r\n")
        #expect(head.stderr.isEmpty)
    }

    /// The Swift runtime finds the command line through /proc/self/maps; when that cannot be read,
    /// `CommandLine.arguments` is empty.
    @Test(.enabled(if: FaultTools.enabled, FaultTools.skipReason))
    func anUnreadableCommandLineIsRefused() throws {
        guard let strace = FaultTools.requireStrace() else { return }
        let result = try Fixture.timi().run(
            arguments: [
                "-o", "/dev/null", "-P", "/proc/self/maps", "-e", "trace=openat", "-e",
                "inject=openat:error=EIO",
                TimiRunner.executable.path, "list",
            ], executable: URL(fileURLWithPath: strace))
        #expect(result.status == 71)
        #expect(
            result.stderr.hasSuffix("Error: timi was started without its command line; nothing was done\n"))
        #expect(result.stdout.isEmpty)
    }

    /// exec with an empty argv (Linux passes one empty program name).
    @Test func anEmptyArgvIsRefused() throws {
        let timi = try Fixture.timi()
        let folder = try TemporaryDirectory.create()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let errors = folder + "/stderr"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let environment = timi.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { environment.forEach { free($0) } }
        var argv: [UnsafeMutablePointer<CChar>?] = [nil]
        var pid = pid_t()
        let spawned = posix_spawn(&pid, TimiRunner.executable.path, &actions, nil, &argv, environment)
        try #require(spawned == 0)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        #expect(status & 0x7f == 0)
        #expect((status >> 8) & 0xff == 71)
        let text = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(text == "Error: timi was started without its command line; nothing was done\n")
    }
}
