/// What a change did, as data: a catalog key (`book rename {1} to {2}`) and the values of its
/// placeholders, told in any ``Language`` by ``text(in:)``.
///
/// An undo entry's record keeps it beside the English text (``UndoEntry/description``), so that
/// `timi undo --list` tells a change in the reader's language from what it was rather than from its
/// English words; entries written before it existed have the text alone, which ``ChangeDescription``
/// still reads. The English text is always ``text(in:)`` in English.
package struct ChangeRecord: Equatable, Sendable {
    /// A placeholder's value.
    package indirect enum Value: Equatable, Sendable {
        /// Told as it is in every language: an id, a date, a title, an amount, a note, a count.
        case text(String)
        /// Told in the reader's language: a schedule, a weekday, the first of several changes.
        case record(ChangeRecord)
        /// Values told one after the other, separated by spaces (a recurring rule: id, schedule,
        /// title, amount, note).
        case words([Value])

        /// The value in `language`.
        func text(in language: Language) -> String {
            switch self {
            case .text(let text): return text
            case .record(let record): return record.text(in: language)
            case .words(let values): return values.map { $0.text(in: language) }.joined(separator: " ")
            }
        }
    }

    /// The catalog key: the English text with `{1}`, `{2}`… for the values.
    package var key: String
    /// The values of the key's placeholders, in order.
    package var values: [Value]

    /// A record of `key` and its `values`.
    package init(_ key: String, values: [Value] = []) {
        self.key = key
        self.values = values
    }

    /// A record of `key` whose values are all told as they are.
    package init(_ key: String, texts: String...) {
        self.init(key, values: texts.map(Value.text))
    }

    /// The change in `language`: the key's text filled with the values, each told in it too.
    package func text(in language: Language) -> String {
        language.text(key, arguments: values.map { $0.text(in: language) })
    }
}
