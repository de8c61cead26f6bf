/// One positional argument, declared once like an ``OptionSpec``.
struct ArgumentSpec {
    /// What it is called (`amount`: `Missing expected argument '<amount>'`).
    var name: String
    /// What it is, and its default.
    var help: String
    /// What completion offers for it.
    var completion: ValueCompletion
    /// Whether it may be left out: usage shows it in brackets, `[<month>]`.
    var optional: Bool
    /// Whether it takes more than one word: usage shows `<id> ...`.
    var repeats: Bool
    /// Whether it can be given only after the optional argument before it: usage shows it inside
    /// that argument's brackets, `[<bill> [<amount>]]`.
    var nested: Bool
    /// What the words after it are called when they are not an argument of their own but part of
    /// its value (`add`'s note after the category): usage shows `[<category> [<note> ...]]`.
    var rest: String?

    init(
        _ name: String, help: String, completion: ValueCompletion = .none, optional: Bool = false,
        repeats: Bool = false, nested: Bool = false, rest: String? = nil
    ) {
        self.name = name
        self.help = help
        self.completion = completion
        self.optional = optional
        self.repeats = repeats
        self.nested = nested
        self.rest = rest
    }

    /// How messages name it: `<amount>`.
    var synopsis: String { "<\(name)>" }

    /// How usage shows it, without the brackets of an optional one: `<id> ...`, `<category> [<note> ...]`.
    var usage: String {
        synopsis + (repeats ? " ..." : "") + (rest.map { " [<\($0)> ...]" } ?? "")
    }

    /// The usage of `arguments` in order: each optional one in brackets, a nested one inside the
    /// brackets of the one before it (`<amount> [<category> [<note> ...]]`).
    static func usage(_ arguments: [ArgumentSpec]) -> [String] {
        var words: [String] = []
        var open = 0
        for argument in arguments {
            if !(argument.nested && open > 0) {
                if open > 0 { words[words.count - 1] += String(repeating: "]", count: open) }
                open = 0
            }
            if argument.optional {
                words.append("[" + argument.usage)
                open += 1
            } else {
                words.append(argument.usage)
            }
        }
        if open > 0 { words[words.count - 1] += String(repeating: "]", count: open) }
        return words
    }

    /// The first column of its help row: `<amount>`, `bash|zsh|fish`, `<month> | last`.
    var label: String { completion.label(for: name) }

    /// Its help row: label and text.
    var row: (String, String) { (label, help) }
}
