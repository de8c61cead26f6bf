import LedgerCore

struct AccountReopenCommand: AccountSwitch {
    static let closes = false
    static let help = CommandHelp(
        name: "account reopen", abstract: "Open a closed account again.",
        arguments: [AccountCommand.account],
        examples: ["timi account reopen 旧工资卡", "timi account reopen 3"])

    let target: String
}
