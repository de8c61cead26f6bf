/// The redo log of one change of the ledger: the renames and removals that make it up, written to
/// one of two files in the ledger directory, `journal.json` and `journal-2.json`, in turn.
///
/// The log is written under its own name in the same barrier of flushes as the files it renames, so
/// its bytes carry the proof that the barrier ended: a checksum of the log itself, and the size and hash
/// of every file it renames into place (``Rename/check``). A log whose checksum fails, or one of whose
/// files is neither at its temporary name nor at its target with the bytes it lists, was never
/// committed: ``isCommitted(in:)`` says so and ``discard(slot:in:)`` takes it back. Any other log is carried
/// out, again and again if need be: every step can be repeated. Carried out, it stays until the next
/// change's barrier has flushed the folders it renamed in (see ``folders``): a log is marked carried out
/// in this boot (``markCarriedOut(slot:in:)``), and the newest log is the only one ever carried out.
/// The files' names are part of the format and stay; elsewhere "journal" means only what `timi export
/// --format ledger` writes.
struct RedoLog: Equatable {
    /// The two files a log is written to, in turn, in the ledger directory (part of the file format).
    static let fileNames = ["journal.json", "journal-2.json"]
    /// 4 from undo entries kept flat (a timi reading format 3 would take a flat entry's record for an
    /// entry's folder, fail to read it and stop every command: it now refuses the ledger, naming the
    /// format); 3 from the log kept once carried out, with its sequence number and the boot it was
    /// carried out in (a timi reading format 2 would carry out an old log again); 2 from the log
    /// written with the files (a timi reading format 1 would carry out an uncommitted log). Logs of
    /// formats 1 and 2 are still carried out as they were, and flushed and emptied at once.
    static let format = 4

    /// The format the log was read with: 1 is committed by existing, 2 and later by their checks.
    var readFormat = RedoLog.format
    /// Which change of the ledger this is: one more than the last log's. The newest log is the one to
    /// judge; an older one was carried out, and made durable by the newer one's barrier.
    var sequence = 0
    /// The boot (``BootIdentity``) the log was carried out in, once marked; `nil` before.
    var carriedOutIn: [UInt8]? = nil
    /// Temporary files to rename onto their targets.
    var renames: [Rename] = []
    /// Files to remove.
    var removals: [String] = []
    /// Directories to remove once the files are gone (a deleted book's folder).
    var directories: [String] = []
    /// Folders made for the change, parents first: an uncommitted change removes them when empty.
    var made: [String] = []

    struct Rename: Equatable {
        var from: String
        var to: String
        /// The bytes `from` holds (for an undo entry: its record, or the `change.json` of an entry kept
        /// as a folder); `nil` for a file an undo entry keeps (a link to bytes already durable) and for
        /// a rename of what is already in the ledger (an undo entry pruned).
        var check: Check? = nil
    }

    /// A file's size and ``ByteHash``.
    struct Check: Equatable {
        var size: Int64
        var hash: UInt64

        init(size: Int64, hash: UInt64) { (self.size, self.hash) = (size, hash) }
        init(of bytes: [UInt8]) { self.init(size: Int64(bytes.count), hash: ByteHash.of(bytes)) }

        /// Whether `bytes` are the ones checked.
        func matches(_ bytes: [UInt8]?) -> Bool { bytes.map { Check(of: $0) == self } ?? false }
    }

    var isEmpty: Bool { renames.isEmpty && removals.isEmpty && directories.isEmpty }

    /// The log's first bytes, before its checksum's digits.
    private static let checksumPrefix = Array(#"{"checksum":""#.utf8)
    private static let checksumDigits = 16
    /// What follows the checksum's digits in a format 3 log, before the boot it was carried out in
    /// (zeros until then): at a fixed place, so that marking it is one write of those bytes alone.
    private static let bootPrefix = Array(#"","carriedOutIn":""#.utf8)
    /// Where the boot's bytes begin.
    static let bootOffset = checksumPrefix.count + checksumDigits + bootPrefix.count

    /// Paths relative to `base` when inside it (the usual case), so a moved ledger still recovers.
    /// The first field is a checksum of the whole text with its own digits read as zeros.
    func encoded(relativeTo base: String) -> [UInt8] {
        func path(_ p: String) -> String { JSONText.quoted(FileSystem.relative(p, to: base)) }
        func list(_ paths: [String]) -> String { "[" + paths.map(path).joined(separator: ",") + "]" }
        let renames = renames.map { rename in
            var fields = [("from", path(rename.from))]
            if let check = rename.check {
                fields += [("hash", JSONText.quoted(Self.hex(check.hash))), ("size", String(check.size))]
            }
            return JSONText.object(fields + [("to", path(rename.to))])
        }
        let text = JSONText.object([
            ("checksum", JSONText.quoted(String(repeating: "0", count: Self.checksumDigits))),
            ("carriedOutIn", JSONText.quoted(String(repeating: "0", count: BootIdentity.length))),
            ("directories", list(directories)), ("format", String(RedoLog.format)), ("made", list(made)),
            ("removals", list(removals)), ("renames", JSONText.lines(renames)), ("sequence", String(sequence)),
        ])
        var bytes = Array((text + "\n").utf8)
        let digits = Array(Self.hex(ByteHash.of(bytes)).utf8)
        bytes.replaceSubrange(Self.checksumPrefix.count..<Self.checksumPrefix.count + digits.count, with: digits)
        return bytes
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: checksumDigits - digits.count) + digits
    }

    /// Whether `bytes` are a log cut short or never written whole (a crash or a power cut while it was
    /// written, before its barrier ended): empty, zeros where it begins, or a checksum that fails.
    static func isTorn(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first, first != 0 else { return true }
        if bytes.count < checksumPrefix.count { return checksumPrefix.starts(with: bytes) }
        guard bytes.starts(with: checksumPrefix) else { return false }  // format 1, or damaged
        return checksumFails(bytes)
    }

    /// The checksum is of the bytes with its own digits, and the boot a format 3 log was carried out
    /// in, read as zeros: marking the log keeps it whole.
    private static func checksumFails(_ bytes: [UInt8]) -> Bool {
        let start = checksumPrefix.count
        guard bytes.count > start + checksumDigits, bytes[start + checksumDigits] == UInt8(ascii: "\"") else {
            return true
        }
        var zeroed = bytes
        zeroed.replaceSubrange(
            start..<start + checksumDigits, with: repeatElement(UInt8(ascii: "0"), count: checksumDigits))
        if hasBootField(bytes) {
            zeroed.replaceSubrange(
                bootOffset..<bootOffset + BootIdentity.length,
                with: repeatElement(UInt8(ascii: "0"), count: BootIdentity.length))
        }
        return !bytes[start..<start + checksumDigits].elementsEqual(hex(ByteHash.of(zeroed)).utf8)
    }

    /// Whether `bytes` hold the boot field of a format 3 log at its place, closed by its quote.
    private static func hasBootField(_ bytes: [UInt8]) -> Bool {
        let end = bootOffset + BootIdentity.length
        return bytes.count > end && bytes[end] == UInt8(ascii: "\"")
            && bytes[(bootOffset - bootPrefix.count)..<bootOffset].elementsEqual(bootPrefix)
    }

    /// How many of a log's first bytes tell whether it was marked carried out (``isMarkedInThisBoot(_:)``).
    static let markedLength = bootOffset + BootIdentity.length + 1

    /// Whether `head`, a log's first bytes, say it was carried out in this boot: nothing to do for it,
    /// and (being the newest) nothing waits. Only timi marks a log, once its barrier ended and it was
    /// carried out; in this boot the page cache holds it whole.
    static func isMarkedInThisBoot(_ head: [UInt8]) -> Bool {
        guard let boot = BootIdentity.current, hasBootField(head) else { return false }
        return head[bootOffset..<bootOffset + BootIdentity.length].elementsEqual(boot)
    }

    /// Reads a redo log written by ``encoded(relativeTo:)`` (or a format 1 log, without checks).
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` (a torn log too: see ``isTorn(_:)``) or
    ///   ``LedgerError/newerFormat(path:found:supported:)``.
    init(decoding bytes: [UInt8], path: String, base: String) throws {
        if bytes.starts(with: Self.checksumPrefix) && Self.checksumFails(bytes) {
            throw LedgerError.corruptFile(path: path, detail: "its checksum does not match its bytes")
        }
        func absolute(_ p: String) -> String { p.hasPrefix("/") ? p : base + "/" + p }
        func strings(_ reader: inout JSONReader) throws -> [String] {
            var values: [String] = []
            try reader.beginArray()
            while try reader.nextElement() { values.append(absolute(try reader.readString())) }
            return values
        }
        var readFormat: Int?
        self = try StorageDecoding.decode(bytes, path: path, supportedFormat: RedoLog.format) { reader in
            var log = RedoLog()
            var format: Int?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "format": format = try reader.readSmallInt()
                case "removals": log.removals = try strings(&reader)
                case "directories": log.directories = try strings(&reader)
                case "made": log.made = try strings(&reader)
                case "sequence":
                    let start = reader.offset
                    log.sequence = try reader.readSmallInt()
                    // The next log's is one more: a number that leaves no room for it is no log timi wrote.
                    guard (0..<Int(Int32.max)).contains(log.sequence) else {
                        throw JSONReader.Failure(message: "a sequence number is from 0 to 2147483646", offset: start)
                    }
                case "carriedOutIn":
                    let text = Array(try reader.readString().utf8)
                    guard text.count == BootIdentity.length else { throw reader.failure("a boot's id is 36 characters") }
                    log.carriedOutIn = text.allSatisfy { $0 == UInt8(ascii: "0") } ? nil : text
                case "renames":
                    try reader.beginArray()
                    while try reader.nextElement() { log.renames.append(try Self.readRename(&reader, absolute)) }
                default: try reader.skipValue()
                }
            }
            readFormat = format
            return (format, log)
        }
        // A format 2 log is committed by its checks: one without its checksum is not one timi wrote.
        guard let readFormat else { throw LedgerError.corruptFile(path: path, detail: "'format' is needed") }
        if readFormat >= 2 && !bytes.starts(with: Self.checksumPrefix) {
            throw LedgerError.corruptFile(path: path, detail: "a format 2 log needs its checksum first")
        }
        // A format 3 log is marked in place: its boot's bytes must be where the mark writes them.
        if readFormat >= 3 && !Self.hasBootField(bytes) {
            throw LedgerError.corruptFile(path: path, detail: "a format 3 log needs 'carriedOutIn' after its checksum")
        }
        self.readFormat = bytes.starts(with: Self.checksumPrefix) ? max(2, readFormat) : 1
    }

    private static func readRename(_ reader: inout JSONReader, _ absolute: (String) -> String) throws -> Rename {
        var from: String?
        var to: String?
        var hash: UInt64?
        var size: Int64?
        try reader.beginObject()
        while let field = try reader.nextKey() {
            switch field {
            case "from": from = absolute(try reader.readString())
            case "to": to = absolute(try reader.readString())
            case "size": size = try reader.readInt()
            case "hash":
                let text = try reader.readString()
                guard let value = UInt64(text, radix: 16), hex(value) == text else {
                    throw reader.failure("a hash is 16 hexadecimal digits")
                }
                hash = value
            default: try reader.skipValue()
            }
        }
        guard let from, let to else { throw reader.failure("a rename needs 'from' and 'to'") }
        guard (hash == nil) == (size == nil), size.map({ $0 >= 0 }) ?? true else {
            throw reader.failure("a rename's check needs 'hash' and a 'size' of 0 or more")
        }
        return Rename(from: from, to: to, check: hash.flatMap { h in size.map { Check(size: $0, hash: h) } })
    }

    init() {}

    /// Whether the change was committed: its barrier ended, so every file it renames is durable. Each
    /// checked file is at its temporary name with the bytes listed, or gone from there and at its
    /// target with them (renamed already; or with those of a later rename onto the same target, or gone
    /// by a removal the log also makes). An undo entry is found by its record, with every file it keeps
    /// (an entry kept as a folder, wherever ``UndoHistory/place(_:at:ledger:_:)`` put it). A format 1
    /// log is committed by existing.
    /// - Throws: ``LedgerError`` when a file cannot be looked at (nothing is judged then).
    func isCommitted(in directory: String) throws -> Bool {
        guard readFormat >= 2 else { return true }
        for (index, rename) in renames.enumerated() {
            guard let check = rename.check else { continue }
            if let side = Self.undoSide(of: rename.to, in: directory) {
                guard try entryIsWhole(rename, check, side: side, in: directory) else { return false }
            } else if try FileSystem.exists(rename.from) {
                guard check.matches(try FileSystem.read(rename.from)) else { return false }
            } else {
                let target = try FileSystem.read(rename.to)
                let later = renames[(index + 1)...].filter { $0.to == rename.to }.compactMap(\.check)
                let removed = target == nil && removals.contains(rename.to)
                guard removed || ([check] + later).contains(where: { $0.matches(target) }) else { return false }
            }
        }
        return true
    }

    /// Which undo history `path` is an entry of, if it is one.
    private static func undoSide(of path: String, in directory: String) -> UndoHistory.Side? {
        let parent = FileSystem.split(path).0
        return [UndoHistory.Side.done, .undone].first { parent == UndoHistory.folder(directory, $0) }
    }

    /// Whether the undo entry whose record `rename` places is whole: the record as checked, at its
    /// temporary name, in place or under another number (``UndoHistory/place(_:at:ledger:_:)``), and
    /// every file it keeps, at its temporary name or in place; for an entry kept as a folder (a log
    /// written before abb169f), its `change.json` in the temporary folder or a numbered one, and
    /// every file it keeps beside it.
    private func entryIsWhole(
        _ rename: Rename, _ check: Check, side: UndoHistory.Side, in directory: String
    ) throws -> Bool {
        let isFolder = Int(FileSystem.split(rename.to).1) != nil  // `undo/12`, not `undo/12.json`
        func record(_ place: String) -> String { isFolder ? place + "/" + UndoHistory.entryFileName : place }
        var place: String?
        if try FileSystem.exists(rename.from) {
            place = rename.from
        } else if check.matches(try FileSystem.read(record(rename.to))) {
            place = rename.to
        } else {
            for number in try UndoHistory.numbers(ledger: directory, side).reversed() {
                let candidate =
                    isFolder
                    ? UndoHistory.folder(of: number, ledger: directory, side)
                    : UndoHistory.record(of: number, ledger: directory, side)
                if check.matches(try FileSystem.read(record(candidate))) { place = candidate }
                if place != nil { break }
            }
        }
        guard let place, let bytes = try FileSystem.read(record(place)), check.matches(bytes),
            let entry = try? UndoHistory.decode(bytes, number: 0, path: record(place))
        else { return false }
        let sideFolder = UndoHistory.folder(directory, side)
        return try entry.files.allSatisfy { file in
            guard let saved = file.saved else { return true }
            if isFolder { return try FileSystem.exists(place + "/" + saved) }
            let target = sideFolder + "/" + saved
            let temp = renames.first { $0.to == target }?.from
            return try FileSystem.exists(target) || temp.map(FileSystem.exists) == true
        }
    }

    /// Takes back a change that was never committed: its temporary files and folders, the folders made
    /// for it (when empty), then the log itself (in `slot`), emptied durably. What it renames from a
    /// name of the ledger (an undo entry pruned) stays.
    func discard(slot: Int, in directory: String) throws {
        for rename in renames
        where rename.check != nil || FileSystem.isTemporaryName(FileSystem.split(rename.from).1) {
            try FileSystem.removeTree(rename.from)
        }
        for folder in made.reversed() { FileSystem.removeDirectoryIfEmpty(folder) }
        try Self.empty(slot: slot, in: directory, durable: true)
    }

    /// Carries out every step, for the ledger in `directory`, flushing nothing: the folders it renames
    /// in (``folders``) are flushed by the next change's barrier, and until then the log stays. Each step
    /// is idempotent: a rename whose source is gone was done already. A failure to look at a file fails
    /// the whole (the log stays and the next command carries it out), never skips a step.
    ///
    /// A new undo (or undone) entry's record (or its folder, in a log written before abb169f) goes to
    /// the next free number when a leftover of an interrupted change holds its own (see
    /// ``UndoHistory/place(_:at:ledger:_:)``), so that no leftover blocks the change or is lost.
    func apply(in directory: String, observer: (CommitStep) throws -> Void) throws {
        for rename in renames where try FileSystem.exists(rename.from) {
            var target = rename.to
            if UndoHistory.isEntry(target), let side = Self.undoSide(of: target, in: directory) {
                target = try UndoHistory.place(rename.from, at: target, ledger: directory, side)
            } else {
                try FileSystem.rename(rename.from, to: target)
            }
            try observer(.renamed(target))
        }
        for path in removals where try FileSystem.exists(path) {
            try FileSystem.remove(path)
            try observer(.removed(path))
        }
        for directory in directories { FileSystem.removeDirectoryIfEmpty(directory) }
    }

    /// The renames of the undo entries it prunes: to hidden names, removed once it is carried out.
    private var prunings: [Rename] {
        renames.filter { FileSystem.isTemporaryName(FileSystem.split($0.to).1) }
    }

    /// Whether an undo entry it prunes is still there, at either name: none is, once a command has
    /// carried it out whole.
    var leavesPrunedEntries: Bool {
        get throws { try prunings.contains { try FileSystem.exists($0.from) || FileSystem.exists($0.to) } }
    }

    /// Removes the undo entries it pruned, once it is carried out: by the command that made the change
    /// or, after a crash or an error, the one that carried it out.
    /// - Returns: whether every one of them is gone (one left is a leftover, ``LeftoverFiles``).
    @discardableResult
    func removePrunedEntries() -> Bool {
        var removed = true
        for rename in prunings {
            do { try FileSystem.removeTree(rename.to) } catch { removed = false }
        }
        return removed
    }

    /// The folders whose names ``apply(in:observer:)`` changes (an undo entry's folder placed under
    /// another number is in the same folder): what must be flushed before the log may go.
    var folders: [String] {
        var seen = Set<String>()
        return (renames.map(\.to) + removals + directories).map { FileSystem.split($0).0 }.filter {
            seen.insert($0).inserted
        }
    }

    /// Whether every step is done: no file it renames is at its temporary name, none it removes is
    /// there but where `newer` (the next change's log) renames a file onto it. An older log must be, for
    /// the newer one's barrier to have ended: that barrier flushed the folders of its renames.
    func isCarriedOut(before newer: RedoLog?) throws -> Bool {
        let remade = Set(newer?.renames.map(\.to) ?? [])
        for rename in renames where try FileSystem.exists(rename.from) { return false }
        for path in removals where !remade.contains(path) { if try FileSystem.exists(path) { return false } }
        return true
    }

    /// Adds to `flush` the log's ``folders`` that are still there.
    func flushFolders(into flush: inout FileSystem.Flush) throws {
        for folder in folders where try FileSystem.isDirectory(folder) { flush.folder(folder) }
    }
}
