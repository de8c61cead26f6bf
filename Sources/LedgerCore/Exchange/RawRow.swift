/// One row of an import file as text, before it meets the ledger.
///
/// Everything but its line lives in one object shared by copies of the row until one of them changes
/// something: a row is handed from the file's reader to the thread that reads its values and on to
/// the resolver, and a struct of a dozen fields (some of them enums of strings) was copied and
/// destroyed there through the runtime's generic witnesses, ~1,000 instructions a row.
struct RawRow {
    /// The line the row starts on.
    var line: Int
    private var values = RawValues()

    /// What is already known to be wrong with the row.
    var problem: Reason? {
        get { values.problem }
        set { unique().problem = newValue }
    }
    /// Every field of a CSV record or sheet row, in the file's order, for rules that match a column
    /// or the whole row (empty for JSON).
    var columns: [String] {
        get { values.columns }
        set { unique().columns = newValue }
    }
    /// Why a statement's row is left out (交易关闭, 不计收支, refunded in full …); `nil` books it.
    var skip: Reason? {
        get { values.skip }
        set { unique().skip = newValue }
    }
    /// Whether the row is a refund: income in the refund category (see ``StatementRefunds``).
    var isRefund: Bool {
        get { values.isRefund }
        set { unique().isRefund = newValue }
    }
    /// The transaction number of the purchase a refund gives money back for, where the file links them.
    var refundOf: String? {
        get { values.refundOf }
        set { unique().refundOf = newValue }
    }
    /// Whether `category` is the source's own word (Alipay's 餐饮美食, Monzo's `groceries`): used when
    /// the ledger has a category of that name, else learning, ``BuiltinCategories`` and the fallback
    /// decide.
    var categoryIsHint: Bool {
        get { values.categoryIsHint }
        set { unique().categoryIsHint = newValue }
    }
    /// The source's word for the sort of transaction, where it is no category (WeChat Pay's 交易类型:
    /// 转账, 微信红包): read only by ``BuiltinCategories``, after the keywords.
    var kind: String {
        get { values.kind }
        set { unique().kind = newValue }
    }

    init(line: Int) { self.line = line }

    /// The values the row has, in the order of `ImportField.allCases` (for rules matching the whole
    /// row of a file without columns).
    var presentValues: [String] { ImportField.allCases.compactMap { values[$0] } }

    /// The value of each field; `nil` when the file has no such column or key.
    subscript(field: ImportField) -> String? {
        get { values[field] }
        set { unique()[field] = newValue }
    }

    /// The row's own values, to change.
    private mutating func unique() -> RawValues {
        if !isKnownUniquelyReferenced(&values) { values = values.copy() }
        return values
    }
}

/// The values of a ``RawRow``'s fields, one stored property each, and what else the row says, in an
/// object: every row is made, copied and destroyed as one reference. An array of fifteen optional
/// strings was allocated for every row and destroyed value by value through the runtime's generic
/// witnesses; fifteen properties of the row itself were retained one by one at each copy of the row.
private final class RawValues {
    var date, type, amount, category, note, book, id, created, photo: String?
    var payee, ref, balance, status, amountIn, amountOut, categoryAlias: String?
    var problem: Reason?
    var columns: [String] = []
    var skip: Reason?
    var isRefund = false
    var refundOf: String?
    var categoryIsHint = false
    var kind = ""

    /// A copy whose values change apart from this one's.
    func copy() -> RawValues {
        let copy = RawValues()
        for field in ImportField.allCases { copy[field] = self[field] }
        (copy.problem, copy.columns, copy.skip, copy.isRefund) = (problem, columns, skip, isRefund)
        (copy.refundOf, copy.categoryIsHint, copy.kind) = (refundOf, categoryIsHint, kind)
        return copy
    }

    subscript(field: ImportField) -> String? {
        get {
            switch field {
            case .date: return date
            case .type: return type
            case .amount: return amount
            case .category: return category
            case .note: return note
            case .book: return book
            case .id: return id
            case .created: return created
            case .photo: return photo
            case .payee: return payee
            case .ref: return ref
            case .balance: return balance
            case .status: return status
            case .amountIn: return amountIn
            case .amountOut: return amountOut
            case .categoryAlias: return categoryAlias
            }
        }
        set {
            switch field {
            case .date: date = newValue
            case .type: type = newValue
            case .amount: amount = newValue
            case .category: category = newValue
            case .note: note = newValue
            case .book: book = newValue
            case .id: id = newValue
            case .created: created = newValue
            case .photo: photo = newValue
            case .payee: payee = newValue
            case .ref: ref = newValue
            case .balance: balance = newValue
            case .status: status = newValue
            case .amountIn: amountIn = newValue
            case .amountOut: amountOut = newValue
            case .categoryAlias: categoryAlias = newValue
            }
        }
    }
}
