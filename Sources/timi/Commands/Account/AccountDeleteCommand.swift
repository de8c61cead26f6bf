import LedgerCore

struct AccountDeleteCommand: OneArgumentCommand {
    static let help = CommandHelp(
        name: "account delete", abstract: "Delete an account that no bill names.",
        usage: "timi account delete <account>", arguments: [argument],
        examples: ["timi account delete 旧钱包", "timi account delete 4"])

    static let argument = ArgumentSpec(
        "account", help: "The account's whole name or its id (a prefix is not enough to delete).",
        completion: .kind(.accounts))

    /// The account, as typed.
    let target: String

    init(_ target: String) { self.target = target }

    func run(in context: Context) throws {
        let account = try context.store.write { ledger in
            let account = try ledger.account(matching: target, exactly: true)
            try ledger.deleteAccount(account)
            return account
        }
        context.print(context.language.text("Deleted account {1}", account.name) + "\n")
    }
}
