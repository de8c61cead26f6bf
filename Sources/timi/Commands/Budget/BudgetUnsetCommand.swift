import LedgerCore

struct BudgetUnsetCommand: Command {
    static let help = CommandHelp(
        name: "budget unset", abstract: "Remove the budget of a category or of the book from a month on.",
        discussion: "Earlier months keep the budget they had. 'timi undo' undoes it.",
        arguments: [BudgetCommand.target], options: [BudgetCommand.from],
        examples: ["timi budget unset meals", "timi budget unset total --from 2027-01"])

    var target: String
    var from: String?

    init(parsing arguments: inout ArgumentScanner) throws {
        from = try arguments.value(BudgetCommand.from)
        target = try arguments.required(BudgetCommand.target)
    }

    func run(in context: Context) throws {
        let month = try BudgetCommand.month(from: from, today: context.today)
        let (name, book) = try context.store.write { ledger in
            let book = try context.book(in: ledger)
            let target = try ledger.budgetTarget(matching: self.target)
            try ledger.unsetBudget(target, of: book, from: month)
            return (target == .total ? nil : ledger.state.name(of: target), book)
        }
        context.message(
            context.language.text(
                name == nil ? "No budget of total in {2} from {3} on" : "No budget of {1} in {2} from {3} on",
                name ?? "",
                book.name, month.description))
    }
}
