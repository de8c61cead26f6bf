extension LedgerDoctor {
    /// Reads every undo entry, and every undone entry (which `timi redo` re-applies).
    mutating func checkUndoHistory() throws {
        for side in [UndoHistory.Side.done, .undone] {
            try checkEntries(side)
        }
    }

    private mutating func checkEntries(_ side: UndoHistory.Side) throws {
        for number in try UndoHistory.numbers(ledger: directory, side) {
            let folder = UndoHistory.folder(of: number, ledger: directory, side)
            do {
                let entry = try UndoHistory.entry(number, ledger: directory, side)
                if let lost = try entry.files.first(where: {
                    try $0.saved.map { !(try FileSystem.exists(folder + "/" + $0)) } ?? false
                }) {
                    throw LedgerError.corruptFile(
                        path: folder, detail: Reason("the saved version of {1} is missing", lost.path))
                }
                if side == .done { report.undoEntries += 1 }
            } catch {
                report.cannotRepair(
                    relative(folder + "/" + UndoHistory.entryFileName), problem(error),
                    side == .done
                        ? "timi undo stops at this change; remove the folder to undo the changes before it"
                        : "timi redo stops at this change; remove the folder to redo the changes undone before it"
                )
            }
        }
    }
}
