import LedgerCore

/// One `timi` command: it parses its own arguments and runs against a ``Context``.
protocol Command {
    /// Its name, abstract, usage, arguments, options and examples.
    static var help: CommandHelp { get }
    /// Subcommands, for a command that only groups others (`book`, `category`).
    static var subcommands: [any Command.Type] { get }
    /// Whether `--format` names what the command reads (`import`) rather than what it writes; a
    /// format the others do not write (see ``Context/format(_:)``) is refused before they run.
    static var readsFormat: Bool { get }

    /// Parses the arguments after the command's name.
    /// - Throws: ``UsageError``.
    init(parsing arguments: inout ArgumentScanner) throws
    /// Does the work, printing through `context`.
    func run(in context: Context) throws
    /// The command that runs: itself, or the subcommand a group chose (a requirement, not a cast to
    /// ``CommandGroup``, which would search every conformance of the binary at each start).
    var chosen: any Command { get }
}

extension Command {
    static var subcommands: [any Command.Type] { [] }

    var chosen: any Command { self }

    static var readsFormat: Bool { false }

    /// The words that name it: `"add"`, `"book add"`.
    static var name: String { help.name }

    /// One line, listed by `timi --help`.
    static var abstract: String { help.abstract }

    /// The last word of the name: `rename` for `book rename`.
    static var word: String { String(name.split(separator: " ").last ?? "") }

    /// The full help text, in `width` columns (at most ``CommandHelp/maximumWidth``), in `language`.
    static func helpText(width: Int, language: Language = .english) -> String {
        help.text(
            abstract: abstract, subcommands: subcommands.map { ($0.word, $0.abstract) }, width: width,
            language: language)
    }
}

/// A command that only chooses one of its subcommands (`book`, `category`).
protocol CommandGroup: Command {
    /// The subcommand parsed from the arguments.
    var subcommand: any Command { get }
}

extension CommandGroup {
    func run(in context: Context) throws { try subcommand.run(in: context) }

    var chosen: any Command { subcommand }
}

/// Every command, in the order `timi --help` lists them.
enum Commands {
    static let all: [any Command.Type] = [
        AddCommand.self, ListCommand.self, ShowCommand.self, EditCommand.self, DeleteCommand.self,
        PieCommand.self, MonthsCommand.self, CalendarCommand.self, BalanceCommand.self, SearchCommand.self,
        AgainCommand.self, RecentCommand.self, ReportCommand.self, TrendCommand.self,
        ImportCommand.self, ExportCommand.self, BudgetCommand.self, RecurringCommand.self, BookCommand.self,
        AccountCommand.self, AccountsCommand.self, TransferCommand.self,
        CategoryCommand.self, ConfigCommand.self, UndoCommand.self, RedoCommand.self, DoctorCommand.self,
        BackupCommand.self,
        RestoreCommand.self,
        UICommand.self, CompletionsCommand.self, HelpCommand.self,
    ]

    /// What `timi` does with no command, and whose options completion offers before a command.
    static let `default`: any Command.Type = ListCommand.self

    /// The command named `word` among `commands`.
    /// - Throws: ``UsageError`` with a "did you mean" when there is none.
    static func find(_ word: String, in commands: [any Command.Type], context: String = "") throws
        -> any Command.Type
    {
        // The help of the commands after it is not made: a command's run does not pay for the others'.
        if let command = commands.first(where: { $0.word == word }) { return command }
        let names = commands.map { $0.word }
        let group = context.isEmpty ? nil : context
        switch (group, NameMatching.suggestion(for: word, among: names)) {
        case (nil, nil): throw UsageError(template: "Unknown command '{1}'", [word])
        case (nil, let hint?):
            throw UsageError(template: "Unknown command '{1}'; did you mean '{2}'?", [word, hint])
        case (let group?, nil):
            throw UsageError(template: "Unknown '{1}' command '{2}'", [group, word], command: group)
        case (let group?, let hint?):
            throw UsageError(
                template: "Unknown '{1}' command '{2}'; did you mean '{3}'?", [group, word, hint],
                command: group)
        }
    }

    /// Parses a group's subcommand: the next positional names it (`default` when there is none).
    static func parseSubcommand(
        of group: any Command.Type, default defaultCommand: any Command.Type,
        _ arguments: inout ArgumentScanner
    ) throws -> any Command {
        let type = try arguments.positional().map { try find($0, in: group.subcommands, context: group.name) }
        return try (type ?? defaultCommand).init(parsing: &arguments)
    }
}
