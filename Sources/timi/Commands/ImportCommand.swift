import Foundation
import LedgerCore

struct ImportCommand: Command {
    static let name = "import"
    static let abstract = "Import bills from a CSV, JSON, JSON Lines or XLSX file, all or nothing."
    static let help = CommandHelp(
        usage:
            "timi import <file> [--format csv|json|jsonl|xlsx] [--encoding utf-8|gb18030] [--from-source <source>] [--map <column>=<field>,...] "
            + "[--category-map <name>=<category>,...] [--book <book>] [--create-categories] [--dry-run [--json]]",
        discussion: """
            CSV has a header row; its columns are date,type,amount,category,note and, if wanted, book,id,
            created (others are ignored). Without a type, a negative amount is an expense, any other income.
            Text may be UTF-8 or GB18030 (GBK); an XLSX workbook's first sheet is read like a CSV file.
            WeChat Pay, Alipay, ICBC, Chase, Monzo and TD exports are recognised by their content and
            booked as a bookkeeper would: closed, failed, returned and neutral rows are left out with their
            reason, refunds are income in 退款 (refund), created when first needed.
            JSON is an array of bills, or one per line, as 'timi export' writes them. Any bad row stops the
            import. Rows the ledger has (the same id, or imported before) are skipped. See the README.
            """,
        arguments: [file],
        options: [format, encoding, fromSource, map, categoryMap, book, createCategories, dryRun],
        examples: [
            "timi import bank.csv --map 交易日期=date,金额=amount,摘要=note --dry-run",
            "timi import backup.jsonl --create-categories",
            "timi export 2026 | timi --ledger ~/other import - --format csv",
        ])

    static let file = ArgumentSpec(
        "file", help: "The file to import, or - for standard input.", completion: .kind(.files))
    static let format = OptionSpec.format(
        ImportFormat.allCases, help: "What the file is (default: a zip is xlsx; else by extension, content).")
    static let encoding = OptionSpec(
        "--encoding", value: "encoding",
        help: "The text's encoding (default: UTF-8 if it is valid, else GB18030).",
        completion: .words(["utf-8", "gb18030", "gbk"]))
    static let fromSource = OptionSpec(
        "--from-source", value: "source",
        help: "Whose export the file is (default: recognised by its content; csv: timi's own).",
        completion: .words(StatementSource.allCases.map(\.rawValue)))
    static let map = OptionSpec(
        "--map", value: "column=field,...", shown: "<col>=<field>,...",
        help: "Columns under other names, e.g. 金额=amount,日期=date (default: none).")
    static let categoryMap = OptionSpec(
        "--category-map", value: "name=category,...", shown: "<name>=<cat>,...",
        help: "File categories to count as the ledger's, e.g. food=meals,转账=income:转账 (default: none).")
    static let book = GlobalOptions.book.explained(
        "Every row into this book (default: the row's book, else the current one).")
    static let createCategories = OptionSpec(
        "--create-categories", help: "Create the categories the ledger lacks (default: they are an error).")
    static let dryRun = OptionSpec(
        "--dry-run", help: "Show what would be imported and change nothing; with --json, as JSON.")

    var file: String
    var encoding: TextEncoding?
    var source: StatementSource?
    var mapping: ImportMapping
    var createCategories: Bool
    var dryRun: Bool

    init(parsing arguments: inout ArgumentScanner) throws {
        let columns = try arguments.value(Self.map)
        let categories = try arguments.value(Self.categoryMap)
        do {
            mapping = try ImportMapping(columns: columns, categories: categories)
        } catch let error as LedgerError {
            throw UsageError(error.description)
        }
        encoding = try arguments.value(Self.encoding).map { name in
            guard let encoding = TextEncoding(name: name) else {
                throw UsageError.invalidValue(
                    name, for: Self.encoding.synopsis, "use utf-8 or gb18030 (gbk)",
                    choices: Self.encoding.completion.words)
            }
            return encoding
        }
        source = try arguments.value(Self.fromSource).map { name in
            guard let source = StatementSource(rawValue: name.lowercased()) else {
                let names = Self.fromSource.completion.words
                throw UsageError.invalidValue(
                    name, for: Self.fromSource.synopsis, "use one of " + names.joined(separator: ", "),
                    choices: names)
            }
            return source
        }
        createCategories = arguments.flag(Self.createCategories)
        dryRun = arguments.flag(Self.dryRun)
        file = try arguments.required(Self.file)
    }

    func run(in context: Context) throws {
        let format = try context.options.format.map { raw in
            guard let format = ImportFormat(rawValue: raw) else {
                let names = Self.format.completion.words
                throw UsageError.invalidValue(
                    raw, for: GlobalOptions.format.synopsis,
                    "'timi import' reads " + names.joined(separator: ", "),
                    choices: names)
            }
            return format
        }
        if context.options.json && !dryRun {
            throw UsageError("'--json' goes with '--dry-run' (import prints no data)")
        }
        let stdin = file == "-"
        let bytes =
            stdin ? try Self.readStandardInput() : try BillImport.read(path: file)
        let batch = try BillImport(
            bytes: bytes, source: stdin ? "stdin" : file, path: stdin ? nil : file,
            options: .init(
                format: format, mapping: mapping, createCategories: createCategories, encoding: encoding,
                source: source))
        let apply = { (ledger: Ledger) in
            try batch.apply(
                to: ledger, book: try context.options.book.map(ledger.book(matching:)), now: context.now)
        }
        guard dryRun else {
            let outcome = try context.store.write(apply)
            report(outcome, in: context)
            return
        }
        let (outcome, listing) = try context.store.read { ledger in
            let outcome = try apply(ledger)
            return (
                outcome,
                context.options.json
                    ? outcome.asJSON(in: ledger.state)
                    : outcome.asText(in: ledger.state, style: context.style)
            )
        }
        context.print(listing)
        report(outcome, in: context)
    }

    /// Standard input to its end. A signal that interrupts the wait for more stops the import.
    private static func readStandardInput() throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[0..<count]
            } else if count == 0 {
                return bytes
            } else if errno == EINTR {
                try SignalWatcher.stopIfCaught()
            } else {
                throw LedgerError.io(path: "stdin", detail: String(cString: strerror(errno)))
            }
        }
    }

    private func report(_ outcome: ImportOutcome, in context: Context) {
        let (create, did, skip) =
            dryRun ? ("would create", "would import", "skip") : ("created", "imported", "skipped")
        if !outcome.createdCategories.isEmpty {
            let names = outcome.createdCategories.map { "\($0.title) (\($0.alias), \($0.type.rawValue))" }
            context.message("\(create) categories: " + names.joined(separator: ", "))
        }
        guard outcome.statement != .csv else {
            return context.message(
                "\(did) \(outcome.imported.count), \(skip) \(outcome.skipped) already present")
        }
        if dryRun {
            for row in outcome.left { context.message("leave out \(row.place): \(row.reason)") }
        }
        context.message(
            "\(outcome.statement.title) statement: \(did) \(outcome.imported.count), \(skip) \(outcome.skipped) already present, "
                + "\(dryRun ? "leave" : "left") out \(outcome.left.count) (closed, neutral or refunded)")
    }
}
