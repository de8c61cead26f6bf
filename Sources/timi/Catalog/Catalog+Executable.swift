import LedgerCore

extension Catalog {
    /// The executable's own words, in English and Chinese: its help, manual page and usage errors
    /// (``help``) and the words of `timi ui` (``ui``). The library keeps the words of what it produces
    /// (``Catalog/entries``: reasons, views, messages); no key is in both (`CatalogTests`).
    static let executableEntries: [(english: String, chinese: String)] = help + ui

    /// The Chinese text of each of the executable's keys.
    static let executableChinese = Dictionary(executableEntries, uniquingKeysWith: { first, _ in first })
}

extension Language {
    /// `english` in this language, from the executable's catalog, else from the library's
    /// (``text(_:_:)``); each `{1}`, `{2}`… replaced by the argument at that position.
    func words(_ english: String, _ arguments: String...) -> String {
        words(english, arguments: arguments)
    }

    /// ``words(_:_:)`` with the placeholders' values as an array.
    func words(_ english: String, arguments: [String]) -> String {
        guard self == .chinese, let template = Catalog.executableChinese[english] else {
            return text(english, arguments: arguments)
        }
        return arguments.isEmpty ? template : Language.filling(template, with: arguments)
    }
}
