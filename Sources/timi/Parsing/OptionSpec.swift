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

/// One positional argument, declared once like an ``OptionSpec``.
struct ArgumentSpec {
    /// What it is called (`amount`: `Missing expected argument '<amount>'`).
    var name: String
    /// What it is, and its default.
    var help: String
    /// What completion offers for it.
    var completion: ValueCompletion

    init(_ name: String, help: String, completion: ValueCompletion = .none) {
        self.name = name
        self.help = help
        self.completion = completion
    }

    /// How messages name it: `<amount>`.
    var synopsis: String { "<\(name)>" }

    /// The first column of its help row: `<amount>`, `bash|zsh|fish`, `<month> | last`.
    var label: String { completion.label(for: name) }

    /// Its help row: label and text.
    var row: (String, String) { (label, help) }
}

/// What completion offers for a value: its fixed words, then the names of a kind.
struct ValueCompletion {
    /// Names that completion finds: in the ledger, among the commands, or (paths) by the shell.
    enum Kind {
        case dates, categories, books, months, periods, files, directories, commands, subcommands
    }

    var words: [String] = []
    var kind: Kind?

    /// Nothing to offer (free text, a number).
    static let none = ValueCompletion()

    static func words(_ words: [String]) -> ValueCompletion { ValueCompletion(words: words) }
    static func kind(_ kind: Kind) -> ValueCompletion { ValueCompletion(kind: kind) }

    /// How a help label writes a value named `name`: the words alone (`text|json`), the name and
    /// the words (`<month> | last`), or the name (`<date>`).
    func label(for name: String) -> String {
        guard !words.isEmpty else { return "<\(name)>" }
        return kind == nil ? words.joined(separator: "|") : (["<\(name)>"] + words).joined(separator: " | ")
    }
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

    /// The same option, with the help a command gives it (`--book` for `export`: which bills).
    func explained(_ help: String) -> OptionSpec {
        var option = self
        option.help = help
        return option
    }
}
