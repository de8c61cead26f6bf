import Foundation

@testable import LedgerCore

/// Whether a ledger's import-key index (`import-keys`) says of every month it holds as indexed (its
/// files as listed) exactly what the month's bills are: ids, import keys, tags and payees' counts. A
/// month whose files changed is read again by an import, so only such a month could mislead one.
enum ImportKeysCheck {
    /// What is wrong with the index under `directory`; none when it is missing or damaged (rebuilt).
    static func problems(in directory: String) throws -> [String] {
        guard let bytes = FileManager.default.contents(atPath: directory + "/" + ImportKeyIndex.fileName),
            let index = ImportKeyIndex.decode(Array(bytes))
        else { return [] }
        return try LedgerStore(directory: directory).read { ledger in
            let lookup = try ledger.importKeys(digests: ImportDuplicates.entries(of:)) { _ in }
            var problems: [String] = []
            for (place, key) in index.months.enumerated() where lookup.valid[place] {
                let bills = try ledger.bills(of: key.book, in: key.month)
                let mask = ~ImportKeyIndex.monthMask
                let listed = index.entries.filter { Int($0 & ImportKeyIndex.monthMask) == place }
                let made = bills.flatMap(ImportDuplicates.entries(of:))
                if listed.map({ $0 & mask }).sorted() != made.map({ $0 & mask }).sorted() {
                    problems.append("import-keys: the entries of \(key.month), book \(key.book), are not its bills'")
                }
                func counts(_ payees: [ImportKeyIndex.PayeeCount]) -> [String] {
                    payees.map { "\($0.payee)\u{1F}\($0.category)\u{1F}\($0.count)" }.sorted()
                }
                let payees = index.payees.filter { $0.place == place }
                if counts(payees) != counts(ImportKeyIndex.payees(of: bills)) {
                    problems.append("import-keys: the payees of \(key.month), book \(key.book), are not its bills'")
                }
            }
            return problems
        }
    }
}
