/// Finding things by what people type: exact names first, then unique prefixes, and a suggestion
/// for a typo.
package enum NameMatching {
    /// The candidate that `query` names: by one of its names (case-insensitively) or by its id,
    /// else — unless `exactly` — the only one with a name that starts with `query`.
    ///
    /// An exact name is never shadowed by an id: a word that is the name of one candidate and the id
    /// of another is ``Match/nameAndID(named:withID:)``, and the caller refuses it naming both. Ids
    /// match whole (`1` is not a prefix of `12`). Used to find books and categories.
    static func match<T>(
        _ query: String, in candidates: [T], id: (T) -> Int, names: (T) -> [String], exactly: Bool = false,
        prefixPool: ((T) -> Bool)? = nil
    ) -> Match<T> {
        let needle = query.lowercased()
        guard !needle.isEmpty else { return .none }
        let named = candidates.first { names($0).contains { $0.lowercased() == needle } }
        let withID = candidates.first { String(id($0)) == query }
        switch (named, withID) {
        case (let named?, let withID?) where id(named) != id(withID):
            return .nameAndID(named: named, withID: withID)
        case (let one?, _), (nil, let one?): return .one(one)
        case (nil, nil): break
        }
        let prefixed = candidates.filter { candidate in
            (prefixPool?(candidate) ?? true)
                && names(candidate).contains { $0.lowercased().hasPrefix(needle) }
        }
        switch prefixed.count {
        case 0: return .none
        case 1: return exactly ? .onlyPrefix(of: prefixed[0]) : .one(prefixed[0])
        default: return .ambiguous(prefixed)
        }
    }

    enum Match<T> {
        case one(T)
        /// `query` is the name of one candidate and the id of another.
        case nameAndID(named: T, withID: T)
        /// `query` is only the start of this candidate's name, and an exact name or id was asked for.
        case onlyPrefix(of: T)
        case ambiguous([T])
        case none
    }

    /// The candidate closest to `query` by edit distance, if it is close enough to be a likely typo;
    /// else the only candidate that `query` abbreviates (the same first letter, the rest in order:
    /// `md` for `markdown`).
    ///
    /// Used for "did you mean" hints on commands, options, categories and books.
    package static func suggestion(for query: String, among candidates: [String]) -> String? {
        let needle = Array(query.lowercased())
        guard !needle.isEmpty else { return nil }
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(needle, Array(candidate.lowercased()))
            if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        if let (candidate, distance) = best, distance <= max(1, min(3, needle.count / 3)) { return candidate }
        let abbreviated = candidates.filter { isAbbreviation(needle, of: Array($0.lowercased())) }
        return needle.count > 1 && abbreviated.count == 1 ? abbreviated.first : nil
    }

    /// Whether `short` starts as `long` does and has its other letters in `long`'s order.
    private static func isAbbreviation(_ short: [Character], of long: [Character]) -> Bool {
        guard short.count < long.count, short.first == long.first else { return false }
        var rest = long[...]
        for character in short {
            guard let index = rest.firstIndex(of: character) else { return false }
            rest = rest[rest.index(after: index)...]
        }
        return true
    }

    /// Levenshtein distance, with an adjacent swap counted as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
