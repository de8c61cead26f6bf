import LedgerCore

struct BudgetCommand: CommandGroup {
    static let subcommands: [any Command.Type] = [
        BudgetShowCommand.self, BudgetSetCommand.self, BudgetUnsetCommand.self, BudgetCheckCommand.self,
    ]
    static let help = CommandHelp(
        name: "budget", abstract: "Show, set and check monthly budgets per category and for the book.",
        discussion:
            "With no subcommand (or a month), shows the budgets of the month. A budget holds from the month "
            + "it is set for until it is changed; earlier months keep the budget they had.",
        subcommandOr: [BudgetShowCommand.month.spec],
        examples: [
            "timi budget set meals 1500", "timi budget 2026-10", "timi budget check --warn 80",
        ])

    /// `--from` of `budget set` and `budget unset`, declared once.
    static let from = OptionSpec(
        "--from", value: "month", help: "The first month it applies to, YYYY-MM (default: this month).",
        completion: .kind(.months))
    /// The `<category|total>` argument of `budget set` and `budget unset`.
    static let target = ArgumentSpec(
        "category", help: "An expense category (title, alias, id or unique prefix), or 'total' for the book.",
        completion: ValueCompletion(words: ["total"], kind: .categories))

    let subcommand: any Command

    /// A month (`2026-10`, `last`) where a subcommand would be is the month to show.
    init(parsing arguments: inout ArgumentScanner) throws {
        let word = arguments.nextPositional
        if let word, word.first?.isNumber == true || word.lowercased() == "last" {
            subcommand = try BudgetShowCommand(parsing: &arguments)
        } else {
            subcommand = try Commands.parseSubcommand(
                of: Self.self, default: BudgetShowCommand.self, &arguments)
        }
    }

    /// The month that `--from` names, else this month.
    /// - Throws: ``LedgerError/invalidPeriod(_:reason:)``.
    static func month(from text: String?, today: Day) throws -> Month {
        try Period.read(text, forms: [.month], otherwise: Period(month: today.yearMonth), today: today)
            .start.yearMonth
    }
}
