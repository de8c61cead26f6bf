/// What a bill was for: the app's categories (用餐, 交通, …), each with an ASCII alias for the terminal.
public struct Category: Hashable, Sendable, Identifiable {
    /// A small number, unique in the ledger; bills refer to their category by it.
    public typealias ID = Int

    /// The longest title, in characters.
    public static let maxTitleLength = 12

    public var id: ID
    /// The title shown everywhere, e.g. 用餐.
    public var title: String
    /// A unique ASCII name typed in the shell, e.g. `meals`.
    public var alias: String
    /// The app's icon file name, e.g. `type_big_2.png`.
    public var icon: String
    /// Whether the category is for income or expense bills.
    public var type: BillType

    /// Makes a category; see ``validatedTitle(_:)`` and ``validatedAlias(_:)`` for the rules.
    public init(id: ID, title: String, alias: String, icon: String, type: BillType) {
        self.id = id
        self.title = title
        self.alias = alias
        self.icon = icon
        self.type = type
    }

    /// A title as a category may carry it: 1 to ``maxTitleLength`` characters, no control
    /// characters, no space at either end.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    public static func validatedTitle(_ title: String) throws -> String {
        try Validation.name(title, field: "category title", maxLength: maxTitleLength)
    }

    /// An alias as a category may carry it: an ASCII letter, then letters, digits, `-` or `_`, at
    /// most 20 in all; stored in lower case.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    public static func validatedAlias(_ alias: String) throws -> String {
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

/// A spare icon the user may give to a new category; each is used once while any is left.
public struct SpareIcon: Hashable, Sendable {
    /// The icon file name, e.g. `type_big_1001.png`.
    public var icon: String
    /// The kind of category the icon is meant for.
    public var type: BillType

    public init(icon: String, type: BillType) {
        self.icon = icon
        self.type = type
    }
}

/// Shared rules for names typed by people.
enum Validation {
    static func name(_ value: String, field: String, maxLength: Int) throws -> String {
        func fail(_ reason: String) -> LedgerError { .invalidValue(field: field, value: value, reason: reason) }
        guard !value.isEmpty else { throw fail("it is empty") }
        guard value.count <= maxLength else {
            throw fail("at most \(maxLength) characters are allowed (this has \(value.count))")
        }
        guard !value.unicodeScalars.contains(where: PrintableText.isUnprintable) else {
            throw LedgerError.invalidValue(
                field: field, value: value.debugDescription, reason: "control characters are not allowed")
        }
        guard value.first?.isWhitespace == false, value.last?.isWhitespace == false else {
            throw fail("it cannot start or end with a space")
        }
        return value
    }
}
