import LedgerCore

struct RecurringCommand: CommandGroup {
    static let subcommands: [any Command.Type] = [
        RecurringListCommand.self, RecurringAddCommand.self, RecurringEditCommand.self,
        RecurringDeleteCommand.self, RecurringPauseCommand.self, RecurringResumeCommand.self,
    ]
    static let help = CommandHelp(
        name: "recurring", abstract: "Bills that come back by themselves: rent, salary, subscriptions.",
        discussion: """
            With no subcommand, lists the rules. Before any command reads or writes the ledger, every \
            occurrence that has come due (from its first day through today) becomes an ordinary bill, \
            exactly once, in a change of its own; `timi show` names the rule of such a bill. A bill \
            that you edit or delete stays as you left it. `timi undo` of that change takes the bills \
            out, and the next command books them again; pause or delete the rule to stop it.
            """,
        subcommandOr: [],
        examples: [
            "timi recurring add 3000 housing --every month --on 1", "timi recurring list",
            "timi recurring pause 1a2b",
        ])

    let subcommand: any Command

    init(parsing arguments: inout ArgumentScanner) throws {
        subcommand = try Commands.parseSubcommand(
            of: Self.self, default: RecurringListCommand.self, &arguments)
    }
}
