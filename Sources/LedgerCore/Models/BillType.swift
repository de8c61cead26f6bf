/// Whether money came in or went out. Every bill and every category has one.
public enum BillType: String, Hashable, Sendable, CaseIterable, Codable {
    case expense
    case income

    /// Reads `expense`/`income` and the app's 支出/收入; `nil` for anything else.
    public init?(name: some StringProtocol) {
        switch name.lowercased() {
        case "expense", "支出": self = .expense
        case "income", "收入": self = .income
        default: return nil
        }
    }

    /// The type as a message names it (`income`, `收入`): a key of the ``Catalog``.
    public var word: Reason { self == .income ? "income" : "expense" }
}
