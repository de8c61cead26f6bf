import LedgerCore

struct UndoCommand: HistoryCommand {
    static let help = CommandHelp(
        name: "undo",
        abstract: "Revert the last change (again and again, up to \(LedgerStore.undoDepth) changes back).",
        usage: "timi undo [--list] [--force]",
        discussion: """
            Reverts the last change made by add, edit, delete, import, book, category or doctor: every file \
            it wrote or removed is put back, all or nothing. Run it again to revert the change before; the \
            last \(LedgerStore.undoDepth) changes are kept. 'timi redo' re-applies what undo reverted, until \
            a new change; --list shows that too.
            """,
        options: [list, force, format],
        examples: ["timi undo", "timi undo --list", "timi undo --list --json"])

    static let optionHelp = (
        list: "Show the changes that can be undone, the next one first, then those that can be redone; change nothing.",
        force: "Undo even if a file was edited by hand since the change (that edit is lost).",
        format: "text (default) or json: the change undone, or with --list the changes.")

    var list: Bool
    var force: Bool

    static func revertNewest(in store: LedgerStore, force: Bool) throws -> UndoEntry {
        try store.undo(force: force)
    }

    static func reverted(_ entry: UndoEntry, in language: Language) -> String {
        language.text("Undid {1}", entry.description(in: language))
    }

    /// The changes that can be undone and, in text, those that can be redone after them.
    static func printList(as format: OutputFormat, in context: Context) throws {
        let entries = try context.store.undoHistory()
        printList(entries, nothing: context.language.text("Nothing to undo"), as: format, in: context)
        let undone = format == .json ? [] : try context.store.redoHistory()
        if !undone.isEmpty {
            context.print(
                (entries.isEmpty ? "" : "\n")
                    + context.language.text("Can be redone with 'timi redo', the next first:")
                    + "\n" + UndoEntry.table(undone, style: context.style, utcOffset: LocalTime.offset))
        }
    }
}
