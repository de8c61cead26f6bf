/// The id index of an import, staged on a thread of its own while the import's months are written:
/// the index needs only the bills' ids and months, known before, and both are long at a million rows
/// (docs/PERFORMANCE.md, the id index of an import).
final class ImportIndexStaging: @unchecked Sendable {
    /// The index, staged on the thread (a copy of the store's: the store's is not touched meanwhile).
    private var index: IDIndex
    private let ids: ImportedIDs
    /// The commit the thread stages the shards into, taken in by the change's commit.
    private let side: Commit
    private var failure: (any Error)?
    /// The thread, until joined; `nil` once joined, or when none could be made (the index was then
    /// staged before `init` returned).
    private var thread: Threads.StartedThread?

    /// Starts staging `index` with `ids` added into `side` (the ids made strings on that thread too).
    init(_ index: IDIndex, adding ids: ImportedIDs, into side: Commit) {
        (self.index, self.ids, self.side) = (index, ids, side)
        thread = Threads.start { self.run() }
        if thread == nil { run() }
    }

    private func run() {
        do { try index.stage(into: side, adding: ids) } catch { failure = error }
    }

    /// Waits for the thread and takes what it staged into `commit`.
    /// - Returns: the index as staged, for the store to keep.
    /// - Throws: what staging the index threw (its files are then removed by ``abandon()``).
    func finish(into commit: Commit) throws -> IDIndex {
        waitForThread()
        if let failure { throw failure }
        try commit.takeIn(side)
        return index
    }

    /// Waits for the thread and removes the files it staged that were not taken in.
    func abandon() {
        waitForThread()
        side.abandon()
    }

    private func waitForThread() {
        thread?.join()
        thread = nil
    }
}

extension MonthStore {
    /// Starts staging the id index of an import on a thread of its own when the change is an import
    /// alone (nothing else the change does moves an id) into a ledger whose index exists, or which has
    /// no month file yet (its index is then made anew, as a rebuild would find nothing to index).
    /// - Returns: `nil` when the index is to be staged with the rest of the change.
    func startImportIndex(for commit: Commit) throws -> ImportIndexStaging? {
        guard !imports.keys.isEmpty, removedBooks.isEmpty, quarantined.isEmpty, index.pending.isEmpty,
            keys(where: { $0.isChanged || $0.patch != nil || $0.hasStaleLog }).isEmpty
        else { return nil }
        if !index.isComplete, try !index.exists {
            for book in books where !MonthStore.months(named: try FileSystem.list(folder(of: book))).isEmpty {
                return nil  // to be rebuilt from the month files, once the imported ones are out of memory
            }
            index = IDIndex(ledgerDirectory: directory)
            index.markComplete()
            indexChecked = true
        }
        return ImportIndexStaging(index, adding: imports.ids, into: commit.side())
    }
}
