/// Whether money came in, went out, or moved between two accounts. Every bill has one; a category is
/// only ever income or expense (``isCategoryType``).
public enum BillType: String, Hashable, Sendable, CaseIterable, Codable {
    case expense
    case income
    /// Money moved from one ``Account`` to another (``Bill/account`` → ``Bill/toAccount``): neither
    /// income nor expense, so no category and no total of income or expense counts it.
    case transfer

    /// Reads `expense`/`income` and the app's 支出/收入; `nil` for anything else.
    public init?(name: some StringProtocol) {
        switch name.lowercased() {
        case "expense", "支出": self = .expense
        case "income", "收入": self = .income
        default: return nil
        }
    }

    /// The types a category (and a recurring rule) may have: income and expense.
    static let categoryTypes: [BillType] = [.expense, .income]

    /// Whether a category may have this type (every type but ``transfer``).
    var isCategoryType: Bool { self != .transfer }

    /// The type as a message names it (`income`, `收入`): a key of the ``Catalog``.
    package var word: Reason {
        switch self {
        case .income: "income"
        case .expense: "expense"
        case .transfer: "transfer"
        }
    }
}
