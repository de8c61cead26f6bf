import LedgerCore

/// The options every command takes, before or after its name.
struct GlobalOptions {
    var ledger: String?
    var book: String?
    /// As given with `--format`; each command checks it against the formats it writes (or, for
    /// `import`, reads).
    var format: String?
    /// `--json`: JSON output; with another `--format`, a usage error (``Context/format(_:as:)``),
    /// except for `import`, whose `--format` is the input's (`import --format csv --dry-run --json`).
    var json = false
    var color: Configuration.ColorMode?
    var help = false
    var version = false

    static let ledger = OptionSpec(
        "--ledger", value: "dir",
        help:
            "The ledger directory (default: $TIMI_HOME, else $XDG_DATA_HOME/timi, else ~/.local/share/timi).",
        completion: .kind(.directories))
    static let book = OptionSpec(
        "--book", value: "book",
        help: "Work on this book (name, id or unique prefix) instead of the current one.",
        completion: .kind(.books))
    static let format = OptionSpec(
        "--format", value: "format",
        help: "What a command writes (default: text; see each command's help); import: what it reads.")
    static let json = OptionSpec(
        "--json", help: "Short for --format json (import --dry-run: its listing as JSON).")
    static let color = OptionSpec(
        "--color", value: "when",
        help:
            "Colour in text views (default: the configuration's color, else auto: only on a terminal, and not "
            + "when NO_COLOR is set).",
        completion: .words(Configuration.ColorMode.allCases.map(\.rawValue)))
    static let help = OptionSpec("--help", short: "-h", help: "Show help information.")
    static let version = OptionSpec("--version", help: "Show the version.")

    /// Every global option, in the order of the help.
    static let all = [ledger, book, format, json, color, help, version]

    /// Pulls the global options out of the whole command line.
    /// - Throws: ``UsageError`` for a missing or bad value.
    static func parse(_ arguments: inout ArgumentScanner) throws -> GlobalOptions {
        var options = GlobalOptions()
        options.ledger = try arguments.value(ledger)
        options.book = try arguments.value(book)
        options.format = try arguments.value(format)
        options.json = arguments.flag(json)
        options.color = try arguments.value(color).map { text in
            guard let mode = Configuration.ColorMode(rawValue: text) else {
                throw UsageError.invalidValue(
                    text, for: color.synopsis, "use auto, always or never", choices: color.completion.words)
            }
            return mode
        }
        options.help = arguments.flag(help)
        options.version = arguments.flag(version)
        // Two tests, not a loop over pairs: a tuple's metadata is made at run time, at every start.
        if options.ledger == "" { throw UsageError.empty(ledger) }
        if options.book == "" { throw UsageError.empty(book) }
        return options
    }
}
