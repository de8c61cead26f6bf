#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The redo log's two files, `journal.json` and `journal-2.json` (``RedoLog/fileNames``), kept from
/// change to change and written in turn: a change writes its log into the empty one, and the log stays,
/// carried out and marked so, until the next change's barrier has flushed the folders it renamed in.
/// That barrier is the only flush those renames need, so a change waits for the disk once. An empty
/// file is no log; the newest log (by ``RedoLog/sequence``) is the one judged after a crash, and an older
/// one is emptied (docs/RELIABILITY.md, "The commit").
extension RedoLog {
    /// The file of `slot` (0 or 1) in `directory`.
    static func path(slot: Int, in directory: String) -> String { directory + "/" + fileNames[slot] }

    /// Writes `bytes`, a log, to the file of `slot` in `directory`, not flushed: into the empty file
    /// there, whose name is durable (see ``empty(slot:in:durable:)``), or as a new file when there is
    /// none, or when another name shares that file (a ledger copied with hard links, which writing in
    /// place would change too).
    /// - Returns: whether the name is new: its folder must be flushed with it.
    /// - Throws: ``LedgerError/io(path:detail:)`` when a log is there (`File exists`, as the file's
    ///   creation would fail), it is not a regular file, or the bytes cannot be written (the file is then
    ///   left empty, or not made).
    static func write(_ bytes: [UInt8], slot: Int, in directory: String) throws -> Bool {
        let path = path(slot: slot, in: directory)
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else {
            guard errno == ENOENT else { throw FileSystem.failure(path) }
            try create(bytes, at: path)
            return true
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileSystem.failure(path) }
        guard (info.st_mode & S_IFMT) == S_IFREG, info.st_size == 0 else {
            errno = EEXIST
            throw FileSystem.failure(path)
        }
        if info.st_nlink > 1 {
            try create(bytes, at: path)  // the other name keeps the file it shared
            return true
        }
        do {
            try FileSystem.writeAll(bytes, to: fd, path: path)
        } catch {
            // Unchecked: a log left cut short is judged torn and emptied by the next command.
            _ = ftruncate(fd, 0)
            throw error
        }
        FileSystem.startWriteBack(fd)
        return false
    }

    /// The log made as a new file: written under a temporary name and renamed, so that a log's file
    /// never names an empty file whose name no flush has made durable (a change killed while making it
    /// leaves a temporary file, or a whole log that the next command judges).
    private static func create(_ bytes: [UInt8], at path: String) throws {
        let temporary = FileSystem.temporaryName(besides: path)
        _ = try FileSystem.create(temporary, contents: bytes, durable: false)
        do {
            try FileSystem.rename(temporary, to: path)
        } catch {
            try? FileSystem.remove(temporary)
            throw error
        }
    }

    /// Marks the log in `slot` carried out in this boot: the boot's id written over the zeros at its
    /// place, not flushed. In this boot the page cache holds every rename the log made, so no command
    /// needs to judge it again; after a restart the id differs, and the log is judged and carried out
    /// again (its renames may not have reached the disk).
    /// - Returns: `false`, the log left unmarked, where no mark can be made: no boot id, a file another
    ///   name shares (a ledger copied with hard links: the mark would be the other copy's too), or a
    ///   symbolic link in its place. Recovery then makes the log's renames durable and empties it.
    static func markCarriedOut(slot: Int, in directory: String) throws -> Bool {
        guard let boot = BootIdentity.current else { return false }
        let path = path(slot: slot, in: directory)
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else {
            if errno == ELOOP { return false }
            throw FileSystem.failure(path)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileSystem.failure(path) }
        guard info.st_nlink == 1 else { return false }
        let written = SystemCall.retrying {
            boot.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, off_t(bootOffset)) }
        }
        guard written == boot.count else { throw FileSystem.failure(path) }
        return true
    }

    /// Empties the log in `slot` of `directory`: its change is carried out and made durable by a later
    /// barrier, or taken back. `durable`, made so before returning, with the file's name (a log a killed
    /// change made has a name no flush made durable, and the next log is written into the file without
    /// flushing its folder). A file another name shares, or a symbolic link (a log put there by hand),
    /// is removed instead.
    static func empty(slot: Int, in directory: String, durable: Bool) throws {
        let path = path(slot: slot, in: directory)
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else {
            if errno == ENOENT { return }
            guard errno == ELOOP else { throw FileSystem.failure(path) }
            return try remove(slot: slot, in: directory, durable: durable)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileSystem.failure(path) }
        if info.st_nlink > 1 { return try remove(slot: slot, in: directory, durable: durable) }
        guard SystemCall.retrying({ ftruncate(fd, 0) }) == 0 else { throw FileSystem.failure(path) }
        guard durable else { return }
        try FileSystem.flushContents(of: fd, path: path)
        try FileSystem.syncDirectory(directory)
    }

    /// Removes the log's file of `slot` in `directory` (a change takes back the file it made);
    /// `durable`, its folder flushed.
    static func remove(slot: Int, in directory: String, durable: Bool = true) throws {
        try FileSystem.remove(path(slot: slot, in: directory))
        if durable { try FileSystem.syncDirectory(directory) }
    }

    /// Whether a log waits in `directory` to be carried out or taken back: a log's file that is no
    /// regular file (which the recovery that reads it reports), both files holding bytes (the older is
    /// emptied then), or one holding a log not marked carried out in this boot. An empty file is what
    /// a change left to be written next.
    static func isWaiting(in directory: String) throws -> Bool {
        var holding: [Int] = []
        for slot in fileNames.indices {
            guard let info = try FileSystem.status(path(slot: slot, in: directory), following: false) else {
                continue
            }
            if (info.st_mode & S_IFMT) != S_IFREG { return true }
            if info.st_size > 0 { holding.append(slot) }
        }
        guard holding.count == 1 else { return holding.count > 1 }
        let head = try FileSystem.reading(path(slot: holding[0], in: directory)) { file, _ in
            var head: [UInt8] = []
            try file.read(markedLength, at: 0, appendingTo: &head)
            return head
        }
        return !isMarkedInThisBoot(head ?? [])
    }

    /// What the file of `slot` in `directory` holds: `nil` for no file, or the empty one the next log
    /// is written to; no bytes for a symbolic link to nothing or to an empty file.
    /// - Throws: ``LedgerError/io(path:detail:)`` for a file that is no regular file, or cannot be read.
    static func contents(slot: Int, in directory: String) throws -> [UInt8]? {
        let path = path(slot: slot, in: directory)
        guard let info = try FileSystem.status(path, following: false) else { return nil }
        if (info.st_mode & S_IFMT) == S_IFREG && info.st_size == 0 { return nil }
        return try FileSystem.read(path) ?? []
    }

    /// The logs in `directory`'s two files, newest first (a log of an older timi, format 1 or 2, is
    /// newer than any of format 3: this timi leaves none behind), and the files that hold no log but
    /// must be emptied: a torn log, which names no file for certain, or a link to nothing or to an empty
    /// file.
    /// - Throws: ``LedgerError`` for a file that cannot be read, or a log that is damaged.
    static func logs(in directory: String) throws -> (logs: [(slot: Int, log: RedoLog)], torn: [Int]) {
        var logs: [(slot: Int, log: RedoLog)] = []
        var torn: [Int] = []
        for slot in fileNames.indices {
            guard let bytes = try contents(slot: slot, in: directory) else { continue }
            if bytes.isEmpty || isTorn(bytes) {
                torn.append(slot)
            } else {
                logs.append((slot, try RedoLog(decoding: bytes, path: path(slot: slot, in: directory), base: directory)))
            }
        }
        func order(_ log: RedoLog) -> Int { log.readFormat < 3 ? .max : log.sequence }
        return (logs.sorted { order($0.log) > order($1.log) }, torn)
    }

    /// Whether nothing is left to do for the logs in `directory`, though none is marked carried out in
    /// this boot: the newest is of format 3, committed, and every step of it done, and so is every
    /// older one before it. A reader that may not write the ledger reads it as it is then (after a
    /// restart, its last log was carried out in an earlier boot), and doctor has nothing to report.
    static func isDone(in directory: String) throws -> Bool {
        guard let (logs, _) = try? logs(in: directory), let newest = logs.first, newest.log.readFormat >= 3
        else { return false }
        return try newest.log.isCommitted(in: directory) && newest.log.isCarriedOut(before: nil)
            && logs.dropFirst().allSatisfy { try $0.log.isCarriedOut(before: newest.log) }
    }

    /// The newest log in `directory` and its slot, once recovery has carried it out: the one whose
    /// folders the next change's barrier flushes, and whose slot the next log is not written to.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` for a log that cannot be read.
    static func newest(in directory: String) throws -> (slot: Int, log: RedoLog)? {
        try logs(in: directory).logs.first
    }
}
