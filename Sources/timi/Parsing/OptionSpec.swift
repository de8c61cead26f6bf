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
    /// Whether the command cannot run without it: usage shows it without brackets (`--kind <kind>`).
    var required: Bool
    /// Whether it may be given more than once: usage shows `[--category <category>]...`.
    var repeats: Bool
    /// The options it excludes share this word: usage shows them as one choice, `[--income | --expense]`.
    var exclusive: String?

    init(
        _ long: String, short: String? = nil, value valueName: String? = nil, shown valueLabel: String? = nil,
        help: String, completion: ValueCompletion = .none, required: Bool = false, repeats: Bool = false,
        exclusive: String? = nil
    ) {
        self.long = long
        self.short = short
        self.valueName = valueName
        self.valueLabel = valueLabel
        self.help = help
        self.completion = completion
        self.required = required
        self.repeats = repeats
        self.exclusive = exclusive
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

    /// How usage shows it, without brackets: its long name and value as messages name it (or as
    /// ``valueLabel`` writes it), `--format <format>`, `--map <col>=<field>,...`, `--income`.
    var usage: String { valueName.map { long + " " + (valueLabel ?? "<\($0)>") } ?? long }

    /// The usage of `options` in order: each in brackets unless required, a repeatable one followed
    /// by `...`, and the options of one ``exclusive`` group as one choice where the first of them is.
    static func usage(_ options: [OptionSpec]) -> [String] {
        var words: [String] = []
        for (index, option) in options.enumerated() {
            if let word = option.exclusive, options[..<index].contains(where: { $0.exclusive == word }) {
                continue
            }
            let group = option.exclusive.map { word in options.filter { $0.exclusive == word } } ?? [option]
            let choice = group.map(\.usage).joined(separator: " | ")
            let shown = group.allSatisfy(\.required) ? choice : "[" + choice + "]"
            words.append(shown + (group.contains(where: \.repeats) ? "..." : ""))
        }
        return words
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

    /// `--category`/`-c CATEGORY`, completed from the ledger's categories, in a command's own words.
    static func category(help: String, repeats: Bool = false) -> OptionSpec {
        OptionSpec(
            "--category", short: "-c", value: "category", help: help, completion: .kind(.categories),
            repeats: repeats)
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
