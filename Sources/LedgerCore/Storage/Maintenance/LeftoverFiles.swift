#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files and folders of timi's own that a command killed in the middle of a change
/// (SIGKILL, power loss) left behind: `.<name>.tmp-<pid>-<random>` (``FileSystem/temporaryName(besides:)``)
/// whose process is gone.
///
/// Every change removes them (``LedgerStore/write(_:)``, after finishing an interrupted change, whose
/// files they may be), so that they do not pile up until `timi doctor`. Only the folders timi writes
/// temporary files in are looked at — the ledger directory, each book's `bills/` folder, `ids/`,
/// `attachments/`, `undo/` and `undo/undone/` — a few directory listings; doctor looks everywhere. A book
/// folder left with nothing else in it goes too.
enum LeftoverFiles {
    /// Removes the leftovers; one that cannot be removed stays for doctor to report.
    /// - Parameter directory: the ledger directory, held under the exclusive lock.
    static func remove(in directory: String) {
        let bills = directory + "/bills"
        let books = (try? FileSystem.list(bills)) ?? []
        let folders =
            [
                directory, directory + "/" + IDIndex.directoryName, directory + "/attachments",
                directory + "/" + UndoHistory.folderName, UndoHistory.folder(directory, .undone),
            ] + books.filter { !FileSystem.isTemporaryName($0) }.map { bills + "/" + $0 }
        // A book folder is listed whole (a few hundred names at most), to see whether anything else is in it.
        let listed = folders.map { folder in
            (folder, (try? FileSystem.list(folder, onlyHidden: !folder.hasPrefix(bills + "/"))) ?? [])
        }
        for (folder, names) in [(bills, books)] + listed {
            var kept = names.count
            for name in names where isLeftover(name) {
                try? FileSystem.removeTree(folder + "/" + name)
                kept -= 1
            }
            // A book folder that holds nothing else was made by a killed command (e.g. an undo of a book's
            // deletion), killed after writing in it or before: it goes; timi makes a folder again when it
            // writes there.
            if kept == 0 && folder.hasPrefix(bills + "/") { FileSystem.removeDirectoryIfEmpty(folder) }
        }
    }

    /// Whether `name` is a temporary name whose process no longer runs.
    static func isLeftover(_ name: String) -> Bool {
        guard FileSystem.isTemporaryName(name), let marker = name.ranges(of: ".tmp-").last
        else { return false }
        guard let pid = name[marker.upperBound...].split(separator: "-").first.flatMap({ Int32($0) }),
            pid > 0, pid != getpid()
        else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }
}
