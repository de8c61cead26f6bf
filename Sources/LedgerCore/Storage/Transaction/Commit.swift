/// Gathers the files of one change and commits them all or nothing.
///
/// ``stage(_:at:)`` writes each new file beside its target; ``commit()`` keeps the files it replaces
/// or removes in a new undo entry (when ``keepForUndo(description:time:in:)`` asked for one), makes the
/// new files durable, writes the redo log (the commit point), applies it and removes it. If anything
/// fails before the redo log exists, ``abandon()`` removes the temporary files (and the folders made
/// for them) and nothing changed. A signal reported by `interruption` before that point stops the
/// change the same way, with ``LedgerError/interrupted(signal:)``.
final class Commit {
    private let directory: String
    private let observer: (CommitStep) throws -> Void
    private let interruption: () -> Int32?
    private var log = RedoLog()
    /// Directories made for the change, parents first; an abandoned change removes them again.
    private var createdDirectories: [String] = []
    private var changedFiles: [(path: String, after: FileFingerprint?)] = []
    private var undoRecord:
        (description: String, change: ChangeRecord?, time: Timestamp, side: UndoHistory.Side)?
    /// The hidden folder of the new undo entry, until the redo log renames it into place.
    private var undoTemporary: String?
    /// The undo entries beyond ``UndoHistory/depth``, which the redo log renames to hidden names,
    /// removed after the commit (what a crash leaves of them, the next change or `timi doctor` removes).
    private var prunedEntries: [RedoLog.Rename] = []
    /// Set once the redo log exists: from then on the change must not be abandoned.
    private var logWritten = false
    /// What must be durable before the redo log is renamed into place: every file staged, the names
    /// given to them, and the folders made for them.
    private var flush = FileSystem.Flush()

    init(
        directory: String, observer: @escaping (CommitStep) throws -> Void,
        interruption: @escaping () -> Int32?
    ) {
        self.directory = directory
        self.observer = observer
        self.interruption = interruption
    }

    /// Throws ``LedgerError/interrupted(signal:)`` when a signal asked the command to stop.
    private func stopIfInterrupted() throws {
        if let signal = interruption() { throw LedgerError.interrupted(signal: signal) }
    }

    /// Writes `contents` to a temporary file that the commit will rename onto `path` (and make
    /// durable, with the others, just before the redo log).
    /// - Returns: the fingerprint the file will have once in place.
    @discardableResult
    func stage(_ contents: [UInt8], at path: String) throws -> FileFingerprint {
        try stopIfInterrupted()
        try makeDirectory(for: path)
        let (temp, fingerprint) = try FileSystem.writeTemporary(
            besides: path, contents: contents, durable: false)
        flush.written(temp)
        add(temp, onto: path, fingerprint)
        try observer(.temporaryWritten(path))
        return fingerprint
    }

    /// Puts the file `source` (an undo entry's saved version, a change log to seal) at `path`: a hard
    /// link beside the target that the commit renames onto it, so the file keeps its size and time.
    /// - Returns: the fingerprint the file will have once in place.
    @discardableResult
    func stage(linking source: String, at path: String) throws -> FileFingerprint {
        try stopIfInterrupted()
        try makeDirectory(for: path)
        let temp = FileSystem.temporaryName(besides: FileSystem.resolvingSymlinks(path))
        let fingerprint = try FileSystem.linkOrCopy(source, to: temp)
        flush.named(temp)  // a link's bytes are durable already, a copy's made so by linkOrCopy
        add(temp, onto: path, fingerprint)
        try observer(.temporaryWritten(path))
        return fingerprint
    }

    /// Makes the folder of `path` and any missing parents, remembering them for ``abandon()``.
    private func makeDirectory(for path: String) throws {
        var missing: [String] = []
        var folder = FileSystem.split(path).0
        while !(try FileSystem.exists(folder)), folder != "/", folder != "." {
            missing.insert(folder, at: 0)
            folder = FileSystem.split(folder).0
        }
        try FileSystem.makeDirectory(FileSystem.split(path).0, mode: 0o755, durable: false)
        for folder in missing { flush.named(folder) }
        createdDirectories += missing
    }

    private func add(_ temp: String, onto path: String, _ fingerprint: FileFingerprint) {
        log.renames.append(.init(from: temp, to: FileSystem.resolvingSymlinks(path)))
        changedFiles.append((path, fingerprint))
    }

    /// Removes `path` as part of the change.
    func remove(_ path: String) {
        log.removals.append(path)
        changedFiles.append((path, nil))
    }

    /// Whether nothing was staged, removed or discarded yet.
    var isEmpty: Bool { log.isEmpty }

    /// Removes `path` as part of the change without keeping it for undo: a file of an undo entry.
    func discard(_ path: String) { log.removals.append(path) }

    /// Removes the directory `path` after the change, if it is empty then.
    func removeDirectory(_ path: String) { log.directories.append(path) }

    /// A commit of its own, staging files on another thread (an import's id index) for this one to take
    /// in (``takeIn(_:)``) or to ``abandon()``. It observes no step: this commit observes its files when
    /// it takes them in.
    func side() -> Commit { Commit(directory: directory, observer: { _ in }, interruption: interruption) }

    /// Takes in the files that `side` staged and removed, after those staged here so far.
    /// - Throws: ``LedgerError/interrupted(signal:)`` when a signal asked the command to stop (`side`'s
    ///   files are then this commit's, removed by ``abandon()``).
    func takeIn(_ side: Commit) throws {
        log.renames += side.log.renames
        log.removals += side.log.removals
        log.directories += side.log.directories
        changedFiles += side.changedFiles
        createdDirectories += side.createdDirectories
        flush.add(side.flush)
        let staged = side.changedFiles.filter { $0.after != nil }.map(\.path)
        (side.log, side.changedFiles, side.createdDirectories, side.flush) = (RedoLog(), [], [], .init())
        try stopIfInterrupted()
        for path in staged { try observer(.temporaryWritten(path)) }
    }

    /// Asks ``commit()`` to keep the previous versions of the files it changes, so that
    /// ``LedgerStore/undo(force:)`` can put them back (or, in the undone entries, so that
    /// ``LedgerStore/redo(force:)`` can).
    func keepForUndo(
        description: String, change: ChangeRecord? = nil, time: Timestamp, in side: UndoHistory.Side = .done
    ) {
        undoRecord = (description, change, time, side)
    }

    /// Makes the change durable and visible, all of it.
    func commit() throws {
        guard !log.isEmpty else { return }
        if let record = undoRecord {
            let (temp, entry) = try UndoHistory.save(
                changedFiles, description: record.description, change: record.change, time: record.time,
                ledger: directory, in: record.side)
            undoTemporary = temp
            flush.written(temp + "/" + UndoHistory.entryFileName)  // and the links beside it
            flush.named(temp)
            log.renames.insert(.init(from: temp, to: entry), at: 0)
            if record.side == .done {
                // Pruned in the change itself, so that no crash leaves one entry too many.
                for number in try UndoHistory.numbers(ledger: directory).dropLast(UndoHistory.depth - 1) {
                    let old = UndoHistory.folder(of: number, ledger: directory)
                    prunedEntries.append(.init(from: old, to: FileSystem.temporaryName(besides: old)))
                }
            }
            log.renames += prunedEntries
            try observer(.undoSaved)
        }
        try stopIfInterrupted()  // the last moment to stop: after the redo log, the change is made
        // Before the redo log is renamed into place (the commit point), every staged file, the undo
        // entry and the redo log's own bytes are durable: the files timi wrote and the folders it
        // changed, flushed one by one, never the whole file system. The redo log's name needs no flush
        // of its own: the ledger folder's, just after the rename, makes it durable.
        let logPath = directory + "/" + RedoLog.fileName
        let (temp, _) = try FileSystem.writeTemporary(
            besides: logPath, contents: log.encoded(relativeTo: directory), durable: false)
        do {
            var beforeLog = flush
            beforeLog.contents(of: temp)
            try beforeLog.run()
            try observer(.synced)
            try FileSystem.rename(temp, to: logPath)
        } catch {
            try? FileSystem.remove(temp)
            throw error
        }
        logWritten = true
        try FileSystem.syncDirectory(directory)
        try observer(.journalWritten)
        try log.apply(in: directory, observer: observer)
        try observer(.beforeJournalRemoval)
        // No fsync after this: a redo log that comes back after a crash is carried out again, which
        // changes nothing (every rename's source is gone, every removal done), and the next change
        // syncs this directory when it writes its own redo log.
        try FileSystem.remove(logPath)
        try observer(.journalRemoved)
        for entry in prunedEntries { try? FileSystem.removeTree(entry.to) }
    }

    /// Removes the temporary files of a change that will not be committed.
    func abandon() {
        guard !logWritten else { return }
        let kept = Set(prunedEntries.map(\.from))  // entries to prune are the ledger's, not temporaries
        for rename in log.renames where !kept.contains(rename.from) { try? FileSystem.removeTree(rename.from) }
        if let undoTemporary { try? FileSystem.removeTree(undoTemporary) }
        for directory in createdDirectories.reversed() { FileSystem.removeDirectoryIfEmpty(directory) }
        log = RedoLog()
    }

    /// Finishes a change that a crashed command committed but did not complete.
    static func recover(in directory: String, observer: (CommitStep) throws -> Void) throws {
        let logPath = directory + "/" + RedoLog.fileName
        guard let bytes = try FileSystem.read(logPath) else { return }
        let log = try RedoLog(decoding: bytes, path: logPath, base: directory)
        try log.apply(in: directory, observer: observer)
        try FileSystem.remove(logPath)
        try FileSystem.syncDirectory(directory)
    }
}
