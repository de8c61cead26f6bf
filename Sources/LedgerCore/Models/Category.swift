/// What a bill was for: the app's categories (用餐, 交通, …), each with an ASCII alias for the terminal.
public struct Category: Hashable, Sendable, Identifiable {
    /// A small number, unique in the ledger; bills refer to their category by it.
    public typealias ID = Int

    /// The longest title, in characters (a CJK character counts one; views lay titles out by their
    /// display width).
    public static let maxTitleLength = 32
    /// The title of the expense category an import creates, when first needed, for a statement's
    /// expenses that nothing categorises (a bank's fees, cheques): they were not decided.
    static let uncategorisedTitle = "待分类"
    /// Its alias (`timi list --category uncategorised`).
    static let uncategorisedAlias = "uncategorised"

    /// The category's ``ID``.
    public var id: ID
    /// The title shown everywhere, e.g. 用餐; unique among the categories of its type (an income
    /// 转账 may sit beside an expense 转账).
    public var title: String
    /// A unique ASCII name typed in the shell, e.g. `meals`.
    public var alias: String
    /// The app's icon file name, e.g. `type_big_2.png`.
    public var icon: String
    /// Whether the category is for income or expense bills.
    public var type: BillType
    /// The colour its title, bars and slices are painted in (`timi category color`).
    package var color = CategoryColor.defaultColor(at: 0)

    /// A title as a category may carry it: 1 to ``maxTitleLength`` characters, no control
    /// characters, no space at either end.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    static func validatedTitle(_ title: String) throws -> String {
        try Validation.name(title, field: "category title", maxLength: maxTitleLength)
    }

    /// An alias as a category may carry it: an ASCII letter, then letters, digits, `-` or `_`, at
    /// most 20 in all; stored in lower case.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    static func validatedAlias(_ alias: String) throws -> String {
        let bytes = Array(alias.utf8)
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 97 && (b | 0x20) <= 122 }
        guard let first = bytes.first, isLetter(first), bytes.count <= 20,
            bytes.allSatisfy({ isLetter($0) || ($0 >= 48 && $0 <= 57) || $0 == 45 || $0 == 95 })
        else {
            throw LedgerError.invalidValue(
                field: "alias", value: alias,
                reason: "an alias is an ASCII letter followed by letters, digits, '-' or '_' (at most 20)")
        }
        return alias.lowercased()
    }
}
