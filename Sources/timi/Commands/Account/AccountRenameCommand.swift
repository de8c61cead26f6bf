import LedgerCore

struct AccountRenameCommand: TargetValueCommand {
    static let help = CommandHelp(
        name: "account rename", abstract: "Rename an account; its bills keep it.",
        arguments: [target, value],
        examples: ["timi account rename 招行 招行信用卡", "timi account rename 2 Wallet"])

    static let target = AccountCommand.account
    static let value = ArgumentSpec("new-name", help: "The new name.")

    /// The account, as typed.
    var target: String
    /// The new name.
    var value: String

    func run(in context: Context) throws {
        let (old, new) = try context.store.write { ledger in
            let account = try ledger.account(matching: target)
            return (account, try ledger.renameAccount(account, to: value))
        }
        context.print(context.language.text("Renamed account {1} to {2}", old.name, new.name) + "\n")
    }
}
