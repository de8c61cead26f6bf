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
