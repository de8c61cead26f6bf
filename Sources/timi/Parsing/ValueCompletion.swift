/// What completion offers for a value: its fixed words, then the names of a kind.
struct ValueCompletion {
    /// Names that completion finds: in the ledger, among the commands, or (paths) by the shell.
    enum Kind {
        case dates, categories, books, accounts, months, periods, files, directories, commands, subcommands
        /// The notes (payees) used most with the category of `timi add AMOUNT CATEGORY`.
        case notes, payees
        /// The values the key named before takes (`timi config set KEY`).
        case settingValues
    }

    /// Fixed words (`text`, `json`; `last`), offered first.
    var words: [String] = []
    /// The names of a kind, offered after the words.
    var kind: Kind?

    /// Nothing to offer (free text, a number).
    static let none = ValueCompletion()

    /// These words and nothing else (`text|json`, `bash|zsh|fish`).
    static func words(_ words: [String]) -> ValueCompletion { ValueCompletion(words: words) }
    /// The names of `kind` (`<category>`, `<file>`).
    static func kind(_ kind: Kind) -> ValueCompletion { ValueCompletion(kind: kind) }

    /// How a help label writes a value named `name`: the words alone (`text|json`), the name and
    /// the words (`<month> | last`), or the name (`<date>`).
    func label(for name: String) -> String {
        guard !words.isEmpty else { return "<\(name)>" }
        return kind == nil ? words.joined(separator: "|") : (["<\(name)>"] + words).joined(separator: " | ")
    }
}
