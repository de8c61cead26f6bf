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
    package static func alias(madeFrom title: String, taken: Set<String>) -> String? {
        var alias = ""
        var gap = false
        for scalar in title.unicodeScalars.map(folded) {
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

    /// `scalar` with its accent or full width taken off when it is a Latin letter or digit (`é` → `e`,
    /// `Ａ` → `A`, `１` → `1`), read from its Unicode name; any other scalar as it is.
    private static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if (0xFF10...0xFF19).contains(scalar.value) || (0xFF21...0xFF3A).contains(scalar.value)
            || (0xFF41...0xFF5A).contains(scalar.value)
        {
            return Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
        }
        guard scalar.value > 0x7F, let name = scalar.properties.name else { return scalar }
        for (prefix, lower) in [("LATIN SMALL LETTER ", true), ("LATIN CAPITAL LETTER ", false)] {
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count)
            guard let letter = rest.first, letter.isASCII, letter.isLetter,
                rest.count == 1 || rest.dropFirst().hasPrefix(" WITH ")
            else { return scalar }
            let base = lower ? letter.lowercased() : String(letter)
            return base.unicodeScalars.first ?? scalar
        }
        return scalar
    }
}
