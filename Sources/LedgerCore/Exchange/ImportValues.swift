/// The values of one import row, read from its text and checked, before categories and books are
/// looked up: its ``Fields``, read as its own properties (`values.note`), in one ``SharedValue``
/// shared by copies until one of them changes a value.
@dynamicMemberLookup
struct ImportValues {
    /// The checked values, one property each.
    struct Fields {
        var date: Day
        /// The time of day: the `time` field's, else the one the date's text gives (`2026-11-01 12:30:45`).
        var time: TimeOfDay?
        var type: BillType
        /// Whether the amount's sign chose the type (the row has none).
        var typeFromSign: Bool
        var amount: Money
        var category = ""
        var note = ""
        var book = ""
        var id: String?
        var created: Timestamp?
        var payee: String?
        var reference: String?
        /// The account's balance after the row, as the file writes it (empty when it has none).
        var balance = ""
        /// The alias the file gives the row's category (timi's own export), when it is one a
        /// category may carry; `nil` when the file has none.
        var categoryAlias: String?
        /// The account as the file names it (a transfer's source); empty when none.
        var account = ""
        /// A transfer's destination as the file names it; empty when none.
        var toAccount = ""
        /// What a transfer between currencies brought in.
        var toAmount: Money?
        /// A transfer's fee.
        var fee: Money?
    }

    private var fields: SharedValue<Fields>

    subscript<Member>(dynamicMember member: WritableKeyPath<Fields, Member>) -> Member {
        _read { yield fields[dynamicMember: member] }
        _modify { yield &fields[dynamicMember: member] }
    }

    /// The longest id an imported bill may bring.
    static let maxIDLength = 64

    /// Reads the row's fields.
    /// - Throws: ``LedgerError`` for the first field that is wrong.
    /// - Parameter dateFormat: how the rules file says dates are written (`nil`: ``day(_:)``).
    init(_ row: FileRow, dateFormat: DateFormat? = nil) throws {
        if let problem = row.problem { throw RowProblem(problem) }
        func text(_ field: ImportField) -> String { row[field].map(Validation.trimmingBlanks) ?? "" }
        let dateText = text(.date)
        guard !dateText.isEmpty else { throw RowProblem("no date") }
        let date = try dateFormat?.day(dateText) ?? ImportValues.day(dateText)
        var amountText = text(.amount)
        if amountText.isEmpty {  // split columns: money in, money out
            let (moneyIn, moneyOut) = (text(.amountIn), text(.amountOut))
            if !moneyOut.isEmpty && moneyOut != "-" {
                amountText = moneyOut.hasPrefix("-") ? moneyOut : "-" + moneyOut
            } else if !moneyIn.isEmpty && moneyIn != "-" {
                amountText = moneyIn.hasPrefix("+") ? moneyIn : "+" + moneyIn
            }
        }
        let (amount, sign) = try ImportValues.signedAmount(amountText)
        let typeText = text(.type)
        let type: BillType
        if typeText.isEmpty {
            type = sign == "-" ? .expense : .income
        } else {
            // `expense` or `income` as it is, before the names in any case (a lower-cased copy a row).
            guard let named = BillType(rawValue: typeText) ?? BillType(name: typeText) else {
                throw LedgerError.invalidValue(
                    field: "type", value: typeText, reason: "use expense, income, transfer, 支出 or 收入")
            }
            if named == .transfer, sign != nil {
                throw LedgerError.invalidAmount(amountText, reason: "a transfer's amount has no sign")
            }
            if (sign == "-" && named == .income) || (sign == "+" && named == .expense) {
                throw LedgerError.invalidAmount(
                    amountText,
                    reason: sign == "+"
                        ? Reason("a '+' amount is income, but the type is {1}", typeText)
                        : Reason("a '-' amount is an expense, but the type is {1}", typeText))
            }
            type = named
        }
        var fields = Fields(date: date, type: type, typeFromSign: typeText.isEmpty, amount: amount)
        let timeText = text(.time)
        fields.time = try ImportTime.read(timeText.isEmpty ? ImportTime.text(inDate: dateText) : timeText)
        fields.category = text(.category)
        fields.note = try Bill.validatedNote(ImportValues.normalizedNote(row[.note] ?? ""))
        fields.book = text(.book)
        fields.payee = try Bill.validatedPayee(ImportValues.normalizedNote(row[.payee] ?? ""))
        fields.reference = try Bill.validatedReference(text(.ref))
        fields.balance = text(.balance)
        // An alias that is not one a category may carry is no help: the category is found by title.
        let alias = text(.categoryAlias)
        if !alias.isEmpty { fields.categoryAlias = try? Category.validatedAlias(alias) }
        fields.account = text(.account)
        fields.toAccount = text(.toAccount)
        let (toAmount, fee) = (text(.toAmount), text(.fee))
        if type == .transfer {
            guard !fields.account.isEmpty, !fields.toAccount.isEmpty else {
                throw RowProblem("a transfer names its account and its toAccount")
            }
            fields.toAmount = toAmount.isEmpty ? nil : try Money(parsing: toAmount)
            fields.fee = fee.isEmpty ? nil : try Money(parsing: fee)
        } else if !fields.toAccount.isEmpty || !toAmount.isEmpty || !fee.isEmpty {
            throw RowProblem("only a transfer has a toAccount, a toAmount or a fee")
        }
        let idText = text(.id)
        if !idText.isEmpty {
            let plain = idText.withUTF8Buffer { $0.allSatisfy { $0 > 0x20 && $0 < 0x7F } }
            guard plain ? idText.utf8.count <= ImportValues.maxIDLength : ImportValues.isPlainID(idText)
            else {
                throw LedgerError.invalidValue(
                    field: "id", value: idText,
                    reason: Reason(
                        "an id has 1 to {1} characters and no spaces", String(ImportValues.maxIDLength)))
            }
            fields.id = idText
        }
        let createdText = text(.created)
        if !createdText.isEmpty {
            guard let created = Timestamp(iso: createdText) else {
                throw LedgerError.invalidValue(
                    field: "created", value: createdText, reason: "use YYYY-MM-DDTHH:MM:SS.mmmZ")
            }
            fields.created = created
        }
        self.fields = SharedValue(fields)
    }

    /// A non-ASCII id: at most ``maxIDLength`` characters, no spaces or control characters.
    static func isPlainID(_ text: String) -> Bool {
        text.count <= maxIDLength && !text.contains(where: \.isWhitespace)
            && !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    }

    /// `YYYY-MM-DD` or `YYYY/MM/DD` (month and day may have one digit), optionally followed by a time
    /// after a space or `T`, which is dropped.
    static func day(_ text: String) throws -> Day {
        if let day = Day(iso: text) { return day }
        let datePart = text.split(whereSeparator: { $0 == " " || $0 == "T" }).first.map(String.init) ?? text
        let parts = datePart.split(
            separator: datePart.contains("/") ? "/" : "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].utf8.count == 4, (1...2).contains(parts[1].utf8.count),
            (1...2).contains(parts[2].utf8.count), let year = Int(asciiDigits: parts[0].utf8),
            let month = Int(asciiDigits: parts[1].utf8), let day = Int(asciiDigits: parts[2].utf8)
        else {
            throw LedgerError.invalidDate(text, reason: "use YYYY-MM-DD (or YYYY/MM/DD)")
        }
        guard let value = Day(year: year, month: month, day: day) else {
            throw LedgerError.invalidDate(text, reason: "there is no such day")
        }
        return value
    }

    /// An amount with an optional sign: `12.50`, `-12.50`, `+12.50`.
    /// - Returns: the amount (greater than 0) and the sign character, if any.
    static func signedAmount(_ text: String) throws -> (Money, Character?) {
        guard !text.isEmpty else { throw LedgerError.invalidAmount(text, reason: "it is empty") }
        let sign = ImportValues.sign(of: text)
        let digits = sign == nil ? Substring(text) : text.dropFirst()
        guard digits.first != "-", let amount = Money(decimal: digits) else {
            do {
                _ = try Money(parsing: String(digits))
            } catch LedgerError.invalidAmount(_, let reason) {
                throw LedgerError.invalidAmount(text, reason: reason)  // the precise reason, the whole text
            }
            // What a person may type (`1,234.00`, `12元`) is not a file's amount.
            throw LedgerError.invalidAmount(
                text,
                reason: text.contains(",")
                    ? "use '.' for decimals and no thousands separators" : "expected a number such as 12.50")
        }
        guard amount > .zero else { throw LedgerError.invalidAmount(text, reason: "an amount must not be 0") }
        guard amount <= .maximum else {
            throw LedgerError.invalidAmount(text, reason: Money.tooLarge)
        }
        return (amount, sign)
    }

    /// `-` or `+` when `text` starts with that character: told from the first two bytes when the
    /// second is ASCII (nothing combines with the first then), as `first` would find it, grapheme
    /// boundaries and all, for every row.
    private static func sign(of text: String) -> Character? {
        var bytes = text.utf8.makeIterator()
        let (first, second) = (bytes.next(), bytes.next())
        guard second.map({ $0 < 0x80 }) ?? true else {
            return text.first == "-" || text.first == "+" ? text.first : nil
        }
        return first == UInt8(ascii: "-") ? "-" : first == UInt8(ascii: "+") ? "+" : nil
    }

    /// A note with each line break (CRLF, CR or LF) and tab turned into one space; nothing else changes.
    static func normalizedNote(_ text: String) -> String {
        guard text.withUTF8Buffer({ $0.contains(where: { $0 == 10 || $0 == 13 || $0 == 9 }) }) else {
            return text
        }
        return String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" || $0 == "\t" ? " " : $0 })
    }
}

/// What is wrong with one import row, when no ``LedgerError`` says it.
struct RowProblem: Error, CustomStringConvertible {
    var reason: Reason
    init(_ reason: Reason) { self.reason = reason }
    var description: String { reason.description }

    /// What `error`, thrown while a row was read, says is wrong with it.
    static func reason(_ error: any Error) -> Reason {
        switch error {
        case let error as LedgerError: return .error(error)
        case let problem as RowProblem: return problem.reason
        default: return .verbatim(String(describing: error))
        }
    }
}
