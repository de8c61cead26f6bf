import LedgerCore

struct BudgetSetCommand: Command {
    static let help = CommandHelp(
        name: "budget set", abstract: "Set the monthly budget of an expense category or of the book.",
        discussion:
            "The budget holds from --from on, replacing any change made from that month on; earlier months "
            + "keep the budget they had. 'timi undo' undoes it.",
        arguments: [BudgetCommand.target, amount], options: [BudgetCommand.from],
        examples: ["timi budget set meals 1500", "timi budget set total 4000+1000 --from 2026-11"])

    static let amount = ArgumentSpec("amount", help: "The monthly amount, as in 'timi add' (1500, 300+200).")

    var target: String
    var amount: String
    var from: String?

    init(parsing arguments: inout ArgumentScanner) throws {
        from = try arguments.value(BudgetCommand.from)
        target = try arguments.required(BudgetCommand.target)
        amount = try arguments.required(Self.amount)
    }

    func run(in context: Context) throws {
        let amount = try Money(parsing: amount)
        let month = try BudgetCommand.month(from: from, today: context.today)
        let (name, book) = try context.store.write { ledger in
            let book = try context.book(in: ledger)
            let target = try ledger.budgetTarget(matching: self.target)
            ledger.setBudget(target, of: book, to: amount, from: month)
            return (target == .total ? nil : ledger.state.name(of: target), book)
        }
        context.message(
            context.language.text(
                name == nil
                    ? "Budget of total in {2}: {3} a month from {4}"
                    : "Budget of {1} in {2}: {3} a month from {4}",
                name ?? "", book.name, amount.formatted(currency: book.currency), month.description))
    }
}
