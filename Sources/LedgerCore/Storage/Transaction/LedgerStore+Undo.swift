extension LedgerStore {
    /// How many changes ``undo(force:)`` can revert, one after the other.
    public static let undoDepth = UndoHistory.depth

    /// The changes that ``undo(force:)`` would revert, newest (the next one undone) first. Works even
    /// when `ledger.json` is damaged (undoing the last change may repair it).
    /// - Throws: ``LedgerError/noLedger(path:)`` when the directory does not exist;
    ///   ``LedgerError/corruptFile(path:detail:)`` naming an entry that cannot be read.
    public func undoHistory() throws -> [UndoEntry] {
        guard try FileSystem.exists(directory) else { throw LedgerError.noLedger(path: directory) }
        return try withSharedLock { try UndoHistory.entries(ledger: directory) }
    }

    /// Reverts the newest change in the history: puts back every file it wrote or removed, as one
    /// more change committed all or nothing, and drops the entry. Calling it again reverts the change
    /// before, up to ``undoDepth`` changes back. Undoing is not itself recorded (there is no redo).
    /// - Parameter force: revert even when a file was changed since by something other than timi
    ///   (that change is lost).
    /// - Returns: the change that was reverted.
    /// - Throws: ``LedgerError/refused(_:)`` when there is nothing to undo or a file was changed
    ///   since; ``LedgerError/noLedger(path:)`` when the directory does not exist; ``LedgerError`` when the history or a file cannot be read or written.
    @discardableResult
    public func undo(force: Bool = false) throws -> UndoEntry {
        let nothing = LedgerError.refused("there is nothing to undo")
        guard try FileSystem.exists(directory) else { throw LedgerError.noLedger(path: directory) }
        guard try FileSystem.isDirectory(directory) else {
            throw LedgerError.io(path: directory, detail: "is not a directory")
        }
        return try withLock(exclusive: true) {
            try Commit.recover(in: directory, observer: commitObserver)
            guard let number = try UndoHistory.numbers(ledger: directory).last else { throw nothing }
            let entry = try UndoHistory.entry(number, ledger: directory)
            if !force,
                let changed = try entry.files.first(where: {
                    try FileSystem.fingerprint(path($0)) != $0.after
                })
            {
                throw LedgerError.refused(
                    "\(changed.path) was changed after '\(entry.description)' by something other than timi; "
                        + "nothing was undone ('timi undo --force' reverts it anyway, losing that change)")
            }
            let folder = UndoHistory.folder(of: number, ledger: directory)
            let commit = Commit(directory: directory, observer: commitObserver, interruption: interruption)
            do {
                for file in entry.files {
                    if let saved = file.saved {
                        try commit.stage(linking: folder + "/" + saved, at: path(file))
                    } else if try FileSystem.exists(path(file)) {
                        commit.remove(path(file))
                    }
                }
                for name in try FileSystem.list(folder) { commit.remove(folder + "/" + name) }
                commit.removeDirectory(folder)
                try commit.commit()
            } catch {
                commit.abandon()
                throw error
            }
            return entry
        }
    }

    private func path(_ file: UndoEntry.File) -> String { directory + "/" + file.path }
}
