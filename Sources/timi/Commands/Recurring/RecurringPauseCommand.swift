import LedgerCore

struct RecurringPauseCommand: RecurringSwitch {
    static let name = "recurring pause"
    static let abstract = "Stop a recurring bill until it is resumed."
    static let pauses = true
    static let help = CommandHelp(
        usage: "timi recurring pause <id>", arguments: [RecurringEditCommand.id],
        examples: ["timi recurring pause 1a2b", "timi recurring pause 1a2b --book 旅行"])

    let id: String
}
