import LedgerCore

struct DeleteCommand: Command {
    static let help = CommandHelp(
        name: "delete", abstract: "Delete bills (and their photos).",
        discussion: "With --book, every bill must be one of that book's; otherwise nothing is deleted.",
        arguments: [id],
        examples: ["timi delete 1a2b3c4d", "timi delete 1a2b 9f8e"])

    static let id = ArgumentSpec(
        "id", help: "A bill's id, or a unique prefix of it; several may be given.", repeats: true)

    var ids: [String]

    init(parsing arguments: inout ArgumentScanner) throws {
        ids = [try arguments.required(Self.id)] + arguments.positionals()
    }

    func run(in context: Context) throws {
        let lines = try context.store.write { ledger in
            var seen = Set<String>()
            let book = try context.bookOption(in: ledger)
            let bills = try ids.map { try ledger.bill(matching: $0, in: book) }.filter {
                seen.insert($0.id).inserted
            }
            let lines = bills.map { context.language.text("Deleted {1}", ledger.describe($0)) + "\n" }
            try ledger.deleteBills(bills)
            return lines
        }
        context.print(lines.joined())
    }
}
