import LedgerCore

struct RecurringAddCommand: Command {
    static let help = CommandHelp(
        name: "recurring add", abstract: "Add a recurring bill and print its rule's id.",
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
                template: "Missing expected argument '{1}'", [RecurringFields.every(.adding).synopsis],
                command: Self.name)
        }
        self.every = every
    }

    func run(in context: Context) throws {
        let (from, until) = try fields.days(today: context.today)
        let draft = RecurringDraft(
            amount: try Money(parsing: amount), category: category, type: fields.type,
            note: fields.note ?? "",
            every: every, on: try fields.onDay(for: every), from: from ?? context.today, until: until,
            account: fields.account)
        let (rule, line, booked) = try context.store.write { ledger in
            let book = try context.book(in: ledger).id
            var draft = draft
            draft.account = draft.account ?? context.defaultAccount(of: book, in: ledger)
            let rule = try ledger.addRecurringRule(draft, to: book)
            let booked = try ledger.bookDueOccurrences(through: context.today, now: context.now)
            return (
                try ledger.recurringRule(matching: rule.id), ledger.describe(rule, in: context.language),
                booked.count
            )
        }
        context.print(rule.shortID + "\n")
        context.message(
            context.language.text(
                rule.type == .income ? "Added recurring income {1}" : "Added recurring expense {1}", line)
                + RecurringAddCommand.outcome(booked, rule, in: context.language))
    }

    /// `; booked 3 bills that came due; next: 2026-12-01`, as `add`, `edit` and `resume` say it
    /// (`pause`, which says it paused the rule, without `; paused`).
    static func outcome(_ booked: Int, _ rule: RecurringRule, in language: Language, pausing: Bool = false)
        -> String
    {
        let due = booked == 1 ? "; booked {1} bill that came due" : "; booked {1} bills that came due"
        let next =
            rule.paused
            ? (pausing ? "" : language.text("; paused"))
            : rule.nextOccurrence.map { language.text("; next: {1}", $0.description) }
                ?? language.text("; no more bills to come")
        return (booked > 0 ? language.text(due, String(booked)) : "") + next
    }
}
