import LedgerCore

struct AccountEditCommand: Command {
    static let help = CommandHelp(
        name: "account edit",
        abstract: "Change an account's kind, currency, opening balance or card details.",
        arguments: [AccountCommand.account], options: AccountFields.options(.editing),
        examples: [
            "timi account edit 招行 --limit 30000",
            "timi account edit 现金 --opening 500 --opening-date 2026-01-01",
            "timi account edit 余额宝 --position 1",
        ])

    var target: String
    var fields: AccountFields

    init(parsing arguments: inout ArgumentScanner) throws {
        fields = try AccountFields(parsing: &arguments, .editing)
        target = try arguments.required(AccountCommand.account)
    }

    func run(in context: Context) throws {
        let changes = try fields.changes(today: context.today)
        guard !changes.isEmpty else {
            throw UsageError(template: "Nothing to change: give at least one option", [], command: Self.name)
        }
        let account = try context.store.write { ledger in
            try ledger.editAccount(try ledger.account(matching: target), changes)
        }
        context.print(context.language.text("Edited account {1}", account.name) + "\n")
    }
}
