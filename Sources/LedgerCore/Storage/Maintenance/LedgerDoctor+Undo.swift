extension LedgerDoctor {
    /// Reads every undo entry, and every undone entry (which `timi redo` re-applies).
    mutating func checkUndoHistory() throws {
        for side in [UndoHistory.Side.done, .undone] {
            try checkEntries(side)
        }
    }

    private mutating func checkEntries(_ side: UndoHistory.Side) throws {
        let listing = try UndoHistory.Listing(ledger: directory, side)
        // The files the entries' records name; `nil` once a record cannot be read, whose files are unknown.
        var kept: Set<String>? = []
        for number in listing.numbers {
            var record = UndoHistory.record(of: number, ledger: directory, side)
            var isFolder = false
            var isRead = false
            do {
                let location = try UndoHistory.location(of: number, ledger: directory, side)
                (record, isFolder) = (location.record, location.folder != nil)
                let entry = try UndoHistory.entry(number, at: location)
                isRead = true
                if !isFolder { kept?.formUnion(entry.files.compactMap(\.saved)) }
                if let lost = try entry.files.first(where: {
                    try $0.saved.map { !(try FileSystem.exists(location.saved($0))) } ?? false
                }) {
                    throw LedgerError.corruptFile(
                        path: location.folder ?? record,
                        detail: Reason("the saved version of {1} is missing", lost.path))
                }
                if side == .done { report.undoEntries += 1 }
            } catch {
                report.cannotRepair(relative(record), problem(error), Self.advice(side, isFolder: isFolder))
                if !isRead { kept = nil }
            }
        }
        // A kept file no entry names (its record removed by hand): an old version of a ledger file that
        // nothing can put back, taking space. Not while a record is unreadable (damaged, of a newer
        // timi, or an I/O error): the file may be one it names, under another number.
        guard let kept else { return }
        for name in listing.keptFiles.sorted() where !kept.contains(name) {
            let path = UndoHistory.folder(directory, side) + "/" + name
            report.repairable(
                relative(path), "a file kept for no undo entry", "remove it", repairing: repairing)
            if repairing { try FileSystem.remove(path) }
        }
    }

    /// What to do about an entry that cannot be read: remove it, by the shape it is kept in.
    private static func advice(_ side: UndoHistory.Side, isFolder: Bool) -> Reason {
        switch (side, isFolder) {
        case (.done, true):
            return "timi undo stops at this change; remove the folder to undo the changes before it"
        case (.undone, true):
            return "timi redo stops at this change; remove the folder to redo the changes undone before it"
        case (.done, false):
            return Reason(
                "timi undo stops at this change; remove this file and those named after its number to "
                    + "undo the changes before it")
        case (.undone, false):
            return Reason(
                "timi redo stops at this change; remove this file and those named after its number to "
                    + "redo the changes undone before it")
        }
    }
}
