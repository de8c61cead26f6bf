extension DoctorReport {
    /// A problem or an action of a finding, in every ``Language``: a ``Catalog`` key with the values
    /// of its placeholders, each a value as it is (a path, an id, a name) or a text of its own.
    ///
    /// A fixed text is a string literal (`"remove it"`); one built from values is a template and its
    /// values (`Text("the photo of bill {1} is missing", id)`), never an interpolated string, so that
    /// the Chinese text can put the values where Chinese puts them. The English is exactly what
    /// `timi doctor --json` prints.
    struct Text: Equatable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        private let key: String
        private let values: [Value]

        /// A value of a placeholder.
        private enum Value: Equatable, Sendable {
            /// Shown as it is in every language.
            case verbatim(String)
            /// Told in the language of the text it is part of.
            case text(Text)
            /// An error's reason, told in the language of the text it is part of.
            case reason(Reason)
        }

        /// A text with no values: `key` is its English and its catalog key.
        init(stringLiteral key: String) { (self.key, self.values) = (key, []) }

        /// `template` (a catalog key) with `values` filled into its placeholders as they are.
        init(_ template: String, _ values: String...) {
            (key, self.values) = (template, values.map(Value.verbatim))
        }

        /// `template` (a catalog key) with `values` filled in, each told in the same language.
        init(_ template: String, texts values: [Text]) {
            (key, self.values) = (template, values.map(Value.text))
        }

        /// `template` (a catalog key) with the reason of an error filled in, in the same language.
        init(_ template: String, reason: Reason) {
            (key, values) = (template, [.reason(reason)])
        }

        /// `text` as it is, in every language: what an error or a file says.
        static func verbatim(_ text: String) -> Text { Text("{1}", text) }

        /// The text in `language` (English where the catalog has no entry for it).
        func text(in language: Language) -> String {
            language.text(
                key,
                arguments: values.map { value in
                    switch value {
                    case .verbatim(let text): return text
                    case .text(let text): return text.text(in: language)
                    case .reason(let reason): return reason.text(in: language)
                    }
                })
        }

        /// The text in English.
        var description: String { text(in: .english) }
    }
}
