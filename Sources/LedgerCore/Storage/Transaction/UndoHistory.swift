/// One change that ``LedgerStore/undo(force:)`` can revert.
package struct UndoEntry: Equatable, Sendable {
    /// Its place in the history: each change gets the next number; the newest is undone first.
    package var number: Int
    /// What the change did, in a few words (``Ledger/changeDescription``).
    package var description: String
    /// When the change was made.
    package var time: Timestamp
    /// The files the change wrote or removed.
    var files: [File]
    /// What the change did, as data, told in any language; `nil` in entries written before it was
    /// kept (their ``description`` is read back instead: ``ChangeDescription``) and for a change a
    /// command named by its text alone.
    package var change: ChangeRecord? = nil

    /// A file the change wrote or removed.
    struct File: Equatable {
        /// Relative to the ledger directory.
        var path: String
        /// The name of the file as it was before, beside the entry's record (in an entry kept as a
        /// folder, in that folder); `nil` when there was none.
        var saved: String?
        /// The file as the change left it; `nil` when the change removed it.
        var after: FileFingerprint?
    }

    /// The files the change wrote or removed, relative to the ledger directory.
    package var paths: [String] { files.map(\.path) }
}

/// The undo history: `undo/<number>.json`, one per change, at most ``depth`` of them; and the undone
/// entries, `undo/undone/<number>.json`, the changes `undo` reverted that `timi redo` re-applies (not
/// to be confused with the redo log, `journal.json`, which commits one change: see ``RedoLog``).
///
/// An entry's `<number>.json` says what the change was, when, which files it wrote or removed and what
/// they looked like afterwards; beside it, named `<number>.0`, `<number>.1`, …, are those files as they
/// were before the change: hard links, so keeping them copies no bytes. Each is made under a hidden name
/// before the change's redo log is written, and the redo log renames them into place, `<number>.json`
/// after the files it keeps: the entry exists exactly when the change happened. Entries kept flat need
/// no folder of their own to be flushed; an entry made before abb169f is a folder, `undo/<number>/`,
/// holding `change.json` and `0`, `1`, …, and is read, undone and pruned as it was.
enum UndoHistory {
    static let folderName = "undo"
    /// The name of the record in an entry kept as a folder (before abb169f).
    static let entryFileName = "change.json"
    /// What follows the number in the name of an entry's record: `12.json`.
    static let recordSuffix = ".json"
    static let format = 1
    /// How many changes can be undone; older entries are removed.
    static let depth = 30

    static let undoneFolderName = "undone"

    /// Which of the two histories an entry is in.
    enum Side: Sendable {
        /// The changes made, which `undo` reverts newest first: `undo/<number>.json`.
        case done
        /// The changes `undo` reverted, which `redo` re-applies newest first: `undo/undone/<number>.json`.
        /// Every new change removes them.
        case undone
    }

    static func folder(_ ledger: String, _ side: Side = .done) -> String {
        switch side {
        case .done: return ledger + "/" + folderName
        case .undone: return ledger + "/" + folderName + "/" + undoneFolderName
        }
    }

    /// The folder of entry `number` when it is kept as one (made before abb169f).
    static func folder(of number: Int, ledger: String, _ side: Side = .done) -> String {
        folder(ledger, side) + "/" + String(number)
    }

    /// The record of entry `number` when it is kept flat.
    static func record(of number: Int, ledger: String, _ side: Side = .done) -> String {
        folder(ledger, side) + "/" + String(number) + recordSuffix
    }

    /// The numbers of the entries, oldest first: flat records (`12.json`) and folders (`12`).
    static func numbers(ledger: String, _ side: Side = .done) throws -> [Int] {
        try Listing(ledger: ledger, side).numbers
    }

    /// The names in one side's folder, listed once for a change: its number, the entries it prunes and
    /// the files each keeps all come from it. The folder holds every file the entries keep, beside
    /// their records (hundreds or thousands after a change across many years), so each listing costs.
    struct Listing {
        let names: [String]

        init(ledger: String, _ side: Side = .done) throws {
            names = try FileSystem.list(folder(ledger, side))
        }

        /// The numbers of the entries, oldest first.
        var numbers: [Int] { Set(names.compactMap(UndoHistory.number(named:))).sorted() }

        /// A number above every entry there is, and free: no record, folder or file named after it (a
        /// file kept for no entry, left by hand), so that nothing is ever renamed onto what is there.
        var nextNumber: Int {
            let taken = Set(names.compactMap { name in Int(name.prefix { $0 != "." }) })
            var number = (names.compactMap(UndoHistory.number(named:)).max() ?? 0) + 1
            while taken.contains(number) { number += 1 }
            return number
        }

        /// The names of the files named after entry `number`: `<number>.0`, `<number>.1`, …
        func kept(by number: Int) -> [String] {
            let prefix = String(number) + "."
            return names.filter { $0.hasPrefix(prefix) && Listing.isKeptFile($0) }
        }

        /// The names of every file named as one an entry keeps, `<number>.<index>`, whatever entry.
        var keptFiles: [String] { names.filter(Listing.isKeptFile) }

        private static func isKeptFile(_ name: String) -> Bool {
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count == 2
                && parts.allSatisfy { part in Int(part).map { $0 >= 0 && String($0) == part } == true }
        }
    }

    /// The number of the entry named `name` (its record or its folder), if it is one.
    private static func number(named name: String) -> Int? {
        let digits = name.hasSuffix(recordSuffix) ? String(name.dropLast(recordSuffix.count)) : name
        return Int(digits).flatMap { $0 > 0 && String($0) == digits ? $0 : nil }
    }

    /// Where an entry keeps its files.
    struct Location {
        /// Its record: `<number>.json`, or `change.json` in its folder.
        var record: String
        /// The folder its saved files are named in.
        var savedFolder: String
        /// Its own folder, for an entry kept as one (before abb169f); `nil` when flat.
        var folder: String?

        /// The path of the saved file `name` (``UndoEntry/File/saved``).
        func saved(_ name: String) -> String { savedFolder + "/" + name }
    }

    /// Where entry `number` is: flat when its record is there, else in its folder.
    static func location(of number: Int, ledger: String, _ side: Side = .done) throws -> Location {
        let record = record(of: number, ledger: ledger, side)
        if try FileSystem.exists(record) {
            return Location(record: record, savedFolder: folder(ledger, side))
        }
        let own = folder(of: number, ledger: ledger, side)
        return Location(record: own + "/" + entryFileName, savedFolder: own, folder: own)
    }

    /// The paths that make up entry `number`: its record and the files it keeps when flat (the record
    /// first; the files named in it, wherever ``place(_:at:ledger:_:)`` put the record, and any other
    /// named after its number, so that a damaged record's go too), its folder otherwise.
    /// - Parameter listing: the side's folder, listed since its last change.
    static func paths(of number: Int, in listing: Listing, ledger: String, _ side: Side = .done) throws
        -> [String]
    {
        let location = try location(of: number, ledger: ledger, side)
        if let folder = location.folder { return [folder] }
        var names = Set(listing.kept(by: number))
        if let entry = try? entry(number, at: location) {
            for name in entry.files.compactMap(\.saved) where try FileSystem.exists(location.saved(name)) {
                names.insert(name)
            }
        }
        return [location.record] + names.sorted().map(location.saved)
    }

    /// The entries, newest first.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` for an entry that cannot be read.
    static func entries(ledger: String, _ side: Side = .done) throws -> [UndoEntry] {
        try numbers(ledger: ledger, side).reversed().map {
            try entry($0, at: location(of: $0, ledger: ledger, side))
        }
    }

    /// Keeps the current versions of `files` in a new entry under hidden names. Nothing of it is
    /// durable yet: the caller flushes its record and the names in its side's folder with the change's
    /// other new files, before the redo log.
    /// - Parameter files: absolute paths with their fingerprints after the change; when a path comes
    ///   more than once, the last one counts.
    /// - Returns: the renames that put the entry in place, for the redo log: the saved files' first
    ///   (no check: links to files already durable), the record's last, with the size and hash by
    ///   which the redo log knows it whole.
    static func save(
        _ files: [(path: String, after: FileFingerprint?)], description: String, change: ChangeRecord?,
        time: Timestamp, ledger: String, in side: Side = .done, listing: Listing
    ) throws -> [RedoLog.Rename] {
        let sideFolder = folder(ledger, side)
        try FileSystem.makeDirectory(sideFolder, mode: 0o700)
        let number = listing.nextNumber
        var after: [String: FileFingerprint?] = [:]
        var order: [String] = []
        for file in files {
            if after[file.path] == nil { order.append(file.path) }
            after[file.path] = .some(file.after)
        }
        var renames: [RedoLog.Rename] = []
        do {
            var saved: [UndoEntry.File] = []
            for (index, path) in order.enumerated() {
                // A name that is not there (a file the change makes) is no link: nothing to resolve.
                let present = try FileSystem.exists(path)
                let source = present ? FileSystem.resolvingSymlinks(path) : path
                let name =
                    try present && FileSystem.exists(source) ? String(number) + "." + String(index) : nil
                if let name {
                    let target = sideFolder + "/" + name
                    let temp = FileSystem.temporaryName(besides: target)
                    try FileSystem.linkOrCopy(source, to: temp)
                    renames.append(.init(from: temp, to: target))
                }
                saved.append(
                    .init(path: FileSystem.relative(path, to: ledger), saved: name, after: after[path] ?? nil)
                )
            }
            let entry = UndoEntry(
                number: number, description: description, time: time, files: saved, change: change)
            let bytes = encode(entry)
            let record = record(of: number, ledger: ledger, side)
            let temp = FileSystem.temporaryName(besides: record)
            try FileSystem.create(temp, contents: bytes, limit: 0o600, durable: false)
            renames.append(.init(from: temp, to: record, check: RedoLog.Check(of: bytes)))
            return renames
        } catch {
            for rename in renames { try? FileSystem.remove(rename.from) }
            throw error
        }
    }

    /// Renames `temp`, the record of a new entry (or its hidden folder, in a redo log written before
    /// abb169f), to `target` for the redo log, or to the next free number when something already
    /// holds `target` (a leftover of an interrupted change): the change's files matter more than its
    /// entry's number, and a rename onto a full folder would fail every command from then on (onto a
    /// record, it would lose that entry).
    /// - Returns: where the entry's record or folder is.
    static func place(_ temp: String, at target: String, ledger: String, _ side: Side = .done) throws
        -> String
    {
        var free = target
        let number = String(FileSystem.split(target).1.prefix { $0 != "." })
        let sideFolder = folder(ledger, side)
        // A record is not placed beside a folder of its number, nor a folder beside a record.
        if try FileSystem.exists(sideFolder + "/" + number)
            || FileSystem.exists(sideFolder + "/" + number + recordSuffix)
        {
            let number = try Listing(ledger: ledger, side).nextNumber
            free =
                target.hasSuffix(recordSuffix)
                ? record(of: number, ledger: ledger, side) : folder(of: number, ledger: ledger, side)
        }
        try FileSystem.rename(temp, to: free)
        return free
    }

    /// Whether `path` is an entry's record or folder (not a file it keeps).
    static func isEntry(_ path: String) -> Bool { number(named: FileSystem.split(path).1) != nil }

    static func encode(_ entry: UndoEntry) -> [UInt8] {
        let files = entry.files.map { file in
            var fields: [(String, String)] = []
            if let after = file.after {
                fields += [("afterModified", String(after.modified)), ("afterSize", String(after.size))]
            }
            fields.append(("path", JSONText.quoted(file.path)))
            if let saved = file.saved { fields.append(("saved", JSONText.quoted(saved))) }
            return JSONText.object(fields)
        }
        let change = entry.change.map { [("change", ChangeRecord.json($0))] } ?? []
        let text = JSONText.object(
            change + [
                ("description", JSONText.quoted(entry.description)), ("files", JSONText.lines(files)),
                ("format", String(format)), ("time", JSONText.quoted(entry.time.description)),
            ])
        return Array((text + "\n").utf8)
    }

    /// Reads entry `number`, whose record is at `location` (``location(of:ledger:_:)``).
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` or ``LedgerError/newerFormat(path:found:supported:)``.
    static func entry(_ number: Int, at location: Location) throws -> UndoEntry {
        let path = location.record
        guard let bytes = try FileSystem.read(path) else {
            throw LedgerError.corruptFile(path: path, detail: "the file is missing")
        }
        return try decode(bytes, number: number, path: path)
    }

    /// Reads the record of entry `number`.
    static func decode(_ bytes: [UInt8], number: Int, path: String) throws -> UndoEntry {
        try StorageDecoding.decode(bytes, path: path, supportedFormat: format) { reader in
            var format: Int?
            var description: String?
            var time: Timestamp?
            var files: [UndoEntry.File] = []
            var change: ChangeRecord?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "change": change = try ChangeRecord.read(&reader)
                case "format": format = try reader.readSmallInt()
                case "description": description = try reader.readString()
                case "time":
                    guard let value = Timestamp(iso: try reader.readString()) else {
                        throw reader.failure("not a timestamp")
                    }
                    time = value
                case "files":
                    try reader.beginArray()
                    while try reader.nextElement() { files.append(try readFile(&reader)) }
                default: try reader.skipValue()
                }
            }
            guard let format, let description, let time else {
                throw reader.failure("'format', 'description' and 'time' are needed")
            }
            return (
                format,
                UndoEntry(number: number, description: description, time: time, files: files, change: change)
            )
        }
    }

    private static func readFile(_ reader: inout JSONReader) throws -> UndoEntry.File {
        let start = reader.offset
        var path: String?
        var saved: String?
        var size: Int64?
        var modified: Int64?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "path": path = try reader.readString()
            case "saved": saved = try reader.readString()
            case "afterSize": size = try reader.readInt()
            case "afterModified": modified = try reader.readInt()
            default: try reader.skipValue()
            }
        }
        // Only paths inside the ledger and names inside the entry: undo writes nowhere else.
        let parts = path?.split(separator: "/", omittingEmptySubsequences: false) ?? []
        guard let path, !path.hasPrefix("/"),
            !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
            saved.map({ !$0.isEmpty && !$0.contains("/") && !$0.hasPrefix(".") }) ?? true
        else { throw JSONReader.Failure(message: "not a file of the ledger", offset: start) }
        let after = size.flatMap { size in modified.map { FileFingerprint(size: size, modified: $0) } }
        return UndoEntry.File(path: path, saved: saved, after: after)
    }
}
