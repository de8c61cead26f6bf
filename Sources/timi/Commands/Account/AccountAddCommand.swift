import LedgerCore

struct AccountAddCommand: Command {
    static let help = CommandHelp(
        name: "account add", abstract: "Add an account.",
        arguments: [name], options: AccountFields.options(.adding),
        examples: [
            "timi account add 现金 --kind cash",
            "timi account add 招行 --kind credit --limit 20000 --due-day 23",
            "timi account add Chase --kind debit --currency USD --opening 1200",
        ])

    static let name = ArgumentSpec(
        "name", help: "A name of at most 32 characters, unique in the ledger.")

    var name: String
    var fields: AccountFields

    init(parsing arguments: inout ArgumentScanner) throws {
        fields = try AccountFields(parsing: &arguments, .adding)
        name = try arguments.required(Self.name)
        guard fields.kind != nil else {
            throw UsageError(template: "Missing value for '{1}'", ["--kind <kind>"], command: Self.name)
        }
    }

    func run(in context: Context) throws {
        let changes = try fields.changes(today: context.today)
        let kind = try Account.validatedKind(fields.kind ?? "")
        let account = try context.store.write { ledger in
            try ledger.addAccount(name: name, kind: kind, changes)
        }
        context.print(
            context.language.text(
                "Added account {1} ({2})", account.name, account.kind.name(in: context.language))
                + "\n")
    }
}
