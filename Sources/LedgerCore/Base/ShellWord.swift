/// A word as a POSIX shell reads it back: as it is when it has nothing the shell treats specially,
/// else in single quotes.
package enum ShellWord {
    /// `word` as one word of a shell command line: `Tom & Jerry's` → `'Tom & Jerry'\''s'`.
    package static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.value > 0x7F || (scalar.properties.isAlphabetic || "0123456789-_./:,+=@%".unicodeScalars.contains(scalar))
        }
        if plain { return word }
        return "'" + word.replacingSingleQuotes + "'"
    }
}

extension String {
    /// The text with each `'` written `'\''`, for a single-quoted shell word.
    fileprivate var replacingSingleQuotes: String {
        var out = ""
        for character in self { out += character == "'" ? "'\\''" : String(character) }
        return out
    }
}
