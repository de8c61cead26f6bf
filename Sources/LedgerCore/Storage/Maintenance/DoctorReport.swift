/// What `timi doctor` found in a ledger directory, and what it did about each thing.
///
/// A value made by ``LedgerStore/doctor(repair:quarantine:)``; rendered by `DoctorReport+Rendering.swift`.
package struct DoctorReport: Equatable, Sendable {
    /// What became of a problem.
    package enum Outcome: String, Sendable {
        /// Repaired (a repair that changed the ledger can be reverted with `timi undo`).
        case repaired
        /// Safe to repair; `timi doctor` without `--dry-run` will.
        case wouldRepair = "would-repair"
        /// Not safe to repair automatically: `action` says what a person can do.
        case cannotRepair = "cannot-repair"
    }

    /// One problem.
    package struct Finding: Equatable, Sendable {
        /// The file or folder concerned, relative to the ledger directory.
        package var path: String
        /// What is wrong, in every language.
        var problemText: Reason
        /// Repaired, repairable, or not.
        package var outcome: Outcome
        /// What was done, what would be done, or what a person can do, in every language.
        var actionText: Reason

        /// What is wrong, in English (as `timi doctor --json` prints it).
        package var problem: String { problemText.description }
        /// What was done, what would be done, or what a person can do, in English.
        package var action: String { actionText.description }

        /// What is wrong, in `language`.
        package func problem(in language: Language) -> String { problemText.text(in: language) }
        /// What was done, what would be done, or what a person can do, in `language`.
        package func action(in language: Language) -> String { actionText.text(in: language) }
    }

    /// The ledger directory.
    package var directory: String
    /// The problems, in the order they were found.
    package var findings: [Finding] = []
    /// The books checked.
    package var books = 0
    /// The month files read.
    package var months = 0
    /// The bills read.
    package var bills = 0
    /// The attachments found.
    package var attachments = 0
    /// The undo entries read.
    var undoEntries = 0

    /// An empty report for `directory`.
    package init(directory: String) { self.directory = directory }

    /// Whether nothing is left wrong (everything found was repaired).
    var isHealthy: Bool { findings.allSatisfy { $0.outcome == .repaired } }

    /// Records a problem that can be repaired: as repaired when `repairing`, else as one that would be.
    mutating func repairable(_ path: String, _ problem: Reason, _ action: Reason, repairing: Bool) {
        findings.append(
            Finding(
                path: path, problemText: problem, outcome: repairing ? .repaired : .wouldRepair,
                actionText: action))
    }

    /// Records a problem that a person must look at.
    mutating func cannotRepair(_ path: String, _ problem: Reason, _ advice: Reason) {
        findings.append(Finding(path: path, problemText: problem, outcome: .cannotRepair, actionText: advice))
    }
}
