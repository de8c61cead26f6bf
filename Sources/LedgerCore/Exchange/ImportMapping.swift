/// Renamed columns (`--map`) and categories (`--category-map`).
package struct ImportMapping: Equatable, Sendable {
    /// By lower-cased column name: the field the column holds.
    package var fields: [String: ImportField]
    /// By lower-cased category name in the file: the ledger's category to use (a title, alias or id,
    /// optionally after its type: `expense:转账`, `income:转账`; see ``typedCategory(_:)``).
    package var categories: [String: String]

    /// No renaming: columns are named after the fields, categories after the ledger's.
    package init() {
        fields = [:]
        categories = [:]
    }

    /// Reads `COLUMN=field,…` (`交易日期=date,金额=amount`) and `NAME=CATEGORY,…` (`food=meals`).
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)`` naming the bad pair.
    package init(columns: String?, categories: String?) throws {
        self.init()
        let names = ImportField.allCases.map(\.name).joined(separator: ", ")
        for (column, name) in try ImportMapping.pairs(columns ?? "", "column mapping", "COLUMN=FIELD") {
            guard let field = ImportField(rawValue: name.lowercased()) else {
                throw LedgerError.invalidValue(
                    field: "column mapping", value: column + "=" + name,
                    reason: Reason("FIELD is one of {1}", names))
            }
            fields[column.lowercased()] = field
        }
        for (name, category) in try ImportMapping.pairs(categories ?? "", "category mapping", "NAME=CATEGORY")
        {
            self.categories[name.lowercased()] = category
        }
    }

    /// A `--category-map` target: `expense:转账` or `income:转账` (also `支出:` and `收入:`) names the
    /// category of that type, for a title both types have; else any type.
    static func typedCategory(_ target: String) -> (BillType?, String) {
        guard let colon = target.firstIndex(of: ":"),
            let type = BillType(name: String(target[..<colon]).lowercased())
        else { return (nil, target) }
        return (type, String(target[target.index(after: colon)...]))
    }

    /// `A=B,C=D` as pairs, each side trimmed and not empty; `B` is what follows the last `=`.
    private static func pairs(_ text: String, _ what: String, _ form: String) throws -> [(String, String)] {
        try text.split(separator: ",").map { pair in
            let sides = pair.lastIndex(of: "=").map { (pair[..<$0], pair[pair.index(after: $0)...]) }
            guard let (left, right) = sides, !Validation.trimmingBlanks(String(left)).isEmpty,
                !Validation.trimmingBlanks(String(right)).isEmpty
            else {
                throw LedgerError.invalidValue(
                    field: what, value: String(pair), reason: Reason("write {1}", form))
            }
            return (Validation.trimmingBlanks(String(left)), Validation.trimmingBlanks(String(right)))
        }
    }

    /// The field a column holds: its mapping, else the field of its own name (when no column is
    /// mapped to that field), else none.
    func field(ofColumn name: String) -> ImportField? {
        let key = Validation.trimmingBlanks(name).lowercased()
        if let field = fields[key] { return field }
        guard let own = ImportField(rawValue: key), !fields.values.contains(own) else { return nil }
        return own
    }
}
