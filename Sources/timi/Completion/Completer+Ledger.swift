import LedgerCore

extension Completer {
    /// `timi __complete WORD…`, run by the completion scripts: the candidates for the last word, one a
    /// line as `value<TAB>what it is`, or the single line `:files` or `:directories` for the shell to
    /// complete a path. The ledger (`--ledger`, `TIMI_HOME`, … as for any command) is only read, never
    /// locked or written; when it cannot be read, its names are left out. The descriptions are in the
    /// language of the interface (`LANG`…, or the configuration's `language`). After `--typed`, the
    /// words are as typed on the command line (bash and zsh), and are unquoted first (``TypedWord``).
    /// Always exits 0.
    static func run(_ arguments: [String], environment: [String: String], output: Output) -> Int32 {
        let words =
            arguments.first == "--typed" ? arguments.dropFirst().map(TypedWord.unquoted) : arguments
        /// The store of the ledger `--ledger` names (`nil` when not given), as for any command.
        func store(_ ledger: String?) -> LedgerStore? {
            let flag = ledger.map { path in
                path.hasPrefix("~/") ? (environment["HOME"] ?? "~") + path.dropFirst() : path
            }
            return LedgerLocation.resolve(flag: flag, environment: environment).map(
                LedgerStore.init(directory:))
        }
        var completer = Completer { ledger, book in
            try? store(ledger)?.peek { ledger in
                let current = ledger.currentBook
                let book = book.flatMap { try? ledger.book(matching: $0) } ?? current
                return LedgerNames(
                    books: ledger.state.books, currentBook: current, categories: ledger.state.categories,
                    accounts: ledger.state.accounts, months: ((try? ledger.months(of: book.id)) ?? []).reversed())
            }
        }
        completer.readUsage = { ledger, book, category, type in
            try? store(ledger)?.peek { ledger in
                let book = book.flatMap { try? ledger.book(matching: $0) } ?? ledger.currentBook
                let category = try ledger.categoryForBill(category, type: type)
                return try CategoryUsage(ledger: ledger, book: book.id, category: category.id)
            }
        }
        // The descriptions (zsh and fish show them) follow the language, as the help they come from.
        let configured = Configuration.path(environment: environment).flatMap {
            try? Configuration.load(path: $0)
        }
        let language = Language.of(environment: environment, configured: configured?.language)
        switch completer.complete(words) {
        case .files: output.write(":files\n")
        case .directories: output.write(":directories\n")
        case .words(let candidates):
            for candidate in candidates {
                let help = language.words(candidate.help).map { $0 == "\t" || $0 == "\n" ? " " : $0 }
                output.write(candidate.value + (help.isEmpty ? "" : "\t" + String(help)) + "\n")
            }
        }
        return ExitStatus.success
    }
}
