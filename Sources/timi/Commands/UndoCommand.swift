import LedgerCore

struct UndoCommand: Command {
    static let name = "undo"
    static let abstract =
        "Revert the last change (again and again, up to \(LedgerStore.undoDepth) changes back)."
    static let help = CommandHelp(
        usage: "timi undo [--list] [--force]",
        discussion: """
            Reverts the last change made by add, edit, delete, import, book, category or doctor: every file \
            it wrote or removed is put back, all or nothing. Run it again to revert the change before; the \
            last \(LedgerStore.undoDepth) changes are kept. An undo cannot itself be undone.
            """,
        options: [list, force, format],
        examples: ["timi undo", "timi undo --list", "timi undo --list --json"])

    static let list = OptionSpec(
        "--list", short: "-l",
        help: "Show the changes that can be undone, the next one first; change nothing.")
    static let force = OptionSpec(
        "--force", help: "Undo even if a file was edited by hand since the change (that edit is lost).")
    static let format = OptionSpec.format(
        [OutputFormat.text, .json],
        help: "text (default) or json: the change undone, or with --list the changes.")

    var list: Bool
    var force: Bool

    init(parsing arguments: inout ArgumentScanner) throws {
        list = arguments.flag(Self.list)
        force = arguments.flag(Self.force)
        if list && force { throw UsageError.conflict(Self.list, Self.force) }
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        if list {
            let entries = try context.store.undoHistory()
            if format == .json {
                context.print(JSONOutput.array(entries.map(\.jsonObject)))
            } else if entries.isEmpty {
                context.message(context.language.text("Nothing to undo"))
            } else {
                context.print(UndoEntry.table(entries, style: context.style, utcOffset: LocalTime.offset))
            }
            return
        }
        let entry = try context.store.undo(force: force)
        context.print(
            format == .json
                ? entry.jsonObject + "\n" : context.language.text("Undid {1}", entry.description) + "\n")
    }
}
