/// The columns of a statement's header, to read a record's fields by name.
///
/// Fields are trimmed of their padding; a record with more fields than the header has its surplus
/// merged back into the column that can hold a comma (WeChat's 交易对方 `WALMART HONG KONG CO.,LIMITED`)
/// or, when the surplus is empty (a trailing comma, Chase's extra field), dropped.
struct StatementColumns {
    private var index: [String: Int] = [:]
    /// The number of named columns (a trailing comma's empty name does not count).
    let count: Int

    init(_ header: CSV.Record) { self.init(names: header.fields) }

    init(names: [String]) {
        let trimmed = names.map(StatementText.value)
        count = trimmed.lastIndex { !$0.isEmpty }.map { $0 + 1 } ?? 0
        for (position, name) in trimmed.enumerated() where index[name] == nil && !name.isEmpty {
            index[name] = position
        }
    }

    /// The fields of `record` as the header places them, trimmed; `nil` when it has too few, or a
    /// non-empty surplus and no `merging` column.
    func fields(of record: CSV.Record, merging column: String? = nil) -> [String]? {
        var fields = record.fields
        while fields.count > count, let last = fields.last, Validation.trimmingBlanks(last).isEmpty {
            fields.removeLast()
        }
        if fields.count > count {
            guard let column, let at = index[column] else { return nil }
            let surplus = fields.count - count
            fields[at] = fields[at...(at + surplus)].joined(separator: ",")
            fields.removeSubrange((at + 1)...(at + surplus))
        }
        guard fields.count == count else { return nil }
        return fields.map(StatementText.value)
    }

    /// Whether `record` has nothing but padding (Excel writes empty rows as `,,,,`).
    static func isBlank(_ record: CSV.Record) -> Bool {
        record.fields.allSatisfy { Validation.trimmingBlanks($0).isEmpty }
    }

    /// An entry for each record of `records` up to the first that `isEnd` calls the footer's: what
    /// `read` makes of its fields, looked up by column name; a record whose fields do not fit the
    /// header (see ``fields(of:merging:)``) is a row with that problem, and a blank one no row.
    func entries(
        _ records: ArraySlice<CSV.Record>, merging column: String? = nil,
        until isEnd: (CSV.Record) -> Bool = { _ in false },
        _ read: (CSV.Record, (String) -> String) -> StatementEntry
    ) -> [StatementEntry] {
        var entries: [StatementEntry] = []
        for record in records {
            if isEnd(record) { break }
            if StatementColumns.isBlank(record) { continue }
            guard let fields = fields(of: record, merging: column) else {
                entries.append(StatementEntry(misfit: record, columns: count))
                continue
            }
            entries.append(read(record) { value($0, fields) })
        }
        return entries
    }

    /// Whether the header has a column `name`.
    func has(_ name: String) -> Bool { index[name] != nil }

    /// The value of the column `name` in `fields` (from ``fields(of:merging:)``); empty without one.
    func value(_ name: String, _ fields: [String]) -> String {
        index[name].map { $0 < fields.count ? fields[$0] : "" } ?? ""
    }
}
