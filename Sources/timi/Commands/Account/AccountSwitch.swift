import LedgerCore

/// `account close` and `account reopen`: the same command but for the state they leave an account in.
protocol AccountSwitch: OneArgumentCommand {
    /// Whether the account is closed afterwards.
    static var closes: Bool { get }
    /// The account, as typed.
    var target: String { get }
    init(target: String)
}

extension AccountSwitch {
    static var argument: ArgumentSpec { AccountCommand.account }

    init(_ target: String) { self.init(target: target) }

    func run(in context: Context) throws {
        let account = try context.store.write { ledger in
            ledger.setClosed(Self.closes, try ledger.account(matching: target))
        }
        context.print(
            context.language.text(Self.closes ? "Closed account {1}" : "Reopened account {1}", account.name)
                + "\n")
    }
}
