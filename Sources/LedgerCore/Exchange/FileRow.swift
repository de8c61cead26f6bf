/// One row of an import file as the file gives it (text), and what its source's reader knows about
/// it, before its values are checked (``ImportValues``) and it meets the ledger.
///
/// Its fields are one ``SharedValue``, shared by copies of the row until one of them changes
/// something: a row is handed from the file's reader to the thread that checks it and on to the
/// resolver.
@dynamicMemberLookup
struct FileRow {
    /// What a row holds: each field's text (`nil` when the file has no such column or key) and what
    /// the reader knows.
    struct Fields {
        /// The line the row starts on (a sheet's row number).
        var line: Int
        var date, type, amount, category, note, book, id, created, photo: String?
        var payee, ref, balance, status, amountIn, amountOut, categoryAlias: String?
        var account, toAccount, toAmount, fee, time: String?
        /// What is already known to be wrong with the row.
        var problem: Reason?
        /// Every field of a CSV record or sheet row, in the file's order, for rules that match a
        /// column or the whole row (empty for JSON).
        var columns: [String] = []
        /// Why a statement's row is left out (交易关闭, 不计收支, refunded in full …); `nil` books it.
        var skip: Reason?
        /// Whether the row is a refund: income in the refund category (see ``StatementRefunds``).
        var isRefund = false
        /// The transaction number of the purchase a refund gives money back for, where the file
        /// links them.
        var refundOf: String?
        /// Whether `category` is the source's own word (Alipay's 餐饮美食, Monzo's `groceries`): used
        /// when the ledger has a category of that name, else learning, ``BuiltinCategories`` and the
        /// fallback decide.
        var categoryIsHint = false
        /// The source's word for the sort of transaction, where it is no category (WeChat Pay's
        /// 交易类型: 转账, 微信红包): read only by ``BuiltinCategories``, after the keywords.
        var kind = ""
        /// The payment method a platform's row names (WeChat Pay's 支付方式, Alipay's 收/付款方式):
        /// the account it was paid from (see ``AccountHint/init(paymentMethod:platform:)``).
        var method = ""
        /// A move between two of the user's own accounts, booked as a transfer instead of what the
        /// other fields say when the ledger keeps accounts (see ``OwnMove``).
        var move: OwnMove?

        /// The text of `field`: a switch, not a key path, since a key path chosen at run time is
        /// applied by the runtime, and each row sets every column's field.
        subscript(field: ImportField) -> String? {
            get {
                switch field {
                case .date: date
                case .type: type
                case .amount: amount
                case .category: category
                case .note: note
                case .book: book
                case .id: id
                case .created: created
                case .photo: photo
                case .payee: payee
                case .ref: ref
                case .balance: balance
                case .status: status
                case .amountIn: amountIn
                case .amountOut: amountOut
                case .categoryAlias: categoryAlias
                case .account: account
                case .toAccount: toAccount
                case .toAmount: toAmount
                case .fee: fee
                case .time: time
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
                case .account: account = newValue
                case .toAccount: toAccount = newValue
                case .toAmount: toAmount = newValue
                case .fee: fee = newValue
                case .time: time = newValue
                case .categoryAlias: categoryAlias = newValue
                }
            }
        }
    }

    private var fields: SharedValue<Fields>

    init(line: Int) { fields = SharedValue(Fields(line: line)) }

    subscript<Member>(dynamicMember member: WritableKeyPath<Fields, Member>) -> Member {
        _read { yield fields[dynamicMember: member] }
        _modify { yield &fields[dynamicMember: member] }
    }

    /// The value of each field; `nil` when the file has no such column or key.
    subscript(field: ImportField) -> String? {
        _read { yield fields.value[field] }
        _modify { yield &fields.value[field] }
    }

    /// The values the row has, in the order of `ImportField.allCases` (for rules matching the whole
    /// row of a file without columns).
    var presentValues: [String] { ImportField.allCases.compactMap { self[$0] } }
}
