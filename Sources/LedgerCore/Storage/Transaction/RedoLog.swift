/// The redo log of one change of the ledger: the renames and removals that make it up, written to
/// `journal.json` in the ledger directory.
///
/// The log is written under its own name in the same barrier of flushes as the files it renames, so
/// its bytes carry the proof that the barrier ended: a checksum of the log itself, and the size and hash
/// of every file it renames into place (``Rename/check``). A log whose checksum fails, or one of whose
/// files is neither at its temporary name nor at its target with the bytes it lists, was never
/// committed: ``isCommitted(in:)`` says so and ``discard(in:)`` takes it back. Any other log is carried
/// out, again and again if need be: every step can be repeated. The file's name is part of the format and
/// stays; elsewhere "journal" means only what `timi export --format ledger` writes.
struct RedoLog: Equatable {
    /// The file's name in the ledger directory (part of the file format: it does not change).
    static let fileName = "journal.json"
    /// 2 from the log written with the files (a timi reading format 1 would carry out an uncommitted
    /// log); format 1 logs, renamed into place once durable, are still carried out as they are.
    static let format = 2

    /// The format the log was read with: 1 is committed by existing, 2 by its checks.
    var readFormat = RedoLog.format
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
        /// The bytes `from` holds (for an undo entry's folder: its `change.json`); `nil` for a rename of
        /// a folder already in the ledger (an undo entry pruned).
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
            ("directories", list(directories)), ("format", String(RedoLog.format)), ("made", list(made)),
            ("removals", list(removals)), ("renames", JSONText.lines(renames)),
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

    private static func checksumFails(_ bytes: [UInt8]) -> Bool {
        let start = checksumPrefix.count
        guard bytes.count > start + checksumDigits, bytes[start + checksumDigits] == UInt8(ascii: "\"") else {
            return true
        }
        var zeroed = bytes
        zeroed.replaceSubrange(
            start..<start + checksumDigits, with: repeatElement(UInt8(ascii: "0"), count: checksumDigits))
        return !bytes[start..<start + checksumDigits].elementsEqual(hex(ByteHash.of(zeroed)).utf8)
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
        self.readFormat = bytes.starts(with: Self.checksumPrefix) ? 2 : 1
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
    /// by a removal the log also makes). An undo entry's folder is found by its `change.json`, wherever
    /// ``UndoHistory/place(_:at:ledger:_:)`` put it, with every file it keeps. A format 1 log is
    /// committed by existing.
    /// - Throws: ``LedgerError`` when a file cannot be looked at (nothing is judged then).
    func isCommitted(in directory: String) throws -> Bool {
        guard readFormat >= 2 else { return true }
        for (index, rename) in renames.enumerated() {
            guard let check = rename.check else { continue }
            if let side = Self.undoSide(of: rename.to, in: directory) {
                guard try Self.entryIsWhole(rename, check, side: side, in: directory) else { return false }
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

    /// Whether the undo entry that `rename` places is whole: its `change.json` as checked, at the
    /// temporary folder or in a numbered one, and every file it keeps beside it.
    private static func entryIsWhole(
        _ rename: Rename, _ check: Check, side: UndoHistory.Side, in directory: String
    ) throws -> Bool {
        let name = "/" + UndoHistory.entryFileName
        var folder: String?
        if try FileSystem.exists(rename.from) {
            folder = rename.from
        } else if check.matches(try FileSystem.read(rename.to + name)) {
            folder = rename.to
        } else {
            for number in try UndoHistory.numbers(ledger: directory, side).reversed() {
                let candidate = UndoHistory.folder(of: number, ledger: directory, side)
                if check.matches(try FileSystem.read(candidate + name)) { folder = candidate }
                if folder != nil { break }
            }
        }
        guard let folder, let bytes = try FileSystem.read(folder + name), check.matches(bytes),
            let entry = try? UndoHistory.decode(bytes, number: 0, path: folder + name)
        else { return false }
        return try entry.files.allSatisfy { file in try file.saved.map { try FileSystem.exists(folder + "/" + $0) } ?? true }
    }

    /// Takes back a change that was never committed: its temporary files and folders, the folders made
    /// for it (when empty), then the log itself, emptied durably.
    func discard(in directory: String) throws {
        for rename in renames where rename.check != nil { try FileSystem.removeTree(rename.from) }
        for folder in made.reversed() { FileSystem.removeDirectoryIfEmpty(folder) }
        try Self.empty(in: directory, durable: true)
    }

    /// Carries out every step, for the ledger in `directory`. Each one is idempotent: a rename whose
    /// source is gone was done already. A failure to look at a file fails the whole (the log stays and
    /// the next command carries it out), never skips a step.
    ///
    /// The new undo (or undone) entry's folder goes to the next free number when a leftover of an interrupted change
    /// holds its own (see ``UndoHistory/place(_:at:ledger:_:)``), so that no leftover blocks the change.
    func apply(in directory: String, observer: (CommitStep) throws -> Void) throws {
        var touched = Set<String>()
        for rename in renames where try FileSystem.exists(rename.from) {
            var target = rename.to
            let parent = FileSystem.split(target).0
            if let side = [UndoHistory.Side.done, .undone].first(where: {
                parent == UndoHistory.folder(directory, $0)
            }) {
                target = try UndoHistory.place(rename.from, at: target, ledger: directory, side)
            } else {
                try FileSystem.rename(rename.from, to: target)
            }
            touched.insert(FileSystem.split(target).0)
            try observer(.renamed(target))
        }
        for path in removals where try FileSystem.exists(path) {
            try FileSystem.remove(path)
            touched.insert(FileSystem.split(path).0)
            try observer(.removed(path))
        }
        for directory in directories {
            FileSystem.removeDirectoryIfEmpty(directory)
            touched.insert(FileSystem.split(directory).0)
        }
        // A flush of every folder whose names changed, and of nothing else.
        var flush = FileSystem.Flush()
        for folder in touched.sorted() where try FileSystem.isDirectory(folder) { flush.folder(folder) }
        try flush.run()
    }
}
