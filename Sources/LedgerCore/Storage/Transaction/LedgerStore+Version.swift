/// What a ledger's files look like now: enough to tell that another process changed it.
package struct LedgerVersion: Equatable, Sendable {
    /// `ledger.json`: replaced when books, categories, budgets, rules or settings change.
    package var state: FileFingerprint?
    /// The undo history's folder: every committed change adds an entry to it and every undo removes
    /// one, so its modification time moves with each change of bills too (which leave `ledger.json`
    /// alone since the month totals moved to their own files).
    package var history: FileFingerprint?
}

extension LedgerStore {
    /// What the ledger's files are now (``LedgerVersion``); both parts `nil` while the ledger does not
    /// exist. A different value means that the ledger changed. Takes no lock and reads no file: cheap
    /// enough to poll.
    ///
    /// Used by `timi ui` to show changes made by other processes while it waits for a key.
    /// - Throws: ``LedgerError/io(path:detail:)`` when a file cannot be looked at.
    package func version() throws -> LedgerVersion {
        LedgerVersion(
            state: try FileSystem.fingerprint(directory + "/" + LedgerStore.stateFileName),
            history: try FileSystem.fingerprint(UndoHistory.folder(directory)))
    }
}
