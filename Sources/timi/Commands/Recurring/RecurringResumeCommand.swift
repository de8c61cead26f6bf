import LedgerCore

struct RecurringResumeCommand: RecurringSwitch {
    static let name = "recurring resume"
    static let abstract =
        "Start a paused recurring bill again from today (the occurrences of the pause are skipped)."
    static let pauses = false
    static let help = CommandHelp(
        usage: "timi recurring resume <id>", arguments: [RecurringEditCommand.id],
        examples: ["timi recurring resume 1a2b", "timi recurring resume 1a2b --book 旅行"])

    let id: String
}
