extension LedgerStore {
    /// The changes that ``redo(force:)`` would re-apply, newest (the next one redone) first: those
    /// ``undo(force:)`` reverted since the last new change.
    /// - Throws: ``LedgerError/noLedger(path:)`` when the directory does not exist;
    ///   ``LedgerError/corruptFile(path:detail:)`` naming an entry that cannot be read.
    package func redoHistory() throws -> [UndoEntry] { try entries(.undone) }

    /// Re-applies the change the last ``undo(force:)`` reverted: puts back every file as that undo
    /// found it, as one more change committed all or nothing, and makes the change undoable again.
    /// Calling it again re-applies the change undone before. Every new change (anything but undo and
    /// redo) ends what can be redone.
    ///
    /// Not to be confused with the redo log (`journal.json`, ``RedoLog``), which commits one change.
    /// - Parameter force: re-apply even when a file was changed since the undo by something other
    ///   than timi (that change is lost).
    /// - Returns: the change that was re-applied.
    /// - Throws: ``LedgerError/refused(_:)`` when there is nothing to redo or a file was changed
    ///   since; ``LedgerError/noLedger(path:)`` when the directory does not exist; ``LedgerError`` when the entry or a file cannot be read or written.
    @discardableResult
    package func redo(force: Bool = false) throws -> UndoEntry { try revertNewest(.undone, force: force) }

    /// Removes every undone entry as part of `commit`, a new change: what was undone before it can no
    /// longer be redone on top of it.
    func discardUndone(in commit: Commit) throws {
        let undone = UndoHistory.folder(directory, .undone)
        guard try FileSystem.isDirectory(undone) else { return }
        for name in try FileSystem.list(undone) where !FileSystem.isTemporaryName(name) {
            let folder = undone + "/" + name
            if try FileSystem.isDirectory(folder) {
                for file in try FileSystem.list(folder) { commit.discard(folder + "/" + file) }
                commit.removeDirectory(folder)
            } else {
                commit.discard(folder)
            }
        }
        commit.removeDirectory(undone)
    }
}
