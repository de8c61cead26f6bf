import LedgerCore

/// `undo` and `redo`: each puts back the newest change of one side of the undo history (with
/// `--force` even over a hand edit), or with `--list` shows that side, the next first.
protocol HistoryCommand: Command {
    /// The help of `--list`, `--force` and `--format`, in the command's words.
    static var optionHelp: (list: String, force: String, format: String) { get }

    init(list: Bool, force: Bool)
}

extension HistoryCommand {
    /// `--list`: the side's entries, changing nothing.
    static var list: OptionSpec { OptionSpec("--list", short: "-l", help: optionHelp.list) }
    /// `--force`: even over a hand edit.
    static var force: OptionSpec { OptionSpec("--force", help: optionHelp.force) }
    /// `--format text|json`.
    static var format: OptionSpec { OptionSpec.format([OutputFormat.text, .json], help: optionHelp.format) }

    init(parsing arguments: inout ArgumentScanner) throws {
        let list = arguments.flag(Self.list)
        let force = arguments.flag(Self.force)
        if list && force { throw UsageError.conflict(Self.list, Self.force) }
        self.init(list: list, force: force)
    }

    /// Prints `entries` as `--list` shows them: a JSON array, else a table, or `nothing` on stderr
    /// (already in the interface's language) when there are none.
    static func printList(
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
