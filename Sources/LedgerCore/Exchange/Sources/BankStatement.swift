/// Any bank's export, read by the words of its header: the header row found among the first lines
/// after any preamble, each column given a role (``ColumnRole``), the end of the data found before
/// its footer, and what the file does not say (date order, decimal mark, sign convention) inferred
/// from all of its rows.
///
/// What a user says overrides any of it: `--map` (or a rules file's `fields`) a column's role,
/// `--date-format` (or `date-format`) the date order, `--decimal-comma` the decimal mark. A bank
/// recognised by its header (ICBC, Chase, Monzo, TD: ``StatementSource``) is read the same way; its
/// name gives only what the rows cannot: the institution, the currency, and the date order when every
/// date fits both.
struct BankStatement {
    /// What the user said about the layout.
    struct Given {
        var mapping = ImportMapping()
        var dateFormat: DateFormat?
        var decimalComma = false
    }

    /// The header's index in the records, and the column of each role.
    private var header: Int
    /// The header's index in the records (the records before it are the preamble).
    var headerIndex: Int { header }
    private var roles: [ColumnRole?]
    /// The columns of each role, in the header's order (made once, not per row).
    private var columnsOf: [ColumnRole: [Int]]
    /// The columns joined into a row's note, in the header's order: its notes, and an unknown bank's
    /// kinds, as before kinds were told apart (the note is part of a row's import key, and a statement
    /// imported again must meet the bills it booked).
    private var noteColumns: [Int]
    private var dates: StatementDates
    private var amounts: StatementAmounts
    private var sign: StatementLayout.Sign
    /// Whether a money-out column writes its amounts negative (Monzo's `Money Out`), so that a
    /// negative one is no reversal.
    private var outIsNegative: Bool
    /// The bank, when its header told it (``StatementSource/bank`` otherwise).
    private var source: StatementSource
    /// Whether the statement is a card's (a card number or 信用卡 in its header or preamble, or no
    /// running balance): its payments are moves from the holder's own accounts (``OwnMove/cardPayment``);
    /// another statement's repayment of a card is a move to it (``OwnMove/cardRepayment(in:label:)``).
    private var isCard: Bool
    private var dateColumn: Int
    private var postingColumn: Int?
    /// The records under the header, up to the footer.
    private var data: ArraySlice<CSV.Record>

    /// How many records the header may follow.
    static let maxPreamble = 40

    /// Words that start a footer's first field (合计, 以上数据仅供参考, Total…).
    private static let footerWords = ["total", "summe", "saldo", "solde", "以上", "注：", "注:"]

    /// Words a footer's first field contains (人民币合计).
    private static let footerInnerWords = ["合计", "总计", "共计", "小计", "以上数据"]

    /// Words of a row that give money back or pay a card off (for unsigned amounts and card statements).
    private static let creditWords = [
        "退货", "退款", "还款", "存入", "存款", "利息", "结息", "工资", "refund", "payment", "thank you", "deposit",
        "interest", "salary", "gutschrift", "remboursement", "reembolso",
    ]

    /// Words of a row that pays a card off (a move between the holder's own accounts).
    private static let paymentWords = ["还款", "thank you", "autopay", "repayment", "payment received"]

    /// A transaction kind that moves money between the holder's own accounts at the bank (Chase's
    /// `ACCT_XFER`), and one to or from a pot (Monzo's `Pot transfer`, a savings account of its own).
    private static let accountTransferKind = "acct_xfer"
    private static let potTransferKind = "pot transfer"

    /// Reads the layout of `records`, the export of `source` (a bank told by its header, or
    /// ``StatementSource/bank``); the lines before the header are searched for the statement's period.
    /// - Throws: ``FileFormatError`` for no header with a date and an amount column, or a date column
    ///   whose order cannot be told.
    init(_ records: [CSV.Record], given: Given, source: StatementSource = .bank) throws {
        guard let (header, found) = BankStatement.findHeader(records, mapping: given.mapping) else {
            let widest = records.prefix(BankStatement.maxPreamble).max { $0.fields.count < $1.fields.count }
            let seen = (widest?.fields ?? []).map(StatementText.value).filter { !$0.isEmpty }
            throw FileFormatError(
                Reason(
                    "no header row with a date and an amount column in the first {1} lines (columns seen: {2}); name them with --map COLUMN=date,COLUMN=amount",
                    String(BankStatement.maxPreamble), seen.isEmpty ? "none" : seen.joined(separator: ", ")))
        }
        let roles = BankStatement.chosen(found, names: records[header].fields)
        let rest = records[(header + 1)...]
        func first(_ role: ColumnRole) -> Int? { roles.firstIndex(of: role) }
        // A transaction date wins over a posting date; a time column with whole dates is a date.
        let posting = first(.date) == nil ? nil : first(.postingDate)
        let dateColumn = first(.date) ?? first(.postingDate) ?? first(.time) ?? 0
        let data = BankStatement.dataRows(rest, dateColumns: [dateColumn] + (posting.map { [$0] } ?? []))
        func values(_ column: Int?) -> [String] {
            guard let column else { return [] }
            return data.compactMap { column < $0.fields.count ? $0.fields[column] : nil }
        }
        // Dates.
        let preamble = records[..<header].map { $0.fields.joined(separator: " ") }
        let period = StatementDates.period(in: preamble)
        let dates: StatementDates
        if let format = given.dateFormat {
            dates = StatementDates(order: StatementDates.order(of: format), period: period)
        } else {
            switch StatementDates.infer(values(dateColumn) + values(posting)) {
            case .order(let order)?:
                dates = StatementDates(order: order, period: period)
            case nil:
                dates = StatementDates(order: source.dateOrder ?? .yearMonthDay, period: period)
            case .ambiguous(let example)?:
                // A bank known by its header writes one order; an unknown one's user must choose.
                if let order = source.dateOrder {
                    dates = StatementDates(order: order, period: period)
                    break
                }
                throw FileFormatError(
                    Reason(
                        "the dates of column {1} fit both day/month and month/day (such as {2}); choose with --date-format DD/MM/YYYY or --date-format MM/DD/YYYY",
                        StatementText.value(records[header].fields[dateColumn]), example))
            case .contradictory(let day, let month)?:
                throw FileFormatError(
                    Reason(
                        "the dates of column {1} are day first ({2}) and month first ({3}); choose with --date-format",
                        StatementText.value(records[header].fields[dateColumn]), day, month))
            }
        }
        // Amounts.
        let amountColumns = [first(.amount), first(.amountOut), first(.amountIn), first(.balance)]
        let amounts = StatementAmounts(
            decimalComma: given.decimalComma
                || StatementAmounts.infersDecimalComma(amountColumns.flatMap { values($0) }))
        let names = records[header].fields.map(StatementText.value)
        let sign: StatementLayout.Sign
        let cardHint = (preamble + names).contains { line in
            ["信用卡", "卡号", "card"].contains { line.lowercased().contains($0) }
        }
        if first(.amount) == nil, first(.amountOut) != nil || first(.amountIn) != nil {
            sign = .split(out: first(.amountOut).map { names[$0] } ?? "", in: first(.amountIn).map { names[$0] } ?? "")
        } else if let direction = first(.direction) {
            sign = .direction(names[direction])
        } else {
            sign = BankStatement.sign(
                of: values(first(.amount)), rows: data, roles: roles, cardHint: cardHint, amounts: amounts)
        }
        (self.header, self.roles, self.dates, self.amounts, self.sign) = (header, roles, dates, amounts, sign)
        (self.dateColumn, self.postingColumn, self.data) = (dateColumn, posting, data)
        var byRole: [ColumnRole: [Int]] = [:]
        for (index, role) in roles.enumerated() {
            if let role { byRole[role, default: []].append(index) }
        }
        // The counterparty before the place: ICBC's 对方户名 is the payee, its 交易场所 only when empty.
        byRole[.payee]?.sort { (names[$0] == "交易场所" ? 1 : 0) < (names[$1] == "交易场所" ? 1 : 0) }
        columnsOf = byRole
        noteColumns = ((byRole[.note] ?? []) + (source == .bank ? byRole[.kind] ?? [] : [])).sorted()
        isCard = cardHint || first(.balance) == nil
        let outs = values(first(.amountOut)).compactMap { amounts.cents($0)?.cents }.filter { $0 != 0 }
        outIsNegative = !outs.isEmpty && outs.allSatisfy { $0 < 0 }
        self.source = source
    }

    /// The first record among the first ``maxPreamble`` whose header words name a date and an amount
    /// (signed, split or with a direction), and the role of each of its columns; `--map` names columns
    /// of its own.
    private static func findHeader(
        _ records: [CSV.Record], mapping: ImportMapping
    ) -> (Int, [ColumnRole?])? {
        for (index, record) in records.prefix(maxPreamble).enumerated() {
            let roles = record.fields.map { name -> ColumnRole? in
                if let field = mapping.fields[Validation.trimmingBlanks(name).lowercased()] {
                    return role(of: field)
                }
                return ColumnRole.role(of: name)
            }
            let dated = roles.contains { $0 == .date || $0 == .postingDate || $0 == .time }
            let amount = roles.contains { $0 == .amount || $0 == .amountIn || $0 == .amountOut }
            let named = record.fields.filter { !StatementText.value($0).isEmpty }.count
            if dated, amount, named >= 2 { return (index, roles) }
        }
        return nil
    }

    /// `roles` with one column to each role but notes (which are joined): of several amounts the one
    /// in the account's currency (记账金额, 入账金额, 人民币金额, Billing amount), else the first.
    private static func chosen(_ roles: [ColumnRole?], names: [String]) -> [ColumnRole?] {
        var roles = roles
        let booked = ["记账", "入账", "人民币", "billing"]
        for role in ColumnRole.allCases where role != .note && role != .payee && role != .kind {
            let columns = roles.indices.filter { roles[$0] == role }
            guard columns.count > 1 else { continue }
            let keep =
                columns.first { column in booked.contains { ColumnRole.normalised(names[column]).contains($0) } }
                ?? columns[0]
            for column in columns where column != keep { roles[column] = nil }
        }
        return roles
    }

    /// The role `--map` gives a column by naming its field.
    private static func role(of field: ImportField) -> ColumnRole? {
        switch field {
        case .date: return .date
        case .amount: return .amount
        case .amountIn: return .amountIn
        case .amountOut: return .amountOut
        case .type: return .direction
        case .payee: return .payee
        case .note: return .note
        case .category: return .category
        case .balance: return .balance
        case .time: return .time
        case .ref, .id: return .ref
        case .status: return .status
        case .book, .created, .photo, .categoryAlias, .account, .toAccount, .toAmount, .fee: return nil
        }
    }

    /// The records of the data: blank ones left out, up to a footer (a first field such as 合计 or
    /// Total, or a line of dashes) or, after a blank line, the first record whose date is no date.
    private static func dataRows(_ records: ArraySlice<CSV.Record>, dateColumns: [Int]) -> ArraySlice<CSV.Record> {
        var afterBlank = false
        var end = records.endIndex
        for index in records.indices {
            let record = records[index]
            if StatementColumns.isBlank(record) {
                afterBlank = true
                continue
            }
            let dated = dateColumns.contains { column in
                column < record.fields.count && StatementDates.numbers(record.fields[column]) != nil
                    || column < record.fields.count
                        && StatementText.day(record.fields[column], order: .yearMonthDay) != nil
            }
            guard !dated else { continue }
            // Only a record without a date may be the footer: its first field is read for one.
            let lead = StatementText.value(record.fields.first { !StatementText.value($0).isEmpty } ?? "")
                .lowercased()
            if afterBlank || lead.hasPrefix("---") || footerWords.contains(where: { lead.hasPrefix($0) })
                || footerInnerWords.contains(where: { lead.contains($0) })
            {
                end = index
                break
            }
        }
        return records[records.startIndex..<end].filter { !StatementColumns.isBlank($0) }[...]
    }

    /// The sign convention of a signed amount column: purchases are positive in a card statement (told
    /// by `cardHint` or by negative payment rows) when most amounts are; amounts that are never
    /// negative have no sign.
    private static func sign(
        of texts: [String], rows: ArraySlice<CSV.Record>, roles: [ColumnRole?], cardHint: Bool,
        amounts: StatementAmounts
    ) -> StatementLayout.Sign {
        let cents = texts.compactMap { amounts.cents($0)?.cents }
        let positive = cents.filter { $0 > 0 }.count
        let negative = cents.filter { $0 < 0 }.count
        if negative == 0, positive > 0 { return .unsigned }
        // A card statement's payments are negative, or most of its amounts positive; a debit
        // account's payment to a card or loan is one row among negative ones, under a running balance.
        if cardHint && positive > negative { return .positiveIsExpense }
        guard cardHint || !roles.contains(.balance) else { return .negativeIsExpense }
        let amountColumn = roles.firstIndex(of: .amount) ?? 0
        let paymentsNegative = rows.contains { record in
            amountColumn < record.fields.count && (amounts.cents(record.fields[amountColumn])?.cents ?? 0) < 0
                && says(paymentWords, record, roles: roles)
        }
        if paymentsNegative { return .positiveIsExpense }
        return .negativeIsExpense
    }

    /// Whether the payee or a note of `record` contains one of `words` (lower-case), in any case.
    private static func says(_ words: [String], _ record: CSV.Record, roles: [ColumnRole?]) -> Bool {
        zip(record.fields, roles).contains { field, role in
            (role == .payee || role == .note) && field.containsWord(of: words)
        }
    }

    /// What the plan shows of the layout.
    func layout(_ records: [CSV.Record], given: Given) -> StatementLayout {
        let names = records[header].fields.map(StatementText.value)
        var layout = StatementLayout(platform: source == .bank ? nil : source.title, headerLine: records[header].line)
        layout.columns = zip(names, roles).filter { !$0.0.isEmpty }.map { StatementLayout.Column(name: $0.0, role: $0.1) }
        layout.dateOrder = dates.order.rawValue
        layout.dateOrderGiven = given.dateFormat != nil
        layout.decimalMark = amounts.decimalComma ? "," : "."
        layout.decimalMarkGiven = given.decimalComma
        layout.sign = sign
        layout.unusedDate = postingColumn.map { names[$0] }
        return layout
    }

    /// How many records make ``rows()`` read them in parts on the cores.
    static let partedRows = 2_000

    /// The rows of the data, each with its record's fields (for rules): in parts side by side on the
    /// cores for a large file (a record's entry depends on nothing but the record and the layout),
    /// joined in the file's order.
    func rows(parts: Int = Cores.available) -> [FileRow] {
        func row(_ record: CSV.Record) -> FileRow {
            var row = entry(record).row
            row.columns = record.fields
            return row
        }
        let parts = data.count > BankStatement.partedRows ? min(parts, data.count) : 1
        guard parts > 1 else { return data.map(row) }
        let size = (data.count + parts - 1) / parts
        var pieces = [[FileRow]](repeating: [], count: parts)
        pieces.withUnsafeMutableBufferPointer { pieces in
            Threads.perform(parts) { part in
                let start = data.startIndex + min(data.count, part * size)
                let end = data.startIndex + min(data.count, (part + 1) * size)
                pieces[part] = data[start..<end].map(row)
            }
        }
        var rows: [FileRow] = []
        rows.reserveCapacity(data.count)
        for piece in pieces { rows.append(contentsOf: piece) }
        return rows
    }

    /// The entry of one record.
    private func entry(_ record: CSV.Record) -> StatementEntry {
        let fields = record.fields
        func value(_ column: Int?) -> String {
            guard let column, column < fields.count else { return "" }
            let value = StatementText.value(fields[column])
            // `-------------------`: BOC's word for nothing.
            return value.utf8.allSatisfy { $0 == UInt8(ascii: "-") } ? "" : value
        }
        func all(_ role: ColumnRole) -> [String] {
            (columnsOf[role] ?? []).map { value($0) }.filter { !$0.isEmpty }
        }
        func first(_ role: ColumnRole) -> String {
            for column in columnsOf[role] ?? [] {
                let found = value(column)
                if !found.isEmpty { return found }
            }
            return ""
        }
        var dateText = value(dateColumn)
        if dateText.isEmpty { dateText = value(postingColumn) }
        let amountText: String
        var type: BillType?
        var cents: Int64?
        switch sign {
        case .split:
            let out = first(.amountOut)
            let into = first(.amountIn)
            let outCents = amounts.cents(out)?.cents ?? 0
            amountText = outCents != 0 || into.isEmpty ? out : into
            cents = amounts.cents(amountText).map { abs($0.cents) }
            type = outCents != 0 || into.isEmpty ? .expense : .income
            // A split column that carries its own sign (`-12.00` under 支出 for a reversal) says so,
            // unless every amount out is written negative.
            if let signed = amounts.cents(amountText)?.cents, signed < 0, !(type == .expense && outIsNegative) {
                type = type == .expense ? .income : .expense
            }
        case .direction:
            amountText = first(.amount)
            let parsed = amounts.cents(amountText)
            cents = parsed.map { abs($0.cents) }
            type = BankStatement.direction(first(.direction)) ?? parsed?.mark
                ?? parsed.map { $0.cents < 0 ? .expense : .income }
        case .negativeIsExpense, .positiveIsExpense, .unsigned:
            amountText = first(.amount)
            let parsed = amounts.cents(amountText)
            cents = parsed.map { abs($0.cents) }
            if let parsed {
                if let mark = parsed.mark {
                    type = mark
                } else if sign == .unsigned {
                    type = BankStatement.says(BankStatement.creditWords, record, roles: roles) ? .income : .expense
                } else {
                    let expense = sign == .positiveIsExpense ? parsed.cents > 0 : parsed.cents < 0
                    type = expense ? .expense : .income
                }
            }
        }
        var entry = StatementEntry(
            line: record.line, dateText: dateText, day: dates.day(dateText), amountText: amountText, cents: cents)
        // A time column beside the date's (交易时间: `12:34:56`, `123456`); else the date's cell may hold one.
        if columnsOf[.time]?.contains(dateColumn) != true { entry.timeText = first(.time) }
        entry.type = type
        entry.payee = first(.payee)
        entry.note = noteColumns.map { value($0) }.filter { !$0.isEmpty }.joined(separator: " ")
        // A number timi cannot keep (Base64 of 200 characters) is left out: the balance tells rows apart.
        entry.ref = (try? Bill.validatedReference(first(.ref))).flatMap { $0 } ?? ""
        entry.status = first(.status)
        entry.kind = all(.kind).joined(separator: " ")
        entry.category = first(.category)
        entry.balance = amounts.cents(first(.balance)).map { Money(cents: $0.cents).description } ?? ""
        entry.isRefund = type == .income && entry.kind.containsWord("refund")
        if let (move, reason) = ownTransfer(entry) {
            entry.skip = reason
            entry.move = move
        } else if isCard, type == .income,
            BankStatement.says(BankStatement.paymentWords, record, roles: roles)
                || entry.status.uppercased() == "PAYMENT"
        {
            entry.skip = "a payment to the card from your own account"
            entry.move = OwnMove.cardPayment
        } else if let type,
            let move = OwnMove.walletMove(in: entry.payee + " " + entry.note, outgoing: type == .expense)
        {
            entry.move = move
        } else if !isCard, type == .expense {
            entry.move = OwnMove.cardRepayment(
                in: entry.payee + " " + entry.note, label: entry.payee.isEmpty ? entry.note : entry.payee)
        }
        return entry
    }

    /// The move of a row whose kind says it goes between the holder's own accounts at this bank: to
    /// or from the account of the digits after `...` in its description (Chase's `Online Transfer to
    /// SAV ...9876`, a savings account for `SAV`), or the pot the row names (Monzo); `nil` for another
    /// kind. The reason is what a ledger without accounts says in leaving it out.
    private func ownTransfer(_ entry: StatementEntry) -> (OwnMove, Reason)? {
        let outgoing = entry.type == .expense
        let institution = StatementAccount.institution(of: source) ?? ""
        let currency = StatementAccount.currency(of: source)
        if entry.kind.containsWord(BankStatement.accountTransferKind) {
            let reason: Reason = "a transfer between your own accounts (ACCT_XFER)"
            let words = entry.payee.split(separator: " ")
            guard let number = words.first(where: { $0.hasPrefix("...") }),
                case let digits = number.dropFirst(3).filter({ $0.isASCII && $0.isNumber }), digits.count == 4
            else { return (OwnMove(other: nil, otherLabel: "", outgoing: outgoing), reason) }
            let savings = words.contains { $0.uppercased() == "SAV" }
            let hint = AccountHint(
                institution: institution, kind: savings ? .savings : .debit, digits: String(digits),
                currency: currency, found: .paymentMethod)
            return (OwnMove(other: hint, otherLabel: (savings ? "SAV ..." : "...") + digits, outgoing: outgoing), reason)
        }
        if entry.kind.containsWord(BankStatement.potTransferKind) {
            let pot = entry.payee.isEmpty ? "Pot" : entry.payee
            let hint = AccountHint(
                institution: institution, kind: .savings, digits: "", currency: currency, label: pot,
                found: .paymentMethod)
            return (
                OwnMove(other: hint, otherLabel: pot, outgoing: outgoing),
                Reason("a transfer to or from your pot ({1})", entry.kind)
            )
        }
        return nil
    }

    /// The type a direction column's word says: 借/支出/DR/Debit out, 贷/收入/CR/Credit in.
    static func direction(_ word: String) -> BillType? {
        let key = word.lowercased()
        let out = ["借", "支", "dr", "debit", "débit", "soll", "ausgang"]
        let into = ["贷", "收", "cr", "credit", "crédit", "haben", "eingang"]
        if out.contains(where: { key.hasPrefix($0) }) || ["d", "-", "s"].contains(key) { return .expense }
        if into.contains(where: { key.hasPrefix($0) }) || ["c", "+", "h"].contains(key) { return .income }
        return nil
    }
}
