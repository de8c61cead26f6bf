import Foundation

/// Programs some tests drive (tmux, the shells, strace, groff, ledger, hledger, bean-check) and what they need of
/// the machine (root, to mount file systems).
///
/// On a developer's machine a test whose tool is missing is skipped, and Swift Testing prints why
/// (`ExternalTool.missing`), so `swift test` works with the Swift toolchain alone. CI sets
/// `TIMI_REQUIRE_TOOLS=1` after installing them: then such a test runs anyway and fails, never skips.
public enum ExternalTool {
    /// Whether CI asked for every tool: a missing one is then a failure, not a skip.
    public static let required = ProcessInfo.processInfo.environment["TIMI_REQUIRE_TOOLS"] == "1"

    /// The path of `program` on the usual `PATH`, else on this process's (where pip puts
    /// `bean-check`), if it is installed.
    public static func path(_ program: String) -> String? {
        let searched = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { $0 + "/" }
        return (["/usr/bin/", "/bin/", "/usr/local/bin/", "/usr/sbin/", "/sbin/"] + searched).map { $0 + program }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether the process runs as root (mounting needs it).
    public static var isRoot: Bool { getuid() == 0 }

    /// The programs of `programs` that are not installed.
    public static func missing(_ programs: [String]) -> [String] { programs.filter { path($0) == nil } }

    /// Whether a test that needs `programs` (and root, with `root`) runs: when they are there, or when
    /// CI requires them (and the test then fails on what is missing).
    public static func runs(_ programs: String..., root: Bool = false) -> Bool {
        required || (missing(programs).isEmpty && (!root || isRoot))
    }

    /// Why such a test is skipped: `strace is not installed (apt-get install strace)`.
    public static func skipReason(_ programs: String..., root: Bool = false) -> String {
        let absent = missing(programs)
        var reasons: [String] = []
        if !absent.isEmpty {
            reasons.append(
                absent.joined(separator: ", ") + (absent.count == 1 ? " is" : " are") + " not installed ("
                    + absent.map { $0 == "bean-check" ? "pip install beancount" : "apt-get install " + $0 }
                    .joined(separator: "; ") + ")")
        }
        if root && !isRoot { reasons.append("it needs root to mount file systems") }
        return reasons.joined(separator: "; ") + "; CI installs them and sets TIMI_REQUIRE_TOOLS=1"
    }
}
