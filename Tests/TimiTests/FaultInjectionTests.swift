import Foundation
import TestSupport
import Testing

/// The fault harness on every writing command (see ``FaultHarness``): each system call the command
/// makes, at each of its first `TIMI_FAULT_BOUND` (default 25) occurrences, killed with SIGKILL,
/// failed with EIO, and for writes failed with ENOSPC. One at a time: each runs two points at once.
/// CI splits every command's points over two processes (``TestShard``), so that a command with many
/// points (an import) does not leave one process working alone.
@Suite(.serialized, .enabled(if: FaultTools.enabled, FaultTools.skipReason))
struct FaultInjectionTests {
    @Test(arguments: FaultFixture.operations.filter { FaultTools.only.map($0.name.contains) ?? true })
    func everyFaultPointLeavesTheLedgerBeforeOrAfter(_ operation: FaultFixture.Operation) throws {
        guard let strace = FaultTools.requireStrace() else { return }
        let harness = FaultHarness(
            name: operation.name, fixture: try FaultFixture.ledger(for: operation),
            arguments: try FaultFixture.resolve(operation.arguments), strace: strace)
        let summary = try harness.run()
        let calls = summary.calls.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        print(
            "fault harness: \(operation.name): makes \(calls.joined(separator: ", ")) (bound \(harness.bound))"
        )
        print(summary.line + String(format: " (%.1f s)", summary.seconds))
        if !summary.failures.isEmpty {
            let shown = summary.failures.prefix(20).map { "  \($0)" }.joined(separator: "\n")
            let more = summary.failures.count > 20 ? "\n  … and \(summary.failures.count - 20) more" : ""
            let heading =
                "\(operation.name): \(summary.failures.count) of \(summary.points) fault points did not hold"
            Issue.record("\(heading):\n\(shown)\(more)")
        }
    }
}
