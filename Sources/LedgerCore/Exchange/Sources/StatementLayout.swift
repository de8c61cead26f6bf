/// What `timi import` found out about a file it reads as a statement, so that the plan can show a
/// wrong guess before anything is written: whose export it is, its encoding and delimiter, its header
/// line, each column's role, the date order, the decimal mark and the sign convention.
package struct StatementLayout: Equatable, Sendable {
    /// A column of the header and what it was taken for (`nil`: not used).
    package struct Column: Equatable, Sendable {
        package var name: String
        var role: ColumnRole?
    }

    /// How the amounts say which way the money went.
    package enum Sign: Equatable, Sendable {
        /// A negative amount is an expense.
        case negativeIsExpense
        /// A positive amount is an expense: a card statement whose purchases are positive, told by its
        /// header or preamble (a card number, 信用卡) or by its payments being negative.
        case positiveIsExpense
        /// Amounts without signs: an expense unless the row's words say refund, repayment or interest.
        case unsigned
        /// The named column says which way (借 / 贷, DR / CR, 支出 / 收入).
        case direction(String)
        /// Money out and money in have columns of their own.
        case split(out: String, in: String)
    }

    /// The name of whose export it is (`WeChat Pay`, `ICBC`), or `nil` for an unknown bank's.
    package var platform: String?
    /// The text's encoding.
    package var encoding: TextEncoding?
    /// What separates fields: `,`, `;` or TAB (`nil`: a workbook).
    package var delimiter: UInt8?
    /// The header's line (sheet row; 0: the file has none), and its columns with their roles (none
    /// for a platform's export, read by a reader of its own).
    var headerLine: Int
    package var columns: [Column] = []
    /// How dates are written, and whether `--date-format` or the rules chose it.
    var dateOrder: String?
    var dateOrderGiven = false
    /// The decimal mark, and whether `--decimal-comma` chose it.
    var decimalMark: Character = "."
    var decimalMarkGiven = false
    package var sign: Sign = .negativeIsExpense
    /// The date column used when there are a transaction and a posting date (the other is named).
    var unusedDate: String?
}
