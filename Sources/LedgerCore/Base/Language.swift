/// The language timi speaks to a person in: its views, labels, messages and help.
///
/// The `timi` executable picks it (from `LC_ALL`, `LC_MESSAGES`, `LANG` and `config.json`) and passes
/// it in; LedgerCore never reads the environment. JSON field names, JSON values that are codes
/// (`"type":"expense"`) and CSV headers never change with it: scripts read them.
package enum Language: String, CaseIterable, Sendable {
    /// English, the language of the code and of every catalog key.
    case english = "en"
    /// Simplified Chinese, in the words of the Timi (时光记账) app.
    case chinese = "zh"

    /// `english` in this language, each `{1}`, `{2}`… replaced by the argument at that position.
    ///
    /// `english` is the key of the ``Catalog``: a text it has no entry for stays English (the
    /// catalog tests fail for it).
    /// - Parameters:
    ///   - english: the English text, as written in the code.
    ///   - arguments: the values of its placeholders, in order.
    package func text(_ english: String, _ arguments: String...) -> String {
        text(english, arguments: arguments)
    }

    /// ``text(_:_:)`` with the placeholders' values as an array.
    package func text(_ english: String, arguments: [String]) -> String {
        let template = self == .chinese ? Catalog.chinese[english] ?? english : english
        return arguments.isEmpty ? template : Language.filling(template, with: arguments)
    }

    /// `template` with each `{N}` (N from 1 to 9) replaced by `arguments[N - 1]`; a placeholder
    /// without an argument stays as it is.
    package static func filling(_ template: String, with arguments: [String]) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest[open...].dropFirst()
            if let digit = after.first, let number = digit.wholeNumberValue,
                (1...arguments.count).contains(number),
                after.dropFirst().first == "}"
            {
                out += arguments[number - 1]
                rest = after.dropFirst(2)
            } else {
                out.append("{")
                rest = after
            }
        }
        return out + rest
    }
}
