/// An option or argument as the first column of its help writes it, read back for completion:
/// `-d, --date <date>` is the option `--date` (or `-d`) taking a `<date>`; `--format text|json|csv`
/// takes one of three words; `--income` is a flag; `<month> | last` is an argument that is a month or
/// the word `last`.
struct HelpLabel {
    /// The option's names (`["-d", "--date"]`); empty for an argument.
    var names: [String]
    /// What the value may be, each a word (`json`) or a placeholder (`<date>`); empty for a flag.
    var values: [String]

    init(_ label: String) {
        var words = label.split(separator: " ").map(String.init)[...]
        names = []
        while let first = words.first, first.hasPrefix("-") {
            names.append(first.hasSuffix(",") ? String(first.dropLast()) : first)
            words = words.dropFirst()
        }
        values = words.joined(separator: " ").split(separator: "|").map { $0.trimmingSpaces }.filter {
            !$0.isEmpty
        }
    }

    /// Whether it is an option that takes a value.
    var takesValue: Bool { !names.isEmpty && !values.isEmpty }

    /// The name to complete: the long one.
    var longName: String? { names.first { $0.hasPrefix("--") } }

    /// The fixed words among the values (`text`, `json`, `last`).
    var words: [String] { values.filter { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } } }

    /// The placeholders among the values, without brackets (`date` for `<date>`).
    var placeholders: [String] {
        values.compactMap { value in
            guard value.hasPrefix("<"), value.hasSuffix(">"), value.dropFirst().allSatisfy({ $0 != "<" })
            else {
                return nil
            }
            return String(value.dropFirst().dropLast())
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
