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

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let language = context.style.language
        if list {
            Self.printList(
                try context.store.redoHistory(), nothing: language.text("Nothing to redo"), as: format,
                in: context)
            return
        }
        let entry = try context.store.redo(force: force)
        context.print(
            format == .json
                ? entry.jsonObject + "\n" : language.text("Redid {1}", entry.description(in: language)) + "\n"
        )
    }
}
