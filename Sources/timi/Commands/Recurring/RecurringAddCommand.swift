import LedgerCore

struct RecurringAddCommand: Command {
    static let name = "recurring add"
    static let abstract = "Add a recurring bill and print its rule's id."
    static let help = CommandHelp(
        usage:
            "timi recurring add <amount> [<category>] --every day|week|month|year [--on <day>] [--from <date>] "
            + "[--until <date>] [--note <text>] [--income]",
        arguments: [AddCommand.amount, AddCommand.category], options: RecurringFields.options(.adding),
        examples: [
            "timi recurring add 3000 housing --every month --on 1 --note rent",
            "timi recurring add 8000 salary --income --every month --on 31",
            "timi recurring add 15 transport --every week --on fri --until 12-31",
        ])

    var amount: String
    var category: String?
    var fields: RecurringFields
    var every: RecurringRule.Frequency

    init(parsing arguments: inout ArgumentScanner) throws {
        fields = try RecurringFields(parsing: &arguments, for: .adding)
        amount = try arguments.required(AddCommand.amount)
        category = arguments.positional()
        guard let every = fields.every else {
            throw UsageError(
                template: "Missing expected argument '{1}'", [RecurringFields.every.synopsis],
                command: Self.name)
        }
        self.every = every
    }

    func run(in context: Context) throws {
        _ = try context.format(Self.self)
        let (from, until) = try fields.days(today: context.today)
        let draft = RecurringDraft(
            amount: try Money(parsing: amount), category: category, type: fields.type,
            note: fields.note ?? "",
            every: every, on: try fields.onDay(for: every), from: from ?? context.today, until: until)
        let (rule, line, booked) = try context.store.write { ledger in
            let rule = try ledger.addRecurringRule(draft, to: try context.book(in: ledger).id)
            let booked = try ledger.bookDueOccurrences(through: context.today, now: context.now)
            return (try ledger.recurringRule(matching: rule.id), ledger.describe(rule), booked.count)
        }
        context.print(rule.shortID + "\n")
        context.message(
            "Added recurring \(rule.type.rawValue) \(line)" + RecurringAddCommand.outcome(booked, rule))
    }

    /// `; booked 3 bills that came due; next: 2026-12-01`, as `add`, `edit` and `resume` say it.
    static func outcome(_ booked: Int, _ rule: RecurringRule) -> String {
        (booked > 0 ? "; booked \(booked) bill\(booked == 1 ? "" : "s") that came due" : "")
            + (rule.paused
                ? "; paused" : rule.nextOccurrence.map { "; next: \($0)" } ?? "; no more bills to come")
    }
}
