import LedgerCore

/// `undo` and `redo`: each puts back the newest change of its side of the undo history (with
/// `--force` even over a hand edit), or with `--list` shows that side, the next first.
protocol HistoryCommand: Command {
    /// The side of the history the command works on.
    static var side: HistorySide { get }

    /// `--list`.
    var list: Bool { get }
    /// `--force`.
    var force: Bool { get }

    init(list: Bool, force: Bool)
}

extension HistoryCommand {
    /// `--list`: the side's entries, changing nothing.
    static var list: OptionSpec { OptionSpec("--list", short: "-l", help: side.optionHelp.list) }
    /// `--force`: even over a hand edit.
    static var force: OptionSpec { OptionSpec("--force", help: side.optionHelp.force) }
    /// `--format text|json`.
    static var format: OptionSpec {
        OptionSpec.format([OutputFormat.text, .json], help: side.optionHelp.format)
    }

    init(parsing arguments: inout ArgumentScanner) throws {
        let list = arguments.flag(Self.list)
        let force = arguments.flag(Self.force)
        if list && force { throw UsageError.conflict(Self.list, Self.force) }
        self.init(list: list, force: force)
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        if list { return try Self.side.printList(as: format, in: context) }
        let entry = try Self.side.revertNewest(in: context.store, force: force)
        let text = format == .json ? entry.jsonObject : Self.side.reverted(entry, in: context.language)
        context.print(text + "\n")
    }
}

/// The two sides of the undo history: what `undo` and `redo` each put back, say and list.
enum HistorySide {
    /// The changes made, newest first.
    case undo
    /// The changes undo reverted, until a new change.
    case redo

    /// The help of `--list`, `--force` and `--format`, in the side's words.
    var optionHelp: (list: String, force: String, format: String) {
        switch self {
        case .undo:
            (
                list:
                    "Show the changes that can be undone, the next one first, then those that can be redone;"
                    + " change nothing.",
                force: "Undo even if a file was edited by hand since the change (that edit is lost).",
                format: "text (default) or json: the change undone, or with --list the changes."
            )
        case .redo:
            (
                list: "Show the changes that can be redone, the next one first; change nothing.",
                force: "Redo even if a file was edited by hand since the undo (that edit is lost).",
                format: "text (default) or json: the change redone, or with --list the changes."
            )
        }
    }

    /// Puts back the newest change of the side.
    func revertNewest(in store: LedgerStore, force: Bool) throws -> UndoEntry {
        switch self {
        case .undo: try store.undo(force: force)
        case .redo: try store.redo(force: force)
        }
    }

    /// What is said of the change put back, in the interface's language.
    func reverted(_ entry: UndoEntry, in language: Language) -> String {
        switch self {
        case .undo: language.text("Undid {1}", entry.description(in: language))
        case .redo: language.text("Redid {1}", entry.description(in: language))
        }
    }

    /// Prints the side's changes as `--list` shows them: a JSON array, else a table, or a line on
    /// stderr when there are none; undo's text list goes on with the changes that can be redone.
    func printList(as format: OutputFormat, in context: Context) throws {
        let language = context.language
        switch self {
        case .undo:
            let entries = try context.store.undoHistory()
            Self.printList(entries, nothing: language.text("Nothing to undo"), as: format, in: context)
            let undone = format == .json ? [] : try context.store.redoHistory()
            if !undone.isEmpty {
                context.print(
                    (entries.isEmpty ? "" : "\n")
                        + language.text("Can be redone with 'timi redo', the next first:")
                        + "\n" + UndoEntry.table(undone, style: context.style, utcOffset: LocalTime.offset))
            }
        case .redo:
            let entries = try context.store.redoHistory()
            Self.printList(entries, nothing: language.text("Nothing to redo"), as: format, in: context)
        }
    }

    private static func printList(
        _ entries: [UndoEntry], nothing: String, as format: OutputFormat, in context: Context
    ) {
        if format == .json {
            context.print(JSONOutput.array(entries.map(\.jsonObject)))
        } else if entries.isEmpty {
            context.message(nothing)
        } else {
            context.print(UndoEntry.table(entries, style: context.style, utcOffset: LocalTime.offset))
        }
    }
}
