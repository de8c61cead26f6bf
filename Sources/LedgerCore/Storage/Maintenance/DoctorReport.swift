/// What `timi doctor` found in a ledger directory, and what it did about each thing.
///
/// A value made by ``LedgerStore/doctor(repair:quarantine:)``; rendered by `DoctorReport+Rendering.swift`.
public struct DoctorReport: Equatable, Sendable {
    /// What became of a problem.
    public enum Outcome: String, Sendable {
        /// Repaired (a repair that changed the ledger can be reverted with `timi undo`).
        case repaired
        /// Safe to repair; `timi doctor` without `--dry-run` will.
        case wouldRepair = "would-repair"
        /// Not safe to repair automatically: `action` says what a person can do.
        case cannotRepair = "cannot-repair"
    }

    /// One problem.
    public struct Finding: Equatable, Sendable {
        /// The file or folder concerned, relative to the ledger directory.
        public var path: String
        /// What is wrong, in every language.
        var problemText: Reason
        /// Repaired, repairable, or not.
        public var outcome: Outcome
        /// What was done, what would be done, or what a person can do, in every language.
        var actionText: Reason

        /// What is wrong, in English (as `timi doctor --json` prints it).
        public var problem: String { problemText.description }
        /// What was done, what would be done, or what a person can do, in English.
        public var action: String { actionText.description }

        /// What is wrong, in `language`.
        public func problem(in language: Language) -> String { problemText.text(in: language) }
        /// What was done, what would be done, or what a person can do, in `language`.
        public func action(in language: Language) -> String { actionText.text(in: language) }
    }

    /// The ledger directory.
    public var directory: String
    /// The problems, in the order they were found.
    public var findings: [Finding] = []
    /// The books checked.
    public var books = 0
    /// The month files read.
    public var months = 0
    /// The bills read.
    public var bills = 0
    /// The attachments found.
    public var attachments = 0
    /// The undo entries read.
    public var undoEntries = 0

    /// An empty report for `directory`.
    public init(directory: String) { self.directory = directory }

    /// Whether nothing is left wrong (everything found was repaired).
    public var isHealthy: Bool { findings.allSatisfy { $0.outcome == .repaired } }

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
