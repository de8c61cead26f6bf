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
        /// The name, in the entry's folder, of the file as it was before; `nil` when there was none.
        var saved: String?
        /// The file as the change left it; `nil` when the change removed it.
        var after: FileFingerprint?
    }

    /// The files the change wrote or removed, relative to the ledger directory.
    package var paths: [String] { files.map(\.path) }
}

/// The undo history: `undo/<number>/`, one folder per change, at most ``depth`` of them; and the
/// undone entries, `undo/undone/<number>/`, the changes `undo` reverted that `timi redo` re-applies
/// (not to be confused with the redo log, `journal.json`, which commits one change: see ``RedoLog``).
///
/// A folder holds `change.json` (what the change was, when, which files it wrote or removed and what
/// they looked like afterwards) and, named `0`, `1`, …, those files as they were before the change:
/// hard links, so keeping them copies no bytes. The folder is made under a hidden name before the
/// change's redo log is written, and the redo log renames it into place: it exists exactly when the
/// change happened.
enum UndoHistory {
    static let folderName = "undo"
    static let entryFileName = "change.json"
    static let format = 1
    /// How many changes can be undone; older entries are removed.
    static let depth = 30

    static let undoneFolderName = "undone"

    /// Which of the two histories an entry is in.
    enum Side: Sendable {
        /// The changes made, which `undo` reverts newest first: `undo/<number>/`.
        case done
        /// The changes `undo` reverted, which `redo` re-applies newest first: `undo/undone/<number>/`.
        /// Every new change removes them.
        case undone
    }

    static func folder(_ ledger: String, _ side: Side = .done) -> String {
        switch side {
        case .done: return ledger + "/" + folderName
        case .undone: return ledger + "/" + folderName + "/" + undoneFolderName
        }
    }

    static func folder(of number: Int, ledger: String, _ side: Side = .done) -> String {
        folder(ledger, side) + "/" + String(number)
    }

    /// The numbers of the entries, oldest first.
    static func numbers(ledger: String, _ side: Side = .done) throws -> [Int] {
        try FileSystem.list(folder(ledger, side)).compactMap { name in
            Int(name).flatMap { $0 > 0 && String($0) == name ? $0 : nil }
        }.sorted()
    }

    /// The entries, newest first.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` for an entry that cannot be read.
    static func entries(ledger: String, _ side: Side = .done) throws -> [UndoEntry] {
        try numbers(ledger: ledger, side).reversed().map { try entry($0, ledger: ledger, side) }
    }

    /// Keeps the current versions of `files` in a new entry under a hidden name. Nothing of it is
    /// durable yet: the caller syncs the folder and its `change.json` (``entryFileName``) with the
    /// change's other new files, before the redo log.
    /// - Parameter files: absolute paths with their fingerprints after the change; when a path comes
    ///   more than once, the last one counts.
    /// - Returns: the hidden folder, the path the redo log must rename it to, and the size and hash of
    ///   its `change.json`, by which the redo log knows it whole.
    static func save(
        _ files: [(path: String, after: FileFingerprint?)], description: String, change: ChangeRecord?,
        time: Timestamp, ledger: String, in side: Side = .done
    ) throws -> (String, String, RedoLog.Check) {
        try FileSystem.makeDirectory(folder(ledger, side), mode: 0o700)
        let number = try nextNumber(ledger: ledger, side)
        let entryFolder = folder(of: number, ledger: ledger, side)
        let temp = FileSystem.temporaryName(besides: entryFolder)
        try FileSystem.makeDirectory(temp, mode: 0o700, durable: false)
        var after: [String: FileFingerprint?] = [:]
        var order: [String] = []
        for file in files {
            if after[file.path] == nil { order.append(file.path) }
            after[file.path] = .some(file.after)
        }
        var saved: [UndoEntry.File] = []
        for (index, path) in order.enumerated() {
            // A name that is not there (a file the change makes) is no link: nothing to resolve.
            let present = try FileSystem.exists(path)
            let source = present ? FileSystem.resolvingSymlinks(path) : path
            let name = try present && FileSystem.exists(source) ? String(index) : nil
            if let name { try FileSystem.linkOrCopy(source, to: temp + "/" + name) }
            saved.append(
                .init(path: FileSystem.relative(path, to: ledger), saved: name, after: after[path] ?? nil))
        }
        let entry = UndoEntry(
            number: number, description: description, time: time, files: saved, change: change)
        let bytes = encode(entry)
        try FileSystem.create(temp + "/" + entryFileName, contents: bytes, limit: 0o600, durable: false)
        return (temp, entryFolder, RedoLog.Check(of: bytes))
    }

    /// A number above every entry there is, and whose folder is free: a folder an interrupted change
    /// left under that number is never renamed onto.
    static func nextNumber(ledger: String, _ side: Side = .done) throws -> Int {
        var number = (try numbers(ledger: ledger, side).last ?? 0) + 1
        while try FileSystem.exists(folder(of: number, ledger: ledger, side)) { number += 1 }
        return number
    }

    /// Renames the hidden folder `temp` of a new entry to `target` (for the redo log), or to the next
    /// free number when something already holds `target` (a leftover of an interrupted change): the
    /// change's files matter more than its entry's number, and a rename onto a full folder would fail
    /// every command from then on.
    /// - Returns: the entry's folder.
    static func place(_ temp: String, at target: String, ledger: String, _ side: Side = .done) throws
        -> String
    {
        let free =
            try FileSystem.exists(target)
            ? folder(of: try nextNumber(ledger: ledger, side), ledger: ledger, side) : target
        try FileSystem.rename(temp, to: free)
        return free
    }

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

    /// Reads entry `number`.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` or ``LedgerError/newerFormat(path:found:supported:)``.
    static func entry(_ number: Int, ledger: String, _ side: Side = .done) throws -> UndoEntry {
        let path = folder(of: number, ledger: ledger, side) + "/" + entryFileName
        guard let bytes = try FileSystem.read(path) else {
            throw LedgerError.corruptFile(path: path, detail: "the file is missing")
        }
        return try decode(bytes, number: number, path: path)
    }

    /// Reads the `change.json` of entry `number`.
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
