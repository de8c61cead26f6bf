/// TD Canada Trust: no header, `date,description,debit,credit,balance` with MM/DD/YYYY dates and
/// blank lines at the end.
///
/// A debit is an expense and a credit income; the balance tells identical rows apart.
enum TDStatement {
    static func rows(_ records: ArraySlice<CSV.Record>) -> [FileRow] {
        records.filter { !StatementColumns.isBlank($0) }.map { record in
            let values = record.fields.map(StatementText.value)
            guard values.count == 5 else {
                var row = FileRow(line: record.line)
                row.problem = Reason(
                    "{1} fields where a TD row has 5 (date, description, debit, credit, balance)",
                    String(values.count))
                return row
            }
            let credit = values[3]
            var entry = StatementEntry(
                line: record.line, date: values[0], order: .monthDayYear,
                amount: credit.isEmpty ? values[2] : credit)
            entry.type = credit.isEmpty ? .expense : .income
            entry.cents = entry.cents.map(abs)
            entry.payee = values[1]
            entry.balance = StatementText.cents(values[4]).map { Money(cents: $0).description } ?? ""
            return entry.row
        }
    }
}
