import LedgerCore

struct AccountDeleteCommand: Command {
    static let help = CommandHelp(
        name: "account delete", abstract: "Delete an account; one that bills name needs --move-to.",
        arguments: [account], options: [moveTo],
        examples: ["timi account delete 旧钱包", "timi account delete 旧卡 --move-to 招行信用卡"])

    static let account = ArgumentSpec(
        "account", help: "The account's whole name or its id (a prefix is not enough to delete).",
        completion: .kind(.accounts))
    static let moveTo = OptionSpec(
        "--move-to", value: "account",
        help: "Move the bills that name the account to this one (whole name or id, in the same currency) "
            + "first (default: refuse if bills name it); refused when a transfer between the two would go "
            + "from an account to itself.",
        completion: .kind(.accounts))

    /// The account, as typed.
    var target: String
    /// `--move-to`, as typed.
    var moveTo: String?

    init(parsing arguments: inout ArgumentScanner) throws {
        moveTo = try arguments.value(Self.moveTo)
        target = try arguments.required(Self.account)
    }

    func run(in context: Context) throws {
        let (account, moved, destination) = try context.store.write { ledger in
            let account = try ledger.account(matching: target, exactly: true)
            let destination = try moveTo.map { try ledger.openAccount(matching: $0, exactly: true) }
            return (account, try ledger.deleteAccount(account, movingBillsTo: destination), destination)
        }
        let template =
            moved == 0
            ? "Deleted account {1}"
            : moved == 1
                ? "Deleted account {1}; moved {2} bill to {3}" : "Deleted account {1}; moved {2} bills to {3}"
        context.print(
            context.language.text(template, account.name, String(moved), destination?.name ?? "") + "\n")
    }
}
