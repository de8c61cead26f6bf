import LedgerCore

extension Completer {
    /// The values of an option or argument that start with `prefix`: its fixed words, and what its
    /// placeholders stand for.
    func values(_ label: HelpLabel, _ prefix: String, _ line: Line) -> Result {
        var candidates = label.words.map { Candidate(value: $0) }
        let fromLedger: Set = ["category", "book", "month", "period"]
        let names =
            label.placeholders.contains(where: fromLedger.contains)
            ? readLedger(line.given["--ledger"], line.given["--book"]) : nil
        for placeholder in label.placeholders {
            switch placeholder {
            case "file": return .files
            case "dir": return .directories
            case "command", "subcommand":
                let group = placeholder == "command" ? nil : line.positionals.first
                let commands =
                    group.map { word in Commands.all.first { $0.name == word }?.subcommands ?? [] }
                    ?? Commands.all
                candidates += commands.map { Candidate(value: $0.word, help: $0.abstract) }
            case "date": candidates += [Candidate(value: "today"), Candidate(value: "yesterday")]
            case "category": candidates += names.map { Completer.categories($0, type: line.billType) } ?? []
            case "book":
                let books = names.map { names in names.books.map { ($0, $0.id == names.currentBook.id) } } ?? []
                candidates += books.map { Candidate(value: $0.0.name, help: $0.1 ? "current book" : "") }
            case "month", "period":
                let months = names?.months ?? []
                candidates += months.map { Candidate(value: $0.description) }
                if placeholder == "period" {
                    var years: [Int] = []
                    for month in months where years.last != month.year { years.append(month.year) }
                    candidates += years.map { Candidate(value: String($0)) } + [Candidate(value: "all")]
                }
            default: break
            }
        }
        return .words(Completer.matching(prefix, candidates))
    }

    /// Each category's alias and title (of `type` only, when given).
    static func categories(_ names: LedgerNames, type: BillType?) -> [Candidate] {
        names.categories.filter { type == nil || $0.type == type }.flatMap { category in
            [
                Candidate(value: category.alias, help: "\(category.title), \(category.type.rawValue)"),
                Candidate(value: category.title, help: "\(category.alias), \(category.type.rawValue)"),
            ]
        }
    }

    /// The candidates that start with `prefix`, each value once.
    static func matching(_ prefix: String, _ candidates: [Candidate]) -> [Candidate] {
        var seen = Set<String>()
        return candidates.filter { $0.value.hasPrefix(prefix) && seen.insert($0.value).inserted }
    }
}

extension Completer.Line {
    /// The bill type the line asks for with `--income` or `--expense`.
    var billType: BillType? {
        given["--income"] != nil ? .income : given["--expense"] != nil ? .expense : nil
    }
}
