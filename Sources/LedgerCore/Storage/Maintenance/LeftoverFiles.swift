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
///
/// `ids/` holds thousands of shards, and `undo/` every file the last 30 changes keep (hundreds or
/// thousands, for 30 changes after one across many years): their listings cost more than the rest,
/// so they are listed only when a command may have left something there. Every commit runs inside
/// ``markingTemporaryFiles(in:of:_:)``, whose marker in the ledger directory outlives any temporary
/// file it writes in them, so a killed commit's are always found beside a leftover of the ledger
/// directory.
enum LeftoverFiles {
    /// Removes the leftovers; one that cannot be removed stays for doctor to report.
    /// - Parameter directory: the ledger directory, held under the exclusive lock.
    static func remove(in directory: String) {
        let bills = directory + "/bills"
        let books = (try? FileSystem.list(bills)) ?? []
        let top = try? FileSystem.list(directory, onlyHidden: true)
        // A ledger directory that cannot be listed is taken to hold a marker.
        let marked = top.map { $0.contains(where: isLeftover) } ?? true
        let standingFor = marked ? markedFolders(of: directory) : []
        let folders =
            standingFor + [directory + "/attachments"]
            + books.filter { !FileSystem.isTemporaryName($0) }.map { bills + "/" + $0 }
        // Leftovers have hidden names: no string is made for the others (a book folder holds hundreds).
        let listed = folders.map { folder in (folder, try? FileSystem.list(folder, onlyHidden: true)) }
        // The ledger directory last: its markers go only once every file they stand for is gone.
        var allGone = true
        for (folder, names) in [(bills, books)] + listed + [(directory, top)] {
            let isMarked = standingFor.contains(folder)
            if folder == directory && !allGone { break }
            if names == nil && isMarked { allGone = false }
            for name in names ?? [] where isLeftover(name) {
                do { try FileSystem.removeTree(folder + "/" + name) } catch { allGone = allGone && !isMarked }
            }
            // A book folder that holds nothing else was made by a killed command (e.g. an undo of a book's
            // deletion), killed after writing in it or before: it goes (`rmdir` leaves any other); timi
            // makes a folder again when it writes there.
            if folder.hasPrefix(bills + "/") { FileSystem.removeDirectoryIfEmpty(folder) }
        }
    }

    /// The folders listed only beside a marker: `ids/`, `undo/` and `undo/undone/`.
    private static func markedFolders(of directory: String) -> [String] {
        [
            directory + "/" + IDIndex.directoryName, UndoHistory.folder(directory),
            UndoHistory.folder(directory, .undone),
        ]
    }

    /// Runs `body`, which commits `commit`, with a marker in the ledger `directory`
    /// (`.commit.tmp-<pid>-<random>`, empty) from before it may write a temporary file in `ids/` or
    /// the undo history until none of them is left: a command killed in between leaves the marker,
    /// which tells the next change to list those folders (``remove(in:)``).
    /// - Throws: ``LedgerError/io(path:detail:)`` when the marker cannot be made (nothing is written
    ///   then); what `body` throws.
    static func markingTemporaryFiles<T>(
        in directory: String, of commit: Commit, _ body: () throws -> T
    ) throws -> T {
        let marker = try makeMarker(in: directory)
        let result: T
        do {
            result = try body()
        } catch {
            // An abandoned commit removes its temporary files, and a redo log in place renames them all
            // when the next command carries it out; one left otherwise keeps the marker.
            let own = ".tmp-" + String(getpid()) + "-"
            func holdsNoneOfItsOwn(_ folder: String) -> Bool {
                let names = try? FileSystem.list(folder, onlyHidden: true)
                return names?.contains(where: { $0.contains(own) }) == false
            }
            let waits = (try? RedoLog.isWaiting(in: directory)) == true
            if waits || markedFolders(of: directory).allSatisfy(holdsNoneOfItsOwn) {
                try? FileSystem.remove(marker)
            }
            throw error
        }
        // A pruned entry that could not be removed keeps it; one that cannot be removed stays, to be
        // removed by the next change (which lists the folders then).
        if !commit.leftTemporaryFiles { try? FileSystem.remove(marker) }
        return result
    }

    /// Makes a marker in the ledger `directory`, `.commit.tmp-<pid>-<random>`, empty and never flushed:
    /// it matters only until this process ends.
    /// - Returns: its path.
    /// - Throws: ``LedgerError/io(path:detail:)`` when it cannot be made.
    static func makeMarker(in directory: String) throws -> String {
        let marker = FileSystem.temporaryName(besides: directory + "/commit")
        let fd = open(marker, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw FileSystem.failure(marker) }
        close(fd)
        return marker
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
