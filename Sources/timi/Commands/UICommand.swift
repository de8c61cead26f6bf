import LedgerCore

struct UICommand: NoArgumentCommand {
    static let help = CommandHelp(
        name: "ui", abstract: "Browse and change the ledger full-screen: timeline, pie, calendar and budget.",
        discussion: """
            Opens this month of the current book (or --book) on the alternate screen. The header shows the \
            book, the month and its totals; the footer the keys. Changes made by other timi commands show \
            within a second; every change goes through the same operations as the commands, so 'timi undo' \
            undoes it. Needs a terminal on stdin and stdout (else exit 64). The terminal is restored on q, \
            Esc, Ctrl-C, SIGTERM and SIGHUP. The add and edit dialog takes the amount (a sum such as 12+8.5 \
            is shown evaluated), the category (completed from titles and aliases as it is typed), the note \
            and the date (default: today, or the same day of the month shown).
            """,
        examples: ["timi ui", "timi ui --book 旅行 --color never"],
        tables: [
            ("KEYS", UIKeys.table.map { ($0.keys, $0.does) }),
            ("KEYS IN THE DIALOG", UIKeys.dialog.map { ($0.keys, $0.does) }),
        ])

    func run(in context: Context) throws {
        guard RawTerminal.isAvailable else {
            throw UsageError(
                template: "'timi ui' needs a terminal: its standard input and output must both be one", [])
        }
        SignalWatcher.watchTerminal()
        // A signal is one way to close the screen (the terminal restored, nothing lost): no message.
        context.output.closesOnSignal = true
        let terminal = try RawTerminal(fullScreen: true)
        defer { terminal.restore() }
        try UISession(context: context, terminal: terminal).run()
    }
}
