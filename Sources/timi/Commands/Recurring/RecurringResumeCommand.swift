import LedgerCore

struct RecurringResumeCommand: RecurringSwitch {
    static let pauses = false
    static let help = CommandHelp(
        name: "recurring resume",
        abstract:
            "Start a paused recurring bill again from today (the occurrences of the pause are skipped).",
        arguments: [RecurringEditCommand.id],
        examples: ["timi recurring resume 1a2b", "timi recurring resume 1a2b --book 旅行"])

    let id: String
}
