/// Whose statement a bank or card export is: the account told by its preamble (`卡号: 1234****9876`,
/// `账号`, `Card number`, `Account`), a column of card numbers, its file name (`Chase1234_…`) and its
/// source, read by ``ImportReader``.
enum StatementAccount {
    /// Words of a preamble line or a column header that name the account's number.
    private static let numberWords = [
        "卡号", "账号", "帐号", "账户", "帐户", "card number", "card no", "card #", "card", "account number",
        "account no", "account", "konto", "iban",
    ]

    /// The hint of a statement from `source` named `fileName`.
    /// - Parameters:
    ///   - preamble: the lines before the header, each its fields joined by spaces.
    ///   - header: the header's column names.
    ///   - rows: the data records' fields, for a column of card numbers and the currency.
    ///   - credit: whether the amounts read as a card's (purchases positive).
    static func hint(
        source: StatementSource, fileName: String, preamble: [String], header: [String], rows: [[String]],
        credit: Bool
    ) -> AccountHint? {
        let base = String(fileName.split(separator: "/").last ?? "")
        var hint = AccountHint(
            institution: institution(of: source) ?? "", kind: nil, digits: "", found: .preamble)
        let text = (preamble + [base]).joined(separator: " ")
        if hint.institution.isEmpty { hint.institution = Institution.named(in: text) ?? "" }
        if let digits = preamble.lazy.compactMap(lastFour(afterNumberWord:)).first {
            hint.digits = digits
        } else if let digits = columnDigits(header: header, rows: rows) {
            (hint.digits, hint.found) = (digits, .column)
        } else if let digits = fileNameDigits(base) {
            (hint.digits, hint.found) = (digits, .fileName)
            if hint.institution.isEmpty { hint.institution = Institution.named(in: base) ?? "" }
        }
        if hint.digits.isEmpty { hint.found = .source }
        let words = (text + " " + header.joined(separator: " ")).lowercased()
        hint.kind = credit || words.contains("信用卡") || words.contains("credit card") ? .credit : .debit
        hint.currency = currency(source: source, header: header, rows: rows)
        return hint.digits.isEmpty && hint.institution.isEmpty ? nil : hint
    }

    /// The institution a source's own export comes from.
    static func institution(of source: StatementSource) -> String? {
        switch source {
        case .wechat: return "微信"
        case .alipay, .alipayWeb: return "支付宝"
        case .jd: return "京东"
        case .meituan: return "美团"
        case .icbc: return "工商银行"
        case .chase: return "Chase"
        case .monzo: return "Monzo"
        case .td: return "TD"
        case .bank, .csv: return nil
        }
    }

    /// The last four digits of the number after a number word on `line` (`账号: 6222 **** 0000` →
    /// 0000, `Card number: XXXX XXXX XXXX 1234` → 1234): the last run of at least four digits.
    static func lastFour(afterNumberWord line: String) -> String? {
        let lowered = line.lowercased()
        guard let word = numberWords.first(where: { lowered.contains($0) }),
            let range = lowered.firstRange(of: word)
        else { return nil }
        return lastRun(in: String(lowered[range.upperBound...]))
    }

    /// The last four digits of the last run of at least four ASCII digits in `text` that is no part
    /// of a date (`2025年`, `2025-01-31`).
    private static func lastRun(in text: String) -> String? {
        var runs: [String] = []
        var run = ""
        for character in text + " " {
            if character.isASCII && character.isNumber {
                run.append(character)
                continue
            }
            if run.count >= 4, !"年月-/.:".contains(character) { runs.append(run) }
            run = ""
        }
        return runs.last.map { String($0.suffix(4)) }
    }

    /// The card of a column of card numbers (卡号末四位, 借记卡号, Card #) when every row names the same.
    private static func columnDigits(header: [String], rows: [[String]]) -> String? {
        let names = header.map { ColumnRole.normalised($0) }
        guard let column = names.firstIndex(where: { name in
            ["卡号", "card#", "cardno", "cardnumber", "借记卡号"].contains { name.contains($0) } && !name.contains("对方")
        }) else { return nil }
        let found = Set(rows.compactMap { $0.count > column ? lastRun(in: $0[column]) : nil })
        return found.count == 1 ? found.first : nil
    }

    /// `Chase1234_Activity_20260301.CSV` → 1234: four digits right after the letters of a name.
    private static func fileNameDigits(_ name: String) -> String? {
        let characters = Array(name)
        var index = 0
        while index < characters.count {
            guard characters[index].isASCII, characters[index].isNumber else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
            if end - index == 4, index > 0, characters[index - 1].isLetter { return String(characters[index..<end]) }
            index = end
        }
        return nil
    }

    /// The currency of the rows: a currency column's value when all rows agree, else the source's,
    /// else CNY for a header in Chinese.
    private static func currency(source: StatementSource, header: [String], rows: [[String]]) -> String? {
        if let column = header.firstIndex(where: { ColumnRole.role(of: $0) == .currency }) {
            let found = Set(rows.compactMap { $0.count > column ? CurrencyCode.code(of: StatementText.value($0[column])) : nil })
            if found.count == 1 { return found.first }
        }
        if let own = currency(of: source) { return own }
        return header.contains(where: { $0.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF } })
            ? "CNY" : nil
    }

    /// The currency of a source's own exports; `nil` for an unknown bank's and timi's CSV.
    static func currency(of source: StatementSource) -> String? {
        switch source {
        case .chase: return "USD"
        case .monzo: return "GBP"
        case .td: return "CAD"
        case .wechat, .alipay, .alipayWeb, .jd, .meituan, .icbc: return "CNY"
        case .bank, .csv: return nil
        }
    }
}
