import LedgerCore

struct AccountCheckCommand: Command {
    static let help = CommandHelp(
        name: "account check",
        abstract: "Check an account's balance against the one you see, and record it when they agree.",
        discussion:
            "Compares timi's balance of the account at the end of the day (its opening balance and the bills "
            + "that name it) with the balance your app or statement shows. When they agree, the check is "
            + "recorded (a balance assertion, shown by 'timi account show' and written by the ledger and "
            + "beancount exports); a later change that moves that day's balance is reported as a warning by "
            + "the command that made it, and by 'timi doctor'. When they differ, nothing is recorded and timi "
            + "names its balance, the difference and the last recorded check that still holds; exit status 1. "
            + "A card that owes has a negative balance (-1234.50).",
        arguments: [AccountCommand.account, balance], options: [date],
        examples: [
            "timi account check 微信零钱 320.50", "timi account check 招行 -1234.50 --date 2026-11-30",
        ])

    static let balance = ArgumentSpec(
        "balance", help: "The balance you see, signed: a card that owes is negative (-1234.50).")
    static let date = OptionSpec(
        "--date", short: "-d", value: "date",
        help: "The day of the balance, its bills included (default: today).",
        completion: .kind(.dates))

    var target: String
    var balance: String
    var day: String?

    init(parsing arguments: inout ArgumentScanner) throws {
        day = try arguments.value(Self.date)
        target = try arguments.required(AccountCommand.account)
        balance = try arguments.required(Self.balance)
    }

    func run(in context: Context) throws {
        let amount = try Account.validatedBalance(balance)
        let date = try day.map { try Day(parsing: $0, today: context.today) } ?? context.today
        let (account, check) = try context.store.write { ledger in
            let account = try ledger.account(matching: target)
            return (account, try ledger.checkBalance(of: account, is: amount, on: date))
        }
        context.print(
            context.language.text(
                "The balance of {1} on {2} is {3}, as timi has it: the check is recorded", account.name,
                check.date.description, check.balance.description) + "\n")
    }
}
