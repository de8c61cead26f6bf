import LedgerCore

struct AccountCommand: CommandGroup {
    static let subcommands: [any Command.Type] = [
        AccountListCommand.self, AccountAddCommand.self, AccountEditCommand.self, AccountRenameCommand.self,
        AccountDeleteCommand.self, AccountCloseCommand.self, AccountReopenCommand.self,
        AccountShowCommand.self, AccountCheckCommand.self,
    ]
    static let help = CommandHelp(
        name: "account", abstract: "List, add, change, close and delete accounts (cash, cards, wallets).",
        discussion:
            "Accounts are ledger-wide: a bill of any book may name one. With no subcommand, lists the accounts.",
        subcommandOr: [],
        examples: [
            "timi account add 招行信用卡 --kind credit --statement-day 5 --due-day 23",
            "timi account add 微信零钱 --kind wallet --opening 320.50", "timi account list --json",
        ])

    /// The account a subcommand works on, found by a unique prefix too (`edit`, `rename`, `show`…).
    static let account = ArgumentSpec(
        "account", help: "The account's name, id or a unique prefix.", completion: .kind(.accounts))

    let subcommand: any Command

    init(parsing arguments: inout ArgumentScanner) throws {
        subcommand = try Commands.parseSubcommand(of: Self.self, default: AccountListCommand.self, &arguments)
    }
}
