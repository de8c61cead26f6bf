extension LedgerStore {
    /// What `ledger.json` is now (its size and modification time), `nil` while the ledger does not
    /// exist. Every committed change and every undo replaces `ledger.json`, so a different value means
    /// that the ledger changed. Takes no lock and reads no file: cheap enough to poll.
    ///
    /// Used by `timi ui` to show changes made by other processes while it waits for a key.
    /// - Throws: ``LedgerError/io(path:detail:)`` when the file cannot be looked at.
    public func version() throws -> FileFingerprint? {
        try FileSystem.fingerprint(directory + "/" + LedgerStore.stateFileName)
    }
}
