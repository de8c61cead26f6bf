import LedgerCore

extension Completer {
    /// The values of an option or argument that start with `prefix`: its fixed words, and the names
    /// of its kind.
    func values(_ completion: ValueCompletion, _ prefix: String, _ line: Line) -> Result {
        var candidates = completion.words.map { Candidate(value: $0) }
        let fromLedger: [ValueCompletion.Kind?] = [.categories, .books, .accounts, .months, .periods]
        let names =
            fromLedger.contains(completion.kind)
            ? readLedger(line.given["--ledger"], line.given["--book"]) : nil
        switch completion.kind {
        case nil: break
        case .files: return .files
        case .directories: return .directories
        case .commands, .subcommands:
            let group = completion.kind == .commands ? nil : line.positionals.first
            let commands =
                group.map { word in Commands.all.first { $0.name == word }?.subcommands ?? [] }
                ?? Commands.all
            candidates += commands.map { Candidate(value: $0.word, help: $0.abstract) }
        case .dates:
            candidates += ["today", "yesterday", "tomorrow", "mon", "tue", "wed", "thu", "fri", "sat", "sun"]
                .map { Candidate(value: $0) }
            // The Chinese words once a word is begun, so that an empty word lists one language.
            if !prefix.isEmpty { candidates += ["今天", "昨天", "前天", "明天"].map { Candidate(value: $0) } }
        case .categories: candidates += names.map { Completer.categories($0, type: line.billType) } ?? []
        case .books:
            let books = names.map { names in names.books.map { ($0, $0.id == names.currentBook.id) } } ?? []
            candidates += books.map { Candidate(value: $0.0.name, help: $0.1 ? "current book" : "") }
        case .accounts:
            candidates += (names?.accounts ?? []).filter { !$0.hidden && !$0.closed }.map {
                Candidate(value: $0.name, help: $0.kind.rawValue)
            }
        case .notes, .payees:
            let usage = line.category.flatMap {
                readUsage(line.given["--ledger"], line.given["--book"], $0, line.billType)
            }
            let texts = completion.kind == .notes ? usage?.notes : usage?.payees
            candidates += (texts ?? []).map { Candidate(value: $0) }
        case .settingValues:
            let key = line.positionals.first.flatMap(Configuration.Key.init(rawValue:))
            candidates += (key.flatMap(ConfigurationKey.named)?.choices ?? []).map { Candidate(value: $0) }
        case .months, .periods:
            if !prefix.isEmpty {
                let monthWords = ["本月", "这个月", "上个月", "上月", "下个月", "下月"]
                candidates += Period.chineseWords.filter {
                    completion.kind == .periods || monthWords.contains($0)
                }
                .map { Candidate(value: $0) }
            }
            let months = names?.months ?? []
            candidates += months.map { Candidate(value: $0.description) }
            if completion.kind == .periods {
                var years: [Int] = []
                for month in months where years.last != month.year { years.append(month.year) }
                candidates += years.map { Candidate(value: String($0)) }
            }
        }
        return .words(Completer.matching(prefix, candidates))
    }

    /// After every argument: for `timi add AMOUNT CATEGORY`, the notes then the payees most used
    /// with the category, as `--note=TEXT` and `--payee=NAME` (each only when not given yet).
    func afterArguments(_ current: String, _ line: Line) -> Result {
        guard line.category != nil else { return .words([]) }
        var candidates: [Candidate] = []
        for (option, help) in [(BillFields.note(.adding), "note"), (BillFields.payee(.adding), "payee")]
        where line.given[option.long] == nil {
            guard case .words(let values) = values(option.completion, "", line) else { continue }
            candidates += values.map { Candidate(value: option.long + "=" + $0.value, help: help) }
        }
        return .words(Completer.matching(current, candidates))
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
    /// The category of `timi add AMOUNT CATEGORY`, as typed; `nil` on any other line.
    var category: String? {
        command?.name == AddCommand.name && positionals.count >= 2 ? positionals[1] : nil
    }

    /// The bill type the line asks for with `--income` or `--expense`.
    var billType: BillType? {
        given["--income"] != nil ? .income : given["--expense"] != nil ? .expense : nil
    }
}
