import TestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What the fault tests need from the machine: strace for the fault harness, root (mount) for the
/// full-disk and read-only tests. Without them the tests are skipped with the reason, unless CI
/// requires the tools (``ExternalTool``): then they run and fail, saying what to do.
enum FaultTools {
    /// Whether the strace tests run.
    static let enabled = ExternalTool.runs("strace")
    /// Why they are skipped.
    static let skipReason = Comment(rawValue: ExternalTool.skipReason("strace"))
    /// Whether the mount tests run.
    static let mounting = ExternalTool.runs("mount", root: true)
    /// Why they are skipped.
    static let mountSkipReason = Comment(rawValue: ExternalTool.skipReason("mount", root: true))

    /// strace, found on the usual paths (the tests run `timi` with PATH=/usr/bin:/bin).
    static let strace = ExternalTool.path("strace")

    /// strace's path, or a recorded failure that says how to install it.
    static func requireStrace() -> String? {
        guard let strace else {
            Issue.record("strace is not installed: apt-get install strace")
            return nil
        }
        return strace
    }

    /// The fault points per system call: `TIMI_FAULT_BOUND`, at least 25 (the default).
    static let bound = max(25, Int(ProcessInfo.processInfo.environment["TIMI_FAULT_BOUND"] ?? "") ?? 25)

    /// Only the operations whose name contains `TIMI_FAULT_ONLY` (e.g. `import`), for a run of the
    /// harness on the commands a change touches; every operation when unset.
    static let only = ProcessInfo.processInfo.environment["TIMI_FAULT_ONLY"]

    /// Where the harness appends every point that did not hold, one per line (`TIMI_FAULT_LOG`),
    /// for a long run to be read in full; the test itself shows the first 20.
    static let log = ProcessInfo.processInfo.environment["TIMI_FAULT_LOG"]

    /// The environment every timi process of these tests gets on top of `TimiRunner`'s: a crash
    /// ends in its signal at once instead of running the Swift backtracer (which strace would trace
    /// and fault too, and which prints dozens of lines).
    static let environment = ["SWIFT_BACKTRACE": "enable=no"]

    /// The timi these tests fault: `TIMI_FAULT_EXECUTABLE` (CI names the installed release build: the
    /// binary users run, and several times faster to start than the debug one), else the debug build.
    static let executable = ProcessInfo.processInfo.environment["TIMI_FAULT_EXECUTABLE"].map {
        URL(fileURLWithPath: $0)
    } ?? TimiRunner.executable

    /// A runner of ``executable`` on `ledger` with ``environment``.
    static func runner(_ ledger: String) -> TimiRunner {
        var runner = TimiRunner(home: ledger)
        runner.extraEnvironment = environment
        runner.program = executable
        return runner
    }

    /// A copy of `ledger` at `path` (as `cp -a` makes it, which keeps modes and times), and a runner on it.
    @discardableResult
    static func copy(_ ledger: String, to path: String) throws -> TimiRunner {
        try FolderCopy.copy(ledger, to: path)
        return runner(path)
    }

    /// Runs a command of the system (`mount`, `cp`); throws with its stderr when it fails.
    static func system(_ path: String, _ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let end = try ProcessEnd(running: process)
        guard end.signal == nil, end.status == 0 else {
            throw HarnessError("\(path) \(arguments.joined(separator: " ")): \(end.stderr)")
        }
    }
}

/// How a process ended and what it wrote.
struct ProcessEnd {
    /// The exit status (when `signal` is nil).
    var status: Int32
    /// The signal that ended it, if one did.
    var signal: Int32?
    var stdout: String
    var stderr: String

    /// Runs `process` to its end, its stdout and stderr read through pipes (stdin: /dev/null unless
    /// set), and returns how it ended; `whileRunning` is called once it has started. With
    /// `holdingOutput`, stdout is not read until `whileRunning` returns: a process that writes more
    /// than the pipe holds waits in `write` until then.
    ///
    /// It starts with no signal blocked, as from a shell: a process inherits the signal mask of the
    /// thread that starts it, and the test's threads (libdispatch's) block SIGINT, SIGTERM and more.
    init(
        running process: Process, holdingOutput: Bool = false,
        whileRunning: (_ process: Process, _ stdout: FileHandle) -> Void = { _, _ in }
    ) throws {
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        if process.standardInput == nil { process.standardInput = FileHandle.nullDevice }
        var none = sigset_t()
        var mask = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &mask)
        let started = Result { try process.run() }
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        try started.get()
        let errors = PipeReader(err.fileHandleForReading)
        var output = holdingOutput ? nil : PipeReader(out.fileHandleForReading)
        whileRunning(process, out.fileHandleForReading)
        output = output ?? PipeReader(out.fileHandleForReading)
        process.waitUntilExit()
        stdout = String(decoding: output?.finish() ?? Data(), as: UTF8.self)
        stderr = String(decoding: errors.finish(), as: UTF8.self)
        let killed = process.terminationReason == .uncaughtSignal
        status = killed ? -1 : process.terminationStatus
        signal = killed ? process.terminationStatus : nil
    }

    /// The lines of stderr.
    var stderrLines: [Substring] { stderr.split(separator: "\n") }

    /// How it ended, for messages: `exit 74`, `signal 9`.
    var ending: String { signal.map { "signal \($0)" } ?? "exit \(status)" }
}

/// How many bytes `pipe` holds that nobody has read yet.
func bytesWaiting(in pipe: FileHandle) -> Int {
    var count: Int32 = 0
    return ioctl(pipe.fileDescriptor, UInt(FIONREAD), &count) == 0 ? Int(count) : 0
}

/// How many bytes `pipe` holds at most (`F_GETPIPE_SZ`, which Glibc's Swift module does not
/// export: Linux's F_LINUX_SPECIFIC_BASE + 8).
func capacity(of pipe: FileHandle) -> Int {
    let getPipeSize: Int32 = 1024 + 8
    return Int(fcntl(pipe.fileDescriptor, getPipeSize))
}

/// Reads a pipe to its end on a thread of its own, so that a process never waits on a full pipe.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func finish() -> Data {
        done.wait()
        return data
    }
}
