import Foundation

/// What an operation's setup may use.
struct BenchContext {
    var timi: String
    var ledger: String
    var dataDirectory: String
    var generator: String
    /// The number of bills of the ledger being measured.
    var size = 0

    /// The id of a bill of the benchmark month, found by an untimed `timi list`.
    func recentBillID() throws -> String {
        let (status, output) = try ProcessTimer.output([
            timi, "list", Operation.month, "--json", "--ledger", ledger,
        ])
        guard status == 0, let range = output.range(of: #""id":"[^"]+""#, options: .regularExpression) else {
            throw BenchError("no bill found in \(Operation.month) (timi list exited \(status))")
        }
        return String(output[range].dropFirst(6).dropLast())
    }

    /// The month whose file names accounts, for ``billOfMonthWithAccounts()``: not the month the other
    /// one-month rows read.
    static let accountsMonth = "2026-08"

    /// The id of a bill, picked at random, of the current book's month file of ``accountsMonth``, which
    /// is given (untimed, once) a bill of an account by an import: spliced into the month, its file is
    /// then of format 3 with no change log, as a statement's or WeChat's import leaves a month. A bill
    /// an earlier run edited is in the log by now; most of the month's thousands are not.
    func billOfMonthWithAccounts() throws -> String {
        try addAccounts()
        if try !monthFileNamesAccounts() {
            try indexImportKeys()
            let path = dataDirectory + "/accounts-month.csv"
            let row = "\(Self.accountsMonth)-20,expense,3.50,meals,bench,\(Self.accountName(1))\n"
            let csv = "date,type,amount,category,note,account\n" + row
            try csv.write(toFile: path, atomically: true, encoding: .utf8)
            let (status, _) = try ProcessTimer.output([timi, "import", path, "--ledger", ledger])
            guard status == 0, try monthFileNamesAccounts() else {
                throw BenchError("timi import (the month with accounts) exited \(status), or no format 3")
            }
        }
        let (status, output) = try ProcessTimer.output([
            timi, "list", Self.accountsMonth, "--json", "--ledger", ledger,
        ])
        let ids = try NSRegularExpression(pattern: #""id":"([^"]+)""#).matches(
            in: output, range: NSRange(output.startIndex..., in: output)
        ).compactMap { Range($0.range(at: 1), in: output).map { String(output[$0]) } }
        guard status == 0, let id = ids.randomElement() else {
            throw BenchError("no bill found in \(Self.accountsMonth) (timi list exited \(status))")
        }
        return id
    }

    /// Whether the current book's month file of ``accountsMonth`` is of format 3 or later.
    private func monthFileNamesAccounts() throws -> Bool {
        let state = try String(contentsOfFile: ledger + "/ledger.json", encoding: .utf8)
        guard let range = state.range(of: #""currentBook":[0-9]+"#, options: .regularExpression) else {
            return false
        }
        let book = state[range].drop { !$0.isNumber }
        let path = ledger + "/bills/\(book)/\(Self.accountsMonth).json"
        guard let bytes = FileManager.default.contents(atPath: path) else { return false }
        let footer = String(decoding: bytes.suffix(16), as: UTF8.self)
        return !footer.contains(#""format":1}"#) && !footer.contains(#""format":2}"#)
    }

    /// Adds a bill (untimed) and returns its id.
    func addBill() throws -> String {
        let (status, output) = try ProcessTimer.output([
            timi, "add", "1", "--date", "2026-10-15", "--ledger", ledger,
        ])
        guard status == 0 else { throw BenchError("timi add exited \(status)") }
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The name of the benchmark's account `number` (1 to ``accountCount``).
    static func accountName(_ number: Int) -> String { "bench-" + String(number + 100).dropFirst() }
    /// How many accounts the account rows' ledger has (issue 38's target: a million bills, 12 accounts).
    static let accountCount = 12

    /// Gives the ledger (untimed, once) ``accountCount`` accounts and, through one `timi add -`, a bill
    /// naming each of them in every month of the generator's ten years, so that every month's summary
    /// keeps a flow per account; the generator's bills name none (its import has no account column).
    func addAccounts() throws {
        let state = try String(contentsOfFile: ledger + "/ledger.json", encoding: .utf8)
        guard !state.contains(Self.accountName(Self.accountCount)) else { return }
        for number in 1...Self.accountCount {
            let (status, _) = try ProcessTimer.output([
                timi, "account", "add", Self.accountName(number), "--kind", number == 1 ? "credit" : "debit",
                "--ledger", ledger,
            ])
            guard status == 0 else { throw BenchError("timi account add exited \(status)") }
        }
        var lines = ""
        for month in 0..<120 {
            let (year, monthOfYear) = (2016 + (month + 10) / 12, (month + 10) % 12 + 1)
            for number in 1...Self.accountCount {
                let day = String(format: "%04d-%02d-%02d", year, monthOfYear, number)
                lines += "\(number).50 meals bench @\(Self.accountName(number)) \(day)\n"
            }
        }
        let input = ledger + ".accounts.txt"
        try lines.write(toFile: input, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: input) }
        let (status, _) = try ProcessTimer.output([
            "/bin/sh", "-c", "exec \"$0\" add - --ledger \"$1\" < \"$2\"", timi, ledger, input,
        ])
        guard status == 0 else { throw BenchError("timi add - (the accounts' bills) exited \(status)") }
    }

    /// Adds books (untimed), for an import whose rows name them.
    func addBooks(_ names: [String]) throws {
        for name in names {
            let (status, _) = try ProcessTimer.output([timi, "book", "add", name, "--ledger", ledger])
            guard status == 0 else { throw BenchError("timi book add \(name) exited \(status)") }
        }
    }

    /// A month's five statements (``BenchStatements``), made if missing.
    func statementFiles() throws -> [String] { try BenchStatements.files(in: dataDirectory) }

    /// Brings the ledger's import-key index up to date (untimed), as a statement import does: after the
    /// generator's bulk import, and after rows that change every month (the accounts' 1,440 bills,
    /// which leave every month read past the index). A one-row statement of a made-up bank, kept, so
    /// that the timed imports, undone after each run, find the index as a ledger that has just
    /// imported a statement does, rather than rebuild it in every run. Its row is new each time: an
    /// import that adds nothing writes no index.
    func indexImportKeys() throws {
        let path = dataDirectory + "/index-warm-up.csv"
        let stamp = Int(Date().timeIntervalSince1970 * 1_000_000)
        try "date,amount,payee\n2026-10-31,-1.00,bench warm-up \(stamp)\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let (status, _) = try ProcessTimer.output([timi, "import", path, "--ledger", ledger])
        guard status == 0 else { throw BenchError("timi import (the import-key index's warm-up) exited \(status)") }
    }

    /// The generator's JSON Lines file of `count` rows (100k unless told), made if missing.
    func importFile(count: Int = 100_000) throws -> String {
        try BenchData.jsonl(count: count, in: dataDirectory, generator: generator)
    }
}
