/// A redo journal: the list of renames and removals that make up one change of the ledger.
///
/// A change is committed the moment `journal.json` exists; every step it lists can be repeated, so the
/// next command that finds a journal (after a crash at any instant) simply carries it out again.
struct Journal: Equatable {
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
        func path(_ p: String) -> String { JSONText.quoted(Journal.relative(p, to: base)) }
        let renames = renames.map { JSONText.object([("from", path($0.from)), ("to", path($0.to))]) }
        let text = JSONText.object([
            ("directories", "[" + directories.map(path).joined(separator: ",") + "]"),
            ("format", String(Journal.format)),
            ("removals", "[" + removals.map(path).joined(separator: ",") + "]"),
            ("renames", JSONText.lines(renames)),
        ])
        return Array((text + "\n").utf8)
    }

    /// Reads a journal written by ``encoded(relativeTo:)``.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` or ``LedgerError/newerFormat(path:found:supported:)``.
    init(decoding bytes: [UInt8], path: String, base: String) throws {
        func absolute(_ p: String) -> String { p.hasPrefix("/") ? p : base + "/" + p }
        func strings(_ reader: inout JSONReader) throws -> [String] {
            var values: [String] = []
            try reader.beginArray()
            while try reader.nextElement() { values.append(absolute(try reader.readString())) }
            return values
        }
        self = try StorageDecoding.decode(bytes, path: path, supportedFormat: Journal.format) { reader in
            var journal = Journal()
            var format: Int?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "format": format = try reader.readSmallInt()
                case "removals": journal.removals = try strings(&reader)
                case "directories": journal.directories = try strings(&reader)
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
                        journal.renames.append(Rename(from: from, to: to))
                    }
                default: try reader.skipValue()
                }
            }
            return (format, journal)
        }
    }

    init() {}

    /// Carries out every step. Each one is idempotent: a rename whose source is gone was done already.
    func apply(observer: (CommitStep) throws -> Void) throws {
        var touched = Set<String>()
        for rename in renames where FileSystem.exists(rename.from) {
            try FileSystem.rename(rename.from, to: rename.to)
            touched.insert(FileSystem.split(rename.to).0)
            try observer(.renamed(rename.to))
        }
        for path in removals where FileSystem.exists(path) {
            try FileSystem.remove(path)
            touched.insert(FileSystem.split(path).0)
            try observer(.removed(path))
        }
        for directory in directories {
            FileSystem.removeDirectoryIfEmpty(directory)
            touched.insert(FileSystem.split(directory).0)
        }
        for directory in touched.sorted() where FileSystem.isDirectory(directory) {
            try FileSystem.syncDirectory(directory)
        }
    }

    static func relative(_ path: String, to base: String) -> String {
        path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

/// The moments of a commit at which a test can simulate a crash (see ``LedgerStore/commitObserver``),
/// in the order they happen. Only test builds observe them (`TIMI_TEST_HOOKS`).
package enum CommitStep: Sendable {
    /// A new file's content is in its temporary file, not yet durable (the argument: the target path).
    case temporaryWritten(String)
    /// The previous versions of the files are kept in a new, still hidden, undo entry.
    case undoSaved
    /// Every temporary file (and the undo entry) is durable; the journal is next.
    case synced
    /// The journal is durable: from here on the change will happen.
    case journalWritten
    /// One target file (or the undo entry's folder) has been replaced (the argument: its path).
    case renamed(String)
    /// One file has been removed (the argument: its path).
    case removed(String)
    /// Every file is in place; the journal is still there.
    case beforeJournalRemoval
    /// The journal is gone: the change is complete (old undo entries are pruned next).
    case journalRemoved
}

#if TIMI_TEST_HOOKS
    extension CommitStep: Equatable, CustomStringConvertible {
        /// Every step's name, in commit order.
        package static let names = [
            "temporary-written", "undo-saved", "synced", "journal-written", "renamed", "removed",
            "before-journal-removal", "journal-removed",
        ]

        /// The step's name without its path: `renamed`.
        package var name: String {
            switch self {
            case .temporaryWritten: return "temporary-written"
            case .undoSaved: return "undo-saved"
            case .synced: return "synced"
            case .journalWritten: return "journal-written"
            case .renamed: return "renamed"
            case .removed: return "removed"
            case .beforeJournalRemoval: return "before-journal-removal"
            case .journalRemoved: return "journal-removed"
            }
        }

        /// The name, and the path when there is one: `renamed:/ledger/ledger.json`.
        package var description: String {
            switch self {
            case .temporaryWritten(let path), .renamed(let path), .removed(let path): return name + ":" + path
            default: return name
            }
        }
    }
#endif
