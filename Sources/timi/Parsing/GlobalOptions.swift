import LedgerCore

/// The options every command takes, before or after its name.
struct GlobalOptions {
    var ledger: String?
    var book: String?
    /// As given with `--format`; each command checks it against the formats it writes (or, for
    /// `import`, reads).
    var format: String?
    /// `--json`: JSON output, whatever `--format` says (`import --format csv --dry-run --json`).
    var json = false
    var color: Configuration.ColorMode?
    var help = false
    var version = false

    static let help: [(String, String)] = [
        ("--ledger <dir>", "The ledger directory (default: $TIMI_HOME, else $XDG_DATA_HOME/timi, else ~/.local/share/timi)."),
        ("--book <book>", "Work on this book (name, id or unique prefix) instead of the current one."),
        ("--format <format>", "What a command writes (default: text; see each command's help); import: what it reads."),
        ("--json", "Short for --format json (import --dry-run: its listing as JSON)."),
        (
            "--color auto|always|never",
            "Colour in text views (default: the configuration's color, else auto: only on a terminal, and not "
                + "when NO_COLOR is set)."
        ),
        ("-h, --help", "Show help information."),
        ("--version", "Show the version."),
    ]

    /// Pulls the global options out of the whole command line.
    /// - Throws: ``UsageError`` for a missing or bad value.
    static func parse(_ arguments: inout ArgumentScanner) throws -> GlobalOptions {
        var options = GlobalOptions()
        options.ledger = try arguments.option("--ledger", value: "dir")
        options.book = try arguments.option("--book", value: "book")
        options.format = try arguments.option("--format", value: "format")
        options.json = arguments.flag("--json")
        options.color = try arguments.option("--color", value: "when").map { text in
            guard let mode = Configuration.ColorMode(rawValue: text) else {
                throw UsageError.invalidValue(
                    text, for: "--color <when>", "use auto, always or never",
                    choices: Configuration.ColorMode.allCases.map(\.rawValue))
            }
            return mode
        }
        options.help = arguments.flag("-h", "--help")
        options.version = arguments.flag("--version")
        for (name, value) in [("--ledger <dir>", options.ledger), ("--book <book>", options.book)] where value == "" {
            throw UsageError("The value '' is invalid for '\(name)': it is empty")
        }
        return options
    }
}
