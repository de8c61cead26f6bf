import LedgerCore

struct BookAccountCommand: TargetValueCommand {
    static let help = CommandHelp(
        name: "book account", abstract: "Show or change the account a book's bills take by default.",
        discussion:
            "A bill added to the book without an account (add, add -, again, recurring add) takes this one; "
            + "it wins over the configuration's defaultAccount. An empty account ('') takes it away.",
        arguments: [target, value],
        examples: ["timi book account 旅行", "timi book account 旅行 招行信用卡", "timi book account 旅行 ''"])

    static let target = BookCommand.book
    static let value = ArgumentSpec(
        "account", help: "The account's name, id or a unique prefix (default: show the book's).",
        completion: .kind(.accounts), optional: true)

    /// The book, as typed.
    var target: String
    /// The account, as typed; `nil` shows the book's, `""` takes it away.
    var value: String?

    func run(in context: Context) throws {
        guard let value else {
            let name = try context.store.read { ledger in
                try ledger.book(matching: target).defaultAccount.map { id in
                    ledger.state.account(id)?.name ?? String(id)
                }
            }
            return context.print((name ?? context.language.text("none")) + "\n")
        }
        let (book, account) = try context.store.write { ledger in
            let account = value.isEmpty ? nil : try ledger.openAccount(matching: value)
            return (try ledger.setDefaultAccount(account, of: try ledger.book(matching: target)), account)
        }
        context.message(
            account.map {
                context.language.text("Book {1} takes the account {2} by default", book.name, $0.name)
            }
                ?? context.language.text("Book {1} has no default account", book.name))
    }
}
