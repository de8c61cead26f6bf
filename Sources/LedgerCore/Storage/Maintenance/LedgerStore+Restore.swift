extension LedgerStore {
    /// Restores the ledger directory from `archive`, a backup written by ``backup(to:)``, after
    /// verifying it: every header's checksum, only files and folders with safe names, exactly the files
    /// of the manifest with their sizes and CRC-32s, and a ledger that `timi doctor` finds sound. It is
    /// unpacked into a new folder beside the ledger and renamed into place, so the ledger directory is
    /// the old one or the restored one, never a mix. Used by `timi restore`.
    /// - Parameters:
    ///   - archive: the backup file's path.
    ///   - replacing: whether a ledger already in the directory may be replaced; it is then moved aside
    ///     to `aside`, under its exclusive lock, and kept.
    /// - Throws: ``LedgerError/inputMissing(path:detail:)`` when the archive cannot be read,
    ///   ``LedgerError/corruptFile(path:detail:)`` when it is not a sound backup,
    ///   ``LedgerError/refused(_:)`` when the directory holds a ledger and `replacing` is false, else
    ///   ``LedgerError/io(path:detail:)``.
    package func restore(archive: String, replacing: Bool, aside: String) throws -> BackupSummary {
        var summary = BackupSummary()
        let files = try Self.verifiedFiles(of: try FileSystem.readInput(archive), source: archive)
        let occupied = try FileSystem.isDirectory(directory) && !(try FileSystem.list(directory).isEmpty)
        if occupied && !replacing {
            throw LedgerError.refused(
                Reason(
                    "{1} already holds a ledger; restore into another folder (--ledger DIR), or give --replace to "
                        + "keep the current one aside and put the backup in its place", directory))
        }
        let staging = FileSystem.temporaryName(besides: directory)
        try FileSystem.makeDirectory(staging)
        do {
            var written: [String] = []
            for (path, contents, modified) in files {
                let target = staging + "/" + path
                if let modified {
                    try FileSystem.makeDirectory(FileSystem.split(target).0)
                    try FileSystem.create(target, contents: Array(contents), limit: 0o600, durable: false)
                    try FileSystem.setModified(target, nanoseconds: modified)
                    written.append(target)
                    summary.files += 1
                    summary.bytes += Int64(contents.count)
                } else {
                    try FileSystem.makeDirectory(target)
                }
            }
            try FileSystem.syncFiles(written)
            let check = try LedgerStore(directory: staging).doctor(repair: false)
            if let finding = check.findings.first {
                throw LedgerError.corruptFile(
                    path: archive,
                    detail: Reason(
                        "the ledger in it is not sound: {1}: {2}",
                        [.verbatim(finding.path), finding.problemText]))
            }
            if occupied {
                try withLock(exclusive: true) {
                    // One atomic swap where the system has it; else two renames, with a moment between
                    // them when the directory is missing (both ledgers are kept whatever happens).
                    if try FileSystem.exchange(staging, directory) {
                        try FileSystem.rename(staging, to: aside)
                    } else {
                        try FileSystem.rename(directory, to: aside)
                        try FileSystem.rename(staging, to: directory)
                    }
                }
                summary.replacedLedger = aside
            } else {
                if try FileSystem.isDirectory(directory) { FileSystem.removeDirectoryIfEmpty(directory) }
                try FileSystem.rename(staging, to: directory)
            }
            try FileSystem.syncDirectory(FileSystem.split(directory).0)
        } catch {
            try? FileSystem.removeTree(staging)
            throw error
        }
        return summary
    }

    /// The ledger's files (with their modification times) and folders (without) in `archive`, paths
    /// relative to the ledger directory, after checking them against the manifest.
    private static func verifiedFiles(of archive: [UInt8], source: String) throws
        -> [(String, ArraySlice<UInt8>, Int64?)]
    {
        func fail(_ detail: Reason) -> LedgerError { .corruptFile(path: source, detail: detail) }
        let entries = try TarArchive.entries(of: archive, source: source)
        guard let manifestEntry = entries.first(where: { $0.path == backupManifest && !$0.isDirectory }),
            let manifest = String(validating: manifestEntry.contents, as: UTF8.self)
        else { throw fail(Reason("it is not a timi backup (there is no {1} in it)", backupManifest)) }
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "timi backup 1", lines.last == "" else {
            let first = PrintableText.escaping(lines.first ?? "")
            throw fail(Reason("its manifest is not one this timi reads ({1})", first))
        }
        lines = Array(lines.dropFirst().dropLast())
        var expected: [String: (crc: String, size: String, modified: Int64)] = [:]
        for line in lines {
            let fields = line.split(separator: " ", maxSplits: 3)
            guard fields.count == 4, let modified = Int64(fields[2]), expected[String(fields[3])] == nil
            else {
                throw fail(Reason("its manifest has a damaged line: {1}", PrintableText.escaping(line)))
            }
            expected[String(fields[3])] = (String(fields[0]), String(fields[1]), modified)
        }
        var files: [(String, ArraySlice<UInt8>, Int64?)] = []
        for entry in entries where entry.path != backupManifest {
            guard entry.path == backupFolder || entry.path.hasPrefix(backupFolder + "/") else {
                throw fail(Reason("{1} is outside {2}/", PrintableText.escaping(entry.path), backupFolder))
            }
            guard entry.path != backupFolder else { continue }
            let relative = String(entry.path.dropFirst(backupFolder.count + 1))
            if entry.isDirectory {
                files.append((relative, [], nil))
                continue
            }
            guard let (crc, size, modified) = expected.removeValue(forKey: relative) else {
                throw fail(Reason("{1} is not in its manifest", relative))
            }
            let actual = entry.contents.withUnsafeBufferPointer { CRC32.checksum($0) }
            guard size == String(entry.contents.count), crc == hex(actual) else {
                throw fail(Reason("{1} does not match its manifest (damaged)", relative))
            }
            files.append((relative, entry.contents, modified))
        }
        if let missing = expected.keys.sorted().first {
            throw fail(Reason("{1} is in its manifest but not in it", missing))
        }
        return files
    }
}
