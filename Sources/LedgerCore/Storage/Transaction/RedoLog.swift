/// The redo log of one change of the ledger: the renames and removals that make it up, written to
/// `journal.json` in the ledger directory.
///
/// A change is committed the moment `journal.json` exists; every step it lists can be repeated, so the
/// next command that finds one (after a crash at any instant) simply carries it out again. The file's
/// name is part of the format and stays; elsewhere "journal" means only what `timi export --format
/// ledger` writes.
struct RedoLog: Equatable {
    /// The file's name in the ledger directory (part of the file format: it does not change).
    static let fileName = "journal.json"
    static let format = 1

    /// Temporary files to rename onto their targets.
    var renames: [Rename] = []
    /// Files to remove.
    var removals: [String] = []
    /// Directories to remove once the files are gone (a deleted book's folder).
    var directories: [String] = []

    struct Rename: Equatable {
        var from: String
        var to: String
    }

    var isEmpty: Bool { renames.isEmpty && removals.isEmpty && directories.isEmpty }

    /// Paths relative to `base` when inside it (the usual case), so a moved ledger still recovers.
    func encoded(relativeTo base: String) -> [UInt8] {
        func path(_ p: String) -> String { JSONText.quoted(FileSystem.relative(p, to: base)) }
        let renames = renames.map { JSONText.object([("from", path($0.from)), ("to", path($0.to))]) }
        let text = JSONText.object([
            ("directories", "[" + directories.map(path).joined(separator: ",") + "]"),
            ("format", String(RedoLog.format)),
            ("removals", "[" + removals.map(path).joined(separator: ",") + "]"),
            ("renames", JSONText.lines(renames)),
        ])
        return Array((text + "\n").utf8)
    }

    /// Reads a redo log written by ``encoded(relativeTo:)``.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` or ``LedgerError/newerFormat(path:found:supported:)``.
    init(decoding bytes: [UInt8], path: String, base: String) throws {
        func absolute(_ p: String) -> String { p.hasPrefix("/") ? p : base + "/" + p }
        func strings(_ reader: inout JSONReader) throws -> [String] {
            var values: [String] = []
            try reader.beginArray()
            while try reader.nextElement() { values.append(absolute(try reader.readString())) }
            return values
        }
        self = try StorageDecoding.decode(bytes, path: path, supportedFormat: RedoLog.format) { reader in
            var log = RedoLog()
            var format: Int?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "format": format = try reader.readSmallInt()
                case "removals": log.removals = try strings(&reader)
                case "directories": log.directories = try strings(&reader)
                case "renames":
                    try reader.beginArray()
                    while try reader.nextElement() {
                        var from: String?
                        var to: String?
                        try reader.beginObject()
                        while let field = try reader.nextKey() {
                            switch field {
                            case "from": from = absolute(try reader.readString())
                            case "to": to = absolute(try reader.readString())
                            default: try reader.skipValue()
                            }
                        }
                        guard let from, let to else { throw reader.failure("a rename needs 'from' and 'to'") }
                        log.renames.append(Rename(from: from, to: to))
                    }
                default: try reader.skipValue()
                }
            }
            return (format, log)
        }
    }

    init() {}

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
