import Foundation

/// How a fault is injected at a system call: the process is killed there, or the call fails.
enum FaultMode: String, CaseIterable, Sendable {
    case sigkill = "SIGKILL"
    case eio = "EIO"
    case enospc = "ENOSPC"

    /// strace's tampering for this mode.
    var injection: String { self == .sigkill ? "signal=SIGKILL" : "error=\(rawValue)" }
}

/// One fault: the `occurrence`-th call of `syscall` in timi's process (strace's `when=K`,
/// counted per system call and per tracee), killed or failed as `mode` says.
struct FaultPoint: CustomStringConvertible, Sendable {
    var syscall: String
    var occurrence: Int
    var mode: FaultMode
    /// The call as strace showed it in the clean run, for messages (the same K may be another call
    /// in another run, when the ids are different).
    var call: String
    /// A write to timi's stdout or stderr.
    var writesOutput: Bool

    var description: String { "\(syscall) #\(occurrence) \(mode.rawValue)" }
}

/// The system calls an operation makes, read from `strace -f -yy -o LOG` of a clean run: the
/// calls of timi's own thread (all its file work; other threads are counted apart by strace).
struct SyscallTrace {
    /// The calls that are faulted.
    static let faulted = [
        "write", "pwrite64", "writev", "fsync", "fdatasync", "syncfs", "rename", "renameat", "renameat2",
        "openat", "unlink", "unlinkat", "link", "linkat", "mkdir", "mkdirat", "ftruncate", "read",
        "getdents64", "flock", "getrandom", "close", "fstat", "newfstatat", "statx",
    ]

    /// The calls that can fail with ENOSPC (openat only with O_CREAT).
    static let writeLike: Set = [
        "write", "pwrite64", "writev", "fsync", "fdatasync", "syncfs", "openat", "mkdir", "mkdirat", "link",
        "linkat", "rename", "renameat", "renameat2",
    ]

    /// strace's `-e trace=` for `names`; `?` lets a name this architecture lacks pass.
    static func traceExpression(_ names: [String]) -> String {
        names.map { "?" + $0 }.joined(separator: ",")
    }

    struct Call {
        var name: String
        /// Which call of `name` this is in the thread, from 1 (strace's K).
        var occurrence: Int
        /// The call as strace printed it.
        var text: String
    }

    /// The faulted calls of the first thread, in order.
    private(set) var calls: [Call] = []
    /// The calls of the other threads (a commit's flushes, an import's id index) whose name and
    /// occurrence the first thread never reaches, once each: strace's `when=K` counts each thread
    /// apart, so a fault at the K-th call reaches every thread's K-th call, and these are the
    /// points only another thread makes.
    private(set) var otherThreadCalls: [Call] = []

    init(log: String) {
        var mainThread: Substring?
        var counts: [Substring: [String: Int]] = [:]
        var others: [Call] = []
        for line in log.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard parts.count == 2 else { continue }
            let thread = parts[0]
            let text = parts[1].drop { $0 == " " }
            if mainThread == nil { mainThread = thread }
            guard let open = text.firstIndex(of: "(") else { continue }
            let name = String(text[..<open])
            guard SyscallTrace.faulted.contains(name) else { continue }  // "<... resumed>", "+++", "---"
            counts[thread, default: [:]][name, default: 0] += 1
            let call = Call(name: name, occurrence: counts[thread]?[name] ?? 0, text: String(text))
            if thread == mainThread { calls.append(call) } else { others.append(call) }
        }
        let first = Set(calls.map { "\($0.name) \($0.occurrence)" })
        var seen: Set<String> = []
        otherThreadCalls = others.filter {
            let key = "\($0.name) \($0.occurrence)"
            return !first.contains(key) && seen.insert(key).inserted
        }
    }

    /// How many times each faulted call is made (the dynamic loader's included).
    var counts: [String: Int] {
        calls.reduce(into: [:]) { $0[$1.name, default: 0] = max($0[$1.name] ?? 0, $1.occurrence) }
    }

    /// Every fault point: for each call, its first `bound` occurrences after the dynamic loader's (the
    /// first thread's, then those only other threads reach), SIGKILL and EIO at each, and ENOSPC at
    /// the write-like ones.
    ///
    /// The dynamic loader's calls (opening, reading and closing the Swift libraries, some 60 of
    /// them before `main`) are left out: a fault there ends timi before any of its code runs, with
    /// ld.so's one line and exit 127, the same at every one of them; counting them would spend the
    /// bound on them and never reach the ledger.
    func points(bound: Int) -> [FaultPoint] {
        var taken: [String: Int] = [:]
        var points: [FaultPoint] = []
        for call in calls + otherThreadCalls where !SyscallTrace.isDynamicLoading(call.text) {
            guard taken[call.name, default: 0] < bound else { continue }
            taken[call.name, default: 0] += 1
            let output = call.name.hasPrefix("write") || call.name == "pwrite64"
            let writesOutput = output && (call.text.contains("(1<") || call.text.contains("(2<"))
            let canBeFull =
                SyscallTrace.writeLike.contains(call.name)
                && (call.name != "openat" || call.text.contains("O_CREAT"))
            for mode in FaultMode.allCases where mode != .enospc || canBeFull {
                points.append(
                    FaultPoint(
                        syscall: call.name, occurrence: call.occurrence, mode: mode,
                        call: String(call.text.prefix(160)), writesOutput: writesOutput))
            }
        }
        return points
    }

    /// A call of the dynamic loader: its file (`-yy` shows the file behind a descriptor) is a
    /// shared library or ld.so's cache.
    static func isDynamicLoading(_ text: String) -> Bool {
        let file = #"^\w+\((?:[0-9]+<([^>]*)>|AT_FDCWD(?:<[^>]*>)?, "([^"]*)")"#
        guard
            let match = try? NSRegularExpression(pattern: file).firstMatch(
                in: text, range: NSRange(text.startIndex..., in: text))
        else { return false }
        let path = [1, 2].compactMap { Range(match.range(at: $0), in: text).map { text[$0] } }.first ?? ""
        return path.hasSuffix("ld.so.cache")
            || path.range(of: #"\.so(\.[0-9]+)*$"#, options: .regularExpression) != nil
    }
}
