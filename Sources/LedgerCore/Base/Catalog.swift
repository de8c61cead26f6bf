/// The library's words, in English and in Chinese: the reasons, views, messages and values it produces.
///
/// An entry is a pair: the English text exactly as the code writes it (the key, with `{1}`, `{2}`…
/// for the values filled in), and its Chinese text with the same placeholders. The entries are kept
/// by area (``views``, ``messages``, ``reasons``); to add a string, write it in English where it is
/// used through ``Language/text(_:_:)`` and add its pair to the area's list (docs/LOCALIZATION.md).
/// The executable's own words — its help, manual page, usage errors and `timi ui` — are its own
/// catalog, in Sources/timi/Catalog, which it looks up first.
/// `CatalogTests` fail for a key given twice, a Chinese text that is empty or has other
/// placeholders, and a text the code shows that has no entry.
package enum Catalog {
    /// All entries, English first.
    package static let entries: [(english: String, chinese: String)] =
        views + messages + confirmations + records + importing + doctor + report + errors
            + redo + history + categorize + reasons + files + accounts

    /// The Chinese text of each English key (the first, should a key be given twice).
    static let chinese = Dictionary(entries, uniquingKeysWith: { first, _ in first })
}
