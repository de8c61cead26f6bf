import LedgerCore

struct RecurringPauseCommand: Command {
    static let name = "recurring pause"
    static let abstract = "Stop a recurring bill until it is resumed."
    static let help = CommandHelp(
        usage: "timi recurring pause <id>", arguments: [RecurringEditCommand.id],
        examples: ["timi recurring pause 1a2b"])

    var id: String

    init(parsing arguments: inout ArgumentScanner) throws {
        id = try arguments.required(RecurringEditCommand.id)
    }

    func run(in context: Context) throws {
        _ = try context.format(Self.self)
        let (rule, line, booked) = try context.store.write { ledger in
            let rule = try ledger.setRecurringRule(
                try ledger.recurringRule(matching: id), paused: true, today: context.today)
            let booked = try ledger.bookDueOccurrences(through: context.today, now: context.now)
            return (try ledger.recurringRule(matching: rule.id), ledger.describe(rule), booked.count)
        }
        context.message("Paused recurring rule \(line)" + RecurringAddCommand.outcome(booked, rule))
    }
}
