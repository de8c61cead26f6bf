/// One option, declared once: ``ArgumentScanner`` parses it, `--help` and the man page document it,
/// and completion offers it and its values, as argument-parser's `@Option(name:help:)` is at once
/// parser, help and completion.
struct OptionSpec {
    /// `--date`.
    var long: String
    /// `-d`, if it has one.
    var short: String?
    /// What the value is called in messages (`date`: `Missing value for '--date <date>'`); `nil` for a flag.
    var valueName: String?
    /// How the help writes the value, when not as its completion says (`<col>=<field>,...`).
    var valueLabel: String?
    /// What the option does, and its default.
    var help: String
    /// What completion offers for the value.
    var completion: ValueCompletion

    init(
        _ long: String, short: String? = nil, value valueName: String? = nil, shown valueLabel: String? = nil,
        help: String, completion: ValueCompletion = .none
    ) {
        self.long = long
        self.short = short
        self.valueName = valueName
        self.valueLabel = valueLabel
        self.help = help
        self.completion = completion
    }

    /// Every name it answers to.
    var names: [String] { [long] + (short.map { [$0] } ?? []) }

    /// How messages name it: `--date <date>`, or `--income` for a flag.
    var synopsis: String { valueName.map { "\(long) <\($0)>" } ?? long }

    /// The first column of its help row: `-d, --date <date>`, `--format text|json`, `--income`.
    var label: String {
        let names = (short.map { $0 + ", " } ?? "") + long
        return valueName.map { names + " " + (valueLabel ?? completion.label(for: $0)) } ?? names
    }

    /// Its help row: label and text.
    var row: (String, String) { (label, help) }
}

extension OptionSpec {
    /// `--format` as one command documents the global option (``GlobalOptions/format``): the formats
    /// it writes (or, for `import`, reads), which completion offers and ``Context`` checks.
    static func format<Format: RawRepresentable>(_ formats: [Format], help: String) -> OptionSpec
    where Format.RawValue == String {
        var option = GlobalOptions.format.explained(help)
        option.completion = .words(formats.map(\.rawValue))
        return option
    }

    /// `--category`/`-c CATEGORY`, completed from the ledger's categories, in a command's own words.
    static func category(help: String) -> OptionSpec {
        OptionSpec("--category", short: "-c", value: "category", help: help, completion: .kind(.categories))
    }

    /// `--output FILE`: a file written all at once through a temporary file (`-`: standard output).
    static func output(_ what: String) -> OptionSpec {
        OptionSpec(
            "--output", short: "-o", value: "file",
            help: "Write \(what) to this file, all at once (default: standard output).",
            completion: .kind(.files))
    }

    /// The same option, with the help a command gives it (`--book` for `export`: which bills).
    func explained(_ help: String) -> OptionSpec {
        var option = self
        option.help = help
        return option
    }
}
