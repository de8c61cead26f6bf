/// Text from outside (arguments, file contents) made safe to print inside a one-line message.
package enum PrintableText {
    /// `text` with its control characters, line and paragraph separators and bidirectional overrides
    /// written as escapes (`\n`, `\t`, `\u{1B}`), so that a message quoting it stays on one line and
    /// cannot move the cursor, colour the terminal or reverse the text. Used for every error message.
    package static func escaping(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: isUnprintable) else { return String(text) }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isUnprintable(scalar):
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Control characters, line and paragraph separators, and the bidirectional marks and overrides:
    /// what names and notes may not contain, and what error messages show as escapes.
    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            return true
        default: return false
        }
    }
}
