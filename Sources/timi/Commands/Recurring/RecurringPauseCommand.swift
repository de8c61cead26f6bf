import LedgerCore

struct RecurringPauseCommand: RecurringSwitch {
    static let pauses = true
    static let help = CommandHelp(
        name: "recurring pause", abstract: "Stop a recurring bill until it is resumed.",
        arguments: [RecurringEditCommand.id],
        examples: ["timi recurring pause 1a2b", "timi recurring pause 1a2b --book 旅行"])

    let id: String
}
