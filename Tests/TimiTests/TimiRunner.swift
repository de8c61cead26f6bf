import Foundation
import TestSupport

/// Runs the built `timi` with a ledger of its own (`TIMI_HOME`) and a fixed today.
struct TimiRunner {
    let home: String
    var today = "2026-11-21"
    var extraEnvironment: [String: String] = [:]
    /// The working directory (default: the test's).
    var directory: String?
    /// The timi that ``process(_:)`` starts (default: ``executable``).
    var program = TimiRunner.executable

    /// The `timi` next to this test bundle (`.build/<configuration>/timi`).
    static var executable: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("timi")
            }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("timi")
    }

    /// The whole environment timi runs in: its ledger, today, a short PATH and a HOME of its own.
    var environment: [String: String] {
        ["TIMI_HOME": home, "TIMI_TODAY": today, "PATH": "/usr/bin:/bin", "HOME": home + "-home"].merging(
            extraEnvironment
        ) { _, new in new }
    }

    @discardableResult
    func run(_ arguments: String..., stdin: String? = nil) throws -> RunResult {
        try run(arguments: arguments, stdin: stdin)
    }

    /// - Parameter executable: what to run instead of timi (a wrapper that runs timi itself).
    func run(arguments: [String], stdin: String? = nil, executable: URL = TimiRunner.executable) throws
        -> RunResult
    {
        try RunResult(
            running: executable, arguments: arguments, environment: environment, directory: directory,
            stdin: stdin)
    }
}
