import Foundation

/// Builds a timi ledger holding the bills of a `gen_ledger.py` JSON Lines file, with `timi import`
/// itself: the generator's two books are added first, its categories become timi's (the README's
/// recipe for this file), and `daily`, the larger book, is made current.
enum BenchLedger {
    static let books = ["daily", "family"]
    static let importOptions = ["--create-categories", "--category-map", "entertainment=fun"]

    /// Writes the ledger at `directory` from `jsonl` with the `timi` at `timi`.
    static func build(from jsonl: String, at directory: String, timi: String) throws {
        for book in books {
            let (status, _) = try ProcessTimer.output([timi, "book", "add", book, "--ledger", directory])
            guard status == 0 else { throw BenchError("timi book add \(book) exited \(status)") }
        }
        let (status, _) = try ProcessTimer.output(
            [timi, "import", jsonl] + importOptions + ["--ledger", directory])
        guard status == 0 else { throw BenchError("timi import \(jsonl) exited \(status)") }
        // The one-month operations work on the current book: the larger of the two.
        let (used, _) = try ProcessTimer.output([timi, "book", "use", books[0], "--ledger", directory])
        guard used == 0 else { throw BenchError("timi book use \(books[0]) exited \(used)") }
    }
}
