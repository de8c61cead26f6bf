/// What a change did, told in a ``Language`` from its English text alone (``UndoEntry/description``):
/// for the undo entries that keep no ``ChangeRecord`` — those written before records were kept, and
/// changes a command names by text (an import, a doctor's repairs).
///
/// The text is matched against the shapes timi writes, each a ``Catalog`` key (`book rename {1} to {2}`),
/// and the key's text is filled with the values found (ids, dates, titles, amounts, notes and
/// names stay as they are). The change inside `{1} and {2} more`, the repairs of a `doctor:`
/// change and a recurring rule's schedule are told in the language too. A description of no known
/// shape stays as stored. So the files keep their format, and any timi reads any entry.
enum ChangeDescription {
    /// `english` in `language`, or as it is when it has no known shape.
    /// - Parameter movesBills: whether the change wrote month files of more than one book: only then
    ///   is an `edit … to …` a bill moved to another book (a note may hold " to ").
    static func text(_ english: String, in language: Language, movesBills: Bool) -> String {
        guard language != .english else { return english }
        return told(Substring(english), shapes, in: language, movesBills: movesBills) ?? english
    }

    /// How a placeholder's value is told.
    private enum Part {
        /// As it is.
        case verbatim
        /// Digits only, as they are.
        case count
        /// A change of its own (``shapes``).
        case change
        /// A doctor's repairs, separated by `, ` (``repairs``).
        case repairs
        /// A recurring rule, `<id> <schedule> <title> <amount> [<note>]`: its schedule told.
        case rule
    }

    /// A shape a description may have: its catalog key and how each placeholder is told.
    private struct Shape {
        let key: String
        let parts: [Int: Part]
        /// Only for a change that moved bills between books.
        let movingBills: Bool

        init(_ key: String, _ parts: [Int: Part] = [:], movingBills: Bool = false) {
            (self.key, self.parts, self.movingBills) = (key, parts, movingBills)
        }
    }

    /// The shapes of ``Ledger/changeDescription``, tried in order: the first that matches tells it.
    private static let shapes: [Shape] = [
        Shape("{1} and {2} more", [1: .change, 2: .count]), Shape("update"),
        Shape("add {1}"), Shape("edit {1} to {2}", movingBills: true), Shape("edit {1}"), Shape("delete {1}"),
        Shape("again {1}"), Shape("transfer {1}"),
        Shape("recurring: book {1} bill that came due", [1: .count]),
        Shape("recurring: book {1} bills that came due", [1: .count]),
        Shape("recurring add {1}", [1: .rule]), Shape("recurring edit {1}", [1: .rule]),
        Shape("recurring delete {1}", [1: .rule]), Shape("recurring pause {1}", [1: .rule]),
        Shape("recurring resume {1}", [1: .rule]),
        Shape("book add {1}"), Shape("book rename {1} to {2}"), Shape("book cover {1} {2}", [2: .count]),
        Shape("book delete {1} and its {2} bill", [2: .count]),
        Shape("book delete {1} and its {2} bills", [2: .count]), Shape("book use {1}"),
        Shape("budget set total {1} from {2} in {3}"), Shape("budget set {1} {2} from {3} in {4}"),
        Shape("budget unset total from {1} in {2}"), Shape("budget unset {1} from {2} in {3}"),
        Shape("category add {1} ({2})"), Shape("category rename {1} ({2}) to {3} ({4})"),
        Shape("category delete {1} ({2}), moving {3} bill to {4}", [3: .count]),
        Shape("category delete {1} ({2}), moving {3} bills to {4}", [3: .count]),
        Shape("category delete {1} ({2})"),
        Shape("category color {1} ({2}) {3}"), Shape("category icon {1} ({2}) {3}"),
        Shape("import {1} bill from {2}", [1: .count]), Shape("import {1} bills from {2}", [1: .count]),
        Shape("import {1} bill from {2}, linking {3} to bills of another statement", [1: .count, 3: .count]),
        Shape("import {1} bills from {2}, linking {3} to bills of another statement", [1: .count, 3: .count]),
        Shape("doctor: {1}", [1: .repairs]),
    ]

    /// The repairs `timi doctor` lists in its change.
    private static let repairs: [Shape] = [
        Shape("rebuild ledger.json"), Shape("drop the totals of book {1}", [1: .count]),
        Shape("remove {1} budget that cannot apply", [1: .count]),
        Shape("remove {1} budgets that cannot apply", [1: .count]), Shape("rebuild the id index"),
        Shape("rebuild {1} month total of {2}", [1: .count]),
        Shape("rebuild {1} month totals of {2}", [1: .count]),
        Shape("remove {1} unused attachment", [1: .count]),
        Shape("remove {1} unused attachments", [1: .count]), Shape("quarantine {1}"),
        Shape("fold 1 change log into its month"),
        Shape("fold {1} change logs into their months", [1: .count]),
    ]

    /// `text` told by the first of `shapes` it has, or `nil`.
    private static func told(
        _ text: Substring, _ shapes: [Shape], in language: Language, movesBills: Bool
    ) -> String? {
        for shape in shapes where movesBills || !shape.movingBills {
            guard let values = values(in: text, of: shape) else { continue }
            var arguments: [String] = []
            for (index, value) in values.enumerated() {
                switch shape.parts[index + 1] ?? .verbatim {
                case .verbatim, .count: arguments.append(String(value))
                case .change:
                    arguments.append(
                        told(value, shapes, in: language, movesBills: movesBills) ?? String(value))
                case .repairs:
                    guard let repairs = told(repairs: value, in: language) else { return nil }
                    arguments.append(repairs)
                case .rule: arguments.append(rule(value, in: language))
                }
            }
            return language.text(shape.key, arguments: arguments)
        }
        return nil
    }

    /// A doctor's repairs, `rebuild the id index, remove 2 unused attachments`, each told and
    /// joined as the language lists them; `nil` when one of them has no known shape.
    private static func told(repairs text: Substring, in language: Language) -> String? {
        // A new repair starts after ", " with a word a repair starts with (a book's name may hold ", ").
        var items: [Substring] = []
        for piece in text.split(separator: ", ", omittingEmptySubsequences: false) {
            let starts = ["rebuild ", "drop ", "remove ", "quarantine ", "fold "].contains { piece.hasPrefix($0) }
            if let last = items.last, !starts {
                items[items.count - 1] = text[last.startIndex..<piece.endIndex]
            } else {
                items.append(piece)
            }
        }
        var told: [String] = []
        for item in items {
            guard let repair = self.told(item, repairs, in: language, movesBills: false) else { return nil }
            told.append(repair)
        }
        return told.dropFirst().reduce(told.first ?? "") { language.text("{1}, {2}", $0, $1) }
    }

    /// A rule's description with its schedule (`every week on Mon`) told; as it is when it has none.
    private static func rule(_ text: Substring, in language: Language) -> String {
        let parts = text.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[1] == "every" else { return String(text) }
        let schedule: String
        let rest: ArraySlice<Substring>
        if parts[2] == "day" {
            (schedule, rest) = (language.text("every day"), parts[3...])
        } else if parts.count == 5, parts[3] == "on" {
            let tail = parts[4].split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            let on = String(tail[0])
            switch parts[2] {
            case "week" where Day.weekdayNames.contains(on):
                schedule = language.text("every week on {1}", language.text(on))
            case "month" where Int(asciiDigits: on.utf8) != nil:
                schedule = language.text("every month on {1}", on)
            case "year": schedule = language.text("every year on {1}", on)
            default: return String(text)
            }
            rest = tail.dropFirst()
        } else {
            return String(text)
        }
        return ([parts[0], Substring(schedule)] + rest).joined(separator: " ")
    }

    /// The values of `shape`'s placeholders in `text`, in order, or `nil` when `text` is not of
    /// that shape. Each value is the longest that lets the rest match, and is not empty.
    private static func values(in text: Substring, of shape: Shape) -> [Substring]? {
        var pieces: [(literal: Substring, placeholder: Int?)] = []
        var rest = Substring(shape.key)
        while let open = rest.firstIndex(of: "{") {
            let number = rest[rest.index(after: open)].wholeNumberValue ?? 0
            pieces.append((rest[..<open], number))
            rest = rest[rest.index(open, offsetBy: 3)...]
        }
        pieces.append((rest, nil))
        return match(text, pieces[...], shape)
    }

    private static func match(
        _ text: Substring, _ pieces: ArraySlice<(literal: Substring, placeholder: Int?)>, _ shape: Shape
    ) -> [Substring]? {
        guard let piece = pieces.first else { return text.isEmpty ? [] : nil }
        guard text.hasPrefix(piece.literal) else { return nil }
        let text = text.dropFirst(piece.literal.count)
        guard let number = piece.placeholder else { return match(text, pieces.dropFirst(), shape) }
        var end = text.endIndex
        while end > text.startIndex {
            let value = text[..<end]
            if shape.parts[number] != .count || Int(asciiDigits: value.utf8) != nil,
                let values = match(text[end...], pieces.dropFirst(), shape)
            {
                return [value] + values
            }
            end = text.index(before: end)
        }
        return nil
    }
}
