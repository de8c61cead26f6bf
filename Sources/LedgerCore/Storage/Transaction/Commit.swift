/// Gathers the files of one change and commits them all or nothing.
///
/// ``stage(_:at:)`` writes each new file beside its target; ``commit()`` keeps the files it replaces
/// or removes in a new undo entry (when ``keepForUndo(description:time:in:)`` asked for one), writes
/// the redo log with the size and hash of each of them, makes all of it durable at once (the end of
/// that barrier is the commit point, and the barrier also makes durable the renames of the last
/// change's log), carries the log out without a flush and marks it so. If anything fails before the
/// commit point, ``abandon()`` takes back the redo log, the temporary files (and the folders made for
/// them) and nothing changed. A signal reported by `interruption` before that point stops the
/// change the same way, with ``LedgerError/interrupted(signal:)``.
final class Commit {
    private let directory: String
    private let observer: (CommitStep) throws -> Void
    private let interruption: () -> Int32?
    private var log = RedoLog()
    /// Directories made for the change, parents first; an abandoned change removes them again.
    private var createdDirectories: [String] = []
    /// The folders files were staged in, each with whether this change made it.
    private var knownFolders: [String: Bool] = [:]
    private var changedFiles: [(path: String, after: FileFingerprint?)] = []
    private var undoRecord:
        (description: String, change: ChangeRecord?, time: Timestamp, side: UndoHistory.Side)?
    /// The undo entries beyond ``UndoHistory/depth``, which the redo log renames to hidden names,
    /// removed after the commit (what a crash leaves of them, the command that carries the log out).
    private var prunedEntries: [RedoLog.Rename] = []
    /// Whether a pruned entry, renamed to a hidden name, could not be removed after the change: it is
    /// the next change's to remove (``LeftoverFiles``).
    private(set) var leftTemporaryFiles = false
    /// Set at the commit point: from then on the change must not be abandoned.
    private var logWritten = false
    /// Whether the redo log was written under a new name (`false`: into the empty file of its slot),
    /// until the commit point: an abandoned change takes it back first.
    private var logCreated: Bool?
    /// Which of the two files (``RedoLog/fileNames``) the redo log is written to: not the last log's.
    private var logSlot = 0
    /// What must be durable at the commit point, besides the redo log: every file staged, the names
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
        let madeNow = try makeDirectory(for: path)
        // A folder this change made holds no link: a fresh ledger's thousands of files resolve nothing.
        let target = madeNow ? path : FileSystem.resolvingSymlinks(path)
        let (temp, fingerprint) = try FileSystem.writeTemporary(
            besides: target, contents: contents, durable: false)
        flush.written(temp)
        add(temp, onto: path, resolved: target, fingerprint, .init(of: contents))
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
        let target = FileSystem.resolvingSymlinks(path)
        let temp = FileSystem.temporaryName(besides: target)
        let fingerprint = try FileSystem.linkOrCopy(source, to: temp)
        flush.named(temp)  // a link's bytes are durable already, a copy's made so by linkOrCopy
        guard let bytes = try FileSystem.read(temp) else { throw LedgerError.io(path: temp, detail: "the file is missing") }
        add(temp, onto: path, resolved: target, fingerprint, .init(of: bytes))
        try observer(.temporaryWritten(path))
        return fingerprint
    }

    /// Makes the folder of `path` and any missing parents, remembering them for ``abandon()``.
    /// - Returns: whether the folder is one this change made.
    @discardableResult
    private func makeDirectory(for path: String) throws -> Bool {
        let parent = FileSystem.split(path).0
        // A folder made or found by this change is there still (the ledger is locked): not looked at again.
        if let made = knownFolders[parent] { return made }
        var missing: [String] = []
        var folder = parent
        while !(try FileSystem.exists(folder)), folder != "/", folder != "." {
            missing.insert(folder, at: 0)
            folder = FileSystem.split(folder).0
        }
        try FileSystem.makeDirectory(parent, mode: 0o755, durable: false)
        for folder in missing { flush.named(folder) }
        createdDirectories += missing
        log.made += missing
        knownFolders[parent] = missing.last == parent
        return missing.last == parent
    }

    /// `temp` to be renamed onto `path`, whose symbolic links lead to `resolved`.
    private func add(
        _ temp: String, onto path: String, resolved: String, _ fingerprint: FileFingerprint, _ check: RedoLog.Check
    ) {
        log.renames.append(.init(from: temp, to: resolved, check: check))
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
        log.made += side.log.made
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
            let listing = try UndoHistory.Listing(ledger: directory, record.side)
            let entry = try UndoHistory.save(
                changedFiles, description: record.description, change: record.change, time: record.time,
                ledger: directory, in: record.side, listing: listing)
            // The record's bytes and the entry's names; the saved files are links to durable bytes.
            for rename in entry {
                if rename.check == nil { flush.named(rename.from) } else { flush.written(rename.from) }
            }
            // First in the log: the entry is there before any file it puts back is replaced.
            log.renames.insert(contentsOf: entry, at: 0)
            if record.side == .done {
                // Pruned in the change itself, so that no crash leaves one entry too many.
                for number in listing.numbers.dropLast(UndoHistory.depth - 1) {
                    for old in try UndoHistory.paths(of: number, in: listing, ledger: directory) {
                        prunedEntries.append(.init(from: old, to: FileSystem.temporaryName(besides: old)))
                    }
                }
            }
            log.renames += prunedEntries
            try observer(.undoSaved)
        }
        try stopIfInterrupted()  // the last moment to stop: after the barrier, the change is made
        // The last change's log, carried out (every change recovers first) but not flushed since: this
        // log goes to the other file, and this barrier makes the last one's renames durable.
        let previous = try RedoLog.newest(in: directory)
        logSlot = previous.map { 1 - $0.slot } ?? 0
        log.sequence = (previous?.log.sequence ?? 0) + 1
        // One barrier: every staged file, the undo entry, the redo log's bytes (and its name, when new:
        // the ledger folder), the folders the last log renamed in, flushed together — the files timi
        // wrote and the folders it changed, never the whole file system. When it ends, the redo log's
        // checks hold: the commit point.
        let logPath = RedoLog.path(slot: logSlot, in: directory)
        let created = try RedoLog.write(log.encoded(relativeTo: directory), slot: logSlot, in: directory)
        logCreated = created
        var barrier = flush
        if created { barrier.written(logPath) } else { barrier.contents(of: logPath) }
        try previous?.log.flushFolders(into: &barrier)
        try barrier.run()
        logWritten = true
        try observer(.journalWritten)
        // Durable now, the last log is done with: its file is the next one's. Not flushed: an older log
        // that comes back after a power cut is never carried out while a newer one is committed.
        if let previous { try RedoLog.empty(slot: previous.slot, in: directory, durable: false) }
        // No flush after this: the log stays, and a crash or a power cut before the next change's
        // barrier leaves it to be carried out again, which redoes what did not reach the disk and
        // changes nothing else (every rename whose source is gone was done, every removal too).
        try log.apply(in: directory, observer: observer)
        try observer(.carriedOut)
        _ = try RedoLog.markCarriedOut(slot: logSlot, in: directory)  // unmarked: the next command finishes it
        try observer(.marked)
        leftTemporaryFiles = !log.removePrunedEntries()
    }

    /// Removes the temporary files of a change that will not be committed.
    func abandon() {
        guard !logWritten else { return }
        // The log first: once it is gone (or its temporaries are) nothing can carry the change out.
        switch logCreated {
        case true?: try? RedoLog.remove(slot: logSlot, in: directory)
        case false?: try? RedoLog.empty(slot: logSlot, in: directory, durable: true)
        case nil: break
        }
        let kept = Set(prunedEntries.map(\.from))  // entries to prune are the ledger's, not temporaries
        for rename in log.renames where !kept.contains(rename.from) { try? FileSystem.removeTree(rename.from) }
        for directory in createdDirectories.reversed() { FileSystem.removeDirectoryIfEmpty(directory) }
        log = RedoLog()
        knownFolders = [:]
    }

    /// Finishes a change that a crashed command committed but did not complete, or takes back one it
    /// had not committed (a torn redo log, or one whose files are not all there: see
    /// ``RedoLog/isCommitted(in:)``), and carries out again a log carried out in an earlier boot (its
    /// renames may not have reached the disk). Only the newest log is judged, and it is committed only
    /// when the older one is carried out too (its barrier flushed the older one's renames); an older log
    /// is judged only when the newer one is taken back.
    static func recover(in directory: String, observer: (CommitStep) throws -> Void) throws {
        // Nothing waits: no log, or the newest marked carried out in this boot (one `lstat` for each
        // file and a read of the marked one's first bytes: every command asks).
        guard try RedoLog.isWaiting(in: directory) else { return }
        let (logs, torn) = try RedoLog.logs(in: directory)
        for slot in torn { try RedoLog.empty(slot: slot, in: directory, durable: true) }
        for (index, (slot, log)) in logs.enumerated() {
            let older = logs[(index + 1)...]
            // The entries it prunes, renamed to hidden names, are removed after it: until they are, a
            // marker tells the next change to look for them (``LeftoverFiles``), should this command stop.
            // None once they are gone (a log carried out again after a restart makes no new name).
            let marker = try log.leavesPrunedEntries ? LeftoverFiles.makeMarker(in: directory) : nil
            if BootIdentity.current == nil || log.carriedOutIn != BootIdentity.current {
                // A power cut can keep every file of a change and lose a rename of the one before, whose
                // folder its barrier was still flushing: then that barrier never ended.
                guard try log.isCommitted(in: directory),
                    try older.allSatisfy({ try $0.log.isCarriedOut(before: log) })
                else {
                    try log.discard(slot: slot, in: directory)
                    if let marker { try? FileSystem.remove(marker) }
                    continue
                }
                try log.apply(in: directory, observer: observer)
                try observer(.carriedOut)
            }
            // A log that cannot be marked (an older timi's, one in a file another name shares or behind
            // a link, or where there is no boot id) is made durable and emptied now, and the older ones
            // with it, durably: the next log starts its sequence again.
            let marked = try log.readFormat >= 3 && RedoLog.markCarriedOut(slot: slot, in: directory)
            if !marked {
                var flush = FileSystem.Flush()
                try log.flushFolders(into: &flush)
                try flush.run()
                try RedoLog.empty(slot: slot, in: directory, durable: true)
            }
            for other in older { try RedoLog.empty(slot: other.slot, in: directory, durable: !marked) }
            try observer(.marked)
            // As the command that made the change would have.
            if log.removePrunedEntries(), let marker { try? FileSystem.remove(marker) }
            return
        }
    }
}
