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

    /// Adds a bill (untimed) and returns its id.
    func addBill() throws -> String {
        let (status, output) = try ProcessTimer.output([
            timi, "add", "1", "--date", "2026-10-15", "--ledger", ledger,
        ])
        guard status == 0 else { throw BenchError("timi add exited \(status)") }
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Adds books (untimed), for an import whose rows name them.
    func addBooks(_ names: [String]) throws {
        for name in names {
            let (status, _) = try ProcessTimer.output([timi, "book", "add", name, "--ledger", ledger])
            guard status == 0 else { throw BenchError("timi book add \(name) exited \(status)") }
        }
    }

    /// The generator's JSON Lines file of `count` rows (100k unless told), made if missing.
    func importFile(count: Int = 100_000) throws -> String {
        try BenchData.jsonl(count: count, in: dataDirectory, generator: generator)
    }
}
