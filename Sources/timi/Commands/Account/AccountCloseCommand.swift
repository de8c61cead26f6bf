import LedgerCore

struct AccountCloseCommand: AccountSwitch {
    static let closes = true
    static let help = CommandHelp(
        name: "account close",
        abstract: "Close an account: kept for its history, offered nowhere, no new bills.",
        arguments: [AccountCommand.account],
        examples: ["timi account close 旧工资卡", "timi account close 3"])

    let target: String
}
