#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LedgerCore

struct ImportCommand: Command {
    static let readsFormat = true
    static let help = CommandHelp(
        name: "import", abstract: "Import bills from a CSV, JSON, JSON Lines or XLSX file, all or nothing.",
        discussion: """
            CSV has a header row; its columns are date,type,amount,category,note and, if wanted, \
            book,id,created (others are ignored). Without a type, a negative amount is an expense, any other \
            income. Text may be UTF-8 or GB18030 (GBK); an XLSX workbook's first sheet is read like a CSV \
            file.

            WeChat Pay, Alipay, JD and Meituan exports are recognised by their content and booked as a \
            bookkeeper would: closed, failed, returned and neutral rows are left out with their reason, \
            refunds are income in 退款 (refund), created when first needed. A bank's export is read by the \
            words of its header (交易日期, 金额, Date, Amount, Withdrawal…), found after any preamble; its \
            delimiter, encoding, date order, decimal mark and sign convention are inferred from all of its \
            rows, and the dry run's plan says what was inferred. ICBC, Chase, Monzo and TD are recognised by \
            name, which gives their account's institution and currency and, where every date fits both, their \
            date order.

            JSON is an array of bills, or one per line, as 'timi export' writes them. Any bad row stops the \
            import. Rows the ledger has (the same id, or imported before) are skipped. Columns payee, ref \
            (the source's transaction number, the import key), balance, status and time (HH:MM or \
            HH:MM:SS, which orders the bills of a day) are read too. A rules file \
            says how to read a file timi does not know and categorises rows (see timi(1), IMPORT RULES); a \
            row it leaves open takes its payee's most used category, else timi's built-in one for the source's \
            own category word or a keyword of the payee or note (unless --no-builtin), else --fallback, else \
            (a statement's expense) 待分类 (uncategorised), created when first needed. timi's own CSV and JSON \
            carry each category's alias (categoryAlias): a category the ledger lacks is created as it was, \
            without --create-categories. The dry run prints the bills, then the plan: per category how many rows and how much, and how each \
            was decided; every skipped row and why; the totals. See the README.

            A bank or card statement is one account's: told by its preamble (卡号, 账号, Card number, \
            Account), a card-number column or its file name (Chase1234_…), and found by institution and \
            last four digits, or named with --account. A WeChat Pay, Alipay, JD or Meituan row is its \
            payment method's (招商银行信用卡(5678) by institution and digits; 零钱, 余额, 余额宝, 花呗 by the \
            platform and kind). Bills take that account; the plan lists the accounts the ledger lacks with \
            the 'timi account add' line of each, and --create-accounts creates them in the import's own \
            change. A statement with a balance column is checked: the column must chain, and timi's balance \
            of the account after each row must be the statement's (rows left out are counted and named); \
            an account created by the import opens with the statement's first balance less its amount, and \
            when every balance matches, the last one is recorded as a balance check (as 'timi account check' \
            does).

            In a ledger that keeps accounts, money moved between your own accounts is a transfer, never \
            income or expense: WeChat's 零钱提现 (its 服务费 the fee), 零钱充值, 零钱通 and 信用卡还款; \
            Alipay's 余额宝, 花呗 repayments and funds; a debit card's repayment of a credit card and the \
            card's 还款; a bank's side of a wallet's withdrawal or top-up (微信零钱提现, 零钱充值); Chase's \
            ACCT_XFER and card payments; Monzo's pots. A move whose other account is \
            not known is left out, saying how to book it (the 'timi account add' line, --account, or \
            'timi transfer'). A move the other account's statement booked already (the same amount, the \
            same accounts, dates at most 3 days apart) is not booked again: the plan names that transfer.

            A purchase paid on WeChat Pay, Alipay, JD or Meituan with a card is on the card's statement \
            too (财付通-…, 支付宝-…): the same amount on the same card, dates at most 3 days apart, the \
            statement naming the platform. Whichever file is imported second, its row is made one bill \
            with the first's: the platform's payee and note, both transaction numbers, the card's \
            account, both files' import keys (either imported again books nothing). A row that fits two \
            bills is linked to neither; the plan lists every link with its evidence. --no-link books \
            every row as it is.
            """,
        arguments: [file],
        options: [
            format, encoding, fromSource, map, dateFormat, decimalComma, categoryMap, book, createCategories,
            account,
            createAccounts, strictBalance, noLink, rules, noLearn, noBuiltin, fallback, dryRun,
        ],
        examples: [
            "timi import bank.csv --map 交易日期=date,金额=amount,摘要=note --dry-run",
            "timi import cmb-2026-03.csv --create-accounts --strict-balance",
            "timi export 2026 | timi --ledger ~/other import - --format csv",
        ])

    static let file = ArgumentSpec(
        "file", help: "The file to import, or - for standard input (a pipe named by its path is read alike).",
        completion: .kind(.files))
    static let format = OptionSpec.format(
        ImportFormat.allCases,
        help: "What the file is (default: a zip or an .xls is xlsx; else by extension, content).")
    static let encoding = OptionSpec(
        "--encoding", value: "encoding",
        help:
            "The text's encoding (default: UTF-8 if valid, UTF-16 by its mark, else windows-1252 or GB18030).",
        completion: .words(["utf-8", "gb18030", "gbk", "utf-16", "windows-1252"]))
    static let fromSource = OptionSpec(
        "--from-source", value: "source",
        help: "Whose export the file is (default: recognised by its content; csv: timi's own).",
        completion: .words(StatementSource.allCases.map(\.rawValue)))
    static let map = OptionSpec(
        "--map", value: "column=field,...", shown: "<col>=<field>,...",
        help: "Columns under other names, e.g. 金额=amount,日期=date (default: none).")
    static let dateFormat = OptionSpec(
        "--date-format", value: "format",
        help: "How the file writes dates, e.g. DD/MM/YYYY (default: inferred from all its dates).",
        completion: .words(["DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD"]))
    static let decimalComma = OptionSpec(
        "--decimal-comma", help: "Amounts are written 1.234,56 (default: inferred from all amounts).")
    static let categoryMap = OptionSpec(
        "--category-map", value: "name=category,...", shown: "<name>=<cat>,...",
        help: "File categories to count as the ledger's, e.g. food=meals,转账=income:转账 (default: none).")
    static let book = GlobalOptions.book.explained(
        "Every row into this book (default: the row's book, else the current one).")
    static let createCategories = OptionSpec(
        "--create-categories", help: "Create the categories the ledger lacks (default: they are an error).")
    static let account = OptionSpec(
        "--account", value: "account",
        help: "The statement's account, by name or id (default: the one the file names).",
        completion: .kind(.accounts))
    static let createAccounts = OptionSpec(
        "--create-accounts",
        help: "Create the accounts the file names and the ledger lacks (default: list them).")
    static let strictBalance = OptionSpec(
        "--strict-balance",
        help: "Import nothing unless the balance column chains and matches timi's (default: say so).")
    static let noLink = OptionSpec(
        "--no-link",
        help: "Book a card-paid platform row and its card statement's row as two bills (default: one).")
    static let rules = OptionSpec(
        "--rules", value: "file",
        help: "A rules file (default: $XDG_CONFIG_HOME/timi/import.rules, if there is one).",
        completion: .kind(.files))
    static let noLearn = OptionSpec(
        "--no-learn", help: "Do not give a row its payee's most used category (default: learn).")
    static let noBuiltin = OptionSpec(
        "--no-builtin",
        help: "Do not categorise by timi's built-in words of sources and keywords of merchants (default: do)."
    )
    static let fallback = OptionSpec(
        "--fallback", value: "category",
        help: "The category of rows nothing else decides (default: the type's first).",
        completion: .kind(.categories))
    static let dryRun = OptionSpec(
        "--dry-run", help: "Show the bills and the plan, and change nothing; with --json, as JSON.")

    var file: String
    var encoding: TextEncoding?
    var source: StatementSource?
    var mapping: ImportMapping
    var createCategories: Bool
    var rulesFile: String?
    var learn: Bool
    var builtin: Bool
    var fallback: String?
    var dryRun: Bool
    var dates: DateFormat?
    var decimalCommaGiven: Bool
    var account: String?
    var createAccounts: Bool
    var strictBalance: Bool
    var link: Bool

    init(parsing arguments: inout ArgumentScanner) throws {
        let columns = try arguments.value(Self.map)
        let categories = try arguments.value(Self.categoryMap)
        do {
            mapping = try ImportMapping(columns: columns, categories: categories)
        } catch let error as LedgerError {
            throw UsageError(error)
        }
        encoding = try arguments.value(Self.encoding).map { name in
            guard let encoding = TextEncoding(name: name) else {
                throw UsageError.invalidValue(
                    name, for: Self.encoding.synopsis, "use utf-8, gb18030 (gbk), utf-16 or windows-1252",
                    choices: Self.encoding.completion.words)
            }
            return encoding
        }
        source = try arguments.value(Self.fromSource).map { name in
            guard let source = StatementSource(rawValue: name.lowercased()) else {
                let names = Self.fromSource.completion.words
                throw UsageError.invalidValue(
                    name, for: Self.fromSource.synopsis, "use one of {1}", names.joined(separator: ", "),
                    choices: names)
            }
            return source
        }
        dates = try arguments.value(Self.dateFormat).map { text in
            guard let format = DateFormat(text) else {
                throw UsageError.invalidValue(
                    text, for: Self.dateFormat.synopsis,
                    "write the order of YYYY, MM and DD, such as DD/MM/YYYY",
                    choices: Self.dateFormat.completion.words)
            }
            return format
        }
        decimalCommaGiven = arguments.flag(Self.decimalComma)
        createCategories = arguments.flag(Self.createCategories)
        account = try arguments.value(Self.account)
        createAccounts = arguments.flag(Self.createAccounts)
        strictBalance = arguments.flag(Self.strictBalance)
        link = !arguments.flag(Self.noLink)
        rulesFile = try arguments.value(Self.rules)
        learn = !arguments.flag(Self.noLearn)
        builtin = !arguments.flag(Self.noBuiltin)
        fallback = try arguments.value(Self.fallback)
        dryRun = arguments.flag(Self.dryRun)
        file = try arguments.required(Self.file)
    }

    func run(in context: Context) throws {
        let format = try context.options.format.map { raw in
            guard let format = ImportFormat(rawValue: raw) else {
                let names = Self.format.completion.words
                throw UsageError.invalidValue(
                    raw, for: GlobalOptions.format.synopsis,
                    "'timi import' reads {1}", names.joined(separator: ", "),
                    choices: names)
            }
            return format
        }
        if context.options.json && !dryRun {
            throw UsageError(template: "'--json' goes with '--dry-run' (import prints no data)", [])
        }
        let stdin = file == "-"
        var options = BillImport.Options(
            format: format, mapping: mapping, createCategories: createCategories, encoding: encoding,
            rules: try readRules(in: context), learn: learn, builtin: builtin, fallback: fallback,
            source: source, dateFormat: dates, decimalComma: decimalCommaGiven)
        options.account = account
        options.createAccounts = createAccounts
        options.strictBalance = strictBalance
        options.link = link
        let batch =
            try ImportInput.isStream(file)
            ? BillImport(
                bytes: try ImportInput.bytes(of: file), source: stdin ? "stdin" : file,
                path: stdin ? nil : file,
                options: options)
            : BillImport(path: file, options: options)
        let apply = { (ledger: Ledger) in
            try batch.apply(
                to: ledger, book: try context.options.book.map { try ledger.book(matching: $0) },
                now: context.now, keepingBills: dryRun)
        }
        guard dryRun else {
            let (outcome, accounts) = try context.store.write { ledger in
                let outcome = try apply(ledger)
                // A ledger that keeps no accounts hears what it always heard, but of a broken balance column.
                let listing =
                    !ledger.state.accounts.isEmpty || account != nil || createAccounts || strictBalance
                return (
                    outcome,
                    outcome.accountLines(
                        in: ledger.state, dryRun: false, language: context.language, listing: listing)
                        + outcome.links.lines(language: context.language)
                )
            }
            // One write: a failure to tell it leaves no part of the story said.
            context.messages(accounts + report(outcome, in: context))
            return
        }
        let (outcome, listing) = try context.store.read(orNew: true) { ledger in
            let outcome = try apply(ledger)
            let plan = ImportPlan(outcome)
            guard !context.options.json else {
                return (outcome, plan.asJSON(in: ledger.state, bills: outcome.asJSON(in: ledger.state)))
            }
            let bills = outcome.asText(in: ledger.state, style: context.style)
            return (
                outcome,
                (bills.isEmpty ? "" : bills + "\n") + plan.asText(in: ledger.state, style: context.style)
            )
        }
        context.print(listing)
        context.messages(report(outcome, in: context))
    }

    /// The rules of `--rules`, else of `import.rules` beside the configuration when it exists.
    /// - Throws: ``LedgerError`` when the file is missing (given by name) or has a mistake.
    private func readRules(in context: Context) throws -> ImportRules? {
        let path: String
        if let rulesFile {
            path = rulesFile
        } else {
            guard let config = context.configurationPath else { return nil }
            let beside = String(config[..<(config.lastIndex(of: "/") ?? config.startIndex)]) + "/import.rules"
            guard access(beside, F_OK) == 0 else { return nil }
            path = beside
        }
        let bytes = try BillImport.read(path: path)
        return try ImportRules(bytes: bytes, source: path)
    }

    /// The closing lines: the categories created, then the summary.
    private func report(_ outcome: ImportOutcome, in context: Context) -> [String] {
        let language = context.language
        var lines: [String] = []
        if !outcome.createdCategories.isEmpty {
            let names = outcome.createdCategories.map {
                "\($0.title) (\($0.alias), \(language.text($0.type == .income ? "income" : "expense")))"
            }
            lines.append(
                language.text(
                    dryRun ? "would create categories: {1}" : "created categories: {1}",
                    names.joined(separator: ", ")))
        }
        lines.append(outcome.summary(dryRun: dryRun, in: language))
        return lines
    }
}
