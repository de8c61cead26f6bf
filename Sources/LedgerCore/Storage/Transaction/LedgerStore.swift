/// The ledger directory on disk, and the only way to read or change it.
///
/// Readers share a lock, a writer holds it alone for its whole read-modify-write, and a change is
/// committed all or nothing (see `RedoLog.swift`). A ledger that does not exist yet is created by the
/// first change; reading it is refused (``LedgerError/noLedger(path:)``) except for a dry run of a change.
public final class LedgerStore {
    /// The name of the file holding books, categories and summaries.
    static let stateFileName = "ledger.json"
    static let lockFileName = "lock"

    /// The ledger directory.
    public let directory: String
    /// How long to wait for another timi's lock, in seconds, before failing with
    /// ``LedgerError/busy(path:seconds:)``.
    package var lockTimeout: Double = 10
    /// The signal that asked the command to stop, if one did (SIGINT, SIGTERM). Waiting for the lock
    /// and committing a change consult it: before the commit point the change is abandoned, its
    /// temporary files removed, and ``LedgerError/interrupted(signal:)`` thrown; after it, the change
    /// is finished. `timi` passes in what its signal handlers saw.
    package var interruption: () -> Int32? = { nil }
    /// The currency symbol of the first book of a ledger that does not exist yet.
    package var firstBookCurrency = Book.defaultCurrency
    /// The language of the titles a ledger that does not exist yet is seeded with (its categories, its
    /// first book); an existing ledger's titles never change. `timi` passes the locale's.
    package var seedTitles = Language.chinese
    /// Today, and the creation time of booked bills, when the recurring rules' due occurrences are
    /// booked before every ``read(_:)`` and ``write(_:)`` (see `LedgerStore+Recurring.swift`); `nil`,
    /// the default, books none. `timi` sets it.
    package var clock: (today: Day, now: Timestamp)?
    /// Told how many occurrences are due, and why they could not be booked, when the ledger cannot be
    /// written (a read-only ledger): ``read(_:)`` then reads it as it is.
    package var unbookedOccurrences: (Int, LedgerError) -> Void = { _, _ in }
    /// Told, after a committed change (a write, an undo, a redo) that may have moved the balances of
    /// a ledger whose accounts have balance checks, the ledger as committed and what the change moved
    /// (``BalanceMoves``), still under the lock: `timi` warns of the checks the change broke. `nil`,
    /// the default, costs nothing.
    package var balancesMoved: ((Ledger, BalanceMoves) -> Void)?
    #if TIMI_TEST_HOOKS
        /// Called at each step of a commit; a test throws from it to simulate a crash at that step.
        /// Test builds only (`TIMI_TEST_HOOKS`, defined for debug builds): the product has no such hook.
        package var commitObserver: (CommitStep) throws -> Void = { _ in }
    #else
        /// A release build observes no commit step.
        var commitObserver: (CommitStep) throws -> Void { { _ in } }
    #endif

    /// A store for the ledger in `directory` (which need not exist yet).
    public init(directory: String) {
        self.directory =
            directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    }

    private var statePath: String { directory + "/" + LedgerStore.stateFileName }
    private var lockPath: String { directory + "/" + LedgerStore.lockFileName }

    /// Runs `body` on the ledger under a shared lock. Nothing is written.
    /// - Parameters:
    ///   - orNew: for a dry run of a change (which would create the ledger): read a ledger that does
    ///     not exist as a new, seeded one instead of refusing it.
    ///   - body: what to do with the ledger.
    /// - Throws: what `body` throws; ``LedgerError/noLedger(path:)`` when the directory does not exist
    ///   (unless `orNew`); ``LedgerError`` when the ledger cannot be read.
    public func read<T>(orNew: Bool = false, _ body: (Ledger) throws -> T) throws -> T {
        guard try FileSystem.exists(directory) else {
            guard orNew else { throw LedgerError.noLedger(path: directory) }
            return try body(newLedger())
        }
        var due = false
        let result: T? = try withSharedLock {
            let ledger = try open()
            if let clock, ledger.hasDueOccurrences(through: clock.today) {
                due = true
                return nil
            }
            return try body(ledger)
        }
        if !due, let result { return result }
        try bookDueOccurrences()
        return try withSharedLock { try body(try open()) }
    }

    /// Runs `body` on the ledger as last committed, without taking the lock, finishing an interrupted
    /// change or writing anything: for shell completion, which must neither wait nor write.
    ///
    /// Every file is replaced by a rename, so each file read is whole; a change being committed at that
    /// instant may be missed. Used by `timi __complete`.
    /// - Throws: what `body` throws; ``LedgerError`` when the ledger cannot be read.
    package func peek<T>(_ body: (Ledger) throws -> T) throws -> T {
        try body(try FileSystem.exists(directory) ? try open() : try newLedger())
    }

    /// Runs `body` on the ledger under the exclusive lock, then commits every change it made, all or
    /// nothing, and keeps the files it replaced for ``undo(force:)``. When `body` throws, nothing is
    /// written (and a ledger directory created for the occasion is removed again).
    /// - Throws: what `body` throws; ``LedgerError`` when the ledger cannot be read or written.
    @discardableResult
    public func write<T>(_ body: (Ledger) throws -> T) throws -> T {
        let isNewDirectory = !(try FileSystem.exists(directory))
        try FileSystem.makeDirectory(directory)
        var committed = false
        defer {
            if isNewDirectory && !committed {
                try? FileSystem.remove(lockPath)
                FileSystem.removeDirectoryIfEmpty(UndoHistory.folder(directory))
                FileSystem.removeDirectoryIfEmpty(directory)
            }
        }
        return try withLock(exclusive: true) {
            try Commit.recover(in: directory, observer: commitObserver)
            LeftoverFiles.remove(in: directory)
            var ledger = try open()
            if try bookDueOccurrences(in: ledger) { ledger = try open() }
            let accounts = ledger.state.accounts
            let result = try body(ledger)
            let moved = balancesMoved == nil ? nil : ledger.balanceMoves(accountsBefore: accounts)
            try commit(ledger)
            committed = true
            if let moved { tellBalancesMoved(moved) }
            return result
        }
    }

    /// Commits the pending changes of `ledger`, keeping the replaced files for undo. Call it holding
    /// the exclusive lock.
    func commit(_ ledger: Ledger) throws {
        let commit = Commit(directory: directory, observer: commitObserver, interruption: interruption)
        try LeftoverFiles.markingTemporaryFiles(in: directory, of: commit) {
            do {
                try ledger.stage(into: commit)
                if !commit.isEmpty { try discardUndone(in: commit) }
                let now = Timestamp.now
                commit.keepForUndo(description: ledger.changeDescription, change: ledger.changeRecord, time: now)
                try commit.commit()
            } catch {
                commit.abandon()
                throw error
            }
        }
    }

    /// Hands ``balancesMoved`` the ledger as committed, when its accounts have balance checks. A
    /// ledger that cannot be read now tells nothing: the change is made, and `timi doctor` will say.
    func tellBalancesMoved(_ moves: BalanceMoves) {
        guard let balancesMoved, let ledger = try? open(),
            ledger.state.accounts.contains(where: { !$0.checks.isEmpty })
        else { return }
        balancesMoved(ledger, moves)
    }

    /// Runs `body` holding the shared lock, after finishing any change a crash interrupted.
    func withSharedLock<T>(_ body: () throws -> T) throws -> T {
        guard try FileSystem.isDirectory(directory) else {
            throw LedgerError.io(path: directory, detail: "is not a directory")
        }
        var lock = try FileLock.acquire(
            lockPath, exclusive: false, timeout: lockTimeout, interruption: interruption)
        if try RedoLog.isWaiting(in: directory) {
            lock.release()
            do {
                try withLock(exclusive: true) { try Commit.recover(in: directory, observer: commitObserver) }
            } catch LedgerError.readOnly(let path, let reason) {
                // A ledger this command may not write, whose last log was carried out in an earlier boot:
                // read as it is.
                guard try RedoLog.isDone(in: directory) else { throw LedgerError.readOnly(path: path, reason: reason) }
            }
            lock = try FileLock.acquire(
                lockPath, exclusive: false, timeout: lockTimeout, interruption: interruption)
        }
        defer { lock.release() }
        return try body()
    }

    /// Runs `body` holding the lock: exclusive to change the ledger, shared to only look at it as it
    /// is (without finishing an interrupted change, which ``withSharedLock(_:)`` does first).
    func withLock<T>(exclusive: Bool, _ body: () throws -> T) throws -> T {
        let lock = try FileLock.acquire(
            lockPath, exclusive: exclusive, timeout: lockTimeout, interruption: interruption)
        defer { lock.release() }
        return try body()
    }

    private func newLedger() throws -> Ledger {
        Ledger(
            directory: directory, state: try LedgerState.seeded(currency: firstBookCurrency, titles: seedTitles),
            summaries: StoredSummaries([:]), isNew: true)
    }

    /// Whether a folder `bills/<book>/` of the ledger in `directory` holds a month file: then a
    /// missing `ledger.json` is lost, not yet to be made (an undo back to a new ledger leaves folders).
    static func hasMonthFiles(in directory: String) throws -> Bool {
        try FileSystem.list(directory + "/bills").contains { book in
            try FileSystem.list(directory + "/bills/" + book).contains { $0.hasSuffix(".json") }
        }
    }

    /// Reads `ledger.json`, or starts from the seed when there is none (and no month files either); the
    /// month summaries are read when first needed.
    /// - Throws: ``LedgerError/missingStateFile(path:)`` when `ledger.json` is missing but `bills/`
    ///   is not empty; ``LedgerError`` when it cannot be read.
    func open() throws -> Ledger {
        guard let bytes = try FileSystem.read(statePath) else {
            if try Self.hasMonthFiles(in: directory) { throw LedgerError.missingStateFile(path: statePath) }
            return try newLedger()
        }
        let (state, _, inStateFile) = try LedgerState.decode(bytes, path: statePath, deferringSummaries: true)
        let stored =
            inStateFile.map { StoredSummaries(stateFile: bytes, at: $0, path: statePath) }
            ?? StoredSummaries(totalsIn: directory, books: state.books.map(\.id))
        return Ledger(directory: directory, state: state, summaries: stored, isNew: false)
    }
}
