extension LedgerStore {
    /// Checks the whole ledger directory and repairs what is safe to repair: it finishes a change that a
    /// crash interrupted, removes the temporary files interrupted commands left, rebuilds month totals
    /// that do not match their files, removes attachments no bill uses and budgets that cannot apply
    /// (of a missing book or category, or an income one). It reads every month file
    /// and undo entry, and reports what it cannot repair (a damaged file, a bill id used twice, a missing
    /// photo) with what a person can do. Repairs to the ledger are one change that ``undo(force:)``
    /// reverts. Used by `timi doctor`.
    /// - Parameters:
    ///   - repair: `false` to only report (`timi doctor --dry-run`).
    ///   - quarantine: `true` to move month files that cannot be read to `quarantine/<book>/`, their
    ///     bills out of the ledger, so that every command works again (`timi doctor --quarantine`).
    /// - Throws: ``LedgerError/noLedger(path:)`` when the directory does not exist; ``LedgerError``
    ///   when it cannot be locked, listed or written.
    package func doctor(repair: Bool = true, quarantine: Bool = false) throws -> DoctorReport {
        guard try FileSystem.exists(directory) else { throw LedgerError.noLedger(path: directory) }
        guard try FileSystem.isDirectory(directory) else {
            throw LedgerError.io(path: directory, detail: "is not a directory")
        }
        // A dry run only reads: the shared lock, so it works on a ledger it may not write.
        return try withLock(exclusive: repair) {
            var doctor = LedgerDoctor(directory: directory, repairing: repair, quarantining: quarantine)
            guard try doctor.finishInterruptedChange(observer: commitObserver) else { return doctor.report }
            try doctor.removeTemporaryFiles()
            try doctor.checkUndoHistory()
            guard
                let ledger = try doctor.openLedger(
                    currency: firstBookCurrency, titles: seedTitles, { try open() })
            else {
                return doctor.report
            }
            try doctor.check(ledger)
            doctor.checkBudgets(ledger)
            if repair && !doctor.repairs.isEmpty {
                let repairs = doctor.repairs.dropFirst().reduce(doctor.repairs[0]) {
                    ChangeRecord("{1}, {2}", values: [.record($0), .record($1)])
                }
                ledger.changeRecord = ChangeRecord("doctor: {1}", values: [.record(repairs)])
                try commit(ledger)
            }
            return doctor.report
        }
    }
}
