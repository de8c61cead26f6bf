import Foundation
import LedgerCore

struct ImportCommand: Command {
    static let name = "import"
    static let abstract = "Import bills from a CSV, JSON or JSON Lines file, all or nothing."
    static let help = CommandHelp(
        usage: "timi import <file> [--format csv|json|jsonl] [--map <column>=<field>,...] "
            + "[--category-map <name>=<category>,...] [--book <name>] [--create-categories] [--dry-run [--json]]",
        discussion: """
            CSV has a header row naming the columns date,type,amount,category,note and, if wanted, book,id,
            created (other columns are ignored). type is expense, income, 支出 or 收入; without it, a negative
            amount is an expense and any other an income. Dates are YYYY-MM-DD or YYYY/MM/DD (a time after
            them is ignored). JSON is an array of bills, or one bill per line, as 'timi export' writes them.
            Categories are matched by title or alias. Any bad row stops the import and nothing changes.
            Rows already in the ledger (the same id, or imported before) are skipped, so importing a file
            twice, or an export that overlaps it, only adds what is new.
            """,
        arguments: [("<file>", "The file to import, or - for standard input.")],
        options: [
            ("--format <format>", "csv, json or jsonl (default: by the file's extension, else by its content)."),
            ("--map <column>=<field>,...", "Columns holding a field under another name, e.g. 交易日期=date,金额=amount."),
            ("--category-map <name>=<category>,...", "Categories of the file to put under the ledger's, e.g. food=meals."),
            ("--book <name>", "Import every row into this book (default: each row's book, else the current one)."),
            ("--create-categories", "Create the categories the ledger lacks (default: they are an error)."),
            ("--dry-run", "Show what would be imported and change nothing; with --json, as JSON."),
        ],
        examples: [
            "timi import bank.csv --map 交易日期=date,金额=amount,摘要=note --dry-run",
            "timi import backup.jsonl --create-categories",
            "timi export 2026 | timi --ledger ~/other import - --format csv",
        ])

    var file: String
    var mapping: ImportMapping
    var createCategories: Bool
    var dryRun: Bool

    init(parsing arguments: inout ArgumentScanner) throws {
        let columns = try arguments.option("--map", value: "column=field,...")
        let categories = try arguments.option("--category-map", value: "name=category,...")
        do { mapping = try ImportMapping(columns: columns, categories: categories) } catch let error as LedgerError {
            throw UsageError(error.description)
        }
        createCategories = arguments.flag("--create-categories")
        dryRun = arguments.flag("--dry-run", "-n")
        guard let file = arguments.positional() else { throw UsageError("Missing expected argument '<file>'") }
        self.file = file
    }

    func run(in context: Context) throws {
        var format: ImportFormat?
        if let raw = context.options.format {
            guard let value = ImportFormat(rawValue: raw) else {
                throw UsageError("The value '\(raw)' is invalid for '--format <format>': 'timi import' reads csv, json, jsonl")
            }
            format = value
        }
        if context.options.json && !dryRun { throw UsageError("'--json' goes with '--dry-run' (import prints no data)") }
        let bytes = file == "-" ? [UInt8](FileHandle.standardInput.readDataToEndOfFile()) : try BillImport.read(path: file)
        let batch = try BillImport(
            bytes: bytes, source: file == "-" ? "stdin" : file, path: file == "-" ? nil : file,
            options: .init(format: format, mapping: mapping, createCategories: createCategories))
        let apply = { (ledger: Ledger) in
            try batch.apply(to: ledger, book: try context.options.book.map(ledger.book(matching:)), now: context.now)
        }
        guard dryRun else {
            let outcome = try context.store.write(apply)
            report(outcome, in: context, verbs: ("imported", "skipped"))
            return
        }
        let (outcome, listing) = try context.store.read { ledger in
            let outcome = try apply(ledger)
            return (outcome, context.options.json ? outcome.asJSON(in: ledger.state) : try outcome.asText(in: ledger))
        }
        context.print(listing)
        report(outcome, in: context, verbs: ("would import", "skip"))
    }

    private func report(_ outcome: ImportOutcome, in context: Context, verbs: (String, String)) {
        if !outcome.createdCategories.isEmpty {
            let names = outcome.createdCategories.map { "\($0.title) (\($0.alias), \($0.type.rawValue))" }
            context.message("\(verbs.0 == "imported" ? "created" : "would create") categories: " + names.joined(separator: ", "))
        }
        context.message("\(verbs.0) \(outcome.imported.count), \(verbs.1) \(outcome.skipped) already present")
    }
}
