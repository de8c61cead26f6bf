import LedgerCore

/// `undo` and `redo`: each puts back the newest change of one side of the undo history (with
/// `--force` even over a hand edit), or with `--list` shows that side, the next first.
protocol HistoryCommand: Command {
    /// The help of `--list`, `--force` and `--format`, in the command's words.
    static var optionHelp: (list: String, force: String, format: String) { get }

    /// `--list`.
    var list: Bool { get }
    /// `--force`.
    var force: Bool { get }

    init(list: Bool, force: Bool)

    /// Puts back the newest change of the command's side.
    static func revertNewest(in store: LedgerStore, force: Bool) throws -> UndoEntry
    /// What the command says of the change it put back, in the interface's language.
    static func reverted(_ entry: UndoEntry, in language: Language) -> String
    /// Prints the command's side of the history as `--list` shows it.
    static func printList(as format: OutputFormat, in context: Context) throws
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

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        if list { return try Self.printList(as: format, in: context) }
        let entry = try Self.revertNewest(in: context.store, force: force)
        let text = format == .json ? entry.jsonObject : Self.reverted(entry, in: context.language)
        context.print(text + "\n")
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
