/// What the rules decided for one row; each field set remembers the rule's line.
struct RuleDecision {
    var category: (value: String, line: Int)?
    var type: (value: BillType, line: Int)?
    var book: String?
    var note: String?
    var payee: String?
    /// The line of the block that skips the row.
    var skip: Int?

    /// `values` with the type, book, note and payee the rules set (the category is the caller's, who
    /// also notes where it came from).
    /// - Throws: ``LedgerError`` for a note or payee a bill cannot have.
    func apply(to values: inout ImportValues) throws {
        if let (type, _) = type {
            values.type = type
            values.typeFromSign = false
        }
        if let book { values.book = book }
        if let note { values.note = try Bill.validatedNote(ImportValues.normalizedNote(note)) }
        if let payee { values.payee = try Bill.validatedPayee(payee) }
    }
}

extension ImportRules {
    /// Applies the blocks for `statement` to a row, in order: the first block that sets a field wins.
    /// A condition on a column the file does not have does not match, nor a `%time` on a row
    /// without one.
    /// - Parameters:
    ///   - row: the row as read, with every column of the file.
    ///   - values: its values, checked (for `%amount` comparisons and `%time`).
    ///   - columns: the file's column names, lower-cased, by position (empty for JSON).
    ///   - statement: the file's source, for blocks scoped by `source`.
    func decide(
        _ row: FileRow, values: ImportValues, columns: [String], statement: StatementSource = .csv
    ) -> RuleDecision {
        var decision = RuleDecision()
        guard !blocks.isEmpty else { return decision }
        var wholeRow: String?
        func matches(_ condition: Condition) -> Bool {
            let text: String
            switch condition.subject {
            case .field(let field): text = row[field] ?? ""
            case .column(let name):
                guard let index = columns.firstIndex(of: name.lowercased()), index < row.columns.count else {
                    return false
                }
                text = row.columns[index]
            case .account:
                guard let index = columns.firstIndex(where: ImportRules.accountColumns.contains),
                    index < row.columns.count
                else { return false }
                text = row.columns[index]
            case .time:
                guard case .time(let window) = condition.test, let time = values.time else { return false }
                return window.contains(seconds: Int(time.seconds))
            case .row:
                if wholeRow == nil {
                    wholeRow = (row.columns.isEmpty ? row.presentValues : row.columns).joined(separator: ",")
                }
                text = wholeRow ?? ""
            }
            switch condition.test {
            case .pattern(let pattern): return (try? pattern.firstMatch(in: text)) != nil
            case .amount(let bounds): return bounds.contains(values.amount)
            case .time: return false
            }
        }
        for block in blocks where block.applies(to: statement) {
            let matched =
                block.conditions.isEmpty || block.conditions.contains { $0.allSatisfy(matches) }
            guard matched else { continue }
            for (action, line) in block.actions {
                switch action {
                case .category(let value): if decision.category == nil { decision.category = (value, line) }
                case .type(let value): if decision.type == nil { decision.type = (value, line) }
                case .book(let value): if decision.book == nil { decision.book = value }
                case .note(let template):
                    if decision.note == nil { decision.note = ImportRules.expand(template, row, columns) }
                case .payee(let value): if decision.payee == nil { decision.payee = value }
                case .skip: if decision.skip == nil { decision.skip = line }
                }
            }
        }
        return decision
    }

    /// The value of the file's column `name` (any case), or of the field of that name, in `row`.
    static func column(_ name: String, of row: FileRow, columns: [String]) -> String {
        let key = name.lowercased()
        if let index = columns.firstIndex(of: key), index < row.columns.count { return row.columns[index] }
        return ImportField(rawValue: key).flatMap { row[$0] } ?? ""
    }

    /// `template` with each `%name` (letters, digits, `_` and `-`) replaced by that column's or field's
    /// value (trimmed); `%%` is `%`.
    static func expand(_ template: String, _ row: FileRow, _ columns: [String]) -> String {
        guard template.contains("%") else { return template }
        var out = ""
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                out += "%"
                rest = rest.dropFirst()
                continue
            }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            out += Validation.trimmingBlanks(column(String(name), of: row, columns: columns))
            rest = rest.dropFirst(name.count)
        }
        return out + rest
    }
}
