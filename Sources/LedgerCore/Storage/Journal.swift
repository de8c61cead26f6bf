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
        for path in removals {
            try FileSystem.remove(path)
            touched.insert(FileSystem.split(path).0)
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

/// The moments of a commit at which a test can simulate a crash (see ``LedgerStore/commitObserver``).
public enum CommitStep: Equatable, Sendable, CustomStringConvertible {
    /// A new file's content is in its temporary file, not yet fsynced: all of them are made durable
    /// together just before the journal is written (the argument: the target path).
    case temporaryWritten(String)
    /// The journal is durable: from here on the change will happen.
    case journalWritten
    /// One target file has been replaced (the argument: its path).
    case renamed(String)
    /// Every file is in place; the journal is still there.
    case beforeJournalRemoval

    public var description: String {
        switch self {
        case .temporaryWritten(let path): return "temporary-written:\(path)"
        case .journalWritten: return "journal-written"
        case .renamed(let path): return "renamed:\(path)"
        case .beforeJournalRemoval: return "before-journal-removal"
        }
    }
}

/// Gathers the files of one change and commits them all or nothing.
///
/// ``stage(_:at:)`` writes each new file beside its target; ``commit()`` makes the directory
/// entries durable, writes the journal (the commit point), applies it and removes it. If anything
/// fails before the journal exists, ``abandon()`` removes the temporary files and nothing changed.
final class Commit {
    private let directory: String
    private let observer: (CommitStep) throws -> Void
    private var journal = Journal()
    /// Directories made for the change, parents first; an abandoned change removes them again.
    private var createdDirectories: [String] = []
    /// Set once the journal exists: from then on the change must not be abandoned.
    private var journalWritten = false

    init(directory: String, observer: @escaping (CommitStep) throws -> Void) {
        self.directory = directory
        self.observer = observer
    }

    var isEmpty: Bool { journal.isEmpty }

    /// Writes `contents` to a temporary file that the commit will rename onto `path`.
    /// - Returns: the fingerprint the file will have once in place.
    @discardableResult
    func stage(_ contents: [UInt8], at path: String) throws -> FileFingerprint {
        var missing: [String] = []
        var folder = FileSystem.split(path).0
        while !FileSystem.exists(folder), folder != "/", folder != "." {
            missing.insert(folder, at: 0)
            folder = FileSystem.split(folder).0
        }
        try FileSystem.makeDirectory(FileSystem.split(path).0, mode: 0o755)
        createdDirectories += missing
        let (temp, fingerprint) = try FileSystem.writeTemporary(besides: path, contents: contents, durable: false)
        journal.renames.append(.init(from: temp, to: FileSystem.resolvingSymlinks(path)))
        try observer(.temporaryWritten(path))
        return fingerprint
    }

    /// Removes `path` as part of the change.
    func remove(_ path: String) { journal.removals.append(path) }

    /// Removes the directory `path` after the change, if it is empty then.
    func removeDirectory(_ path: String) { journal.directories.append(path) }

    /// Makes the change durable and visible, all of it.
    func commit() throws {
        guard !journal.isEmpty else { return }
        try FileSystem.syncFiles(journal.renames.map(\.from))
        let journalPath = directory + "/" + Journal.fileName
        let (temp, _) = try FileSystem.writeTemporary(
            besides: journalPath, contents: journal.encoded(relativeTo: directory))
        do {
            try FileSystem.rename(temp, to: journalPath)
        } catch {
            try? FileSystem.remove(temp)
            throw error
        }
        journalWritten = true
        try FileSystem.syncDirectory(directory)
        try observer(.journalWritten)
        try journal.apply(observer: observer)
        try observer(.beforeJournalRemoval)
        // No fsync after this: a journal that comes back after a crash is carried out again, which
        // changes nothing (every rename's source is gone, every removal done).
        try FileSystem.remove(journalPath)
    }

    /// Removes the temporary files of a change that will not be committed.
    func abandon() {
        guard !journalWritten else { return }
        for rename in journal.renames { try? FileSystem.remove(rename.from) }
        for directory in createdDirectories.reversed() { FileSystem.removeDirectoryIfEmpty(directory) }
        journal = Journal()
    }

    /// Finishes a change that a crashed command committed but did not complete.
    static func recover(in directory: String) throws {
        let journalPath = directory + "/" + Journal.fileName
        guard let bytes = try FileSystem.read(journalPath) else { return }
        let journal = try Journal(decoding: bytes, path: journalPath, base: directory)
        try journal.apply(observer: { _ in })
        try FileSystem.remove(journalPath)
        try FileSystem.syncDirectory(directory)
    }
}
