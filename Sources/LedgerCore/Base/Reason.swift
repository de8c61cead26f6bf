/// A text for a person that says why something failed, in every ``Language``: a ``Catalog`` key
/// with the values of its placeholders, told in the language of whoever shows it.
///
/// A fixed reason is a string literal (`reason: "there is no such day"`); one built from values is
/// a template and its values (`Reason("there is no month {1}", String(month))`), never an
/// interpolated string, so that its Chinese text can put the values where Chinese puts them. A value
/// may itself be a reason (a row's error inside an import's), told in the same language. Used by
/// ``LedgerError``'s reasons, refusals and the problems of an import.
package struct Reason: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    private let told: @Sendable (Language) -> String

    /// A reason with no values: `key` is its English text and its catalog key.
    package init(stringLiteral key: String) {
        told = { $0.text(key) }
    }

    /// `template` (a catalog key) with `values` filled into its placeholders as they are.
    package init(_ template: String, _ values: String...) {
        told = { $0.text(template, arguments: values) }
    }

    /// `template` (a catalog key) with `values` filled in, each told in the same language.
    package init(_ template: String, _ values: [Reason]) {
        told = { language in language.text(template, arguments: values.map { $0.text(in: language) }) }
    }

    /// `text` as it is, in every language: a value a person typed or a file holds.
    package static func verbatim(_ text: String) -> Reason {
        Reason(told: { _ in text })
    }

    /// The message of `error` in the language of the reason it is part of.
    package static func error(_ error: LedgerError) -> Reason {
        Reason(told: { error.description(in: $0) })
    }

    /// `items` as a list in words: `a, b or c` (`a、b或c`); one item alone is itself.
    package static func list(_ items: [Reason]) -> Reason {
        guard let first = items.first, let last = items.last else { return .verbatim("") }
        guard items.count > 1 else { return first }
        let head = items.dropLast().dropFirst().reduce(first) { Reason("{1}, {2}", [$0, $1]) }
        return Reason("{1} or {2}", [head, last])
    }

    /// A reason told by `told` in each language, for a value that knows how to say itself.
    init(told: @escaping @Sendable (Language) -> String) {
        self.told = told
    }

    /// The reason in `language` (English where the catalog has no entry for it).
    package func text(in language: Language) -> String { told(language) }

    /// The reason in English.
    package var description: String { told(.english) }

    /// Two reasons are equal when they say the same in English.
    package static func == (left: Reason, right: Reason) -> Bool { left.description == right.description }
}
