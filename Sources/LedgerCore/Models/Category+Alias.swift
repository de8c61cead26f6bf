import Foundation

extension Category {
    /// The longest alias, in ASCII characters.
    static let maxAliasLength = 20

    /// An alias made from a title that is not one: its ASCII letters and digits in lower case,
    /// accents and full-width forms folded (`Café` → `cafe`), apostrophes dropped and every other run
    /// of characters one `-` (`Personal care` → `personal-care`, `Kids' activities` →
    /// `kids-activities`, `Eating out & takeaway` → `eating-out-takeaway`), starting at its first
    /// letter and cut to 20 characters; when that is `taken`, `-2`, `-3`… follows. `nil` for a title
    /// with no ASCII letter (a Chinese title needs `--alias`).
    ///
    /// Used by ``Ledger/addCategory(title:alias:type:icon:)`` and by the categories an import creates.
    public static func alias(madeFrom title: String, taken: Set<String>) -> String? {
        let folded = title.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        var alias = ""
        var gap = false
        for scalar in folded.unicodeScalars {
            if scalar == "'" || scalar == "\u{2019}" { continue }  // Kids' is one word
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            guard isLetter || ("0"..."9").contains(scalar) else {
                gap = true
                continue
            }
            guard isLetter || !alias.isEmpty else { continue }  // an alias starts with a letter
            if gap, !alias.isEmpty { alias.append("-") }
            gap = false
            alias.unicodeScalars.append(isLetter ? Unicode.Scalar(UInt8(scalar.value) | 0x20) : scalar)
        }
        guard !alias.isEmpty else { return nil }
        func cut(_ text: String, to length: Int) -> String {
            var text = String(text.prefix(length))
            while text.hasSuffix("-") { text.removeLast() }
            return text
        }
        let base = cut(alias, to: maxAliasLength)
        if !taken.contains(base) { return base }
        for number in 2...(taken.count + 2) {
            let suffix = "-" + String(number)
            let numbered = cut(base, to: maxAliasLength - suffix.count) + suffix
            if !taken.contains(numbered) { return numbered }
        }
        return nil  // not reached: taken.count + 1 numbers cannot all be taken
    }
}
