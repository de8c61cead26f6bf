import LedgerCore

struct RecurringResumeCommand: Command {
    static let name = "recurring resume"
    static let abstract =
        "Start a paused recurring bill again from today (the occurrences of the pause are skipped)."
    static let help = CommandHelp(
        usage: "timi recurring resume <id>", arguments: [RecurringEditCommand.id],
        examples: ["timi recurring resume 1a2b"])

    var id: String

    init(parsing arguments: inout ArgumentScanner) throws {
        id = try arguments.required(RecurringEditCommand.id)
    }

    func run(in context: Context) throws {
        _ = try context.format(Self.self)
        let (rule, line, booked) = try context.store.write { ledger in
            let rule = try ledger.setRecurringRule(
                try ledger.recurringRule(matching: id), paused: false, today: context.today)
            let booked = try ledger.bookDueOccurrences(through: context.today, now: context.now)
            return (try ledger.recurringRule(matching: rule.id), ledger.describe(rule), booked.count)
        }
        context.message("Resumed recurring rule \(line)" + RecurringAddCommand.outcome(booked, rule))
    }
}
