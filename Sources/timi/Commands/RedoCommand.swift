import LedgerCore

struct RedoCommand: HistoryCommand {
    static let help = CommandHelp(
        name: "redo",
        abstract: "Re-apply the change the last undo reverted (again and again, until a new change).",
        usage: "timi redo [--list] [--force]",
        discussion: """
            Re-applies the change that the last undo reverted: every file is put back as that undo found \
            it, all or nothing, and the change can be undone again. Run it again to re-apply the change \
            undone before that one. Any other change (add, edit, import…) ends what can be redone.
            """,
        options: [list, force, format],
        examples: ["timi redo", "timi redo --list", "timi undo --list"])

    static let optionHelp = (
        list: "Show the changes that can be redone, the next one first; change nothing.",
        force: "Redo even if a file was edited by hand since the undo (that edit is lost).",
        format: "text (default) or json: the change redone, or with --list the changes.")

    var list: Bool
    var force: Bool

    static func revertNewest(in store: LedgerStore, force: Bool) throws -> UndoEntry {
        try store.redo(force: force)
    }

    static func reverted(_ entry: UndoEntry, in language: Language) -> String {
        language.text("Redid {1}", entry.description(in: language))
    }

    static func printList(as format: OutputFormat, in context: Context) throws {
        printList(
            try context.store.redoHistory(), nothing: context.language.text("Nothing to redo"), as: format,
            in: context)
    }
}
