/// How many files and bytes a backup or a restore carried.
package struct BackupSummary: Equatable, Sendable {
    /// The files of the ledger directory, the manifest not counted.
    package var files = 0
    /// Their bytes.
    package var bytes: Int64 = 0
    /// Where the ledger that a restore replaced was moved, if it replaced one.
    package var replacedLedger: String?
}

extension LedgerStore {
    /// The folder inside a backup that holds the ledger directory's files.
    static let backupFolder = "timi-ledger"
    /// The manifest: `timi backup 1`, then one line per file: CRC-32 (8 hex digits), size, modification
    /// time (nanoseconds after the epoch: the month fingerprints need it back), path.
    static let backupManifest = "timi-backup.txt"

    /// Writes the whole ledger directory — books, bills, the id index, the undo history and the
    /// attachments; not the lock, the redo logs carried out or temporary files — to `sink` as a tar archive with a manifest of
    /// each file's size and CRC-32, under the shared lock so no change is half in it, after finishing a
    /// change a crash interrupted (its temporaries are not archived, so its log would be lost). Used by
    /// `timi backup` (through an ``OutputFile``, so the archive is whole or absent).
    /// - Throws: ``LedgerError/inputMissing(path:detail:)`` when there is no ledger, else
    ///   ``LedgerError/io(path:detail:)``.
    package func backup(to sink: ([UInt8]) throws -> Void) throws -> BackupSummary {
        guard try FileSystem.isDirectory(directory) else {
            throw LedgerError.inputMissing(path: directory, detail: "there is no ledger here to back up")
        }
        return try withSharedLock {
            var summary = BackupSummary()
            var manifest = "timi backup 1\n"
            let now = Timestamp.now.milliseconds / 1000
            // Left out of the ledger folder: the lock, and the redo logs a change leaves, carried out
            // (the files hold what they did; a timi from before they were kept would take one for a
            // torn log, or a log of a newer format, and refuse the backup).
            let logWaits = try RedoLog.isWaiting(in: directory)
            func leftOut(_ name: String) -> Bool {
                name == "lock" || (RedoLog.fileNames.contains(name) && !logWaits)
            }
            func add(_ relative: String) throws {
                let path = relative.isEmpty ? directory : directory + "/" + relative
                let inside = relative.isEmpty ? Self.backupFolder : Self.backupFolder + "/" + relative
                if try FileSystem.isDirectory(path) {
                    try sink(try TarArchive.header(path: inside, size: 0, isDirectory: true, modified: now))
                    for name in try FileSystem.list(path).sorted()
                    where !FileSystem.isTemporaryName(name) && !(relative.isEmpty && leftOut(name)) {
                        try add(relative.isEmpty ? name : relative + "/" + name)
                    }
                    return
                }
                guard FileSystem.isRegularFile(path), let contents = try FileSystem.read(path),
                    let fingerprint = try FileSystem.fingerprint(path)
                else {
                    throw LedgerError.io(
                        path: path, detail: "is not a regular file; a backup holds only files and folders")
                }
                try sink(
                    try TarArchive.header(
                        path: inside, size: contents.count, isDirectory: false, modified: now))
                try sink(contents)
                try sink(TarArchive.padding(after: contents.count))
                let crc = contents.withUnsafeBufferPointer { CRC32.checksum($0) }
                manifest +=
                    [Self.hex(crc), String(contents.count), String(fingerprint.modified), relative]
                    .joined(separator: " ") + "\n"
                summary.files += 1
                summary.bytes += Int64(contents.count)
            }
            try add("")
            let manifestBytes = Array(manifest.utf8)
            try sink(
                try TarArchive.header(
                    path: Self.backupManifest, size: manifestBytes.count, isDirectory: false, modified: now))
            try sink(manifestBytes + TarArchive.padding(after: manifestBytes.count) + TarArchive.end)
            return summary
        }
    }

    /// `value` as 8 lower-case hex digits.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
