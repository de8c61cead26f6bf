import LedgerCore

/// The help of one command, printed by `timi CMD --help`, `timi CMD -h` and `timi help CMD`.
struct CommandHelp {
    /// The words that name the command: `"add"`, `"book add"`.
    var name: String
    /// One line, listed by `timi --help`.
    var abstract: String
    var discussion: String?
    /// For a command that groups others (`book`), what may stand where the subcommand is: nothing
    /// (`<subcommand>`) or its default subcommand's argument (`budget`: `[<month> | <subcommand>]`).
    var subcommandOr: [ArgumentSpec]? = nil
    var arguments: [ArgumentSpec] = []
    /// The command's own options, and the global ones it documents in its own words (`--format`).
    var options: [OptionSpec] = []
    var examples: [String] = []
    /// Further two-column sections after the options, as `("KEYS", [(key, what it does)])` (`timi ui`);
    /// the man page lists them too.
    var tables: [(title: String, rows: [(String, String)])] = []

    /// Its usage line, from its name, ``arguments`` and ``options`` (or a group's subcommand), so
    /// that it cannot name what the scanner does not take nor leave out what help lists. Like
    /// argument-parser's, it names every option however many: the help wraps it under `USAGE:`, and
    /// values are named as messages name them (`--format <format>`), their choices left to OPTIONS.
    var usage: String { usageParts.joined(separator: " ") }

    /// The parts of ``usage`` a line may break between: `timi add`, then each argument and option
    /// with its brackets and value (`[--date <date>]`), so that no line ends inside one.
    var usageParts: [String] {
        var words = ["timi " + name]
        if let alternatives = subcommandOr {
            let choice = (alternatives.map(\.usage) + ["<subcommand>"]).joined(separator: " | ")
            words.append(alternatives.contains(where: \.optional) ? "[" + choice + "]" : choice)
        }
        return words + ArgumentSpec.usage(arguments) + OptionSpec.usage(options)
    }

    /// ``usageParts`` in lines of `width` columns (the first `firstWidth`), broken between parts; a
    /// part wider than a line is broken as ``TextWidth/wrap(_:width:firstWidth:)`` breaks words.
    func usageLines(width: Int, firstWidth: Int) -> [String] {
        var lines = [""]
        for part in usageParts {
            let room = lines.count == 1 ? firstWidth : width
            let last = lines[lines.count - 1]
            if last.isEmpty || TextWidth.of(last) + 1 + TextWidth.of(part) <= room {
                lines[lines.count - 1] += (last.isEmpty ? "" : " ") + part
            } else {
                lines.append(part)
            }
            let limit = lines.count == 1 ? firstWidth : width
            if TextWidth.of(lines[lines.count - 1]) > limit {
                lines += TextWidth.wrap(lines.removeLast(), width: width, firstWidth: limit)
            }
        }
        return lines
    }

    /// The widest a help text is, however wide the terminal.
    static let maximumWidth = 100

    /// The text in argument-parser's sections, wrapped to `width` columns (at most ``maximumWidth``),
    /// in `language`: the titles, summaries and explanations from the ``Catalog``; usage lines, option
    /// names and examples as they are typed.
    func text(
        abstract: String, subcommands: [(String, String)] = [], width: Int, language: Language = .english
    )
        -> String
    {
        let width = min(width, CommandHelp.maximumWidth)
        func rows(_ rows: [(String, String)]) -> [(String, String)] { rows.map { ($0, language.words($1)) } }
        func section(_ title: String, _ rows: [(String, String)]) -> String {
            CommandHelp.section(CommandHelp.heading(title, in: language), rows, width: width, in: language)
        }
        var out = CommandHelp.paragraph(
            language.words("OVERVIEW: {1}", language.words(abstract)), width: width, in: language)
        if discussion != nil {
            out +=
                "\n"
                + paragraphs(in: language).map { CommandHelp.paragraph($0, width: width, in: language) }
                .joined()
        }
        let usageTitle = language.words("USAGE: {1}", "")
        let indent = TextWidth.of(usageTitle)
        let usageLines = usageLines(width: width - indent, firstWidth: width - indent)
        out += "\n" + usageTitle + usageLines.joined(separator: "\n" + TextWidth.spaces(indent)) + "\n"
        out += section("ARGUMENTS", rows(arguments.map(\.row)))
        out += section("OPTIONS", rows((options + [GlobalOptions.help]).map(\.row)))
        out += section("SUBCOMMANDS", rows(subcommands))
        out += tables.map { section($0.title, rows($0.rows)) }.joined()
        if !examples.isEmpty {
            out +=
                "\n\(CommandHelp.heading("EXAMPLES", in: language))\n"
                + examples.map { CommandHelp.paragraph("  " + $0, width: width, indent: 4, in: language) }
                .joined()
        }
        out +=
            "\n"
            + CommandHelp.paragraph(
                language.words(
                    "See 'timi --help' for the global options (--ledger, --book, --format, --color)."),
                width: width, in: language)
        return out
    }

    /// The discussion's paragraphs (its non-empty lines), each in `language`.
    func paragraphs(in language: Language) -> [String] {
        guard let discussion else { return [] }
        return discussion.split(separator: "\n").map { language.words(String($0)) }
    }

    /// `text` in `language` wrapped to `width` columns, the lines after the first indented by
    /// `indent`, each ended by a newline.
    static func paragraph(_ text: String, width: Int, indent: Int = 0, in language: Language) -> String {
        let lead = String(text.prefix { $0 == " " })
        let hanging = max(indent, lead.count)
        let lines = wrap(
            String(text.dropFirst(lead.count)), width: width - hanging, firstWidth: width - lead.count,
            in: language)
        return lead + lines[0] + "\n"
            + lines.dropFirst().map { TextWidth.spaces(hanging) + $0 + "\n" }.joined()
    }

    /// A section's title with its colon, in `language` (`OPTIONS:`, `选项：`, the colon of the
    /// Chinese text beside `用法：`).
    static func heading(_ title: String, in language: Language) -> String {
        language.words("{1}:", language.words(title))
    }

    /// A titled two-column section in `width` columns, the second column aligned and wrapped under
    /// itself (at ``column(of:width:)``).
    static func section(_ title: String, _ rows: [(String, String)], width: Int, in language: Language)
        -> String
    {
        guard !rows.isEmpty else { return "" }
        let column = column(of: rows, width: width)
        var out = "\n\(title)\n"
        for (name, text) in rows {
            let label = paragraph("  " + name, width: width, indent: 4, in: language).dropLast()
            let lines = wrap(text, width: width - column, in: language)
            if !label.contains("\n") && TextWidth.of(label) + 2 <= column {
                out += label + TextWidth.spaces(column - TextWidth.of(label)) + lines[0] + "\n"
                out += lines.dropFirst().map { TextWidth.spaces(column) + $0 + "\n" }.joined()
            } else {
                out += label + "\n" + lines.map { TextWidth.spaces(column) + $0 + "\n" }.joined()
            }
        }
        return out
    }

    /// Where a section's second column starts: four columns after its widest label, at most 26;
    /// when that leaves under 20 columns, at 6, each label on a line of its own and its text under it.
    static func column(of rows: [(String, String)], width: Int) -> Int {
        let column = min(26, (rows.map { TextWidth.of($0.0) }.max() ?? 0) + 4)
        return width - column < 20 ? 6 : column
    }

    /// `text` in lines of `width` columns (the first `firstWidth`), as ``TextWidth/wrap(_:width:firstWidth:)``
    /// breaks them, with the ``words`` a reader types kept whole. In English every run of Chinese is
    /// kept whole: there it is a name quoted from a file or the app (`金额`, `时光记账`), not prose.
    static func wrap(_ text: String, width: Int, firstWidth: Int? = nil, in language: Language) -> [String] {
        let joined =
            language == .chinese
            ? TextWidth.joiningWords(words, in: text) : TextWidth.joiningWideRuns(in: text)
        return TextWidth.wrap(joined, width: width, firstWidth: firstWidth)
    }

    /// The Chinese words help texts name that a reader types or looks for as they are: the seeded
    /// categories' titles (用餐, 一般), the first book's name (日常账本), the categories imports
    /// create (退款, 待分类), and the day and period words (昨天, 周一, 上个月). A line breaks between
    /// other Chinese characters as UAX #14 allows.
    static let words: [String] = {
        let seeded = (try? LedgerState.seeded(titles: .chinese)).map {
            $0.categories.map(\.title) + $0.books.map(\.name)
        }
        return (seeded ?? []) + ["退款", "待分类"] + Day.chineseWords + Period.chineseWords
    }()
}
