/// What a column of a bank statement holds, told by the words of its header (see ``role(of:)``).
///
/// Used by ``BankStatement`` to read an export whose layout timi has never seen.
enum ColumnRole: String, CaseIterable, Sendable {
    /// The day the transaction was made (交易日期, Transaction Date): wins over ``postingDate``.
    case date
    /// The day the bank booked it (记账日期, Posting Date, Booking Date, Buchungstag).
    case postingDate = "posting-date"
    /// The time of day (交易时间 beside a date column, Time).
    case time
    /// A signed amount (交易金额, Amount, Betrag).
    case amount
    /// Money out only (支出, 借方, Withdrawal, Debit, Money Out, Paid out).
    case amountOut = "amount-out"
    /// Money in only (收入, 存入, 贷方, Deposit, Credit, Money In, Paid in).
    case amountIn = "amount-in"
    /// Which way the money went (借贷标志, 收/支, DR/CR, Credit / Debit).
    case direction
    /// Who was paid or paid (对方户名, 交易对方, Description, Name, Partner Name).
    case payee
    /// What the bank says the row is (摘要, 交易摘要, Memo, Reference).
    case note
    /// The bank's code for the sort of transaction (Type: `ACH_DEBIT`, `Card payment`, `Pot
    /// transfer`): what tells a refund or a move between the holder's own accounts, not a note.
    case kind
    /// The bank's own category (Category: `groceries`), used as a hint (see ``BuiltinCategories``).
    case category
    /// The account's balance after the row (余额, Balance).
    case balance
    /// The row's currency (币种, Currency).
    case currency
    /// The bank's number for the row (流水号, Transaction ID).
    case ref
    /// The row's state (交易状态, Status).
    case status

    /// The role of a column headed `name`, `nil` for a column timi does not use: the header's words
    /// in lower case without spaces, looked up whole, then by the words they contain.
    static func role(of name: String) -> ColumnRole? {
        let key = normalised(name)
        guard !key.isEmpty else { return nil }
        if let role = exact[key] { return role }
        if unused.contains(key) { return nil }
        for (word, role) in containing where key.contains(word) { return role }
        return nil
    }

    /// `name` trimmed, lower-cased, without spaces, underscores and dots, with full-width brackets
    /// and slashes as ASCII ones.
    static func normalised(_ name: String) -> String {
        var out = ""
        for character in StatementText.value(name).lowercased() {
            switch character {
            case " ", "\t", "_", ".", "\u{3000}", "\"", "'": continue
            case "（": out.append("(")
            case "）": out.append(")")
            case "／": out.append("/")
            default: out.append(character)
            }
        }
        return out
    }

    /// Whole headers, as banks write them (normalised).
    private static let exact: [String: ColumnRole] = {
        var table: [String: ColumnRole] = [:]
        for (role, names) in words {
            for name in names where table[name] == nil { table[name] = role }
        }
        return table
    }()

    /// Each role's whole headers.
    private static let words: [(ColumnRole, [String])] = [
        (
            .date,
            [
                "交易日期", "交易日", "交易发生日期", "消费日期", "日期", "date", "transactiondate", "transdate",
                "datum", "fecha", "fechaoperación", "fechaoperacion", "dateopération", "dateoperation",
                "umsatzdatum", "transaktionsdatum", "fechadeoperación",
            ]
        ),
        (
            .postingDate,
            [
                "记账日期", "记账日", "入账日期", "入账日", "银行记账日", "postingdate", "postdate", "dateposted",
                "bookingdate", "valuedate", "buchungstag", "buchungsdatum", "wertstellung", "valuta",
                "datedevaleur", "fechavalor",
            ]
        ),
        (.time, ["交易时间", "记账时间", "时间", "time", "uhrzeit", "heure", "hora"]),
        (
            .amount,
            [
                "交易金额", "金额", "人民币金额", "发生额", "交易额", "记账金额", "入账金额", "amount", "transactionamount",
                "billingamount", "betrag", "montant", "importe", "入账币种/金额", "交易币种/金额", "amount(eur)",
                "amount(usd)", "amount(gbp)", "betrag(eur)", "umsatz",
            ]
        ),
        (
            .amountOut,
            [
                "支出", "支出金额", "借方", "借方金额", "借方发生额", "交易金额(支出)", "记账金额(支出)", "取出金额",
                "withdrawal", "withdrawals", "debit", "debitamount", "debits", "moneyout", "paidout", "out",
                "soll", "débit", "debito", "débito", "cargo", "ausgang",
            ]
        ),
        (
            .amountIn,
            [
                "收入", "收入金额", "存入", "存入金额", "贷方", "贷方金额", "贷方发生额", "交易金额(收入)", "记账金额(收入)",
                "deposit", "deposits", "credit", "creditamount", "credits", "moneyin", "paidin", "in", "haben",
                "crédit", "credito", "crédito", "abono", "eingang",
            ]
        ),
        (
            .direction,
            [
                "借贷标志", "借贷", "借贷方向", "收/支", "收支", "收支类型", "dr/cr", "debit/credit", "credit/debit",
                "crdr", "drcr", "soll/haben", "s/h",
            ]
        ),
        (
            .payee,
            [
                "对方户名", "对方名称", "对方账户名", "对方账户名称", "交易对方", "对手信息", "对方信息", "收/付款方", "交易场所",
                "商户名称", "商户", "payee", "name", "partnername", "merchantname", "merchant", "counterparty",
                "beneficiary", "auftraggeber/empfänger", "empfänger", "auftraggeber", "bénéficiaire",
                "beneficiario", "description", "descripción", "descripcion", "desc", "transactiondescription",
            ]
        ),
        (
            .note,
            [
                "摘要", "交易摘要", "交易说明", "交易描述", "交易名称", "交易类型", "附言", "交易附言", "客户摘要", "用途", "备注",
                "商品", "商品说明", "交易详情", "memo", "reference", "paymentreference", "narrative",
                "notes", "notesand#tags", "verwendungszweck", "buchungstext", "libellé", "libelle", "concepto",
            ]
        ),
        (.kind, ["type", "transactiontype", "details", "typ", "umsatzart", "buchungsart"]),
        (.category, ["category", "类别", "kategorie", "catégorie", "categorie", "categoría", "categoria"]),
        (
            .balance,
            [
                "余额", "账户余额", "联机余额", "本次余额", "交易后余额", "可用余额", "balance", "runningbalance",
                "currentbalance", "kontostand", "saldo", "solde",
            ]
        ),
        (
            .currency,
            [
                "币种", "币别", "货币", "交易币种", "记账币种", "交易货币", "入账货币", "currency", "billingcurrency",
                "währung", "devise", "moneda",
            ]
        ),
        (
            .ref,
            [
                "交易流水号", "流水号", "交易单号", "交易号", "交易订单号", "日志号", "交易序号", "transactionid",
                "transactionnumber", "referencenumber", "id", "fitid",
            ]
        ),
        (.status, ["状态", "交易状态", "status", "transactionstatus"]),
    ]

    /// Headers that contain a role's word but are no such column (the other side's account number).
    private static let unused: Set<String> = [
        "对方账号", "对方卡号/账号", "对方账户", "对方开户行", "对方行名", "卡号末四位", "卡号后四位", "卡末四位", "partneriban", "iban",
    ]

    /// Words a longer header contains, tried in this order (金额 after its split forms).
    private static let containing: [(String, ColumnRole)] = [
        ("(支出)", .amountOut), ("(收入)", .amountIn), ("支出", .amountOut), ("收入", .amountIn),
        ("记账日", .postingDate), ("入账日", .postingDate), ("交易日", .date), ("日期", .date),
        ("余额", .balance), ("币种", .currency), ("金额", .amount), ("对方", .payee), ("摘要", .note),
        ("postingdate", .postingDate), ("transactiondate", .date), ("balance", .balance),
        ("verwendungszweck", .note), ("vwz", .note), ("withdrawal", .amountOut), ("deposit", .amountIn), ("amount", .amount), ("currency", .currency),
    ]
}
