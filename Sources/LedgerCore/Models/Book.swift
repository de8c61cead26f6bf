/// An account book (账本): its own bills, cover and currency symbol. The ledger always has at least one.
public struct Book: Hashable, Sendable, Identifiable {
    /// A small number, unique in the ledger; names the book's folder under `bills/`.
    public typealias ID = Int

    /// The longest name, in characters. The app allowed 6; a terminal user naming books in Latin
    /// script needs more, so timi allows 20.
    public static let maxNameLength = 20
    /// The covers the app offered.
    public static let covers = 0...5
    /// The currency symbol of a new book.
    public static let defaultCurrency = "¥"

    /// The book's ``ID``.
    public var id: ID
    /// The name shown everywhere, e.g. 日常账本; unique in the ledger.
    public var name: String
    /// The cover picture, 0 to 5.
    public var cover = 0
    /// The symbol shown before amounts, e.g. `¥`.
    public var currency = Book.defaultCurrency
    /// The account of a bill added to this book without one (`timi book account`); it wins over the
    /// configuration's `defaultAccount`. `nil`: none.
    public var defaultAccount: Account.ID?

    /// A name as a book may carry it: 1 to ``maxNameLength`` characters, no control characters, no
    /// space at either end.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    public static func validatedName(_ name: String) throws -> String {
        try Validation.name(name, field: "book name", maxLength: maxNameLength)
    }

    /// A cover as typed (`3`): a number in ``covers``.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    public static func validatedCover(_ text: String) throws -> Int {
        try validatedCover(Int(text), as: text)
    }

    /// `cover` when it is in ``covers``.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)`` quoting `text`.
    static func validatedCover(_ cover: Int?, as text: String) throws -> Int {
        guard let cover, covers.contains(cover) else {
            throw LedgerError.invalidValue(
                field: "cover", value: text,
                reason: Reason(
                    "a cover is {1} to {2}", String(covers.lowerBound), String(covers.upperBound)))
        }
        return cover
    }

    /// A currency symbol: 1 to 4 characters, no spaces or control characters.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    public static func validatedCurrency(_ symbol: String) throws -> String {
        let value = try Validation.name(symbol, field: "currency symbol", maxLength: 4)
        guard !value.contains(where: \.isWhitespace) else {
            throw LedgerError.invalidValue(
                field: "currency symbol", value: symbol, reason: "no spaces allowed")
        }
        return value
    }
}
