import Foundation
import LedgerCore

/// Builds a timi ledger holding the bills of a `gen_ledger.py` JSON Lines file.
///
/// The generator's categories (food, transport, …) map onto timi's seeded ones; its two books are
/// 日常账本 (daily) and a second book named family.
enum BenchLedger {
    static let categoryAliases: [String: String] = [
        "food": "meals", "transport": "transport", "shopping": "shopping", "groceries": "produce",
        "housing": "housing", "utilities": "daily", "phone": "topup", "entertainment": "fun", "health": "medical",
        "education": "study", "clothing": "clothing", "beauty": "beauty", "travel": "travel", "sports": "sports",
        "pets": "pets", "gifts": "partner", "social": "treats", "digital": "digital", "kids": "baby",
        "other": "transfer", "salary": "salary", "bonus": "bonus", "investment": "investment",
        "parttime": "parttime", "redpacket": "redpacket",
    ]

    /// Writes the ledger at `directory` from `jsonl` in one change.
    static func build(from jsonl: String, at directory: String) throws {
        let text = try String(contentsOfFile: jsonl, encoding: .utf8)
        let store = LedgerStore(directory: directory)
        try store.write { ledger in
            let family = try ledger.addBook(name: "family")
            var categories: [String: Category] = [:]
            for (name, alias) in categoryAliases { categories[name] = try ledger.category(matching: alias) }
            var bills: [Bill] = []
            var index: Int64 = 0
            for line in text.split(separator: "\n") {
                guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String],
                    let id = object["id"], let dateText = object["date"], let date = Day(iso: dateText),
                    let amountText = object["amount"], let amount = Money(decimal: amountText),
                    let category = object["category"].flatMap({ categories[$0] })
                else { throw BenchError("cannot read line \(index + 1) of \(jsonl)") }
                index += 1
                bills.append(
                    Bill(
                        id: id, date: date, type: category.type, amount: amount, category: category.id,
                        book: object["book"] == "family" ? family.id : 1, note: object["note"] ?? "",
                        created: Timestamp(milliseconds: Int64(date.ordinal) * 86_400_000 + index)))
            }
            try ledger.insertBills(bills)
        }
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
