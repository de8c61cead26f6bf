import LedgerCore

struct UndoCommand: HistoryCommand {
    static let help = CommandHelp(
        name: "undo",
        abstract: "Revert the last change (again and again, up to \(LedgerStore.undoDepth) changes back).",
        discussion: """
            Reverts the last change made by add, edit, delete, import, book, category or doctor: every file \
            it wrote or removed is put back, all or nothing. Run it again to revert the change before; the \
            last \(LedgerStore.undoDepth) changes are kept. 'timi redo' re-applies what undo reverted, until \
            a new change; --list shows that too.
            """,
        options: [list, force, format],
        examples: ["timi undo", "timi undo --list", "timi undo --list --json"])

    static let side = HistorySide.undo

    var list: Bool
    var force: Bool
}
