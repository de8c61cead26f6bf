import Testing

@testable import LedgerCore

/// `FileRow` keeps its values in one shared object: each field must read back what was set, and a
/// copy must change apart from the row it was copied from (a statement's rows are copied and changed).
struct FileRowTests {
    @Test func everyFieldReadsBackItsOwnValue() {
        var row = FileRow(line: 3)
        for field in ImportField.allCases { #expect(row[field] == nil) }
        for field in ImportField.allCases { row[field] = "value of " + field.rawValue }
        for field in ImportField.allCases { #expect(row[field] == "value of " + field.rawValue) }
        row[.note] = nil
        #expect(row[.note] == nil)
        #expect(row[.payee] == "value of payee")
    }

    @Test func aCopyChangesApart() {
        var row = FileRow(line: 1)
        row[.amount] = "12.50"
        var copy = row
        copy[.amount] = "-3"
        copy[.note] = "lunch"
        #expect(row[.amount] == "12.50")
        #expect(row[.note] == nil)
        #expect(copy[.amount] == "-3")
        row[.date] = "2026-11-01"
        #expect(copy[.date] == nil)
    }

    @Test func presentValuesFollowTheFieldsOrder() {
        var row = FileRow(line: 1)
        (row[.note], row[.date], row[.amountOut]) = ("lunch", "2026-11-01", "5")
        #expect(row.presentValues == ["2026-11-01", "lunch", "5"])
    }
}
