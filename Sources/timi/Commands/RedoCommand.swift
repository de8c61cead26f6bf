import LedgerCore

struct RedoCommand: HistoryCommand {
    static let help = CommandHelp(
        name: "redo",
        abstract: "Re-apply the change the last undo reverted (again and again, until a new change).",
        discussion: """
            Re-applies the change that the last undo reverted: every file is put back as that undo found \
            it, all or nothing, and the change can be undone again. Run it again to re-apply the change \
            undone before that one. Any other change (add, edit, import…) ends what can be redone.
            """,
        options: [list, force, format],
        examples: ["timi redo", "timi redo --list", "timi undo --list"])

    static let side = HistorySide.redo

    var list: Bool
    var force: Bool
}
