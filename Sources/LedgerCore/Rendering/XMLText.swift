/// Text inside XML or HTML, with the characters that have meaning there escaped.
enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as entities.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
