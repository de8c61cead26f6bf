/// One row of an import file as text, before it meets the ledger.
struct RawRow {
    /// The line the row starts on.
    var line: Int
    /// Indexed like `ImportField.allCases`; `nil` when the file has no such column or key.
    var values: [String?]
    /// What is already known to be wrong with the row.
    var problem: Reason?
    /// Every field of a CSV record or sheet row, in the file's order, for rules that match a column
    /// or the whole row (empty for JSON).
    var columns: [String] = []
    /// Why a statement's row is left out (交易关闭, 不计收支, refunded in full …); `nil` books it.
    var skip: Reason?
    /// Whether the row is a refund: income in the refund category (see ``StatementRefunds``).
    var isRefund = false
    /// The transaction number of the purchase a refund gives money back for, where the file links them.
    var refundOf: String?
    /// Whether `category` is the source's own word (Alipay's 餐饮美食, Monzo's `groceries`): used when
    /// the ledger has a category of that name, else learning, ``BuiltinCategories`` and the fallback
    /// decide.
    var categoryIsHint = false
    /// The source's word for the sort of transaction, where it is no category (WeChat Pay's 交易类型:
    /// 转账, 微信红包): read only by ``BuiltinCategories``, after the keywords.
    var kind = ""

    init(line: Int) {
        self.line = line
        values = [String?](repeating: nil, count: ImportField.allCases.count)
    }

    subscript(field: ImportField) -> String? {
        get { values[field.position] }
        set { values[field.position] = newValue }
    }
}

extension ImportField {
    /// The field's place in `allCases`, where ``RawRow`` keeps its value: a switch rather than a
    /// lookup, as every field of every row is set this way.
    var position: Int {
        switch self {
        case .date: return 0
        case .type: return 1
        case .amount: return 2
        case .category: return 3
        case .note: return 4
        case .book: return 5
        case .id: return 6
        case .created: return 7
        case .photo: return 8
        case .payee: return 9
        case .ref: return 10
        case .balance: return 11
        case .status: return 12
        case .amountIn: return 13
        case .amountOut: return 14
        }
    }
}
