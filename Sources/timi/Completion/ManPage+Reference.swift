extension ManPage {
    /// The sections after the commands: configuration, environment, files, exit status.
    static let reference: [(String, [Block])] = [
        (
            "CONFIGURATION",
            [
                .paragraph(
                    "An optional JSON object in $XDG_CONFIG_HOME/timi/config.json (default: "
                        + "~/.config/timi/config.json) holds a person's defaults. Every key may be left out; "
                        + "options on the command line win over it."),
                .item(
                    "currency",
                    "The currency symbol of new books: 'book add' without --currency, and the first book "
                        + "of a new ledger (1 to 4 characters, no spaces; default: ¥). Existing books keep theirs."
                ),
                .item("firstDayOfWeek", "monday (default) or sunday: the first column of 'timi calendar'."),
                .item(
                    "color",
                    "auto (default), always or never, as --color: with auto, colour only when standard "
                        + "output is a terminal and NO_COLOR is unset or empty."),
                .item(
                    "listPeriod",
                    "month (default), year or all: what 'timi list' (and timi alone) shows without a period."),
                .example([#"{"currency": "€", "firstDayOfWeek": "sunday", "listPeriod": "year"}"#]),
                .paragraph(
                    "A file that is not valid JSON, an unknown key or a wrong value stops every command except "
                        + "--help and --version with exit status 65 and a message naming the file and its line; "
                        + "nothing is changed."),
            ]
        ),
        (
            "ENVIRONMENT",
            [
                .item("TIMI_HOME", "The ledger directory, when --ledger is not given."),
                .item(
                    "XDG_DATA_HOME",
                    "The ledger is $XDG_DATA_HOME/timi when neither --ledger nor TIMI_HOME is set."),
                .item("XDG_CONFIG_HOME", "The configuration is $XDG_CONFIG_HOME/timi/config.json."),
                .item(
                    "NO_COLOR",
                    "When set and not empty, no colour (unless --color or the configuration asks for it)."),
                .item("COLUMNS", "The width of text views (default: the terminal's, else 80)."),
                .item(
                    "TIMI_TODAY",
                    "YYYY-MM-DD: the day timi takes as today, for scripts and tests (recurring bills come due "
                        + "up to it)."),
                .item("TIMI_LOCK_TIMEOUT", "Seconds to wait for another timi's lock (default: 10)."),
            ]
        ),
        (
            "FILES",
            [
                .item(
                    "~/.local/share/timi/",
                    "The ledger directory (see --ledger): ledger.json, bills/, attachments/."),
                .item(
                    "ledger.json",
                    "Books, categories, the current book, the recurring rules, and a summary per book and month."
                ),
                .item("bills/<book-id>/<YYYY-MM>.json", "One book's bills of one month, one bill per line."),
                .item("attachments/", "Photos copied in by --photo."),
                .item("~/.config/timi/config.json", "The configuration (see CONFIGURATION)."),
            ]
        ),
        (
            "EXIT STATUS",
            [
                .item("0", "Success."),
                .item("1", "Not found, ambiguous, or refused by the ledger's rules."),
                .item("64", "Usage error: an unknown command or option, a missing or bad argument."),
                .item(
                    "65",
                    "Bad data: an amount, date, name, import row, damaged ledger file or configuration file."),
                .item("66", "An input file (import, photo) is missing."),
                .item(
                    "71", "The system gave timi no command line at all, not even its name; nothing was done."),
                .item(
                    "74",
                    "Input or output error, also when standard output or standard error cannot be written."),
                .item("75", "The ledger is busy: another timi held its lock too long."),
                .item(
                    "130, 143", "Interrupted by SIGINT or SIGTERM; a change not yet committed was abandoned."),
            ]
        ),
        (
            "SEE ALSO",
            [.paragraph("The README of timi, for the JSON and CSV formats of every view and of import.")]
        ),
    ]
}
